import type { TTotpEnrolled, TTotpEnrolment, TwoFactorStepName } from '@candor/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, request, setApiPrefix } from '../../../lib/api-client.ts';
import { reloadSession } from '../../../lib/session/logout.ts';

export interface SignInForm {
  username: string;
  password: string;
}

/**
 * `POST api/authentication` with form fields. Signed in: the session is loaded again and
 * null is returned. A 202 names the second step the sign-in still owes (decision 049).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: SignInForm): Promise<TwoFactorStepName | null> => {
      const res = await request('api/authentication', {
        form: { username: form.username.trim(), password: form.password },
      });
      if (res.status === 202) return ((await res.json()) as { twoFactor: TwoFactorStepName }).twoFactor;
      setApiPrefix('api');
      await reloadSession(queryClient);
      return null;
    },
    meta: { httpErrors: 'local' },
  });
}

/** The second step: a TOTP code or a recovery code; the complete session is loaded after it. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await request('api/authentication/two-factor', { json: { code: code.trim() } });
      setApiPrefix('api');
      await reloadSession(queryClient);
    },
    meta: { httpErrors: 'local' },
  });
}

/** The secret to enrol, as a QR code and as text. */
export const useTotpEnrolment = () =>
  useQuery({
    queryKey: ['account', 'totp-enrolment'],
    queryFn: () => apiJson<TTotpEnrolment>('api/account/two-factor/enrolment'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { httpErrors: 'local' },
  });

/** Confirms enrolment with a first code; the recovery codes come back once. The session is loaded when the user goes on. */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<TTotpEnrolled>('api/account/two-factor/enrolment', { json: { code: code.trim() } }),
    meta: { httpErrors: 'local' },
  });
}

/** After the recovery codes were shown: the complete session. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  return async () => {
    setApiPrefix('api');
    await reloadSession(queryClient);
  };
}
