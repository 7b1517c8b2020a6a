/**
 * The browser's time zone, when it knows one: dates the server counts or writes (search filters,
 * exports) are then the reader's own days and clocks; without one the server uses UTC.
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' ? zone : undefined;
}
