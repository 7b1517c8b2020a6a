import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createCodec, loadMasterKey } from './lib/crypto.ts';
import {
  ProvisioningError,
  provisionInstallation,
  provisionSummary,
  readInstallation,
  reinvite,
} from './modules/admin/provisioning.service.ts';

/** The file's text; npm runs the script in the project's folder, so a relative path is the caller's. */
const readText = (file: string) =>
  readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8').catch((e: Error) => {
    throw new ProvisioningError(`The installation file cannot be read: ${e.message}`);
  });

const USAGE = 'Usage: npm run provision -- <installation.json>, or npm run provision -- --invite <login>';

/**
 * `npm run provision -- <installation.json>` sets up an empty installation; `-- --invite <login>`
 * sends a user who has not chosen a password a new invitation (decision 134).
 */
async function provision(args: string[]) {
  const invite = args[0] === '--invite';
  if (args.length !== (invite ? 2 : 1)) throw new ProvisioningError(USAGE);
  const installation = invite ? null : readInstallation(await readText(args[0]));
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
    await database.migrate(codec);
    console.log(
      installation
        ? provisionSummary(await provisionInstallation(database.db, installation))
        : await reinvite(database.db, args[1]),
    );
  } finally {
    await database.close();
  }
}

provision(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof ProvisioningError ? err.message : err);
  process.exitCode = 1;
});
