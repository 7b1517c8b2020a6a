import { Button, Container, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { leaveReportOnClick } from '../../lib/reporter-flags.ts';
import type { Session } from '../../lib/session/use-session.ts';
import { SSO_PATH } from '../session/sso.ts';
import { CheckStatusButton } from './check-status-button.tsx';
import classes from './header.module.css';
import { LanguageSelect } from './language-select.tsx';
import { Logo } from './logo.tsx';

// Only signed-in users have an account menu: its code stays out of the public pages.
const AccountMenu = lazy(() => import('./signed-in-menu.tsx').then((m) => ({ default: m.SignedInMenu })));

/** Logo, language choice, account menu or Client login, and the reporter pages' Check report status. */
export function Header({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const onReporterPage = pathname === '/reporter' || pathname.startsWith('/reporter/');
  const showCheckStatus = onReporterPage && session.status === 'anonymous';
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group w="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Logo />
          <Group gap={4} wrap="nowrap">
            {showCheckStatus && <CheckStatusButton />}
            <LanguageSelect session={session} />
            {session.status === 'authenticated' && (
              <Suspense fallback={null}>
                <AccountMenu account={session.account} />
              </Suspense>
            )}
            {session.status === 'anonymous' && pathname !== '/login' && <ClientLogin />}
          </Group>
        </Group>
      </Container>
    </header>
  );
}

/** The single sign-on's entry: it leaves the application, so a report under way is asked about first. */
function ClientLogin() {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={SSO_PATH}
      variant="default"
      className={`${classes.headerButton} ${classes.iconOnlyOnMobile}`}
      leftSection={<IconLogin2 size={18} aria-hidden />}
      onClick={leaveReportOnClick(() => window.location.assign(SSO_PATH))}
    >
      <span className={classes.textOnWideScreens}>{t('global.header.clientLogin')}</span>
    </Button>
  );
}
