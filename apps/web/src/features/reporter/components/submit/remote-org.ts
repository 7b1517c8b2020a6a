import type { TOrgSearchResult } from '@candor/shared';
import { ApiError } from '../../../../lib/api-client.ts';

/** An organization served by another deployment. A link by id does not know its name. */
export type RemoteOrg = Pick<TOrgSearchResult, 'remoteDomain'> & { name?: string };

/** Why the organization a link or the search gives cannot take a report here (spec 000 §2). */
export type OrgRefusal = { remote: RemoteOrg } | 'phantom' | 'notFound';

/**
 * The remote deployment's own submit page for this organization (spec 000 §2). The
 * organization goes by name: its id is this deployment's, not the remote one's. Without the
 * name, the remote deployment opens on its search.
 */
export function remoteSubmitUrl(org: RemoteOrg, langKey: string, hotline = false, vanity = false): string {
  const query = new URLSearchParams({
    ...(org.name ? { org: org.name } : {}),
    lang: langKey,
    vanity: String(vanity),
    ishotline: String(hotline),
  });
  return `https://${org.remoteDomain}/reporter/submit-report?${query}`;
}

/** What keeps the organization found by name from taking a report here, if anything. */
export function searchRefusal(org: TOrgSearchResult | undefined): OrgRefusal | null {
  if (!org) return 'notFound';
  if (org.phantom) return 'phantom';
  if (org.remoteOrg && org.remoteDomain) return { remote: org };
  return null;
}

/** The refusal a failed template load carries (decision 009); any other failure is not found. */
export function templateRefusal(error: unknown): OrgRefusal {
  const body = error instanceof ApiError && error.status === 400 ? error.body : null;
  if (body?.message === 'error.phantomOrganization') return 'phantom';
  if (body?.message !== 'error.remoteOrganization') return 'notFound';
  const { remoteDomain, name } = body;
  if (typeof remoteDomain !== 'string') return 'notFound';
  return { remote: { remoteDomain, ...(typeof name === 'string' ? { name } : {}) } };
}
