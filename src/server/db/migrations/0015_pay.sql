-- Pay as data: the exchange rates in use (exchange_rates), the pay a posting stated per its period
-- (jobs.pay_min, jobs.pay_max) and a person's "Show pay in" currency (user_settings.pay_currency).
-- Rows written before keep only yearly figures (hour × 2080, day × 260, week × 52, month × 12):
-- their stated pay is those figures divided back, to the cent.
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_euro" double precision NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"derivation" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_min" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pay_max" double precision;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "pay_currency" text;--> statement-breakpoint
UPDATE "jobs" SET
  "pay_min" = round(("salary_min" / f.factor)::numeric, 2)::double precision,
  "pay_max" = round(("salary_max" / f.factor)::numeric, 2)::double precision
FROM (VALUES ('HOUR', 2080.0), ('DAY', 260.0), ('WEEK', 52.0), ('MONTH', 12.0), ('YEAR', 1.0)) AS f(period, factor)
WHERE coalesce("jobs"."salary_period", 'YEAR') = f.period
  AND ("jobs"."salary_min" IS NOT NULL OR "jobs"."salary_max" IS NOT NULL);
