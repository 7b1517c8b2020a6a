import { COMMENT_TEXT_MAX, isBlank, isReportOpen, LIMITS, type TReportDetail } from '@candor/shared';
import { Alert, Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPaperclip, IconPhoneOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LimitedTextarea } from '../../../components/limited-textarea.tsx';
import { DialogueTimeline, type RenderAttachment } from '../../../components/report-summary/dialogue-timeline.tsx';
import { OriginalReport } from '../../../components/report-summary/original-report.tsx';
import { ReportBanner } from '../../../components/report-summary/report-banner.tsx';
import { StatusDescription } from '../../../components/report-summary/status-description.tsx';
import { useFocusAfterSend } from '../../../components/use-focus-after-send.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { hotlineCall } from '../../../lib/hotline-call.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { messageKeyOf } from '../../../lib/message-keys.ts';
import { leaveReportOnClick } from '../../../lib/reporter-flags.ts';
import { hotlineReportKey, hotlineReportQuery, postHotlineComment } from '../api/hotline-api.ts';
import { DISPOSITION_PATH, HOTLINE_PAGE } from '../hotline-pages.ts';
import { storedFollowUp } from '../state/follow-up-storage.ts';
import { HotlineEmailPanel } from './hotline-email-panel.tsx';
import { asText } from './html-as-text.tsx';

const SECTIONS = [
  { id: 'add-information', page: HOTLINE_PAGE.addInformation, key: 'addInformation' },
  { id: 'past-activity', page: HOTLINE_PAGE.pastActivity, key: 'pastActivity' },
  { id: 'email-notifications', page: HOTLINE_PAGE.emailNotifications, key: 'email' },
  { id: 'end-call', page: HOTLINE_PAGE.endCall, key: 'endCall' },
] as const;

/**
 * /hotline/report-status (spec 000 §2 "Hotline report status page"); the report comes back from
 * session storage on reload. Without a call under way there is nothing to follow up: the agent goes home.
 */
export function HotlineReportStatus() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('hotline.status.title'));
  const [followUp] = useState(() => (hotlineCall.current() ? storedFollowUp() : null));
  // The report's names (category, questions) follow the agent's language as it changes mid-call.
  const report = useQuery({
    ...hotlineReportQuery(followUp?.referenceId ?? '', i18n.language),
    enabled: followUp !== null,
    placeholderData: keepPreviousData,
    // A reload refreshes the report detail.
    refetchOnMount: 'always',
  });
  useEffect(() => {
    const at = hotlineCall.current()?.pageId ?? '';
    if (at < HOTLINE_PAGE.addInformation || at > HOTLINE_PAGE.endCall) hotlineCall.page(HOTLINE_PAGE.addInformation);
  }, []);

  if (!followUp) return <Navigate to="/hotline" replace />;
  if (report.isError) return <Navigate to="/hotline" replace />;
  if (!report.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('hotline.status.loading')} />
      </Center>
    );
  }
  return <StatusPage report={report.data} referenceId={followUp.referenceId} />;
}

function StatusPage({ report, referenceId }: { report: TReportDetail; referenceId: string }) {
  const { t } = useTranslation();
  const open = isReportOpen(report.statusId);
  // A closed report has no section 1: the call starts at its past activity.
  useEffect(() => {
    if (!open && hotlineCall.current()?.pageId === HOTLINE_PAGE.addInformation)
      hotlineCall.page(HOTLINE_PAGE.pastActivity);
  }, [open]);
  const noAttachment: RenderAttachment = (a) => (
    <Group gap={6} wrap="nowrap" c="gray.7">
      <IconPaperclip size={16} aria-hidden />
      <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
        {a.name}
      </Text>
      <Text size="xs" component="span">
        {t('hotline.status.activity.attachmentDisabled')}
      </Text>
    </Group>
  );
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <ReportBanner
          title={t('hotline.status.title')}
          report={report}
          referenceId={referenceId}
          testIdPrefix="hotline"
        />
        <Alert
          role="note"
          variant="light"
          color="candor"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('hotline.status.callout.title')}
        >
          {t('hotline.status.callout.text')}
        </Alert>
        <StatusDescription report={report} />
        {/* A closed report: no options list, and sections 1 and 3 hidden (spec 000 §2). */}
        {open && (
          <nav aria-label={t('hotline.status.nav')}>
            <Group gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {SECTIONS.map((s, i) => (
                <li key={s.id}>
                  <Button
                    component="a"
                    href={`#${s.id}`}
                    variant="light"
                    size="sm"
                    onClick={() => hotlineCall.page(s.page)}
                  >
                    {`${i + 1}. ${t(`hotline.status.${s.key}.title`)}`}
                  </Button>
                </li>
              ))}
            </Group>
          </nav>
        )}
        {open && (
          <Section
            id="add-information"
            page={HOTLINE_PAGE.addInformation}
            title={t('hotline.status.addInformation.title')}
          >
            <HotlineComment referenceId={referenceId} />
          </Section>
        )}
        <Section id="past-activity" page={HOTLINE_PAGE.pastActivity} title={t('hotline.status.pastActivity.title')}>
          <Alert role="note" variant="light" color="yellow" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('hotline.status.activity.prompt')}
          </Alert>
          <DialogueTimeline report={report} attachment={noAttachment} html={asText} caller />
          <OriginalReport report={report} attachment={noAttachment} html={asText} />
        </Section>
        {open && (
          <Section
            id="email-notifications"
            page={HOTLINE_PAGE.emailNotifications}
            title={t('hotline.status.email.title')}
          >
            <HotlineEmailPanel report={report} referenceId={referenceId} />
          </Section>
        )}
        <Section id="end-call" page={HOTLINE_PAGE.endCall} title={t('hotline.status.endCall.title')}>
          <Text>{t('hotline.status.endCall.text')}</Text>
        </Section>
      </Stack>
    </Container>
  );
}

interface SectionProps {
  id: string;
  page: string;
  title: string;
  children: ReactNode;
}

/** One section of the page: the agent working in it puts the call at its page id; it ends with "anything else?". */
function Section({ id, page, title, children }: SectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      onFocusCapture={() => hotlineCall.page(page)}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
        <Group justify="space-between" gap="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fs="italic">{t('hotline.status.anythingElse')}</Text>
          <Anchor
            component={Link}
            to={DISPOSITION_PATH}
            fw={600}
            data-testid={`end-call-${id}`}
            onClick={leaveReportOnClick(() => navigate(DISPOSITION_PATH))}
          >
            <Group gap={6} component="span" wrap="nowrap">
              <IconPhoneOff size={16} aria-hidden />
              {t('hotline.status.endCall.link')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Section 1: what the caller adds, in the caller's name (marked as made by the hotline). */
function HotlineComment({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const box = useFocusAfterSend(sending);
  const key = messageKeyOf(`hotline/${referenceId}`);
  const empty = isBlank(text);
  const send = async () => {
    setSending(true);
    try {
      await postHotlineComment(referenceId, text, key.current());
      key.answered();
      setText('');
      await queryClient.invalidateQueries({ queryKey: hotlineReportKey(referenceId) });
    } catch {
      notifications.show({ color: 'red', message: t('reporter.manageReport.error') });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="sm">
      <LimitedTextarea
        label={t('hotline.status.addInformation.label')}
        unsent={text !== ''}
        description={t('hotline.status.addInformation.hint')}
        rows={LIMITS.hotlineCommentRows}
        maxLength={COMMENT_TEXT_MAX}
        value={text}
        ref={box}
        onChange={(e) => setText(e.currentTarget.value)}
        disabled={sending}
      />
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={empty || sending}
          onClick={() => {
            // Cleared, the box disables Cancel itself: the focus goes back to the box.
            setText('');
            box.current?.focus();
          }}
        >
          {t('hotline.login.cancel')}
        </Button>
        <Button disabled={empty} loading={sending} onClick={() => void send()}>
          {t('hotline.status.addInformation.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
