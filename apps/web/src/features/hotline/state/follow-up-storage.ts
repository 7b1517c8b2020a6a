import type { ApiPrefix } from '../../../lib/api-client.ts';
import { onAppStateReset } from '../../../lib/session/logout.ts';

/**
 * The report a hotline agent follows up (spec 000 §2 "Hotline report status page"): its ID,
 * language and API prefix in session storage, so the page survives a reload.
 */
const KEY = 'candor.hotline.followUp';

export interface FollowUp {
  referenceId: string;
  langKey: string;
  prefix: ApiPrefix;
}

export function storeFollowUp(followUp: FollowUp): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(followUp));
  } catch {
    // Without session storage a reload goes back to the hotline home.
  }
}

export function storedFollowUp(): FollowUp | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<FollowUp> | null;
    return typeof value?.referenceId === 'string' && typeof value.langKey === 'string'
      ? { referenceId: value.referenceId, langKey: value.langKey, prefix: 'api' }
      : null;
  } catch {
    return null;
  }
}

export function clearFollowUp(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

onAppStateReset(clearFollowUp);
