import type { TReportSubmitted } from '@candor/shared';
import { ActionIcon, Alert, Button, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCopy, IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fileKey, type UploadState } from '../../../../components/file-drop/upload-state.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { setReportUnderWay } from '../../../../lib/reporter-flags.ts';
import { PostDocumentsNote } from '../provider-contact.tsx';
import { StepSection } from './step-section.tsx';

interface CredentialsResultProps {
  result: TReportSubmitted;
  password: string;
  uploads: ReadonlyMap<File, UploadState>;
  /** While the report's files are still being sent: their progress, in place of Log in. */
  sending?: ReactNode;
}

/**
 * The report ID to log in with (the referenceId, not the sequential number) and the password;
 * files that could not be saved are named, each with the reason the server gave.
 */
export function CredentialsResult({ result, password, uploads, sending }: CredentialsResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const failed = [...uploads].flatMap(([file, state]) => (state.kind === 'failed' ? [{ file, state }] : []));
  return (
    <StepSection title={t('reporter.result.heading')}>
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {t('reporter.result.saved')}
      </Alert>
      {failed.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            {t('feedback.attachments.errorSaving')}
            <List size="sm" data-testid="unsaved-files">
              {failed.map(({ file, state }) => (
                <List.Item key={fileKey(file)}>
                  {state.messageKey ? `${file.name}: ${t(state.messageKey)}` : file.name}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      <Text>{t('reporter.result.intro')}</Text>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Secret label={t('reporter.result.reportId')} value={result.referenceId} testId="report-id" />
          <Secret label={t('reporter.result.password')} value={password} testId="report-password" />
        </Stack>
      </Paper>
      <Text size="sm" c="gray.7">
        {t('reporter.result.noRecovery')}
      </Text>
      {sending}
      {/* Said once the files are sent: the progress above leaves, and Log in comes, without a word. */}
      <Text role="status" size="sm">
        {!sending && uploads.size > 0 && failed.length === 0 ? t('reporter.result.filesSent') : ''}
      </Text>
      <PostDocumentsNote referenceId={result.referenceId} />
      {!sending && (
        <Group>
          <Button
            size="md"
            leftSection={<IconLogin size={18} aria-hidden />}
            onClick={() => {
              // Going on to log in asks nothing (the report ID goes along). The question goes now: this
              // page stays on screen a moment while the login's code loads, and a click then would be lost.
              setReportUnderWay(null);
              navigate('/reporter/login', { state: { referenceId: result.referenceId } });
            }}
          >
            {t('reporter.result.login')}
          </Button>
        </Group>
      )}
    </StepSection>
  );
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text
          ff="monospace"
          fz={22}
          fw={700}
          data-testid={testId}
          style={{ overflowWrap: 'anywhere', letterSpacing: '0.04em' }}
        >
          {value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green' : 'gray'}
                onClick={copy}
                aria-label={t('reporter.result.copy', { what: label })}
                title={t('reporter.result.copy', { what: label })}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
              <Text size="sm" c="green.9" aria-live="polite">
                {copied ? t('reporter.result.copied') : ''}
              </Text>
            </>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
