/** The header that carries a success message's key to the web app, which shows it (DESIGN.md §5). */
export const ALERT = 'X-Candor-Alert';
