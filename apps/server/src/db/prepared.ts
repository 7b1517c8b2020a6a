import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './types.ts';

/**
 * A statement built once per database handle (or transaction) and prepared under a name: a
 * call fills its placeholders and runs it, with no SQL built in the app and no statement
 * parsed or planned again by PostgreSQL (decision 050). `build` must give one text per name.
 */
export function preparedFor<Q>(build: (db: Tx) => Q): (db: Tx) => Q {
  const built = new WeakMap<Tx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (with `sql.placeholder`s) that no query builder expresses, such as
 * data-modifying CTEs, prepared under `name` like a built one.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return preparedFor((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return async (values: Record<string, unknown>): Promise<Row[]> =>
      ((await prepared.execute(values)) as { rows: Row[] }).rows;
  });
}
