export const E2E_PASSWORD = 'e2e-demo-password';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** The demo user whose session times out after 15 seconds in the end-to-end run. */
export const SHORT_TIMEOUT_USER = 'importer';
