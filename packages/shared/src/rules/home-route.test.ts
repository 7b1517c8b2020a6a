import { describe, expect, it } from 'vitest';
import { homeRouteFor } from './home-route.ts';

describe('homeRouteFor', () => {
  it.each([
    [['ROLE_CONNECTS_ADMIN'], '/connects-admin/organizations'],
    [['ROLE_HOTLINE_AGENT'], '/hotline'],
    [['ROLE_USER'], '/reviewer/overview'],
    [['ROLE_MASTER_REVIEWER'], '/reviewer/overview'],
    [['ROLE_CLIENT_ADMIN'], '/reviewer'],
    [['ROLE_TRANSCRIBER'], '/reviewer'],
    [['ROLE_REPORTER'], '/reporter/report-summary'],
    [['ROLE_IMPORT'], '/data-tools'],
    [['ROLE_STATISTICS'], '/data-tools'],
    [['ROLE_ADMIN'], '/admin'],
    [['ROLE_ANONYMOUS'], null],
    [[], null],
  ])('sends %j to %s', (authorities, route) => {
    expect(homeRouteFor(authorities)).toBe(route);
  });

  it('follows the spec order: connects admin, hotline, reviewer, reporter, import/statistics', () => {
    expect(homeRouteFor(['ROLE_USER', 'ROLE_HOTLINE_AGENT', 'ROLE_CONNECTS_ADMIN'])).toBe(
      '/connects-admin/organizations',
    );
    expect(homeRouteFor(['ROLE_USER', 'ROLE_HOTLINE_AGENT'])).toBe('/hotline');
    expect(homeRouteFor(['ROLE_REPORTER', 'ROLE_USER'])).toBe('/reviewer/overview');
    expect(homeRouteFor(['ROLE_STATISTICS', 'ROLE_REPORTER'])).toBe('/reporter/report-summary');
    expect(homeRouteFor(['ROLE_ADMIN', 'ROLE_IMPORT'])).toBe('/data-tools');
    expect(homeRouteFor(['ROLE_ADMIN', 'ROLE_USER'])).toBe('/reviewer/overview');
  });

  it('treats delegate reviewers and program admins as reviewers', () => {
    expect(homeRouteFor([], { delegateReviewer: true })).toBe('/reviewer/overview');
    expect(homeRouteFor(['ROLE_ADMIN'], { programAdmin: true })).toBe('/reviewer/overview');
    expect(homeRouteFor(['ROLE_HOTLINE_AGENT'], { programAdmin: true })).toBe('/hotline');
  });

  it('sends reviewers to the overview and keeps the area landing for those who reach no report', () => {
    expect(homeRouteFor(['ROLE_USER', 'ROLE_CLIENT_ADMIN'])).toBe('/reviewer/overview');
    expect(homeRouteFor(['ROLE_TRANSCRIBER'])).toBe('/reviewer');
    expect(homeRouteFor(['ROLE_CLIENT_ADMIN'])).toBe('/reviewer');
    expect(homeRouteFor(['ROLE_TRANSCRIBER', 'ROLE_USER'])).toBe('/reviewer/overview');
  });

  it('lands a reviewer on the dashboard only when he chose it and has it (spec 001 §2 "/ (root)")', () => {
    const reviewer = ['ROLE_USER'];
    expect(homeRouteFor(reviewer, { landingPage: 'DASHBOARD', dashboardEnabled: true })).toBe('/reviewer/dashboard');
    expect(homeRouteFor(reviewer, { landingPage: 'DASHBOARD', dashboardEnabled: false })).toBe('/reviewer/overview');
    expect(homeRouteFor(reviewer, { landingPage: 'OVERVIEW', dashboardEnabled: true })).toBe('/reviewer/overview');
    expect(homeRouteFor(['ROLE_CONNECTS_ADMIN'], { landingPage: 'DASHBOARD', dashboardEnabled: true })).toBe(
      '/connects-admin/organizations',
    );
  });
});
