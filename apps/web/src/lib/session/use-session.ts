import { AUTHORITIES, type TAccount } from '@candor/shared';
import { useQuery } from '@tanstack/react-query';
import { accountQuery } from './session-queries.ts';

export type Session =
  | { status: 'loading'; account: null }
  | { status: 'anonymous'; account: null }
  | { status: 'authenticated'; account: TAccount };

/** The session state: not fetched (loading), then authenticated or anonymous (failed). */
export function useSession(): Session {
  const { data, isPending } = useQuery(accountQuery);
  if (isPending) return { status: 'loading', account: null };
  if (!data) return { status: 'anonymous', account: null };
  return { status: 'authenticated', account: data };
}

export const hasAnyAuthority = (account: TAccount | null, authorities: readonly string[]) =>
  !!account && authorities.some((a) => account.authorities.includes(a));

export const isReporter = (account: TAccount | null) => hasAnyAuthority(account, [AUTHORITIES.REPORTER]);
