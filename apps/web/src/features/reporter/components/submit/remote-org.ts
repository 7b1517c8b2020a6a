import type { TOrgSearchResult } from '@candor/shared';

/**
 * The remote deployment's own submit page for this organization (spec 000 §2). The
 * organization goes by name: its id is this deployment's, not the remote one's.
 */
export function remoteSubmitUrl(org: TOrgSearchResult, langKey: string, hotline = false): string {
  const query = new URLSearchParams({ org: org.name, lang: langKey, vanity: 'false', ishotline: String(hotline) });
  return `https://${org.remoteDomain}/reporter/submit-report?${query}`;
}
