import {
  CALL_COMMENTS_MAX,
  SPECIAL_CIRCUMSTANCES,
  type TerminationReason,
  terminationReasonsFor,
} from '@candor/shared';
import { Alert, Button, Checkbox, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../../components/intl-locale.ts';
import { LimitedTextarea } from '../../../components/limited-textarea.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { hotlineCall } from '../../../lib/hotline-call.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { postCallDisposition } from '../api/hotline-api.ts';
import { HOTLINE_PAGE } from '../hotline-pages.ts';
import { dispositionOf, endCall } from '../state/call-ending.ts';

/** Where the call was when the agent ended it: its page id, start, and the stop time, set on entry. */
function useCallOnEntry() {
  const [call] = useState(() => {
    const stopTime = new Date().toISOString();
    const current = hotlineCall.current();
    return {
      ...current,
      stopTime,
      startTime: current?.startTime ?? stopTime,
      pageId: current?.pageId ?? HOTLINE_PAGE.home,
    };
  });
  return call;
}

/**
 * /hotline/call-disposition (spec 000 §2 "Call disposition page"). Router state: `signOut` signs
 * out after; `callOpen` says the agent came back to the home mid-call.
 */
export function CallDisposition() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('hotline.call-disposition.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { signOut?: boolean; callOpen?: boolean } | null;
  const signOutAfter = state?.signOut === true;
  const notice = signOutAfter ? 'beforeSignOut' : state?.callOpen === true ? 'beforeNewCall' : null;
  const queryClient = useQueryClient();
  const call = useCallOnEntry();
  const reasons = terminationReasonsFor(call.pageId);
  const [reason, setReason] = useState<TerminationReason | null>(reasons.length === 1 ? reasons[0]! : null);
  const [special, setSpecial] = useState<string[]>([]);
  const [comments, setComments] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason || saving) return;
    setSaving(true);
    try {
      await postCallDisposition(
        dispositionOf(queryClient, call, {
          terminationReason: reason,
          specialCircumstances: special as (typeof SPECIAL_CIRCUMSTANCES)[number][],
          comments,
        }),
      );
    } catch {
      setSaving(false);
      notifications.show({ color: 'red', message: t('hotline.call-disposition.error') });
      return;
    }
    endCall(queryClient);
    navigate(signOutAfter ? '/logout' : '/', { replace: true });
  };

  return (
    <Container size={640} py={{ base: 24, sm: 40 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('hotline.call-disposition.title')}
              </Title>
              <Text c="gray.7" data-testid="call-stop-time">
                {t('hotline.call-disposition.stopTime', { time: formatDateTime(call.stopTime, i18n.language) })}
              </Text>
            </div>
            {notice && (
              <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
                {t(`hotline.call-disposition.${notice}`)}
              </Alert>
            )}
            <NativeSelect
              label={t('hotline.call-disposition.reason')}
              required
              value={reason ?? ''}
              disabled={reasons.length === 1}
              onChange={(e) => setReason((e.currentTarget.value || null) as TerminationReason | null)}
              data={[
                ...(reasons.length > 1 ? [{ value: '', label: '' }] : []),
                ...reasons.map((r) => ({ value: r, label: t(`hotline.call-disposition.reasons.${r}`) })),
              ]}
            />
            <Checkbox.Group label={t('hotline.call-disposition.special')} value={special} onChange={setSpecial}>
              <Stack gap="xs" mt="xs">
                {SPECIAL_CIRCUMSTANCES.map((s) => (
                  <Checkbox key={s} size="md" value={s} label={t(`hotline.call-disposition.specials.${s}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <LimitedTextarea
              // A sign-out mid-call comes back to this page: the box, anew, guards its comments again.
              key={location.key}
              label={t('hotline.call-disposition.comments')}
              unsent={comments !== '' && !saving}
              rows={4}
              maxLength={CALL_COMMENTS_MAX}
              value={comments}
              onChange={(e) => setComments(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!reason} loading={saving}>
                {t('hotline.call-disposition.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
