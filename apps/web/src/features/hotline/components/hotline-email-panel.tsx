import { emailAddressError, LIMITS, type TReportDetail } from '@candor/shared';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { hotlineReportKey, setHotlineEmail } from '../api/hotline-api.ts';

/**
 * The hotline email notification panel (spec 000 §2): on when an email is saved. The toggle
 * turns it on (an entry form) or off (the email cleared); cancelling with no saved email clears it too.
 */
export function HotlineEmailPanel({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = report.notificationEmail ?? '';
  const [on, setOn] = useState(saved !== '');
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = emailAddressError(email);
  const valid = problem === null;
  // Too long is said as it is typed; a malformed address once the field is left.
  const message =
    problem === 'tooLong'
      ? t('reporter.email.tooLong', { max: LIMITS.emailMax })
      : touched && problem === 'invalid'
        ? t('hotline.status.email.invalid')
        : undefined;

  const save = async (value: string) => {
    setSaving(true);
    try {
      await setHotlineEmail(referenceId, value);
      await queryClient.invalidateQueries({ queryKey: hotlineReportKey(referenceId) });
      setEditing(false);
      setOn(value !== '');
      setEmail(value);
      setTouched(false);
    } catch {
      notifications.show({ color: 'red', message: t('feedback.notificationEmail.updateError') });
    } finally {
      setSaving(false);
    }
  };

  const toggle = (checked: boolean) => {
    if (checked) {
      setOn(true);
      return;
    }
    setOn(false);
    setEditing(false);
    setEmail('');
    // Off clears the address, whether or not one was saved (spec 000 §2 hotline panel).
    void save('');
  };
  const cancel = () => {
    setEditing(false);
    setEmail(saved);
    setTouched(false);
    if (!saved) {
      setOn(false);
      void save('');
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid && !saving) void save(email.trim());
  };

  if (!report.reporterNotificationsEnabled) return <Text>{t('reporter.email.unavailable')}</Text>;
  const showForm = on && (editing || !saved);
  return (
    <Stack gap="sm">
      <Text data-testid="hotline-email-state">
        {on && saved ? t('hotline.status.email.onText') : t('hotline.status.email.offText')}
      </Text>
      <Switch
        size="md"
        label={t('hotline.status.email.toggle')}
        checked={on}
        disabled={saving}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
      {showForm ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              label={t('hotline.status.email.label')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={message}
              autoComplete="off"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={saving}>
                {t('reporter.common.cancel')}
              </Button>
              <Button type="submit" disabled={!valid} loading={saving}>
                {t('reporter.email.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        on && (
          <Group gap="sm" wrap="nowrap">
            <Text fw={600} data-testid="hotline-saved-email" style={{ overflowWrap: 'anywhere' }}>
              {saved}
            </Text>
            <Button variant="outline" size="xs" onClick={() => setEditing(true)}>
              {t('reporter.email.edit')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
