-- Government registers of sponsoring employers and their employers; each company's register lines and
-- their countries; jobs.registered_sponsor, kept by a trigger as jobs are written and by the import as
-- matches change, with a newest-first index for the "Registered sponsor" filter that carries what a
-- search tests (as migration 0013's do). See docs/decisions/029-sponsor-registers.md.
CREATE TABLE "register_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_id" text NOT NULL,
	"name" text NOT NULL,
	"name_keys" text[] NOT NULL,
	"loose_keys" text[] NOT NULL,
	"town" text,
	"region" text,
	"routes" text[] NOT NULL,
	"rating" text,
	"fiscal_year" integer,
	"approvals" integer,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"employers" integer NOT NULL,
	"read_at" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sponsor_record" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sponsor_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "registered_sponsor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "register_employers" ADD CONSTRAINT "register_employers_register_id_sponsor_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."sponsor_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_employers_register_idx" ON "register_employers" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "register_employers_name_keys_idx" ON "register_employers" USING gin ("name_keys");--> statement-breakpoint
CREATE INDEX "register_employers_loose_keys_idx" ON "register_employers" USING gin ("loose_keys");--> statement-breakpoint
CREATE INDEX "jobs_sponsor_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("search_text", "country_id", "employment_type", "work_type", "visa_sponsorship")
  WHERE "jobs"."registered_sponsor" and "jobs"."closed_at" is null;--> statement-breakpoint
-- A job is by a registered sponsor when its company is on a register of the job's country. Demo jobs
-- skip the lookup (demo companies are never matched), so a generated million costs nothing more.
CREATE FUNCTION jobs_registered_sponsor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.registered_sponsor := coalesce(
    NEW.country_id = any(coalesce((select c.sponsor_country_ids from companies c where c.id = NEW.company_id), '{}'::integer[])),
    false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_registered_sponsor BEFORE INSERT OR UPDATE OF company_id, country_id ON jobs
  FOR EACH ROW WHEN (NOT NEW.is_demo) EXECUTE FUNCTION jobs_registered_sponsor();