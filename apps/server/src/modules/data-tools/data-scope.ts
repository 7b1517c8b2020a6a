import type { StaffUser } from '../../lib/session.ts';

/**
 * The organization trees a data-tools account works in (decision 083): those of the
 * organizations it belongs to; one that belongs to none is the platform's own (null: all).
 */
export const dataScopeOf = (user: StaffUser): number[] | null =>
  user.organizations.length > 0 ? user.organizations.map((o) => o.id) : null;
