import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expression = SQL | AnyPgColumn;

/** A category's name as the user reads it: in his language, else in English. */
export const shownCategoryName = (names: Expression, langKey: unknown): SQL<string | null> =>
  sql`coalesce(${names}->>(${langKey})::text, ${names}->>'en')`;

/** An organization's name as the user reads it: its translation in his language, its base name in English. */
export const shownOrganizationName = (names: Expression, name: Expression, langKey: unknown): SQL<string> =>
  sql`coalesce(${names}->>nullif((${langKey})::text, 'en'), ${name})`;
