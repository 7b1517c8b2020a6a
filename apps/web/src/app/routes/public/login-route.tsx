import { Anchor, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { SignInForm } from '../../../features/account/components/sign-in-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ssoCallbackFailure } from '../../../lib/login-failure.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { LogoMark } from '../../layout/logo.tsx';

/** `/login`: the built-in staff sign-in behind the single-sign-on path. */
export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  usePageTitle(t('login.title'));
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'authenticated') return <Navigate to="/" replace />;
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
        <SignInForm onSignedIn={() => navigate('/', { replace: true })} notice={ssoCallbackFailure(search)} />
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
