/** Rules and alerts (spec 001 §4 "Rules", §5 "Rules", §6; decision 058). */
import {
  hasDuplicateRules,
  maySeeSensitiveFilter,
  NOTIFICATION_RULE_FILTER,
  type TNotificationRule,
  type TSavedNotificationRule,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import * as repo from './notification-rules.repository.ts';

const toApi = (r: repo.RuleRow): TSavedNotificationRule => ({
  id: r.id,
  uuid: null,
  statusId: r.statusId as TSavedNotificationRule['statusId'],
  notificationRuleActionTypeId: r.actionTypeId as TSavedNotificationRule['notificationRuleActionTypeId'],
  notificationRuleFilterTypeId: r.filterTypeId as TSavedNotificationRule['notificationRuleFilterTypeId'],
  duration: r.duration,
  userId: r.userId,
});

export function createNotificationRulesService({ db, access }: { db: Db; access: ReportAccess }) {
  const list = async (user: StaffRef) => (await repo.rulesOf(db, user.id)).map(toApi);

  return {
    list,

    /**
     * Adds the rules without an id and changes those with one (the user's own only, else 404);
     * rules not sent stay. A user who may not filter on sensitivity gets ANY. Two identical
     * rules among the user's rules afterwards refuse the whole save.
     */
    async save(user: StaffRef, rules: TNotificationRule[]): Promise<TSavedNotificationRule[]> {
      const scope = await access.scopeOf(user);
      const sensitiveOk = maySeeSensitiveFilter(scope);
      const values = rules.map((r) => ({
        id: r.id ?? null,
        statusId: r.statusId,
        actionTypeId: r.notificationRuleActionTypeId,
        filterTypeId: sensitiveOk ? r.notificationRuleFilterTypeId : NOTIFICATION_RULE_FILTER.ANY,
        duration: r.duration,
      }));
      await db.transaction(async (tx) => {
        for (const { id, ...v } of values) {
          if (id === null) await repo.insertRule(tx, user.id, v);
          else if (!(await repo.updateRule(tx, user.id, id, v))) throw notFound();
        }
        const after = (await repo.rulesOf(tx, user.id)).map(toApi);
        if (hasDuplicateRules(after)) {
          throw badRequest('reviewer.rulesAndAlerts.saveError', {
            fieldErrors: [{ field: 'rules', message: 'duplicate' }],
          });
        }
      });
      return list(user);
    },

    async remove(user: StaffRef, id: number): Promise<void> {
      if (!(await repo.deleteRule(db, user.id, id))) throw notFound();
    },
  };
}
