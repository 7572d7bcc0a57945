CREATE TABLE "job_counts" (
	"country_id" integer NOT NULL,
	"open_jobs" integer NOT NULL,
	"demo_jobs" integer NOT NULL,
	"visa_jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_counts_country_idx" ON "job_counts" USING btree ("country_id");--> statement-breakpoint
-- One pass per statement over the rows it changed (transition tables), not one per row: a bulk
-- import or seed costs one small insert per country it touches. An update that changes none of
-- the counted columns (a refresh, an edit of the text) nets to zero and appends nothing.
CREATE FUNCTION "job_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_counts (country_id, open_jobs, demo_jobs, visa_jobs)
    SELECT coalesce(country_id, 0), count(*), count(*) FILTER (WHERE is_demo), count(*) FILTER (WHERE visa_sponsorship)
    FROM new_rows WHERE closed_at IS NULL
    GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_counts (country_id, open_jobs, demo_jobs, visa_jobs)
    SELECT coalesce(country_id, 0), -count(*), -count(*) FILTER (WHERE is_demo), -count(*) FILTER (WHERE visa_sponsorship)
    FROM old_rows WHERE closed_at IS NULL
    GROUP BY 1;
  ELSE
    INSERT INTO job_counts (country_id, open_jobs, demo_jobs, visa_jobs)
    SELECT country, sum(open), sum(demo), sum(visa)
    FROM (
      SELECT coalesce(country_id, 0) AS country, 1 AS open, is_demo::int AS demo, visa_sponsorship::int AS visa
      FROM new_rows WHERE closed_at IS NULL
      UNION ALL
      SELECT coalesce(country_id, 0), -1, -(is_demo::int), -(visa_sponsorship::int)
      FROM old_rows WHERE closed_at IS NULL
    ) AS changes
    GROUP BY country
    HAVING sum(open) <> 0 OR sum(demo) <> 0 OR sum(visa) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_counts_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "job_counts_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE TRIGGER "job_counts_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_apply();
--> statement-breakpoint
CREATE FUNCTION "job_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_counts_truncate" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION job_counts_clear();
--> statement-breakpoint
INSERT INTO "job_counts" (country_id, open_jobs, demo_jobs, visa_jobs)
SELECT coalesce(country_id, 0), count(*), count(*) FILTER (WHERE is_demo), count(*) FILTER (WHERE visa_sponsorship)
FROM "jobs" WHERE closed_at IS NULL
GROUP BY 1;
