ALTER TABLE "referral_requests" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_requests_job_idx" ON "referral_requests" USING btree ("job_id") WHERE "referral_requests"."job_id" is not null;