ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "price_level" jsonb;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "exchange_rate" jsonb;--> statement-breakpoint
ALTER TABLE "referral_offerings" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Installs seeded before this change hold the fictional demo content unmarked; it is recognisable by its reserved .example addresses.
UPDATE "companies" SET "is_demo" = true WHERE "website" LIKE 'https://%.example';--> statement-breakpoint
UPDATE "jobs" SET "is_demo" = true WHERE "company_id" IN (SELECT "id" FROM "companies" WHERE "is_demo");--> statement-breakpoint
UPDATE "users" SET "is_demo" = true WHERE "email" LIKE '%@borderless.example';--> statement-breakpoint
UPDATE "referral_offerings" SET "is_demo" = true WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "is_demo");--> statement-breakpoint
-- Only the demo account keeps a known password; no password matches this value, so the other demo people cannot be signed into.
UPDATE "users" SET "password_hash" = '!locked-demo-person' WHERE "is_demo" AND lower("username") <> 'demo';
