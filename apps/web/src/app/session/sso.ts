/** The single-sign-on path (spec 000 §2): a full page load, handled by the server. */
export const SSO_PATH = '/oauth2/authorization/sso';

export const goToSingleSignOn = () => window.location.assign(SSO_PATH);
