import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { isApiPath } from '../../plugins/security-headers.ts';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Another deployment sends a hotline agent to its reporter form with `ishotline=true` (spec 000 §2,
 * decision 139): he goes on in the hotline's form, with the link's other parameters. Done here so
 * that the reporter's pages carry no code for it.
 */
function hotlineFormOf(page: string, url: string): string | null {
  if (page !== 'reporter/submit-report' && page !== 'reporter') return null;
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  if (query.get('ishotline') !== 'true') return null;
  query.delete('ishotline');
  return `/hotline/submit-report?${query}`;
}

/**
 * Serves the built web app: hashed assets cached for a year, other files of the build
 * as they are, and index.html (never cached) for every other GET so the client router
 * takes over. API paths and missing assets answer 404 in the error shape.
 */
export async function webRoutes(app: FastifyInstance, { dist }: { dist: string }) {
  const root = path.resolve(dist);
  if (!isFile(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built at ${dist}: run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });
  app.get('/*', {
    config: { access: 'public' },
    // The web app's pages and files: not a call of the API description.
    schema: { hide: true },
    handler: (req, reply) => {
      // The router read the path up to its query or fragment, and decoded it once already.
      const rel = decodeURIComponent(req.url.split(/[?#]/)[0]).replace(/^\/+/, '');
      const file = path.resolve(root, rel);
      const inside = file.startsWith(root + path.sep);
      if (isApiPath(req.url) || rel.startsWith('i18n/')) throw notFound();
      if (rel.startsWith('assets/')) {
        if (!inside || !isFile(file)) throw notFound();
        return reply.header('Cache-Control', 'public, max-age=31536000, immutable').sendFile(rel);
      }
      if (inside && path.extname(rel) && isFile(file)) return reply.header('Cache-Control', 'no-cache').sendFile(rel);
      const hotline = hotlineFormOf(rel, req.url);
      if (hotline) return reply.redirect(hotline, 302);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    },
  });
}
