import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { HttpFeedback } from '../../../../lib/http-feedback.ts';
import { feedbackText } from '../../../../lib/http-notifier.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { CallForHelpNote } from '../provider-contact.tsx';

/**
 * The submission-failure view of spec 000 §2. When the server refused the report, its reasons
 * replace the invitation to submit again: Try again leads back to the report to change it.
 */
export function SubmissionFailure({ onTryAgain, refusal }: { onTryAgain: () => void; refusal: HttpFeedback[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('reporter.failure.title')}
        role="alert"
      >
        {refusal.length === 0 ? (
          <>
            <Text>{t('reporter.failure.body')}</Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t('feedback.reportSubmission.errorSubmitting')}
            </Text>
          </>
        ) : (
          refusal.map((f) => (
            <Text key={`${f.title?.key}:${f.message.key}`} data-testid="submission-refusal">
              {feedbackText(f)}
            </Text>
          ))
        )}
      </Alert>
      <CallForHelpNote />
      <Group>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onTryAgain}>
          {t('reporter.failure.tryAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
