import { LANGUAGE_TAGS } from '@candor/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { accountQuery } from '../../lib/session/session-queries.ts';

export type DockPosition = 'left' | 'top' | 'right' | 'bottom';

/** A query key's leading names ("reviewer › report-search"): report IDs and other values are left out. */
export function queryName(key: readonly unknown[]): string {
  const names: string[] = [];
  for (const part of key) {
    if (typeof part !== 'string' || !/^[a-z]+(-[a-z]+)*$/.test(part)) break;
    names.push(part);
  }
  return names.join(' › ');
}

export function queryStatus(query: Query): 'fetching' | 'waiting' | 'success' | 'error' {
  if (query.state.fetchStatus === 'fetching') return 'fetching';
  return query.state.status === 'pending' ? 'waiting' : query.state.status;
}

/** Renders again whenever the data cache changes, and every second for the address. */
function useRefresh(queryClient: QueryClient) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const refresh = () => setTick((n) => n + 1);
    const unsubscribe = queryClient.getQueryCache().subscribe(refresh);
    const timer = setInterval(refresh, 1000);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [queryClient]);
}

/** What a developer needs to see of the running page: where it is, its language, its session and its data. */
export function DevToolsPanel({
  queryClient,
  position,
  onHide,
}: {
  queryClient: QueryClient;
  position: DockPosition;
  onHide: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  useRefresh(queryClient);
  const account = queryClient.getQueryData(accountQuery.queryKey);
  const queries = queryClient.getQueryCache().getAll();
  return (
    <aside className="candor-dev-tools" data-position={position} aria-labelledby={titleId}>
      <div className="candor-dev-tools-header">
        <h2 id={titleId} className="candor-dev-tools-title">
          {t('global.devTools.title')}
        </h2>
        <button type="button" className="candor-dev-tools-hide" onClick={onHide}>
          {t('global.devTools.hide')}
        </button>
      </div>
      <p className="candor-dev-tools-note">
        {t(`global.devTools.position.${position}`)}. {t('global.devTools.hint')}
      </p>
      <dl className="candor-dev-tools-facts">
        <dt>{t('global.devTools.page')}</dt>
        <dd>{window.location.pathname}</dd>
        <dt>{t('global.devTools.language')}</dt>
        <dd>{LANGUAGE_TAGS[i18n.language].name}</dd>
        <dt>{t('global.devTools.signedIn')}</dt>
        <dd>{t(account ? 'global.devTools.yes' : 'global.devTools.no')}</dd>
      </dl>
      <h3 className="candor-dev-tools-subtitle">{t('global.devTools.queries')}</h3>
      {queries.length === 0 ? (
        <p className="candor-dev-tools-note">{t('global.devTools.none')}</p>
      ) : (
        <table className="candor-dev-tools-table">
          <thead>
            <tr>
              <th scope="col">{t('global.devTools.query')}</th>
              <th scope="col">{t('global.devTools.status')}</th>
              <th scope="col">{t('global.devTools.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {queries.map((q) => (
              <tr key={q.queryHash}>
                <td>{queryName(q.queryKey)}</td>
                <td>{t(`global.devTools.statuses.${queryStatus(q)}`)}</td>
                <td>
                  {q.state.dataUpdatedAt
                    ? new Date(q.state.dataUpdatedAt).toLocaleTimeString(document.documentElement.lang)
                    : t('global.devTools.never')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
