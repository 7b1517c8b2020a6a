/**
 * How the dashboard writes its figures in a language (`locale`, a BCP 47 tag), on the screen
 * and in its PDF and PowerPoint files alike.
 */
export function dashboardFormat(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    count: (n: number) => number.format(n),
    /** A month of the figures, "2026-05": "May 2026". */
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
    /** A day, "2026-05-31" or a whole ISO time: "May 31, 2026". */
    day: (iso: string) => day.format(new Date(iso)),
  };
}

export type DashboardFormat = ReturnType<typeof dashboardFormat>;
