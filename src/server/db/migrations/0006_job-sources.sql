CREATE TABLE "company_managers" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_managers_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_country_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_employment_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_work_type_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_visa_posted_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_status" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_evidence" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "valid_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "refreshed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by_id" integer;--> statement-breakpoint
UPDATE "companies" SET "name_key" = lower(btrim("name"));--> statement-breakpoint
UPDATE "jobs" SET "visa_status" = CASE WHEN "visa_sponsorship" THEN 'yes' WHEN "is_demo" THEN 'no' ELSE 'unknown' END;--> statement-breakpoint
ALTER TABLE "jobs" drop column "visa_sponsorship";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_sponsorship" boolean GENERATED ALWAYS AS (visa_status = 'yes') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "company_managers" ADD CONSTRAINT "company_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_managers" ADD CONSTRAINT "company_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_managers_user_idx" ON "company_managers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_id_users_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_idx" ON "jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_open_refreshed_idx" ON "jobs" USING btree ("refreshed_at") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_valid_through_idx" ON "jobs" USING btree ("valid_through") WHERE "jobs"."closed_at" is null and "jobs"."valid_through" is not null;--> statement-breakpoint
CREATE INDEX "jobs_posted_by_idx" ON "jobs" USING btree ("posted_by_id");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_country_posted_idx" ON "jobs" USING btree ("country_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_employment_posted_idx" ON "jobs" USING btree ("employment_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_work_type_posted_idx" ON "jobs" USING btree ("work_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_visa_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."visa_sponsorship" and "jobs"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_visa_status_check" CHECK ("jobs"."visa_status" in ('yes', 'no', 'unknown'));