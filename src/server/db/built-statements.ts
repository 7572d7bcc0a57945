import type { Db } from "./client";

/** A statement built with placeholders, run with each use's values (named as its placeholders are). */
export interface BuiltStatement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

const kept = new WeakMap<Db, Map<string, BuiltStatement<unknown>>>();

/**
 * The statement `build` makes, built on first use per database and `key`, then kept. For the
 * statements every request of a hot route runs: building one with the query builder costs more of
 * the server's time than PostgreSQL spends running a small one. The statements are unnamed (the
 * builder's `.prepare("")`), so the database plans each run for its own values, as it would the
 * statement built afresh. `key` must name everything the statement's text depends on; its values
 * are placeholders.
 */
export function builtStatement<T>(db: Db, key: string, build: () => BuiltStatement<T>): BuiltStatement<T> {
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = build();
    statements.set(key, statement);
  }
  return statement as BuiltStatement<T>;
}
