ALTER TABLE "product_stores" ADD COLUMN "esgotado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;