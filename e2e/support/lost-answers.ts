import type { Page } from '@playwright/test';

/**
 * Lets every post to a path that `path` matches reach the server and records the idempotency key
 * each was sent with; the first answer is lost on its way back, as on a connection that drops,
 * the others are delivered.
 */
export async function loseFirstAnswer(page: Page, path: RegExp) {
  const keys: (string | null)[] = [];
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch();
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      return keys.length === 1 ? route.abort('connectionreset') : route.fulfill({ response: answer });
    },
  );
  return keys;
}
