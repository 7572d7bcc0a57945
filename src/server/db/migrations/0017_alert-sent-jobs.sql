-- The jobs each person has been sent in a job-alert mail, so that one job reaches one person in one
-- alert mail only, whichever of their digests claims it first (src/server/notifications/digests.ts).
CREATE TABLE "alert_sent_jobs" (
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_sent_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "alert_sent_jobs" ADD CONSTRAINT "alert_sent_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sent_jobs" ADD CONSTRAINT "alert_sent_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_sent_jobs_sent_at_idx" ON "alert_sent_jobs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "alert_sent_jobs_job_idx" ON "alert_sent_jobs" USING btree ("job_id");