import { pageAfterSignIn, pageQuery } from '@candor/shared';
import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { SignInAlert, SignInForm } from '../../../features/account/components/sign-in-form.tsx';
import type { MessageRef } from '../../../lib/http-feedback.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ssoCallbackFailure } from '../../../lib/login-failure.ts';
import { appProfileQuery } from '../../../lib/session/session-queries.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LogoMark } from '../../layout/logo.tsx';
import { isSessionEndState } from '../../session/session-end-redirect.ts';
import { SSO_PATH } from '../../session/sso.ts';

/** Why the sign-in page was opened: a failed single sign-on, or a session the server ended. */
function signInNotice(search: URLSearchParams, state: unknown): MessageRef[] | null {
  return ssoCallbackFailure(search) ?? (isSessionEndState(state) ? [{ key: 'error.http.401' }] : null);
}

/** With an identity provider the built-in sign-in is off (decision 075): the way to the provider instead. */
function SingleSignOn({ notice, page }: { notice: MessageRef[] | null; page: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {notice && <SignInAlert messages={notice} />}
      <Text ta="center">{t('error.login.sso')}</Text>
      <Button
        component="a"
        href={`${SSO_PATH}?${pageQuery(page)}`}
        size="md"
        fullWidth
        leftSection={<IconLogin2 size={18} aria-hidden />}
      >
        {t('login.submit')}
      </Button>
    </Stack>
  );
}

/**
 * `/login`: the built-in staff sign-in behind the single-sign-on path, or the way to the provider.
 * Either comes back to the page of this app named by `page`, the home without it (decision 141).
 */
export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const profile = useQuery(appProfileQuery);
  const [search] = useSearchParams();
  const notice = signInNotice(search, useLocation().state);
  const page = pageAfterSignIn(search.get('page'));
  usePageTitle(t('login.title'));
  if (session.status === 'loading' || profile.isPending) return <PageLoader />;
  if (session.status === 'authenticated') return <Navigate to={page} replace />;
  return (
    <Container size={460} py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Group justify="center" mb="md">
          <LogoMark size={44} />
        </Group>
        <Title order={1} ta="center" fz={{ base: 24, sm: 28 }}>
          {t('login.title')}
        </Title>
        <Text c="gray.7" ta="center" mt={6} mb="xl">
          {t('login.subtitle')}
        </Text>
        {profile.data?.singleSignOn === 'oidc' ? (
          <SingleSignOn notice={notice} page={page} />
        ) : (
          <SignInForm onSignedIn={() => navigate(page, { replace: true })} notice={notice} />
        )}
      </Paper>
      <Group justify="center" mt="lg">
        <Anchor
          component={Link}
          to="/"
          size="sm"
          c="gray.7"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t('login.backHome')}
        </Anchor>
      </Group>
    </Container>
  );
}
