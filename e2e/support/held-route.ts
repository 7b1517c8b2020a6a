import type { Page } from '@playwright/test';

type Match = Parameters<Page['route']>[0];

/**
 * Holds the calls that `url` matches (only those of `method`, when given) until `release`;
 * `arrived` once the browser has sent the first. The others go through untouched.
 */
export async function holdRoute(page: Page, url: Match, options: { method?: string; times?: number } = {}) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(
    url,
    async (route) => {
      if (options.method && route.request().method() !== options.method) return route.continue();
      arrive();
      await held;
      return route.continue();
    },
    { times: options.times },
  );
  return { arrived, release };
}
