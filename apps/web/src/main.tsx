import './app/mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { listenForDevTools } from './app/dev-tools/dev-tools-keys.ts';
import { reloadPagesBroughtBack } from './lib/back-forward-cache.ts';
import { listenToAlertHeaders } from './lib/http-notifier.ts';
import { startLanguage, switchLanguage } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { watchSessionEnd } from './lib/session/session-end.ts';
import { accountQuery, appProfileQuery } from './lib/session/session-queries.ts';

async function start() {
  reloadPagesBroughtBack();
  void queryClient.prefetchQuery(accountQuery);
  // The profile names the environment ribbon above the header: known before the first paint, the
  // ribbon does not push the header down under a pointer. A failed fetch does not hold the app.
  const profile = queryClient.prefetchQuery(appProfileQuery);
  listenToAlertHeaders();
  watchSessionEnd(queryClient);
  listenForDevTools(queryClient);
  await switchLanguage(startLanguage())
    .catch(() => switchLanguage('en'))
    .catch((e: unknown) => console.error(e));
  await profile;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
