import {
  AUTHORITIES,
  LIMITS,
  REPORT_PASSWORD_HEADER,
  REPORT_PASSWORD_SCHEME,
  ZAttachmentDeleteQuery,
  ZAttachmentDownloadQuery,
  ZAttachmentIdBody,
  ZAttachmentParams,
  ZAttachmentReportParams,
  ZAttachmentSummary,
  ZExistingReportAttachmentQuery,
  ZIdempotencyHeaders,
  ZNewReportAttachmentHeaders,
  ZNewReportAttachmentQuery,
  ZReviewerAttachmentQuery,
} from '@candor/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { openStorage } from '../../lib/storage.ts';
import { hasNewReportGrant } from '../reporting/new-report-grant.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { REVIEWER } from '../reports/route-config.ts';
import { createAttachmentService } from './attachments.service.ts';
import { contentDisposition } from './content-disposition.ts';
import { incomingFile } from './incoming-file.ts';

export async function attachmentsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const storage = await openStorage({ root: ctx.config.ATTACHMENTS_DIR, dataDir: ctx.config.DATA_DIR });
  app.addHook('onClose', () => storage.close());
  const access = createReportAccess(ctx);
  const service = createAttachmentService({ db: ctx.db, codec: ctx.codec, storage, access });

  await app.register(multipart, {
    // One byte over the limit reaches the handler, which answers attachmentError.fileSize.
    limits: { fileSize: LIMITS.attachmentMaxBytes + 1, files: 1, fields: 5, fieldSize: 100, parts: 6, headerPairs: 20 },
    throwFileSizeLimit: false,
    preservePath: true,
  });

  app.post('/reporterapi/report/:id/attachment-new-report', {
    config: { access: 'public' },
    schema: {
      description:
        'Multipart: one file in the part named "file". Proven by the cookie the submission set for this report, or by the report password (X-Report-Password).',
      security: [{ [REPORT_PASSWORD_SCHEME]: [] }],
      params: ZAttachmentReportParams,
      querystring: ZNewReportAttachmentQuery,
      headers: ZNewReportAttachmentHeaders,
      response: { 201: ZAttachmentSummary },
    },
    handler: async (req, reply) => {
      const password = req.headers[REPORT_PASSWORD_HEADER];
      const summary = await service.uploadToNewReport(
        req.params.id,
        {
          granted: hasNewReportGrant(req.cookies, ctx.codec, req.params.id),
          password: typeof password === 'string' ? password : undefined,
        },
        () => incomingFile(req),
        req.headers['idempotency-key'],
      );
      return reply.code(201).send(summary);
    },
  });

  app.post('/api/report/:id/attachment-new-report', {
    config: { access: { authorities: [AUTHORITIES.TRANSCRIBER, AUTHORITIES.USER] }, apiKey: false },
    schema: {
      description:
        'Multipart: one file in the part named "file". Only the transcriber who filed the report, within the hour.',
      params: ZAttachmentReportParams,
      querystring: ZNewReportAttachmentQuery,
      headers: ZIdempotencyHeaders,
      response: { 201: ZAttachmentSummary },
    },
    handler: async (req, reply) => {
      const upload = () => incomingFile(req);
      const key = req.headers['idempotency-key'];
      return reply
        .code(201)
        .send(await service.uploadToTranscribedReport(req.session!.user!, req.params.id, upload, key));
    },
  });

  app.post('/reporterapi/report/:id/attachment-existing-report', {
    config: { access: 'reporter' },
    schema: {
      params: ZAttachmentReportParams,
      querystring: ZExistingReportAttachmentQuery,
      headers: ZIdempotencyHeaders,
      response: { 201: ZAttachmentSummary },
    },
    handler: async (req, reply) => {
      const { commentId, notifyOfAttachment } = req.query;
      const summary = await service.uploadToExistingReport(
        req.session,
        req.params.id,
        { commentId, notifyOfAttachment },
        () => incomingFile(req),
        req.headers['idempotency-key'],
      );
      return reply.code(201).send(summary);
    },
  });

  app.post('/api/report/:id/attachment-existing-report', {
    config: REVIEWER,
    schema: {
      params: ZAttachmentReportParams,
      querystring: ZReviewerAttachmentQuery,
      headers: ZIdempotencyHeaders,
      response: { 201: ZAttachmentSummary },
    },
    handler: async (req, reply) => {
      const upload = () => incomingFile(req);
      const key = req.headers['idempotency-key'];
      const summary = await service.uploadAsReviewer(req.session!.user!, req.params.id, req.query, upload, key);
      return reply.code(201).send(summary);
    },
  });

  app.delete('/api/report/:id/attachment', {
    config: REVIEWER,
    schema: { params: ZAttachmentReportParams, querystring: ZAttachmentDeleteQuery, body: ZAttachmentIdBody },
    handler: async (req, reply) => {
      await service.deleteAsReviewer(req.session!.user!, req.params.id, req.body, req.query.isHidden ?? false);
      return reply.code(204).send();
    },
  });

  app.get('/api/report/:id/attachment/:attachmentId', {
    config: REVIEWER,
    schema: { params: ZAttachmentParams, querystring: ZAttachmentDownloadQuery },
    handler: async (req, reply) => {
      const { id, attachmentId } = req.params;
      const file = await service.downloadAsReviewer(req.session!.user!, id, attachmentId, req.query.isHidden ?? false);
      return sendFile(reply, file);
    },
  });

  app.get('/reporterapi/report/:id/attachment/:attachmentId', {
    config: { access: 'reporter' },
    schema: { params: ZAttachmentParams, querystring: ZAttachmentDownloadQuery },
    handler: async (req, reply) => {
      const { id, attachmentId } = req.params;
      const file = await service.download(req.session, id, attachmentId, req.query.isHidden ?? false);
      return sendFile(reply, file);
    },
  });
}

/** A download: never rendered by the browser, never cached. */
function sendFile(reply: FastifyReply, file: { content: unknown; name: string; type: string; size: number }) {
  return reply
    .header('Content-Type', file.type)
    .header('Content-Length', file.size)
    .header('Content-Disposition', contentDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'no-store')
    .send(file.content);
}
