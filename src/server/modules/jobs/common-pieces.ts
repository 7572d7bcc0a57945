import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";

/**
 * A 1–2 character piece in at least this share of jobs is common: the planner reads a search for
 * it by walking the newest-first index, which finds a page (and the capped count its 1,000) after
 * a few thousand rows at most. The pieces condition then finds nothing the `LIKE` beside it has
 * not, and costs more than the `LIKE` for every row that passes (it splits the row's pieces).
 */
export const COMMON_PIECE_SHARE = 0.05;
/** How long the list is kept before it is read again: statistics change at the pace of `ANALYZE`. */
const KEPT_MS = 10 * 60_000;

const lists = new WeakMap<Db, { readAt: number; pieces: Promise<ReadonlySet<string>> }>();

/**
 * The pieces the database's statistics on the short-piece expression (`jobs_search_pieces_stats`,
 * migration 0012) find in at least COMMON_PIECE_SHARE of the jobs, read at most every ten minutes
 * per database. Empty when there are none yet (the table was never analysed) or the statistics
 * cannot be read: then every short term keeps its pieces condition, which is always right.
 */
export function commonPieces(db: Db, now = Date.now()): Promise<ReadonlySet<string>> {
  const kept = lists.get(db);
  if (kept && now - kept.readAt < KEPT_MS) return kept.pieces;
  const pieces = readCommonPieces(db);
  lists.set(db, { readAt: now, pieces });
  return pieces;
}

async function readCommonPieces(db: Db): Promise<ReadonlySet<string>> {
  try {
    // most_common_elem_freqs has three more entries than most_common_elems (the lowest and
    // highest share, and the share of nulls): unnest pairs those with a null piece.
    const result = (await db.execute(sql`
      select e.piece
      from pg_stats_ext_exprs s
      cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(piece, share)
      where s.statistics_schemaname = current_schema()
        and s.statistics_name = 'jobs_search_pieces_stats'
        and e.piece is not null
        and e.share >= ${COMMON_PIECE_SHARE}`)) as unknown as { rows: { piece: string }[] };
    return new Set(result.rows.map((r) => r.piece));
  } catch {
    return new Set();
  }
}
