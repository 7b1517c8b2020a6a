import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, setApiPrefix } from '../../../lib/api-client.ts';
import { reloadSession } from '../../../lib/session/logout.ts';

export interface SignInForm {
  username: string;
  password: string;
}

/** `POST api/authentication` with form fields; on success the session is loaded again. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: SignInForm) => {
      await request('api/authentication', { form: { username: form.username.trim(), password: form.password } });
      setApiPrefix('api');
      await reloadSession(queryClient);
    },
    meta: { httpErrors: 'local' },
  });
}
