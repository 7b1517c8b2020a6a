import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createCodec, loadMasterKey } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import type { JobContext } from './job.ts';

/** What the runner needs, built from the configuration as the server and the worker both do. */
export async function createJobContext(config: Config, db: Db): Promise<JobContext> {
  const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
  return { config, db, codec, mailer: await createMailer(config) };
}
