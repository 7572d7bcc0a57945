-- The distinct 1- and 2-character pieces of a search text, space-separated, leaving out those with
-- a space, a newline or another ASCII control: the same pieces as buildJobSearchGrams in
-- src/shared/domain/job-search-text.ts (a test holds the two to each other). The app writes them
-- with its bulk inserts; this computes them for every other writer.
CREATE FUNCTION "job_search_grams"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT g, ' '), '') FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i
  ) AS pieces
  WHERE g !~ '[\u0001-\u0020]'
$$;--> statement-breakpoint
CREATE FUNCTION "jobs_fill_search_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_grams := job_search_grams(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Added as a generated column, then made a plain one: the existing rows get their pieces in one
-- rewrite of the table (its indexes rebuilt once), not an update of every row through every index.
ALTER TABLE "jobs" ADD COLUMN "search_grams" text GENERATED ALWAYS AS (job_search_grams("search_text")) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_grams" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_grams" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_grams" SET NOT NULL;--> statement-breakpoint
-- A row written without its pieces (none, null or empty) gets them here. The WHEN is checked without calling the
-- function, so bulk inserts that bring their own cost nothing.
CREATE TRIGGER "jobs_search_grams_insert" BEFORE INSERT ON "jobs" FOR EACH ROW
  WHEN ((NEW.search_grams IS NULL OR NEW.search_grams = '') AND NEW.search_text <> '')
  EXECUTE FUNCTION "jobs_fill_search_grams"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_grams_update" BEFORE UPDATE OF "search_text" ON "jobs" FOR EACH ROW
  WHEN (NEW.search_text IS DISTINCT FROM OLD.search_text AND NEW.search_grams IS NOT DISTINCT FROM OLD.search_grams)
  EXECUTE FUNCTION "jobs_fill_search_grams"();--> statement-breakpoint
CREATE INDEX "jobs_search_grams_idx" ON "jobs" USING gin (string_to_array("search_grams", ' ')) WHERE "jobs"."closed_at" is null;
--> statement-breakpoint
-- The planner reads no statistics from a partial index's expression: without these it guesses that
-- every piece is in 0.5% of the jobs, and reads a common one (`go`: one job in eight) through the
-- GIN index instead of walking the newest-first index and stopping after the page.
CREATE STATISTICS "jobs_search_grams_stats" ON (string_to_array("search_grams", ' ')) FROM "jobs";
