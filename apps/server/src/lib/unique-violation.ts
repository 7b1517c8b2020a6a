/** A unique violation of this index (PostgreSQL's 23505, with the index's name as the constraint), as the driver or Drizzle throws it. */
export function isUniqueViolation(e: unknown, index: string): boolean {
  const error = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const found = error?.code ? error : error?.cause;
  return found?.code === '23505' && found.constraint === index;
}
