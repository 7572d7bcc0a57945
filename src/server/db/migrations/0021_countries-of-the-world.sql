ALTER TABLE "countries" ALTER COLUMN "tag" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "staple_food" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "subregion" text;