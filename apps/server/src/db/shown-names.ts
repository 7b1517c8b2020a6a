import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expression = SQL | AnyPgColumn;
/** The language: a value, or a parameter of a prepared statement (`sql.placeholder`). */
export type LangKeySql = SQLWrapper | string;

/** A category's name as the user reads it: in his language, else in English. */
export const shownCategoryName = (names: Expression, langKey: LangKeySql): SQL<string | null> =>
  sql`coalesce(${names}->>(${langKey})::text, ${names}->>'en')`;

/** An organization's name as the user reads it: its translation in his language, its base name in English. */
export const shownOrganizationName = (names: Expression, name: Expression, langKey: LangKeySql): SQL<string> =>
  sql`coalesce(${names}->>nullif((${langKey})::text, 'en'), ${name})`;
