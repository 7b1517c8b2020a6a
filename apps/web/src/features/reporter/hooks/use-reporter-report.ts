import { REPORT_STATUS } from '@candor/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { setReportClosed } from '../../../lib/reporter-flags.ts';
import { logout } from '../../../lib/session/logout.ts';
import { accountQuery } from '../../../lib/session/session-queries.ts';
import { isReporter, useSession } from '../../../lib/session/use-session.ts';
import { reportQuery } from '../api/reporter-queries.ts';
import { readStoredReport, storeReport } from '../state/reporter-storage.ts';

/** Back to the sign-in for the same report, which this tab no longer holds (decision 106). */
export function useSignInAgain() {
  const navigate = useNavigate();
  return useCallback(
    (referenceId: string) => {
      storeReport(null);
      navigate('/reporter/login', { replace: true, state: { referenceId } });
    },
    [navigate],
  );
}

/**
 * The signed-in reporter's report: the one this tab signed in to. Without one the reporter goes
 * home, and a reporter session this tab did not sign in (another tab's, or one that a tab closed
 * without signing out left on a shared computer) is signed out on the way, so that home does not
 * lead back to its report (decision 106). When the session has ended, back to the login page for
 * the same report.
 */
export function useReporterReport() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const signInAgain = useSignInAgain();
  const session = useSession();
  const referenceId = readStoredReport()?.referenceId ?? '';
  const queryClient = useQueryClient();
  const ending = useRef(false);
  const query = useQuery({
    ...reportQuery(referenceId, i18n.language),
    enabled: referenceId !== '',
    meta: { httpErrors: 'local' },
  });
  const status = query.error instanceof ApiError ? query.error.status : null;

  useEffect(() => {
    if (session.status === 'loading' && !referenceId) return;
    if (!referenceId && isReporter(session.account)) {
      if (ending.current) return;
      ending.current = true;
      // Signed out on the server, and forgotten in this tab even if that fails: home would lead back here.
      void logout(queryClient).finally(() => {
        queryClient.setQueryData(accountQuery.queryKey, null);
        navigate('/', { replace: true });
      });
    } else if (!referenceId) navigate('/', { replace: true });
    else if (status === 401 || status === 403) signInAgain(referenceId);
  }, [referenceId, status, navigate, signInAgain, session.status, session.account, queryClient]);

  const statusId = query.data?.statusId;
  useEffect(() => {
    if (statusId !== undefined) setReportClosed(statusId === REPORT_STATUS.CLOSE);
  }, [statusId]);

  return { referenceId, report: query.data, query };
}
