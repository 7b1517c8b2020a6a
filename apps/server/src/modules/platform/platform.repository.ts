import type { Tx } from '../../db/client.ts';
import { applicationMessages } from '../../db/schema/index.ts';

/** Every banner text, of both positions and all languages. */
export const allApplicationMessages = (db: Tx) => db.select().from(applicationMessages);
