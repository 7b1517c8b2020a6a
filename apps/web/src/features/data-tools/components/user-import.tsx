import { LIMITS } from '@candor/shared';
import { Alert, Button, FileInput, Group, List, Stack } from '@mantine/core';
import { IconCheck, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { dataToolsApi } from '../api/data-tools-api.ts';
import { importRefusal } from '../lib/import-refusal.ts';

/** A CSV file of users sent at once: all of them created, each invited to choose a password, or none. */
export function UserImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const importing = useMutation({
    mutationFn: (f: File) => dataToolsApi.importUsers(f),
    meta: { httpErrors: 'local' },
    onSuccess: () => setFile(null),
  });
  const refusal = importing.isError ? importRefusal(importing.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) importing.mutate(file);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FileInput
          label={t('pages.dataTools.import.file')}
          description={t('pages.dataTools.import.format', { max: LIMITS.userImportMaxRows })}
          accept=".csv,text/csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            importing.reset();
          }}
          leftSection={<IconFileImport size={16} aria-hidden />}
        />
        <Group>
          <Button
            type="submit"
            disabled={!file}
            loading={importing.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            {t('pages.dataTools.import.submit')}
          </Button>
        </Group>
        {/* Mounted empty before the answer, so that screen readers announce what fills it. */}
        <div role="status">
          {importing.isSuccess && (
            <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} role="group">
              {t('pages.dataTools.import.success', { count: importing.data.created })}
            </Alert>
          )}
        </div>
        {refusal && (
          <Alert color="red" role="group">
            {/* The summary is announced; the list is read at the reader's pace. */}
            <span role="alert">{t(refusal.key, refusal.values)}</span>
            {refusal.refused.length > 0 && (
              <List size="sm" mt="xs">
                {refusal.refused.map((r) => (
                  <List.Item key={`${r.line}-${r.column}-${r.problem}`}>
                    {t('pages.dataTools.import.line', {
                      line: r.line,
                      column: r.column,
                      problem: t(r.problem, r.problemValues),
                    })}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
