-- Verified company pages (imports attach only to them), an account-wide count of wrong authenticator codes, what an unsubscribe link turned off (to turn it back on as it was), and only http(s) company links.
CREATE TABLE "unsubscribe_undo" (
	"user_id" integer NOT NULL,
	"target" text NOT NULL,
	"previous" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unsubscribe_undo_user_id_target_pk" PRIMARY KEY("user_id","target")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified" boolean;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "wrong_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor" ADD COLUMN "pauses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribe_undo" ADD CONSTRAINT "unsubscribe_undo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A page a person created is verified when one of its managers' verified email addresses is at its website's domain (free mail providers prove nothing); src/server/modules/employer/company-verification.ts keeps it so from now on.
UPDATE "companies" c SET "verified" = EXISTS (
  SELECT 1 FROM "company_managers" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."company_id" = c."id" AND u."email_verified_at" IS NOT NULL
    AND lower(split_part(u."email", '@', 2)) NOT IN ('gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net', 'gmx.de', 'web.de', 'mail.com', 'yandex.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', '126.com', 'zoho.com', 'fastmail.com', 'hey.com', 'tutanota.com')
    AND (regexp_replace(lower(substring(c."website" from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www[.]', '') = lower(split_part(u."email", '@', 2))
      OR regexp_replace(lower(substring(c."website" from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')), '^www[.]', '') LIKE '%.' || lower(split_part(u."email", '@', 2)))
) WHERE EXISTS (SELECT 1 FROM "company_managers" m WHERE m."company_id" = c."id");--> statement-breakpoint
UPDATE "companies" SET "website" = NULL WHERE "website" IS NOT NULL AND "website" !~* '^https?://';--> statement-breakpoint
UPDATE "companies" SET "logo_url" = NULL WHERE "logo_url" IS NOT NULL AND "logo_url" !~* '^https?://';
