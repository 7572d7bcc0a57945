CREATE TABLE "city_names" (
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"population" integer NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "cities_country_name_idx";--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "employment_opportunity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "cultural_acceptance" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "housing_availability" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "racism" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "vegetarian_friendly" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "sources" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "geoname_id" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "population" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "city_names_key_idx" ON "city_names" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cities_geoname_idx" ON "cities" USING btree ("geoname_id");--> statement-breakpoint
CREATE INDEX "cities_country_name_idx" ON "cities" USING btree ("country_id","name");