import type { TReportSubmitted } from '@candor/shared';
import { Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPhoneOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../../../../components/use-page-title.ts';
import { hotlineCall } from '../../../../../lib/hotline-call.ts';
import { useTranslation } from '../../../../../lib/i18n.ts';

export const SUCCESS_PAGE_ID = 'Q';

/** The report ID as the agent reads it out: its letters are told capital or small, as the ID is case-sensitive. */
function spelled(referenceId: string, t: (key: string, values: { c: string }) => string): string {
  const told = (c: string) => {
    if (c !== c.toLowerCase()) return t('hotline.submit.success.capital', { c });
    if (c !== c.toUpperCase()) return t('hotline.submit.success.small', { c });
    return c;
  };
  return [...referenceId].map(told).join(', ');
}

/**
 * /hotline/submit-report-success: the report ID to read to the caller, then End call (page Q).
 * Only the submission that filed the report comes here; opened by its address, the page goes home.
 */
export function HotlineSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('hotline.submit.success.title'));
  const result = useLocation().state as TReportSubmitted | null;
  // The submission hands its result over in the history state: opened any other way, there is none.
  const shown = Boolean(result?.referenceId);
  useEffect(() => {
    if (shown) hotlineCall.page(SUCCESS_PAGE_ID);
  }, [shown]);
  if (!shown || !result) return <Navigate to="/hotline" replace />;
  return (
    <Container size="sm" py="xl" px="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck size={32} color="var(--mantine-color-green-8)" aria-hidden />
            <Title order={1} size="h2">
              {t('hotline.submit.success.title')}
            </Title>
          </Group>
          <Text>{t('hotline.submit.success.readId')}</Text>
          <Code fz="xl" p="sm" display="block" data-testid="hotline-reference-id">
            {result.referenceId}
          </Code>
          <Text data-testid="hotline-reference-spelled">
            {t('hotline.submit.success.spelled')} {spelled(result.referenceId, t)}
          </Text>
          <Text c="gray.7">{t('hotline.submit.success.followUp')}</Text>
          <Group>
            <Button
              component={Link}
              to="/hotline/call-disposition"
              leftSection={<IconPhoneOff size={16} aria-hidden />}
            >
              {t('hotline.submit.success.endCall')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
