DROP INDEX "jobs_filters_idx";--> statement-breakpoint
CREATE INDEX "jobs_employment_posted_idx" ON "jobs" USING btree ("employment_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_work_type_posted_idx" ON "jobs" USING btree ("work_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_visa_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."visa_sponsorship";