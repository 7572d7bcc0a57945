ALTER TABLE "messages" ADD COLUMN "attachment_file_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_file_id_user_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."user_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_attachment_idx" ON "messages" USING btree ("attachment_file_id") WHERE "messages"."attachment_file_id" is not null;