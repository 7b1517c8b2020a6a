import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createCodec, loadMasterKey } from './lib/crypto.ts';
import {
  ProvisioningError,
  provisionInstallation,
  provisionSummary,
  readInstallation,
} from './modules/admin/provisioning.service.ts';

/** `npm run provision -- <installation.json>`: sets up an empty installation (decision 134). */
async function provision(args: string[]) {
  if (args.length !== 1) throw new ProvisioningError('Usage: npm run provision -- <installation.json>');
  const text = await readFile(args[0], 'utf8').catch((e: Error) => {
    throw new ProvisioningError(`The installation file cannot be read: ${e.message}`);
  });
  const installation = readInstallation(text);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
    await database.migrate(codec);
    console.log(provisionSummary(await provisionInstallation(database.db, installation), config));
  } finally {
    await database.close();
  }
}

provision(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof ProvisioningError ? err.message : err);
  process.exit(1);
});
