CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"apelido" text,
	"logradouro" text NOT NULL,
	"numero" text NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"cep" text,
	"ponto_referencia" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"loja_id" integer NOT NULL,
	"distancia_loja" double precision NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_lat_range" CHECK ("customer_addresses"."lat" between -90 and 90),
	CONSTRAINT "customer_addresses_lng_range" CHECK ("customer_addresses"."lng" between -180 and 180),
	CONSTRAINT "customer_addresses_distance_non_negative" CHECK ("customer_addresses"."distancia_loja" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_loja_id_stores_id_fk" FOREIGN KEY ("loja_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_principal" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."principal";