import { createHash } from "node:crypto";
import type { Db } from "./types";

/** A statement built with placeholders, run with each use's values (named as its placeholders are). */
export interface BuiltStatement<T> {
  execute(values: Record<string, unknown>): Promise<T>;
}

const kept = new WeakMap<Db, Map<string, BuiltStatement<unknown>>>();

/**
 * The name a kept statement is prepared under on a PostgreSQL connection: one per key (a key names
 * everything its text depends on, so one name never stands for two texts), short enough for the
 * server's 63-byte identifiers however long the key.
 */
export function statementName(key: string): string {
  return `kept_${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
}

/**
 * How PostgreSQL plans a kept statement's runs:
 * - "reused": prepared under its name. Each connection parses it once; after five runs planned for
 *   their values, PostgreSQL keeps one plan for all values when that plan costs no more. For a
 *   statement whose best plan is the same whatever its values (a job by id, the newest jobs).
 * - "per run": sent unnamed, so each run is parsed and planned for its own values. For a statement
 *   whose best plan depends on them: a rare search term is found by the trigram index, a common one
 *   by reading the newest jobs until the page is full.
 */
export type Planning = "reused" | "per run";

/**
 * The statement `build` makes, built on first use per database and `key`, then kept. For the
 * statements every request of a hot route runs: building one with the query builder costs more of
 * the server's time than PostgreSQL spends running a small one. `build` prepares it under the name
 * it is given (`.prepare(name)`): a statement name for "reused" planning, the empty name (unnamed)
 * for "per run" (docs/decisions/024-hot-statements-and-answers.md). The embedded database ignores
 * the name. `key` must name everything the statement's text depends on; its values are placeholders.
 */
export function builtStatement<T>(
  db: Db,
  key: string,
  planning: Planning,
  build: (name: string) => BuiltStatement<T>,
): BuiltStatement<T> {
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = build(planning === "reused" ? statementName(key) : "");
    statements.set(key, statement);
  }
  return statement as BuiltStatement<T>;
}
