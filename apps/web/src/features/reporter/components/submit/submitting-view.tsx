import { Alert, Loader, Stack, Text } from '@mantine/core';
import { FileDrop } from '../../../../components/file-drop/file-drop.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { SubmissionState } from '../../hooks/use-submission.ts';

/** Shown while the report is being saved and its attachments sent. */
export function SubmittingView({ state, files }: { state: SubmissionState; files: readonly File[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy>
      <Alert variant="light" color="candor" icon={<Loader size={18} />} role="status">
        <Text fw={600}>{state.phase === 'saving' ? t('reporter.submit.saving') : t('reporter.submit.uploading')}</Text>
        <Text size="sm">{t('reporter.submit.keepOpen')}</Text>
      </Alert>
      {state.phase === 'uploading' && files.length > 0 && (
        <FileDrop
          label={t('reporter.info.attachments')}
          files={files}
          onChange={() => {}}
          progress={state.uploads}
          disabled
        />
      )}
    </Stack>
  );
}
