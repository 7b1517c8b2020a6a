import type { TAccount } from '@candor/shared';

/** A session account for unit tests: the given authorities, every flag off unless set. */
export const testAccount = (authorities: string[], flags: Partial<TAccount> = {}): TAccount => ({
  activated: true,
  authorities,
  id: 1,
  login: 'x',
  langKey: 'en',
  firstName: 'X',
  lastName: 'Y',
  userTimeout: null,
  organizations: [],
  dashboardEnabled: false,
  delegateReviewer: false,
  landingPage: null,
  programAdmin: false,
  reviewerApiKeyGenerationEnabled: false,
  ...flags,
});
