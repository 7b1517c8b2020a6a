import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Codec } from './lib/crypto.ts';

/** What the modules are given: each service takes only the parts it uses. */
export interface AppContext {
  config: Config;
  db: Database['db'];
  codec: Codec;
}
