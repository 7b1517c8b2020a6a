import { Alert, Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../../lib/i18n.ts';

interface Confirmation {
  referenceId?: string;
  uploadFailed?: boolean;
}

/**
 * /reviewer/submit-transcribe-report (spec 001 §2): the reference id linked to the report's
 * details (a transcriber, who reaches no report, is sent home from there), or 'No Report has
 * been submitted.'; and 'Transcribe Another Report'.
 */
export function TranscribeConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviewer.transcribe.confirmation.title'));
  const state = useLocation().state as Confirmation | null;
  const referenceId = state?.referenceId;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('reviewer.transcribe.confirmation.title')}
        </Title>
        {referenceId ? (
          <Text>
            {t('reviewer.transcribe.confirmation.success')}{' '}
            <Anchor component={Link} to={`/reviewer/report-details/${encodeURIComponent(referenceId)}`}>
              <Code fz="md">{referenceId}</Code>
            </Anchor>
          </Text>
        ) : (
          <Alert color="red" variant="light">
            {t('reviewer.transcribe.confirmation.none')}
          </Alert>
        )}
        {state?.uploadFailed && (
          <Alert color="red" variant="light">
            {t('feedback.attachments.errorSaving')}
          </Alert>
        )}
        <Anchor component={Link} to="/reviewer/transcribe-report">
          {t('reviewer.transcribe.confirmation.another')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
