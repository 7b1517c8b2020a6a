export const E2E_PASSWORD = 'e2e-demo-password';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** The demo user whose session times out after 15 seconds in the end-to-end run. */
export const SHORT_TIMEOUT_USER = 'contoso-reviewer' as const;
/** The environment ribbon of the end-to-end server (RIBBON_MESSAGE). */
export const E2E_RIBBON_MESSAGE = 'End-to-end test installation';
/** The provider contact settings of the end-to-end server (PROVIDER_POSTAL_ADDRESS, SUPPORT_PHONE). */
export const E2E_POSTAL_ADDRESS = 'Candor Ethics Line, PO Box 100, Toronto ON, Canada';
export const E2E_SUPPORT_PHONE = '+1 800 555 0100';
