CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"produto_cod" integer NOT NULL,
	"nome" text NOT NULL,
	"qtd" integer NOT NULL,
	"preco_unitario" integer NOT NULL,
	"preco_total" integer NOT NULL,
	"desconto_total" integer NOT NULL,
	"linha" jsonb NOT NULL,
	CONSTRAINT "order_lines_amounts_valid" CHECK ("order_lines"."qtd" > 0 and "order_lines"."preco_unitario" >= 0 and "order_lines"."preco_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"forma" text,
	"bandeira" text,
	"card_id" integer,
	"final" text,
	"provider" text,
	"valor" integer NOT NULL,
	"troco_para" integer,
	"status" text NOT NULL,
	"chave" text,
	"charge_id" text,
	"pix_txid" text,
	"pix_br_code" text,
	"pix_expira_em" timestamp with time zone,
	"motivo" text,
	"motivo_codigo" text,
	"valor_estornado" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_valor_non_negative" CHECK ("order_payments"."valor" >= 0 and "order_payments"."valor_estornado" >= 0),
	CONSTRAINT "order_payments_status_valid" CHECK ("order_payments"."status" in ('aguardando', 'aprovado', 'recusado', 'expirado', 'estornado', 'na_entrega'))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_valid" CHECK ("order_status_history"."status" in ('Aguardando pagamento', 'Pendente', 'Confirmado', 'Em preparo', 'Saiu para entrega', 'Pronto para retirar', 'Concluído', 'Cancelado'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"canal" text DEFAULT 'app' NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"valor_itens" integer NOT NULL,
	"frete" integer NOT NULL,
	"desconto" integer NOT NULL,
	"valor_gift_cards" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_id" integer,
	"cupom" text,
	"endereco" jsonb NOT NULL,
	"cpf_nota" text,
	"resposta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('Aguardando pagamento', 'Pendente', 'Confirmado', 'Em preparo', 'Saiu para entrega', 'Pronto para retirar', 'Concluído', 'Cancelado')),
	CONSTRAINT "orders_canal_valid" CHECK ("orders"."canal" in ('app', 'whatsapp')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."valor_itens" >= 0 and "orders"."frete" >= 0 and "orders"."desconto" >= 0 and "orders"."valor_gift_cards" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD COLUMN "estornado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_unique" ON "order_lines" USING btree ("order_id","posicao");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_pix_txid_unique" ON "order_payments" USING btree ("pix_txid");--> statement-breakpoint
CREATE INDEX "order_payments_waiting_idx" ON "order_payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_key_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_debits_order_idx" ON "gift_card_debits" USING btree ("order_id");