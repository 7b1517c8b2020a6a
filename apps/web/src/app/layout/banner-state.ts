import {
  AUTHORITIES,
  BANNER_CLOSED_TIME_KEYS,
  type BannerKind,
  bannerVisible,
  homeRouteFor,
  type TAccount,
} from '@candor/shared';
import { createFlagStore } from '../../lib/flag-store.ts';

/**
 * Whose banner closes are timed (spec 000 §4 "Banners"): admin, hotline and reviewer
 * users. For everyone else (visitors and reporters) a closed banner stays closed for the
 * visit: in this tab, across reloads, until the tab is closed.
 */
export function timedBannerUser(account: TAccount | null): boolean {
  if (!account) return false;
  if (account.authorities.includes(AUTHORITIES.ADMIN) || account.authorities.includes(AUTHORITIES.CLIENT_ADMIN))
    return true;
  const home = homeRouteFor(account.authorities, account);
  return home === '/connects-admin/organizations' || home === '/hotline' || Boolean(home?.startsWith('/reviewer'));
}

/**
 * The banner text in the interface language, else English (spec 000 §3 "Application messages"),
 * and whether it fell back to English: a screen reader then reads it as English (WCAG 3.1.2).
 */
export function bannerText(messages: Record<string, string>, lang: string): { text: string; english: boolean } {
  if (messages[lang]) return { text: messages[lang], english: lang === 'en' || lang === 'au' };
  return { text: messages.en || '', english: true };
}

const visitKey = (kind: BannerKind) => `candor.banner.${kind}.closed`;

function closedThisVisit(kind: BannerKind): boolean {
  try {
    return sessionStorage.getItem(visitKey(kind)) === 'true';
  } catch {
    return false;
  }
}

const closedThisPage = {
  top: createFlagStore(closedThisVisit('top')),
  bottom: createFlagStore(closedThisVisit('bottom')),
} satisfies Record<BannerKind, unknown>;

function lastClosed(kind: BannerKind): number | null {
  const raw = localStorage.getItem(BANNER_CLOSED_TIME_KEYS[kind]);
  return raw === null ? null : Number(raw);
}

export function useBannerClosed(kind: BannerKind, timed: boolean): boolean {
  const closedHere = closedThisPage[kind].use();
  if (closedHere) return true;
  return timed && !bannerVisible(kind, lastClosed(kind), Date.now());
}

export function closeBanner(kind: BannerKind, timed: boolean) {
  if (timed) localStorage.setItem(BANNER_CLOSED_TIME_KEYS[kind], String(Date.now()));
  else {
    try {
      sessionStorage.setItem(visitKey(kind), 'true');
    } catch {
      // Without session storage the banner stays closed until the page is reloaded.
    }
  }
  closedThisPage[kind].set(true);
}
