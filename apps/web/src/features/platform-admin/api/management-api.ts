import type {
  TConfigProps,
  TEnvironment,
  TLoggerChange,
  TLoggers,
  TMailHealth,
  TMetrics,
  TPlatformAudit,
  TThreadDump,
} from '@candor/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, request } from '../../../lib/api-client.ts';

/** The health answer: 503 when DOWN still carries the components. */
export interface HealthView {
  status: 'UP' | 'DOWN';
  components: Record<string, { status: 'UP' | 'DOWN'; [detail: string]: unknown }>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface AuditPage {
  content: TPlatformAudit[];
  total: number;
}

export interface AuditFilter {
  page: number;
  size: number;
  fromDate?: string;
  toDate?: string;
}

const local = { httpErrors: 'local' } as const;

/**
 * Platform management calls (spec 002 §7). Each page shows its own loading state and error
 * (spec 002 §4): the errors are handled where they are shown.
 */
export const managementQueries = {
  metrics: queryOptions({
    queryKey: ['management', 'metrics'],
    queryFn: () => apiJson<TMetrics>('management/jhi-metrics'),
    meta: local,
  }),
  /** The server process's diagnostic report, read fresh each time it is opened. */
  threadDump: queryOptions({
    queryKey: ['management', 'threaddump'],
    queryFn: () => apiJson<TThreadDump>('management/threaddump'),
    meta: local,
    staleTime: 0,
    gcTime: 0,
  }),
  health: queryOptions({
    queryKey: ['management', 'health'],
    queryFn: async (): Promise<HealthView> => {
      const res = await fetch('/management/health', { headers: { Accept: 'application/json' } });
      if (res.status !== 200 && res.status !== 503) return apiJson<HealthView>('management/health');
      return (await res.json()) as HealthView;
    },
    meta: local,
  }),
  /** A live check of the SMTP server (up to 5 s), made each time the page is opened. */
  mailHealth: queryOptions({
    queryKey: ['management', 'health', 'mail'],
    queryFn: () => apiJson<TMailHealth>('management/health/mail'),
    meta: local,
    staleTime: 0,
  }),
  configProps: queryOptions({
    queryKey: ['management', 'configprops'],
    queryFn: () => apiJson<TConfigProps>('management/configprops'),
    meta: local,
  }),
  env: queryOptions({
    queryKey: ['management', 'env'],
    queryFn: () => apiJson<TEnvironment>('management/env'),
    meta: local,
  }),
  loggers: queryOptions({
    queryKey: ['management', 'logs'],
    queryFn: () => apiJson<TLoggers>('management/logs'),
    meta: local,
  }),
  audits: (filter: AuditFilter) =>
    queryOptions({
      queryKey: ['management', 'audits', filter],
      queryFn: async (): Promise<AuditPage> => {
        const res = await request('management/audits', { query: { ...filter, sort: 'auditEventDate,desc' } });
        return {
          content: (await res.json()) as TPlatformAudit[],
          total: Number(res.headers.get('X-Total-Count') ?? 0),
        };
      },
      meta: local,
    }),
  docs: queryOptions({
    queryKey: ['management', 'api-docs'],
    queryFn: () => apiJson<OpenApiDocument>('v3/api-docs'),
    staleTime: Number.POSITIVE_INFINITY,
    meta: local,
  }),
};

/** `PUT management/logs`; the loggers are loaded again after a change (spec 002 §4). */
export function useChangeLoggerLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TLoggerChange) => request('management/logs', { method: 'PUT', json: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managementQueries.loggers.queryKey }),
    meta: local,
  });
}
