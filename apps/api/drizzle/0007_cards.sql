CREATE TABLE "payment_customers" (
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_customer_id_provider_pk" PRIMARY KEY("customer_id","provider"),
	CONSTRAINT "payment_customers_provider_valid" CHECK ("payment_customers"."provider" in ('sandbox', 'pagarme', 'cielo'))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"metodo" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"token" text NOT NULL,
	"bandeira" text NOT NULL,
	"final" text NOT NULL,
	"tipo" text NOT NULL,
	"apelido" text,
	"doacao" boolean DEFAULT false NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"falha_transacao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_provider_valid" CHECK ("saved_cards"."provider" in ('sandbox', 'pagarme', 'cielo')),
	CONSTRAINT "saved_cards_metodo_valid" CHECK ("saved_cards"."metodo" in ('mundipagg', 'braspag')),
	CONSTRAINT "saved_cards_tipo_valid" CHECK ("saved_cards"."tipo" in ('credit', 'debit', 'meal_voucher')),
	CONSTRAINT "saved_cards_final_digits" CHECK ("saved_cards"."final" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month_range" CHECK ("saved_cards"."exp_month" between 1 and 12),
	CONSTRAINT "saved_cards_exp_year_range" CHECK ("saved_cards"."exp_year" between 2000 and 2099)
);
--> statement-breakpoint
CREATE TABLE "store_payment_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"online_cards" jsonb NOT NULL,
	"online_pix" boolean NOT NULL,
	"delivery_cards" jsonb NOT NULL,
	"delivery_cash" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payment_settings" ADD CONSTRAINT "store_payment_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_customer_idx" ON "saved_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_provider_token_unique" ON "saved_cards" USING btree ("provider","token");