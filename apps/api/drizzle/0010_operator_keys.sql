CREATE TABLE "operator_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_keys" ADD CONSTRAINT "operator_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_keys_hash_unique" ON "operator_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "operator_keys_store_idx" ON "operator_keys" USING btree ("store_id");