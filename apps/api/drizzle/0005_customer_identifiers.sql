CREATE TABLE "customer_identifiers" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_identifiers_pkey" PRIMARY KEY("customer_id","target_hash"),
	CONSTRAINT "customer_identifiers_kind_valid" CHECK ("customer_identifiers"."kind" in ('phone', 'email'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "destinatario_hash" text;--> statement-breakpoint
ALTER TABLE "customer_identifiers" ADD CONSTRAINT "customer_identifiers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_hash_idx" ON "outbox_messages" USING btree ("destinatario_hash");