export const E2E_PASSWORD = 'e2e-demo-password';
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
