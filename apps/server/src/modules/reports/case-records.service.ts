/** What reviewers record on a report: flex-field answers and involved individuals. */
import {
  isReportOpen,
  type LayoutMisfit,
  layoutMisfit,
  splitChoices,
  ZEmployee,
  type ZInvolvedIndividualInput,
} from '@candor/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { assertReportOpen } from '../reporting/report-status.ts';
import * as repo from './case-actions.repository.ts';
import { authorOf, type ReportAccess, type StaffRef } from './report-access.service.ts';
import { flexQuestionsOf, organizationOf, type QuestionOption } from './report-detail.repository.ts';
import { addLog, touchReport } from './report-logs.repository.ts';

type Person = z.output<typeof ZInvolvedIndividualInput>;
export interface FlexAnswer {
  flexFieldId: number;
  responseId?: number | null;
  value: string;
}

/** The field error's message for an answer that does not fit its question's layout. */
const MISFIT_MESSAGES: Record<LayoutMisfit, string> = {
  responseRequired: 'response required',
  notACalendarDay: 'not a day',
  notTrueOrFalse: 'true or false',
};

/**
 * The responses a multiple-checkbox answer of several choices names: its value joins their texts,
 * in the language of the reviewer who saved it (`joinChoices`, as the web's save does). Kept beside the
 * sealed value so that a search on a response finds the answer (decision 106).
 */
function choicesNamed(options: readonly QuestionOption[], questionId: number, value: string): number[] {
  const own = options.filter((o) => o.questionId === questionId);
  const named = new Set(
    splitChoices(
      value,
      own.flatMap((o) => Object.values(o.values)),
    ),
  );
  return own.filter((o) => Object.values(o.values).some((text) => named.has(text))).map((o) => o.id);
}

const alreadyAssigned = () =>
  badRequest('reviewer.involved.alreadyAssigned', {
    fieldErrors: [{ field: 'body.employeeId', message: 'The employee is already assigned' }],
  });

export function createCaseRecordsService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  return {
    /**
     * Stores flex-field answers; an empty answer removes one. On a closed report only
     * questions flagged modifiable may change (spec 001 §4).
     */
    async saveFlexResponses(user: StaffRef, id: string, answers: FlexAnswer[]): Promise<void> {
      const { scope, report } = await access.open(user, id, 'FLEX_FIELDS');
      const org = await organizationOf(db, report.organizationId);
      const { questions, options } = await flexQuestionsOf(db, chainOf(org));
      const closed = !isReportOpen(report.statusId);
      const field = (i: number, message: string) =>
        badRequest('feedback.flexFields.errorSaving', { fieldErrors: [{ field: `body.${i}`, message }] });
      const checked = answers.map((a, i) => {
        const q = questions.find((x) => x.id === a.flexFieldId);
        if (!q) throw field(i, 'unknown question');
        if (closed && !q.modifiable) throw field(i, 'not modifiable');
        const responseId = a.responseId ? a.responseId : null;
        if (responseId !== null && !options.some((o) => o.id === responseId && o.questionId === q.id)) {
          throw field(i, 'unknown response');
        }
        const value = a.value.trim();
        const misfit = layoutMisfit(q.layout, { responseId, value });
        if (misfit) throw field(i, MISFIT_MESSAGES[misfit]);
        const several = q.layout === 'multipleCheckbox' && responseId === null && value !== '';
        return { questionId: q.id, responseId, choiceIds: several ? choicesNamed(options, q.id, value) : null, value };
      });
      await db.transaction(async (tx) => {
        const cleared = checked.filter((a) => a.responseId === null && a.value === '').map((a) => a.questionId);
        await repo.deleteFlexResponses(tx, report.id, cleared);
        for (const a of checked) {
          if (a.responseId === null && a.value === '') continue;
          await repo.upsertFlexResponse(tx, report.id, { ...a, value: codec.encryptText(a.value) });
        }
        await touchReport(tx, report.id);
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'FLEX_FIELDS',
          additionalInfo: codec.encryptText(String(checked.length)),
          author: authorOf(scope),
        });
      });
    },

    /** Records a person; an employee id once per report, location required with extended fields. */
    async addInvolved(user: StaffRef, id: string, person: Person): Promise<{ id: number }> {
      const { scope, report } = await access.open(user, id, 'VIEW_REPORT');
      assertReportOpen(report);
      const org = await organizationOf(db, report.organizationId);
      if (org.snc && person.location === '') {
        throw badRequest('feedback.reviewer.involvedIndividuals.addFail', {
          fieldErrors: [{ field: 'body.location', message: 'NotBlank' }],
        });
      }
      if (org.snc && person.role === 'subject') {
        throw badRequest('feedback.reviewer.involvedIndividuals.addFail', {
          fieldErrors: [{ field: 'body.role', message: 'not offered' }],
        });
      }
      if (await repo.involvedEmployeeExists(db, report.id, person.employeeId)) throw alreadyAssigned();
      const { employeeId, role, ...details } = person;
      // A colleague may add him, by the same id, between the check and the insert: the unique index then says so.
      const added = db.transaction(async (tx) => {
        const newId = await repo.addInvolved(tx, {
          reportId: report.id,
          employeeId,
          role,
          details: codec.encryptText(JSON.stringify(details)),
        });
        await touchReport(tx, report.id);
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'INVOLVED_INDIVIDUAL_ADDED',
          additionalInfo: codec.encryptText(`${person.firstName} ${person.lastName}`),
          author: authorOf(scope),
        });
        return { id: newId };
      });
      return added.catch((e: unknown) => {
        throw isUniqueViolation(e, repo.EMPLOYEE_ASSIGNED) ? alreadyAssigned() : e;
      });
    },

    async deleteInvolved(user: StaffRef, id: string, involvedId: number): Promise<void> {
      const { scope, report } = await access.open(user, id, 'VIEW_REPORT');
      assertReportOpen(report);
      await db.transaction(async (tx) => {
        const gone = await repo.deleteInvolved(tx, report.id, involvedId);
        if (!gone) throw notFound();
        await touchReport(tx, report.id);
        await addLog(tx, {
          reportId: report.id,
          audience: 'reviewer',
          trackingType: 'INVOLVED_INDIVIDUAL_DELETED',
          additionalInfo: codec.encryptText(gone.employeeId),
          author: authorOf(scope),
        });
      });
    },

    /** Employees of the user's root organizations matching at least 3 characters. */
    async lookupEmployees(user: StaffRef, search: string): Promise<z.output<typeof ZEmployee>[]> {
      const scope = await access.scopeOf(user);
      const rows = await repo.searchEmployees(db, scope.rootOrgIds, search);
      return rows.map((e) =>
        ZEmployee.parse({ ...e.fields, employeeId: e.employeeId, firstName: e.firstName, lastName: e.lastName }),
      );
    },
  };
}

export type CaseRecordsService = ReturnType<typeof createCaseRecordsService>;
