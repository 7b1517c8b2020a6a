import { Alert, Loader, Stack, Text } from '@mantine/core';
import { FileDrop } from '../../../../components/file-drop/file-drop.tsx';
import { uploadableFiles } from '../../../../components/file-drop/upload-state.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { SubmissionState } from '../../hooks/use-submission.ts';

/** Shown while the report is being saved and its attachments sent: those of the `picked` files the rules let through. */
export function SubmittingView({ state, picked }: { state: SubmissionState; picked: readonly File[] }) {
  const { t } = useTranslation();
  const files = uploadableFiles(picked, []);
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
