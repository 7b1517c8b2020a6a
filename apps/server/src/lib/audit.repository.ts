import type { Tx } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditActor {
  login: string | null;
  userId: number | null;
}

export async function audit(db: Tx, type: string, actor: AuditActor, data: Record<string, string> = {}): Promise<void> {
  await db.insert(auditEvents).values({ auditEventType: type, actorId: actor.login, actorUserId: actor.userId, data });
}
