-- The newest-first indexes (all jobs, and one per filter) carry what a search's conditions read, so
-- that a search walking one (a common term, or filters that match many jobs) tests each job in the
-- index entry and reads only the page's rows from the table. The capped count of a 2-letter term
-- at a million jobs tests 8,376 jobs for its 1,000: 1,717 table pages in 6 ms before, 161 index
-- pages in 2.1 ms after (EXPLAIN ANALYZE, warm, PostgreSQL 15). See docs/decisions/025-covering-newest-first-index.md.
--
-- An index entry holds at most about 2,700 bytes, so the search text is kept to 2,000 bytes of
-- UTF-8 (buildJobSearchText cuts it so). A row written before that rule with a longer one keeps its
-- first 500 characters, at most 2,000 bytes; its short pieces follow (trigger jobs_search_grams_update).
UPDATE "jobs" SET "search_text" = left("search_text", 500) WHERE octet_length("search_text") > 2000;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_search_text_bytes_check" CHECK (octet_length("jobs"."search_text") <= 2000);--> statement-breakpoint
DROP INDEX "jobs_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text", "country_id", "employment_type", "work_type", "visa_sponsorship")
  WHERE "jobs"."closed_at" is null;--> statement-breakpoint
DROP INDEX "jobs_country_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_country_posted_idx" ON "jobs" USING btree ("country_id", "posted_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text", "employment_type", "work_type", "visa_sponsorship")
  WHERE "jobs"."closed_at" is null;--> statement-breakpoint
DROP INDEX "jobs_employment_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_employment_posted_idx" ON "jobs" USING btree ("employment_type", "posted_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text", "country_id", "work_type", "visa_sponsorship")
  WHERE "jobs"."closed_at" is null;--> statement-breakpoint
DROP INDEX "jobs_work_type_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_work_type_posted_idx" ON "jobs" USING btree ("work_type", "posted_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text", "country_id", "employment_type", "visa_sponsorship")
  WHERE "jobs"."closed_at" is null;--> statement-breakpoint
DROP INDEX "jobs_visa_posted_idx";--> statement-breakpoint
CREATE INDEX "jobs_visa_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text", "country_id", "employment_type", "work_type")
  WHERE "jobs"."visa_sponsorship" and "jobs"."closed_at" is null;
