import {
  AUTHORITIES,
  type TCommentPayload,
  ZCloseReport,
  ZCommentCreated,
  ZCommentParams,
  ZCommentTextBody,
  ZDelegateIds,
  ZDelegates,
  ZEmployeeLookupQuery,
  ZEmployees,
  ZFlexFieldResponsesBody,
  ZIdempotencyHeaders,
  ZInvolvedIndividualDeleteQuery,
  ZInvolvedIndividualInput,
  ZLangKeyQuery,
  ZLinkReportBody,
  ZMoveReport,
  ZMoveResult,
  ZOrgCategoryGroups,
  ZPriorityBody,
  ZReportNameBody,
  ZReportPathParams,
  ZReviewerCommentPayload,
  ZReviewerOrganizations,
  zId,
} from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-error.ts';
import { isHotlineReportSession, type SessionInfo } from '../../lib/session.ts';
import type { CaseActionsService } from './case-actions.service.ts';
import type { CaseRecordsService } from './case-records.service.ts';
import type { DialogueService } from './dialogue.service.ts';
import { ALERT, REVIEWER } from './route-config.ts';

type HotlineComment = (
  referenceId: string,
  body: Required<TCommentPayload>,
  session: SessionInfo,
  key?: string,
) => Promise<{ commentId: number }>;
const REVIEWER_OR_AGENT = { access: { authorities: [AUTHORITIES.USER, AUTHORITIES.HOTLINE_AGENT] } } as const;

const ZOrgParams = z.object({ id: zId });
const ZCreated = z.object({ id: z.number().int() });

export async function caseActionRoutes(
  base: FastifyInstance,
  s: {
    actions: CaseActionsService;
    records: CaseRecordsService;
    dialogue: DialogueService;
    /** A hotline agent's comment for the caller of his verified report (spec 000 §7, same path). */
    hotlineComment: HotlineComment;
  },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { actions, records, dialogue } = s;
  const ok = { 204: z.null() } as const;

  app.put('/api/report/:id/priority', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, body: ZPriorityBody },
    handler: async (req, reply) => {
      await actions.priority(req.session!.user!, req.params.id, req.body);
      return reply.code(204).header(ALERT, 'reviewer.reportDetails.reportPriority.success').send();
    },
  });

  app.put('/api/reviewer/report/:id/name', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, body: ZReportNameBody },
    handler: async (req, reply) => {
      await actions.rename(req.session!.user!, req.params.id, req.body);
      return reply.code(204).send();
    },
  });

  app.put('/api/report/:id', {
    config: REVIEWER,
    schema: {
      params: ZReportPathParams,
      querystring: ZLangKeyQuery,
      body: ZMoveReport,
      response: { 200: ZMoveResult },
    },
    handler: async (req, reply) => {
      const result = await actions.move(req.session!.user!, req.params.id, req.body);
      return reply.header(ALERT, 'feedback.reviewer.moveReport.success').send(result);
    },
  });

  app.get('/api/reviewer/organizations', {
    config: REVIEWER,
    schema: { querystring: ZLangKeyQuery, response: { 200: ZReviewerOrganizations } },
    handler: (req) => actions.organizations(req.session!.user!, req.query.langKey),
  });

  // Reviewers for the organizations they reach; administrators for those they manage (category access, decision 046).
  app.get('/api/organization/:id/category', {
    config: { access: { authorities: [AUTHORITIES.USER, AUTHORITIES.CONNECTS_ADMIN, AUTHORITIES.CLIENT_ADMIN] } },
    schema: { params: ZOrgParams, querystring: ZLangKeyQuery, response: { 200: ZOrgCategoryGroups } },
    handler: (req) => actions.categoriesOf(req.session!.user!, req.params.id, req.query.langKey),
  });

  app.post('/api/reviewer/report/:id/close-report', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, querystring: ZLangKeyQuery, body: ZCloseReport },
    handler: async (req, reply) => {
      const done = await actions.close(req.session!.user!, req.params.id, req.body.daysUntilClose);
      const alert = done === 'now' ? 'feedback.closeReport.successNow' : 'feedback.closeReport.successScheduled';
      return reply.code(204).header(ALERT, alert).send();
    },
  });

  app.post('/api/reviewer/report/:id/cancel-scheduled-close', {
    config: REVIEWER,
    schema: { params: ZReportPathParams },
    handler: async (req, reply) => {
      await actions.cancelScheduledClose(req.session!.user!, req.params.id);
      return reply.code(204).header(ALERT, 'feedback.cancelScheduledClose.success').send();
    },
  });

  app.get('/api/reviewer/report/:id/delegate-reviewer', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, response: { 200: ZDelegates } },
    handler: (req) => actions.delegates(req.session!.user!, req.params.id),
  });

  app.put('/api/reviewer/report/:id/delegate-reviewer', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, body: ZDelegateIds },
    handler: async (req, reply) => {
      await actions.setDelegates(req.session!.user!, req.params.id, req.body);
      return reply.code(204).header(ALERT, 'feedback.reviewer.successSavingDelegateReviewers').send();
    },
  });

  app.get('/api/reviewer/report/:id/reviewer', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, response: { 200: ZDelegates } },
    handler: (req) => actions.eligibleReviewers(req.session!.user!, req.params.id),
  });

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/report/:id/watch',
      config: REVIEWER,
      schema: { params: ZReportPathParams, response: ok },
      handler: async (req, reply) => {
        await actions.watch(req.session!.user!, req.params.id, on);
        return reply.code(204).send(null);
      },
    });
  }

  app.put('/api/reviewer/report/:id/flex-field-responses', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, querystring: ZLangKeyQuery, body: ZFlexFieldResponsesBody },
    handler: async (req, reply) => {
      await records.saveFlexResponses(req.session!.user!, req.params.id, req.body);
      return reply.code(204).header(ALERT, 'feedback.flexFields.successSaving').send();
    },
  });

  app.post('/api/reviewer/report/:id/involved-individual', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, body: ZInvolvedIndividualInput, response: { 201: ZCreated } },
    handler: async (req, reply) => {
      const created = await records.addInvolved(req.session!.user!, req.params.id, req.body);
      return reply.code(201).header(ALERT, 'feedback.reviewer.involvedIndividuals.addSuccess').send(created);
    },
  });

  app.delete('/api/reviewer/report/:id/involved-individual', {
    config: REVIEWER,
    schema: { params: ZReportPathParams, querystring: ZInvolvedIndividualDeleteQuery },
    handler: async (req, reply) => {
      await records.deleteInvolved(req.session!.user!, req.params.id, req.query.involvedIndividualId);
      return reply.code(204).header(ALERT, 'feedback.reviewer.involvedIndividuals.deleteSuccess').send();
    },
  });

  app.get('/api/reviewer/search-employee-lookup', {
    config: REVIEWER,
    schema: { querystring: ZEmployeeLookupQuery, response: { 200: ZEmployees } },
    handler: (req) => records.lookupEmployees(req.session!.user!, req.query.search),
  });

  for (const [method, linked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/reviewer/report/:id/linkReports',
      config: REVIEWER,
      schema: { params: ZReportPathParams, body: ZLinkReportBody },
      handler: async (req, reply) => {
        const user = req.session!.user!;
        if (linked) await actions.link(user, req.params.id, req.body.referenceId);
        else await actions.unlink(user, req.params.id, req.body.referenceId);
        return reply.code(204).send();
      },
    });
  }

  // Reviewers write to the reporter here; so does a hotline agent, for his verified caller only.
  app.post('/api/report/:id/comment', {
    config: REVIEWER_OR_AGENT,
    schema: {
      params: ZReportPathParams,
      headers: ZIdempotencyHeaders,
      body: ZReviewerCommentPayload,
      response: { 201: ZCommentCreated },
    },
    handler: async (req, reply) => {
      const session = req.session!;
      const key = req.headers['idempotency-key'];
      if (isHotlineReportSession(session, req.params.id)) {
        const created = await s.hotlineComment(req.params.id, req.body, session, key);
        return reply.code(201).header(ALERT, 'reporter.manageReport.success').send(created);
      }
      if (!session.user!.authorities.includes(AUTHORITIES.USER)) throw forbidden();
      return reply.code(201).send(await dialogue.comment(session.user!, req.params.id, req.body, key));
    },
  });

  app.put('/api/reviewer/report/:id/comment/:commentId', {
    config: REVIEWER,
    schema: { params: ZCommentParams, body: ZCommentTextBody },
    handler: async (req, reply) => {
      await dialogue.edit(req.session!.user!, req.params.id, req.params.commentId, req.body);
      return reply.code(204).send();
    },
  });

  app.delete('/api/reviewer/report/:id/comment/:commentId', {
    config: REVIEWER,
    schema: { params: ZCommentParams, body: ZCommentTextBody },
    handler: async (req, reply) => {
      await dialogue.delete(req.session!.user!, req.params.id, req.params.commentId, req.body);
      return reply.code(204).send();
    },
  });
}
