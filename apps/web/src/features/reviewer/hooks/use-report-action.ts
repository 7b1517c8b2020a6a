import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyHttpError } from '../../../lib/http-notifier.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { REPORT_CLOSED, refusedAsClosed } from '../../../lib/report-closed.ts';
import { reloadReports } from '../api/reviewer-queries.ts';

/**
 * Why a refusal says the report on screen is no longer what the server holds, if it does:
 * `'reach'`, out of the reviewer's reach (moved, undelegated, a category taken from him);
 * `'closed'`, closed meanwhile (said as such, or as an answer that can no longer be changed).
 * A 404 may be about another report (the one to link), and keeps the action's own message.
 */
function staleness(e: unknown): 'reach' | 'closed' | null {
  if (!(e instanceof ApiError)) return null;
  if (e.status === 403) return 'reach';
  const closed = refusedAsClosed(e) || !!e.body?.fieldErrors?.some((f) => f.message === 'not modifiable');
  return closed ? 'closed' : null;
}

/**
 * A case action: runs the call, shows its failure message (spec 001 §8) and reloads the
 * report. Success messages come from the server's alert header (DESIGN.md §5), shown once
 * by the HTTP notifier. When `onDone` answers `'left'` the reviewer has left the report (it
 * is out of his reach now): what was loaded is only marked stale, so the report he may no
 * longer open is not asked for again and the page he goes to loads afresh. A refusal that says
 * the screen is stale says why and reads the report again, as a refused message does: the
 * details leave a report now out of reach.
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
    onError: async (e) => {
      const why = staleness(e);
      if (why === null) {
        notifications.show({
          color: 'red',
          message: t(typeof messages.error === 'function' ? messages.error(e) : messages.error),
        });
        return;
      }
      if (why === 'reach') notifyHttpError(e);
      else notifications.show({ color: 'red', message: t(REPORT_CLOSED) });
      await reloadReports(client);
    },
  });
}
