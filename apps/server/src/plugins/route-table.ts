import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from './access.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as registered: the input-hardening tests walk it. */
    routeTable: readonly RouteEntry[];
  }
}

/** Keeps the list of the app's routes, so that tests cover every route rather than a hand-kept list. */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
});
