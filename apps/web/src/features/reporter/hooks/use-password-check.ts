import { needsServerCheck, passwordProblems } from '@candor/shared';
import { useCallback, useRef, useState } from 'react';
import { checkPassword } from '../api/reporter-api.ts';

export type ServerCheck = 'unchecked' | 'checking' | 'secure' | 'insecure';

/**
 * The server's strength check of a password (spec 000 §5): only for passwords that pass
 * the local rules and are longer than 7 characters. A failed call counts as not insecure:
 * the server checks again when the password is saved.
 */
export function usePasswordCheck(reportId?: string) {
  const [state, setState] = useState<{ password: string; result: ServerCheck }>({ password: '', result: 'unchecked' });
  const latest = useRef('');
  /** The last answer the server gave, kept so that leaving the field again asks nothing. */
  const answered = useRef({ password: '', result: 'unchecked' as ServerCheck });

  const check = useCallback(
    async (password: string): Promise<ServerCheck> => {
      latest.current = password;
      if (!needsServerCheck(password) || passwordProblems(password).length > 0) return 'unchecked';
      // Checking again would disable Submit between the press and the release of a click on it.
      if (answered.current.password === password) {
        setState(answered.current);
        return answered.current.result;
      }
      setState({ password, result: 'checking' });
      const result: ServerCheck = await checkPassword(password, reportId).then(
        (r) => (r.secure ? 'secure' : 'insecure'),
        () => 'unchecked',
      );
      if (result !== 'unchecked') answered.current = { password, result };
      if (latest.current === password) setState({ password, result });
      return result;
    },
    [reportId],
  );

  /** The result for this password; a different password has not been checked. */
  const resultFor = (password: string): ServerCheck => (state.password === password ? state.result : 'unchecked');
  return { check, resultFor };
}
