import { loadLocale } from '@candor/i18n';
import { LANGUAGES } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** `GET i18n/<lang>.json`: the language file, cacheable for a year (its URL carries the build). */
export async function i18nRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cache = new Map<string, string>();
  app.get('/i18n/:file', {
    config: { access: 'public' },
    schema: { params: z.object({ file: z.string().max(20) }) },
    handler: async (req, reply) => {
      const lang = req.params.file.replace(/\.json$/, '');
      if (!(LANGUAGES as readonly string[]).includes(lang) || !req.params.file.endsWith('.json')) {
        return reply.code(404).send({ message: 'error.notFound', status: 404 });
      }
      let body = cache.get(lang);
      if (!body) {
        body = JSON.stringify(loadLocale(lang));
        cache.set(lang, body);
      }
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  });
}
