CREATE TABLE "loyalty_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"mostrar" boolean DEFAULT true NOT NULL,
	"saldo_pontos" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_accounts_saldo_non_negative" CHECK ("loyalty_accounts"."saldo_pontos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_benefits" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"icone" text NOT NULL,
	"categoria" text NOT NULL,
	"uso" text NOT NULL,
	"nivel" smallint NOT NULL,
	"recorrencia" text NOT NULL,
	"produto_cod" integer,
	"validade_dias" integer,
	"versao" integer DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "loyalty_benefits_nivel_range" CHECK ("loyalty_benefits"."nivel" between 1 and 4),
	CONSTRAINT "loyalty_benefits_categoria_valid" CHECK ("loyalty_benefits"."categoria" in ('delivery', 'restaurante')),
	CONSTRAINT "loyalty_benefits_uso_valid" CHECK ("loyalty_benefits"."uso" in ('produto', 'cupom', 'restaurante')),
	CONSTRAINT "loyalty_benefits_recorrencia_valid" CHECK ("loyalty_benefits"."recorrencia" in ('mensal', 'aniversario', 'nivel', 'permanente')),
	CONSTRAINT "loyalty_benefits_produto_named" CHECK ("loyalty_benefits"."uso" <> 'produto' or "loyalty_benefits"."produto_cod" is not null)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"brand_id" integer NOT NULL,
	"nivel" smallint NOT NULL,
	"background" text NOT NULL,
	"border_color" text NOT NULL,
	"logo" text NOT NULL,
	"icone" text NOT NULL,
	"classe" text NOT NULL,
	CONSTRAINT "loyalty_levels_brand_id_nivel_pk" PRIMARY KEY("brand_id","nivel"),
	CONSTRAINT "loyalty_levels_nivel_range" CHECK ("loyalty_levels"."nivel" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"pontos" integer NOT NULL,
	"chave" text NOT NULL,
	"order_id" integer,
	"estorna_id" integer,
	"motivo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_point_entries_chave_unique" UNIQUE("chave"),
	CONSTRAINT "loyalty_point_entries_estorna_id_unique" UNIQUE("estorna_id"),
	CONSTRAINT "loyalty_point_entries_tipo_valid" CHECK ("loyalty_point_entries"."tipo" in ('credito', 'estorno', 'ajuste')),
	CONSTRAINT "loyalty_point_entries_pontos_nonzero" CHECK ("loyalty_point_entries"."pontos" <> 0),
	CONSTRAINT "loyalty_point_entries_credit_positive" CHECK ("loyalty_point_entries"."tipo" <> 'credito' or "loyalty_point_entries"."pontos" > 0),
	CONSTRAINT "loyalty_point_entries_reversal_negative" CHECK ("loyalty_point_entries"."tipo" <> 'estorno' or "loyalty_point_entries"."pontos" < 0),
	CONSTRAINT "loyalty_point_entries_reversal_names_credit" CHECK (("loyalty_point_entries"."tipo" = 'estorno') = ("loyalty_point_entries"."estorna_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loyalty_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer,
	"versao_cupom" integer NOT NULL,
	"estado" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"ended_at" timestamp with time zone,
	CONSTRAINT "loyalty_reservations_estado_valid" CHECK ("loyalty_reservations"."estado" in ('ativa', 'consumida', 'liberada', 'expirada')),
	CONSTRAINT "loyalty_reservations_consumed_by_order" CHECK (("loyalty_reservations"."estado" = 'consumida') = ("loyalty_reservations"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loyalty_wallet_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"chave_concessao" text NOT NULL,
	"estado" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone,
	"order_id" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "loyalty_wallet_items_estado_valid" CHECK ("loyalty_wallet_items"."estado" in ('disponivel', 'reservado', 'utilizado', 'expirado')),
	CONSTRAINT "loyalty_wallet_items_used_when" CHECK (("loyalty_wallet_items"."estado" = 'utilizado') = ("loyalty_wallet_items"."used_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "benefit_id" integer;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefits" ADD CONSTRAINT "loyalty_benefits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_entries" ADD CONSTRAINT "loyalty_point_entries_estorna_id_loyalty_point_entries_id_fk" FOREIGN KEY ("estorna_id") REFERENCES "public"."loyalty_point_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reservations" ADD CONSTRAINT "loyalty_reservations_wallet_item_id_loyalty_wallet_items_id_fk" FOREIGN KEY ("wallet_item_id") REFERENCES "public"."loyalty_wallet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reservations" ADD CONSTRAINT "loyalty_reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reservations" ADD CONSTRAINT "loyalty_reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_reservations" ADD CONSTRAINT "loyalty_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_items" ADD CONSTRAINT "loyalty_wallet_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_items" ADD CONSTRAINT "loyalty_wallet_items_benefit_id_loyalty_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."loyalty_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_wallet_items" ADD CONSTRAINT "loyalty_wallet_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_benefits_brand_slug_unique" ON "loyalty_benefits" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "loyalty_point_entries_customer_idx" ON "loyalty_point_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_reservations_live_unique" ON "loyalty_reservations" USING btree ("wallet_item_id") WHERE "loyalty_reservations"."estado" in ('ativa', 'consumida');--> statement-breakpoint
CREATE INDEX "loyalty_reservations_customer_idx" ON "loyalty_reservations" USING btree ("customer_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_wallet_items_grant_unique" ON "loyalty_wallet_items" USING btree ("customer_id","benefit_id","chave_concessao");--> statement-breakpoint
CREATE INDEX "loyalty_wallet_items_customer_idx" ON "loyalty_wallet_items" USING btree ("customer_id","estado");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_benefit_id_loyalty_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."loyalty_benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "loyalty_point_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'loyalty_point_entries is append-only: write a reversing entry instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "loyalty_point_entries_append_only" BEFORE UPDATE OR DELETE ON "loyalty_point_entries" FOR EACH ROW EXECUTE FUNCTION "loyalty_point_entries_append_only"();
