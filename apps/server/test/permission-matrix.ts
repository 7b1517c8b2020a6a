import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, signIn } from './build-test-app.ts';

/** Every demo staff sign-in: one user of each kind (README "Demo sign-ins"). */
export const STAFF_LOGINS = [
  'connects-admin',
  'client-admin',
  'admin',
  'reviewer',
  'program-admin',
  'delegate',
  'hotline',
  'transcriber',
  'importer',
  'statistics',
] as const;

export interface MatrixCall {
  name: string;
  send: (c: Client) => ReturnType<Client['get']>;
  /** The status each subject gets, by login ('anonymous' for none). */
  expect: Record<string, number>;
}

/**
 * Runs every call as every subject (a demo login, 'anonymous', or a client given in `prepared`,
 * such as a signed-in reporter), each a test of its own, and prints how many cases it checked
 * under `title`. Answers the clients.
 */
export async function permissionMatrix(
  app: FastifyInstance,
  title: string,
  subjects: readonly string[],
  calls: readonly MatrixCall[],
  prepared: Record<string, Client> = {},
): Promise<Map<string, Client>> {
  const clients = new Map<string, Client>();
  for (const login of subjects) {
    clients.set(login, prepared[login] ?? (login === 'anonymous' ? new Client(app) : await signIn(app, login)));
  }
  let cases = 0;
  afterAll(() => console.log(`${title} permission matrix: ${cases} cases`));
  describe.each(calls)('$name', (call) => {
    it.each(subjects)('%s', async (login) => {
      const res = await call.send(clients.get(login)!);
      expect(res.statusCode, res.body).toBe(call.expect[login]);
      cases++;
    });
  });
  return clients;
}
