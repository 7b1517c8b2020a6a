import type { TNotification, TNotificationPage } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { notFound } from '../../lib/http-error.ts';
import { messageStart } from '../../lib/text-previews.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import * as repo from './notifications.repository.ts';

/** The reviewer's notification feed (page size 20, newest first); the rows are written by jobs. */
export function createNotificationsService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  return {
    async page(user: StaffRef, q: { page: number; size: number; sort: string }): Promise<TNotificationPage> {
      const scope = await access.scopeOf(user);
      const { rows, total } = await repo.feedPage(db, scope, q.page, q.size, q.sort === 'createTime,asc');
      return {
        content: rows.map(
          (r): TNotification => ({
            id: r.n.id,
            referenceId: codec.decryptText(r.referenceSealed),
            sequentialId: r.sequentialId,
            createTime: r.n.createTime.toISOString(),
            unread: r.n.unread,
            authorType: r.n.authorType as TNotification['authorType'],
            actionType: r.n.actionType as TNotification['actionType'],
            content: r.n.content,
            reportInput: r.authorized ? messageStart(codec.decryptText(r.reportInput)) : null,
          }),
        ),
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
        number: q.page,
      };
    },

    async markRead(user: StaffRef, id: number): Promise<void> {
      if (!(await repo.markRead(db, user.id, id))) throw notFound();
    },

    markAllRead: (user: StaffRef) => repo.markAllRead(db, user.id),
  };
}
