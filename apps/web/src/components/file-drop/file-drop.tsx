import { isFileSizeValid, LIMITS, nameTooLong, validateAttachments } from '@candor/shared';
import { Alert, Button, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { intlLocale } from '../intl-locale.ts';
import { focusOnPage } from '../keep-focus.ts';
import { fileKey, formatBytes, type UploadState } from './upload-state.ts';

export interface FileDropProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Files already on the report (of the same visibility): they count for the limit and for duplicates. */
  existing?: readonly { name: string }[];
  progress?: ReadonlyMap<File, UploadState>;
  disabled?: boolean;
  /** Set when the drop zone opens in place of the button pressed: its Choose files takes the focus. */
  focusPicker?: boolean;
}

type Notice = { kind: 'nameLength' } | { kind: 'tooLarge'; names: string[] } | null;

/**
 * Picks files by drop (Mantine's Dropzone) or by a button, checks them with the shared attachment rules
 * (spec 001 §5) and lists them with their problems and upload progress.
 */
export function FileDrop({ label, files, onChange, existing = [], progress, disabled, focusPicker }: FileDropProps) {
  const { t, i18n } = useTranslation();
  const openPicker = useRef<() => void>(null);
  const pickerButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only, not when the flag later changes
  useEffect(() => {
    // Loaded late, it leaves the focus where the user has put it since.
    if (focusPicker && focusOnPage()) pickerButton.current?.focus();
  }, []);
  const [notice, setNotice] = useState<Notice>(null);
  const hintId = useId();
  const labelId = useId();
  const checks = validateAttachments(files, existing);
  const locale = intlLocale(i18n.language);

  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    if (picked.some((f) => nameTooLong(f.name))) {
      setNotice({ kind: 'nameLength' });
      onChange([]);
      return;
    }
    const tooLarge = picked.filter((f) => !isFileSizeValid(f.size));
    setNotice(tooLarge.length > 0 ? { kind: 'tooLarge', names: tooLarge.map((f) => f.name) } : null);
    onChange([...files, ...picked.filter((f) => isFileSizeValid(f.size))]);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label labelElement="div" id={labelId}>
        {label}
      </Input.Label>
      <Dropzone
        onDrop={add}
        multiple
        disabled={disabled}
        openRef={openPicker}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        useFsAccessApi={false}
        // The visible Choose files button opens it: out of the accessibility tree, so the picker is one control, not two.
        inputProps={{ 'aria-label': t('feedback.attachments.chooseFiles'), 'aria-hidden': true }}
        p="lg"
        radius="md"
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={28} aria-hidden stroke={1.5} color="var(--mantine-color-candor-7)" />
          <Text size="sm" ta="center">
            {t('feedback.attachments.dropHere')}
          </Text>
          <Button
            ref={pickerButton}
            variant="light"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            onClick={() => openPicker.current?.()}
            disabled={disabled}
            aria-describedby={hintId}
          >
            {t('feedback.attachments.chooseFiles')}
          </Button>
          <Text size="xs" c="gray.7" id={hintId} ta="center">
            {t('feedback.attachments.limits', {
              max: LIMITS.attachmentMaxCount,
              size: formatBytes(LIMITS.attachmentMaxBytes, locale),
            })}
          </Text>
        </Stack>
      </Dropzone>
      <div aria-live="polite">
        {notice && (
          <Alert
            color="red"
            variant="light"
            withCloseButton
            onClose={() => setNotice(null)}
            closeButtonLabel={t('feedback.attachments.dismiss')}
          >
            {notice.kind === 'nameLength'
              ? t('feedback.attachments.fileNameLength')
              : `${t('attachmentError.fileSize')} ${notice.names.join(', ')}`}
          </Alert>
        )}
      </div>
      {files.length > 0 && (
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('feedback.attachments.listLabel')}
        >
          {files.map((file, i) => {
            const check = checks[i];
            const state = progress?.get(file);
            return (
              <Paper component="li" key={fileKey(file)} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={500} truncate="end" title={file.name}>
                      {file.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatBytes(file.size, locale)}
                    </Text>
                    {check.errors.length > 0 && (
                      // One reason a line: two reasons in a row would read as one sentence.
                      <Stack gap={0}>
                        <Text size="xs" c="red.8">
                          {t('feedback.attachments.notSent')}
                        </Text>
                        {check.errors.map((e) => (
                          <Text key={e} size="xs" c="red.8">
                            {t(`attachmentError.${e}`)}
                          </Text>
                        ))}
                      </Stack>
                    )}
                    <UploadLine state={state} />
                  </div>
                  {(!state || state.kind === 'failed') && (
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-sm"
                      onClick={() => onChange(files.filter((_, j) => j !== i))}
                      disabled={disabled}
                      aria-label={t('feedback.attachments.remove', { name: file.name })}
                    >
                      <IconX size={16} aria-hidden />
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

function UploadLine({ state }: { state: UploadState | undefined }) {
  const { t } = useTranslation();
  if (!state) return null;
  if (state.kind === 'failed')
    return (
      <Text size="xs" c="red.8">
        {t('feedback.attachments.errorUpload')} {state.messageKey ? t(state.messageKey) : ''}
      </Text>
    );
  const percent = state.kind === 'done' ? 100 : state.percent;
  return (
    <Stack gap={2} mt={4}>
      <Progress value={percent} size="sm" aria-label={t('feedback.attachments.progressLabel')} />
      <Text size="xs" c="gray.7">
        {state.kind === 'done' ? t('feedback.attachments.uploaded') : t('feedback.attachments.uploading', { percent })}
      </Text>
    </Stack>
  );
}
