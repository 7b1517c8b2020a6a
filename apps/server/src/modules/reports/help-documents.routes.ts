/** `GET api/external-docs/loggedInUser`: the policy documents of the help menu (spec 001 §2, §7). */
import { AUTHORITIES, ZLangKeyQuery, ZPolicyDocument } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import { hotlineHelpDocuments } from '../hotline/help-documents.ts';
import { findOrganization, nearestTemplate, policyDocumentsOf } from '../reporting/organization.repository.ts';
import { prepareScopeLookup, type ReviewerScope } from './reach.repository.ts';

/** Everyone the reviewer frame serves, transcribers included, and hotline agents (spec 000 §6). */
const REVIEWER_AREA = {
  access: {
    authorities: [
      AUTHORITIES.USER,
      AUTHORITIES.MASTER_REVIEWER,
      AUTHORITIES.CLIENT_ADMIN,
      AUTHORITIES.TRANSCRIBER,
      AUTHORITIES.HOTLINE_AGENT,
    ],
  },
} as const;
const REVIEWER_AUTHORITIES = REVIEWER_AREA.access.authorities.filter((a) => a !== AUTHORITIES.HOTLINE_AGENT);

const downloadPath = (id: number, name: string) => `/api/external-docs/${id}/value/${encodeURIComponent(name)}`;

/**
 * The documents of the report template that serves each of the user's own organizations
 * (the nearest non-vanity template up its chain), in order, each once.
 */
async function helpDocumentsOf(db: Db, scope: ReviewerScope | undefined): Promise<z.output<typeof ZPolicyDocument>[]> {
  const ownOrgIds = scope?.ownOrgIds ?? [];
  const seenTemplates = new Set<number>();
  const docs: z.output<typeof ZPolicyDocument>[] = [];
  for (const orgId of ownOrgIds) {
    const org = await findOrganization(db, orgId);
    const template = org && (await nearestTemplate(db, chainOf(org), false));
    if (!template || seenTemplates.has(template.id)) continue;
    seenTemplates.add(template.id);
    for (const d of await policyDocumentsOf(db, template.id)) {
      docs.push({ id: d.id, documentName: d.documentName, link: d.link ?? downloadPath(d.id, d.documentName) });
    }
  }
  return docs;
}

export async function helpDocumentRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const scopeById = prepareScopeLookup(db);
  app.get('/api/external-docs/loggedInUser', {
    config: REVIEWER_AREA,
    schema: { querystring: ZLangKeyQuery, response: { 200: z.array(ZPolicyDocument) } },
    handler: async (req) => {
      const user = req.session!.user!;
      // A hotline agent (who reviews nothing) gets the hotline's two documents.
      if (!user.authorities.some((a) => (REVIEWER_AUTHORITIES as string[]).includes(a))) return hotlineHelpDocuments();
      return helpDocumentsOf(db, await scopeById(user.id));
    },
  });
}
