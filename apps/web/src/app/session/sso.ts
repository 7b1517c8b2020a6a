import { pageQuery } from '@candor/shared';

/** The single-sign-on path (spec 000 §2): a full page load, handled by the server. */
export const SSO_PATH = '/oauth2/authorization/sso';

/** Single sign-on that comes back to the page of this app the browser is on (decision 141). */
export const goToSingleSignOn = () =>
  location.assign(`${SSO_PATH}?${pageQuery(location.pathname + location.search + location.hash)}`);
