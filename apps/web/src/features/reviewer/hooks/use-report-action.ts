import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { reloadReports } from '../api/reviewer-queries.ts';

/**
 * A case action: runs the call, shows its failure message (spec 001 §8) and reloads the
 * report. Success messages come from the server's alert header (DESIGN.md §5), shown once
 * by the HTTP notifier. When `onDone` answers `'left'` the reviewer has left the report (it
 * is out of his reach now): what was loaded is only marked stale, so the report he may no
 * longer open is not asked for again and the page he goes to loads afresh.
 */
export function useReportAction<V, R = unknown>(
  call: (vars: V) => Promise<R>,
  /** The failure's message key, or how the failure picks it. */
  messages: { error: string | ((e: unknown) => string) },
  onDone?: (result: R) => unknown,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { httpErrors: 'local' },
    onSuccess: async (result) => {
      await reloadReports(client, onDone?.(result) === 'left');
    },
    onError: (e) =>
      notifications.show({
        color: 'red',
        message: t(typeof messages.error === 'function' ? messages.error(e) : messages.error),
      }),
  });
}
