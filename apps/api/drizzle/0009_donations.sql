CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"valor" integer NOT NULL,
	"tipo" text NOT NULL,
	"card_id" integer,
	"bandeira" text,
	"final" text,
	"provider" text,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"chave" text NOT NULL,
	"charge_id" text,
	"pix_txid" text,
	"pix_br_code" text,
	"pix_expira_em" timestamp with time zone,
	"motivo" text,
	"resposta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_valor_positive" CHECK ("donations"."valor" > 0),
	CONSTRAINT "donations_status_valid" CHECK ("donations"."status" in ('aguardando', 'aprovado', 'recusado', 'expirado'))
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_customer_key_unique" ON "donations" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_pix_txid_unique" ON "donations" USING btree ("pix_txid");--> statement-breakpoint
CREATE INDEX "donations_waiting_idx" ON "donations" USING btree ("status","updated_at");