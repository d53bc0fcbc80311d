CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" integer NOT NULL,
	"frete_percent" integer,
	"categoria_id" integer,
	"produto_cod" integer,
	"valor_minimo" integer DEFAULT 0 NOT NULL,
	"valido_de" date,
	"valido_ate" date,
	"lojas" integer[] NOT NULL,
	"limite_total" integer,
	"limite_por_cliente" integer,
	"primeiro_pedido" boolean DEFAULT false NOT NULL,
	"usos" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_tipo_valid" CHECK ("coupons"."tipo" in ('fixo', 'porcentagem', 'produto', 'beneficio')),
	CONSTRAINT "coupons_valor_non_negative" CHECK ("coupons"."valor" >= 0),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."tipo" <> 'porcentagem' or "coupons"."valor" between 1 and 100),
	CONSTRAINT "coupons_frete_range" CHECK ("coupons"."frete_percent" is null or "coupons"."frete_percent" between 0 and 100),
	CONSTRAINT "coupons_valor_minimo_non_negative" CHECK ("coupons"."valor_minimo" >= 0),
	CONSTRAINT "coupons_usos_within_limit" CHECK ("coupons"."usos" >= 0 and ("coupons"."limite_total" is null or "coupons"."usos" <= "coupons"."limite_total"))
);
--> statement-breakpoint
CREATE TABLE "gift_card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer,
	"ip" text NOT NULL,
	"sucesso" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"valor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_debits_valor_positive" CHECK ("gift_card_debits"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"numero" text NOT NULL,
	"senha_hash" text NOT NULL,
	"saldo" integer NOT NULL,
	"validade" date NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_numero_unique" UNIQUE("numero"),
	CONSTRAINT "gift_cards_saldo_non_negative" CHECK ("gift_cards"."saldo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_produto_cod_products_cod_fk" FOREIGN KEY ("produto_cod") REFERENCES "public"."products"("cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_attempts" ADD CONSTRAINT "gift_card_attempts_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_grants" ADD CONSTRAINT "gift_card_grants_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_customer_idx" ON "coupon_uses" USING btree ("coupon_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_brand_codigo_unique" ON "coupons" USING btree ("brand_id","codigo");--> statement-breakpoint
CREATE INDEX "gift_card_attempts_card_idx" ON "gift_card_attempts" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_attempts_ip_idx" ON "gift_card_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_debits_card_idx" ON "gift_card_debits" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "gift_card_grants_card_idx" ON "gift_card_grants" USING btree ("card_id");