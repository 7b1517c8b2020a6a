/** Announcement banners (spec 000 §4 "Banners"). */
import { LIMITS } from '../constants.ts';

export type BannerKind = 'top' | 'bottom';

/** localStorage keys of the close times. */
export const BANNER_CLOSED_TIME_KEYS = {
  top: 'lastTopBannerClosedTime',
  bottom: 'lastBottomBannerClosedTime',
} as const satisfies Record<BannerKind, string>;

const REAPPEAR_MS: Record<BannerKind, number> = {
  top: LIMITS.topBannerReappearMs,
  bottom: LIMITS.bottomBannerReappearMs,
};

export function bannerVisible(kind: BannerKind, lastClosedMs: number | null, now: number): boolean {
  if (lastClosedMs == null || !Number.isFinite(lastClosedMs)) return true;
  return now - lastClosedMs >= REAPPEAR_MS[kind];
}

export const BANNER_HIDDEN_ROUTES = [
  '/hotline/login',
  '/hotline/report-status',
  '/hotline/call-disposition',
  '/reporter/report-summary',
  '/reporter/login',
  '/reporter/email',
  '/reporter/email/setup-email',
  '/reporter/email/edit-email',
  '/reporter/change-password',
  '/change-password',
  '/invalid-reviewer-organization',
  '/invalid-reviewer-configuration',
  '/login',
] as const;

const hiddenRoutes = new Set<string>(BANNER_HIDDEN_ROUTES);

/** Whether banners are hidden on a route; a trailing slash is ignored. */
export function bannersHiddenOn(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return hiddenRoutes.has(path);
}
