import { Button, Container, Group } from '@mantine/core';
import { IconPhoneOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HelpMenu } from '../../../components/help-menu.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { leaveReportOnClick } from '../../../lib/reporter-flags.ts';
import { DISPOSITION_PATH } from '../hotline-pages.ts';

/**
 * The hotline pages' frame (spec 000 §6): the help menu with the hotline's two documents above
 * the page, and with `endCall` the way to the call disposition from any step (spec 000 §1:
 * every call ends with one, a wrong number on the first page as much as a filed report).
 */
export function HotlineFrame({ children, endCall = false }: { children: ReactNode; endCall?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Container size="lg" pt="md">
        <Group justify="flex-end">
          {endCall && (
            <Button
              component={Link}
              to={DISPOSITION_PATH}
              variant="light"
              color="red"
              leftSection={<IconPhoneOff size={16} aria-hidden />}
              onClick={leaveReportOnClick(() => navigate(DISPOSITION_PATH))}
            >
              {t('hotline.submit.success.endCall')}
            </Button>
          )}
          <HelpMenu />
        </Group>
      </Container>
      {children}
    </>
  );
}
