-- The planner's default random_page_cost (4) models a spinning disk. The embedded database lives in
-- memory and a PostgreSQL server's working set is in its cache, so an index read costs about what
-- a sequential one does: 1.1 is the usual setting for both. With 4 the planner reads the whole jobs
-- table rather than walk a newest-first index for a search that stops after a page or a capped
-- count (docs/decisions/002-job-search-api.md). ALTER DATABASE reaches the sessions that start
-- later; SET this one, which may go on to serve (the embedded database has one session). A role
-- that does not own the database keeps the default: the searches stay correct, only slower.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'random_page_cost left at its default: the role does not own the database';
END $$;--> statement-breakpoint
SET random_page_cost = 1.1;
