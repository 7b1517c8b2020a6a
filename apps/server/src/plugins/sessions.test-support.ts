import type { FastifyInstance } from 'fastify';
import { Client } from '../../test/build-test-app.ts';
import type { Db } from '../db/client.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { insertSession } from './sessions.repository.ts';
import { SESSION_COOKIE, XSRF_COOKIE, xsrfTokenOf } from './sessions.ts';

/** A client holding a reporter session for one report (by its internal id), as the reporter sign-in would create it. */
export async function reporterClient(
  app: FastifyInstance,
  db: Db,
  report: { id: number },
  langKey = 'de',
): Promise<Client> {
  const token = randomToken();
  await insertSession(db, sha256(token), { kind: 'reporter', reportId: report.id, langKey, timeoutSeconds: 3600 });
  const client = new Client(app);
  client.cookies.set(SESSION_COOKIE, token);
  client.cookies.set(XSRF_COOKIE, xsrfTokenOf(token));
  return client;
}
