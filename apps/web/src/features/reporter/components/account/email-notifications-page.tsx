import { emailError, type TReportDetail } from '@candor/shared';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { busyProps } from '../../../../components/keep-focus.ts';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { setNotificationEmail } from '../../api/reporter-api.ts';
import { reporterKeys } from '../../api/reporter-queries.ts';
import { EmailFields } from '../email-fields.tsx';
import { ReporterPage } from '../reporter-page.tsx';

const BASE = '/reporter/email';
const SETUP = `${BASE}/setup-email`;
const EDIT = `${BASE}/edit-email`;
type View = 'setup' | 'edit' | 'off';
const viewOf = (path: string): View => (path.startsWith(SETUP) ? 'setup' : path.startsWith(EDIT) ? 'edit' : 'off');

/** /reporter/email, /setup-email and /edit-email (spec 000 §2, §4 "Email notification toggle"). */
export function EmailNotificationsPage() {
  return (
    <ReporterPage size={600} openOnly>
      {(report, referenceId) => <EmailNotifications report={report} referenceId={referenceId} />}
    </ReporterPage>
  );
}

function EmailNotifications({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('reporter.email.title'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const saved = report.notificationEmail ?? '';
  const view = viewOf(pathname);
  // Once the form is saved or cancelled, the control that comes in its place takes the focus (the
  // address's Edit button, or the switch); after Edit, the form's first field does. This layout
  // effect runs before the frame's `usePageTop`, which then leaves the focus on the page instead
  // of handing it to the page's top. While a save is under way the switch and Save stay enabled,
  // only busy: a failed save leaves the focus where it was.
  const moving = useRef<View | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const toggleSwitch = useRef<HTMLInputElement>(null);
  const setupForm = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const target = moving.current;
    moving.current = null;
    if (target !== view) return;
    const next = {
      setup: setupForm.current?.querySelector('input'),
      edit: editButton.current,
      off: toggleSwitch.current,
    };
    next[view]?.focus();
  }, [view]);
  const moveTo = (path: string) => {
    moving.current = viewOf(path);
    navigate(path);
  };

  if (view === 'off' && saved) return <Navigate to={EDIT} replace />;
  if (view === 'edit' && !saved) return <Navigate to={BASE} replace />;

  const save = async (email: string, then: string) => {
    setSaving(true);
    try {
      await setNotificationEmail(referenceId, email);
      // The server's alert header announces feedback.notificationEmail.updateSuccess.
      await queryClient.invalidateQueries({ queryKey: reporterKeys.report(referenceId) });
      moveTo(then);
    } catch {
      notifications.show({ color: 'red', message: t('feedback.notificationEmail.updateError') });
    } finally {
      setSaving(false);
    }
  };

  const toggle = (on: boolean) => {
    if (saving) return;
    if (on) navigate(SETUP);
    else if (saved) void save('', BASE);
    else navigate(BASE);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('reporter.email.title')}
        </Title>
        {!report.reporterNotificationsEnabled ? (
          <Text>{t('reporter.email.unavailable')}</Text>
        ) : (
          <>
            <Switch
              ref={toggleSwitch}
              size="md"
              label={t('reporter.email.toggle')}
              checked={view !== 'off'}
              {...busyProps(saving)}
              onChange={(e) => toggle(e.currentTarget.checked)}
            />
            {view === 'off' && <Text c="gray.7">{t('reporter.email.offText')}</Text>}
            {view === 'edit' && (
              <Stack gap="xs">
                <Text size="sm" c="gray.7">
                  {t('reporter.email.sentTo')}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Text fw={600} data-testid="saved-email" style={{ overflowWrap: 'anywhere' }}>
                    {saved}
                  </Text>
                  <Button
                    ref={editButton}
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => moveTo(SETUP)}
                  >
                    {t('reporter.email.edit')}
                  </Button>
                </Group>
              </Stack>
            )}
            {view === 'setup' && (
              <EmailForm
                ref={setupForm}
                initial={saved}
                saving={saving}
                onSave={(email) => void save(email, EDIT)}
                onCancel={() => moveTo(saved ? EDIT : BASE)}
              />
            )}
          </>
        )}
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('reporter.email.deletionNote')}
        </Alert>
      </Stack>
    </Paper>
  );
}

interface EmailFormProps {
  ref: Ref<HTMLFormElement>;
  initial: string;
  saving: boolean;
  onSave: (email: string) => void;
  onCancel: () => void;
}

function EmailForm({ ref, initial, saving, onSave, onCancel }: EmailFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [confirmation, setConfirmation] = useState(initial);
  const valid = emailError(email, confirmation) === null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (valid && !saving) onSave(email);
  };
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('reporter.email.setupIntro')}</Text>
        <EmailFields email={email} confirmation={confirmation} onEmail={setEmail} onConfirmation={setConfirmation} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('reporter.common.cancel')}
          </Button>
          <Button type="submit" disabled={!valid} {...busyProps(saving)}>
            {t('reporter.email.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
