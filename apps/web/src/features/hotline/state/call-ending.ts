import { type TCallDisposition, type TReportDetail, terminationReasonsFor } from '@candor/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type CallSubject, hotlineCall } from '../../../lib/hotline-call.ts';
import { hotlineReportKey, postCallDisposition } from '../api/hotline-api.ts';
import { clearFollowUp, storedFollowUp } from './follow-up-storage.ts';

type Given = Pick<TCallDisposition, 'terminationReason' | 'specialCircumstances' | 'comments'>;

/** A call's disposition: how it ended, when and where, and the report it followed up, if any. */
export function dispositionOf(
  queryClient: QueryClient,
  call: { startTime: string; stopTime: string; pageId: string } & CallSubject,
  given: Given,
): TCallDisposition {
  const followUp = storedFollowUp();
  const report = followUp
    ? queryClient
        .getQueriesData<TReportDetail>({ queryKey: hotlineReportKey(followUp.referenceId) })
        .find(([, data]) => data)?.[1]
    : undefined;
  return {
    // A follow-up's report, or the report the call filed and its organization.
    referenceId: followUp?.referenceId ?? call.referenceId ?? null,
    organizationId: report?.orgId ?? call.organizationId ?? null,
    ...given,
    startTime: call.startTime,
    stopTime: call.stopTime,
    pageId: call.pageId,
  };
}

/** The call is over once its disposition is saved: what it kept goes. */
export function endCall(queryClient: QueryClient) {
  hotlineCall.reset();
  clearFollowUp();
  queryClient.removeQueries({ queryKey: ['hotline'] });
}

/**
 * An agent the idle timeout signs out mid-call cannot be asked how the call ended: it is saved
 * as ended when the agent was last active (`lastActive`), on the page it was at, as "Other"
 * ("Call completed" on the success page, the one reason that page allows), with `comments`
 * saying why (decision 066). The call is over whether or not the save succeeds: nothing of it
 * is left for whoever signs in next in this tab.
 */
export async function saveIdleCall(queryClient: QueryClient, lastActive: Date, comments: string) {
  const call = hotlineCall.current();
  if (!call) return;
  const reasons = terminationReasonsFor(call.pageId);
  const terminationReason = reasons.includes('OTHER') ? 'OTHER' : reasons[0]!;
  const stopTime = new Date(Math.max(lastActive.getTime(), Date.parse(call.startTime))).toISOString();
  try {
    await postCallDisposition(
      dispositionOf(queryClient, { ...call, stopTime }, { terminationReason, specialCircumstances: [], comments }),
    );
  } finally {
    endCall(queryClient);
  }
}
