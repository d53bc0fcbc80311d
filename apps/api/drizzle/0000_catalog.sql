CREATE TABLE "allergens" (
	"codigo" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nome" text NOT NULL,
	"icone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nome" text NOT NULL,
	"imagem" text NOT NULL,
	"tipo" text NOT NULL,
	"produto_id" integer,
	"categoria_id" integer,
	"link" text,
	"plataforma" text NOT NULL,
	"padrao" boolean NOT NULL,
	"ordem" integer NOT NULL,
	"lojas" integer[] NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"loyalty_brand_id" integer NOT NULL,
	"loyalty_name" text NOT NULL,
	"default_store_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"checksum" text NOT NULL,
	"counts" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer NOT NULL,
	"icone" text,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_items" (
	"kit_cod" integer NOT NULL,
	"item_cod" integer NOT NULL,
	"qtd" integer NOT NULL,
	CONSTRAINT "kit_items_kit_cod_item_cod_pk" PRIMARY KEY("kit_cod","item_cod"),
	CONSTRAINT "kit_items_qtd_positive" CHECK ("kit_items"."qtd" > 0)
);
--> statement-breakpoint
CREATE TABLE "nutrition_tables" (
	"product_cod" integer PRIMARY KEY NOT NULL,
	"porcao" text NOT NULL,
	"imagem" text,
	"pdf" text,
	"itens" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_cod" integer NOT NULL,
	"nome" text NOT NULL,
	"tipo_opcional" text NOT NULL,
	"tipo_preco" text NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"regra" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "option_groups_min_max" CHECK ("option_groups"."min" <= "option_groups"."max")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"cod" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"nome" text NOT NULL,
	"preco" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "options_preco_non_negative" CHECK ("preco" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_allergens" (
	"product_cod" integer NOT NULL,
	"allergen_codigo" text NOT NULL,
	"visibilidade" text NOT NULL,
	CONSTRAINT "product_allergens_product_cod_allergen_codigo_pk" PRIMARY KEY("product_cod","allergen_codigo")
);
--> statement-breakpoint
CREATE TABLE "product_stores" (
	"product_cod" integer NOT NULL,
	"store_id" integer NOT NULL,
	"disponivel" boolean NOT NULL,
	"preco" integer,
	CONSTRAINT "product_stores_product_cod_store_id_pk" PRIMARY KEY("product_cod","store_id"),
	CONSTRAINT "product_stores_preco_non_negative" CHECK ("product_stores"."preco" is null or "product_stores"."preco" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"cod" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text NOT NULL,
	"imagem" text NOT NULL,
	"alt" text NOT NULL,
	"preco" integer NOT NULL,
	"preco_original" integer,
	"preco_obs" text,
	"visivel_cardapio" boolean NOT NULL,
	"kit_delivery" boolean NOT NULL,
	"ordem" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_preco_non_negative" CHECK ("preco" >= 0),
	CONSTRAINT "products_preco_original_non_negative" CHECK ("products"."preco_original" is null or "products"."preco_original" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_fee_bands" (
	"store_id" integer NOT NULL,
	"ate_km" double precision NOT NULL,
	"valor" integer NOT NULL,
	CONSTRAINT "store_fee_bands_store_id_ate_km_pk" PRIMARY KEY("store_id","ate_km"),
	CONSTRAINT "store_fee_bands_valor_non_negative" CHECK ("valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_holidays" (
	"store_id" integer NOT NULL,
	"dia" date NOT NULL,
	CONSTRAINT "store_holidays_store_id_dia_pk" PRIMARY KEY("store_id","dia")
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"store_id" integer NOT NULL,
	"dia" smallint NOT NULL,
	"abre" text NOT NULL,
	"fecha" text NOT NULL,
	CONSTRAINT "store_hours_store_id_dia_abre_pk" PRIMARY KEY("store_id","dia","abre"),
	CONSTRAINT "store_hours_dia_range" CHECK ("store_hours"."dia" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"logradouro" text NOT NULL,
	"numero" text NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"cep" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"tempo_entrega" integer NOT NULL,
	"raio_entrega_km" double precision NOT NULL,
	"habilitado_shinguru" boolean NOT NULL,
	"metodo_pagamento" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"product_cod" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"lojas" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allergens" ADD CONSTRAINT "allergens_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_produto_id_products_cod_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."products"("cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_kit_cod_products_cod_fk" FOREIGN KEY ("kit_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_item_cod_products_cod_fk" FOREIGN KEY ("item_cod") REFERENCES "public"."products"("cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_tables" ADD CONSTRAINT "nutrition_tables_product_cod_products_cod_fk" FOREIGN KEY ("product_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_product_cod_products_cod_fk" FOREIGN KEY ("product_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_allergens" ADD CONSTRAINT "product_allergens_product_cod_products_cod_fk" FOREIGN KEY ("product_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_allergens" ADD CONSTRAINT "product_allergens_allergen_codigo_allergens_codigo_fk" FOREIGN KEY ("allergen_codigo") REFERENCES "public"."allergens"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_product_cod_products_cod_fk" FOREIGN KEY ("product_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fee_bands" ADD CONSTRAINT "store_fee_bands_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_holidays" ADD CONSTRAINT "store_holidays_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_product_cod_products_cod_fk" FOREIGN KEY ("product_cod") REFERENCES "public"."products"("cod") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_groups_product_idx" ON "option_groups" USING btree ("product_cod");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id");