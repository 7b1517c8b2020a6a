import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeHttpError } from '../../../lib/http-feedback.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The failure of a management call, as the global HTTP handling words it (spec 002 §8). */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const feedback = describeHttpError(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={t('admin.common.loadError')}
    >
      {feedback.map((f) => (
        <div key={f.message.key}>
          {t(f.message.key, { ...f.message.params, defaultValue: f.fallback ? t(f.fallback.key) : undefined })}
        </div>
      ))}
    </Alert>
  );
}

/** Loading while the call is pending, the error when it failed, else the data (spec 002 §4). */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label={t('global.loading')} role="status" />
      </Center>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} />;
  return children(query.data);
}
