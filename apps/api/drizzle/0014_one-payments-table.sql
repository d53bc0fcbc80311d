CREATE TABLE "payments" (
	"payable_kind" text NOT NULL,
	"payable_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
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
	"estorno_tentativas" integer DEFAULT 0 NOT NULL,
	"estornado_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payable_kind_payable_id_pk" PRIMARY KEY("payable_kind","payable_id"),
	CONSTRAINT "payments_payable_kind_valid" CHECK ("payments"."payable_kind" in ('pedido', 'doacao')),
	CONSTRAINT "payments_valor_non_negative" CHECK ("payments"."valor" >= 0 and "payments"."valor_estornado" >= 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('aguardando', 'aprovado', 'recusado', 'expirado', 'estornado', 'estorno_pendente', 'na_entrega'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pix_txid_unique" ON "payments" USING btree ("pix_txid");
--> statement-breakpoint
CREATE INDEX "payments_waiting_idx" ON "payments" USING btree ("status","updated_at");
--> statement-breakpoint
-- Every payment moves here: an order's as kind 'pedido', a donation's as kind 'doacao'.
INSERT INTO "payments" ("payable_kind", "payable_id", "customer_id", "tipo", "forma", "bandeira", "card_id", "final",
	"provider", "valor", "troco_para", "status", "chave", "charge_id", "pix_txid", "pix_br_code", "pix_expira_em",
	"motivo", "motivo_codigo", "valor_estornado", "estorno_tentativas", "estornado_em", "updated_at")
SELECT 'pedido', p."order_id", o."customer_id", p."tipo", p."forma", p."bandeira", p."card_id", p."final",
	p."provider", p."valor", p."troco_para", p."status", p."chave", p."charge_id", p."pix_txid", p."pix_br_code",
	p."pix_expira_em", p."motivo", p."motivo_codigo", p."valor_estornado", p."estorno_tentativas", p."estornado_em",
	p."updated_at"
FROM "order_payments" p JOIN "orders" o ON o."id" = p."order_id";
--> statement-breakpoint
INSERT INTO "payments" ("payable_kind", "payable_id", "customer_id", "tipo", "bandeira", "card_id", "final",
	"provider", "valor", "status", "chave", "charge_id", "pix_txid", "pix_br_code", "pix_expira_em", "motivo",
	"valor_estornado", "estorno_tentativas", "estornado_em", "updated_at")
SELECT 'doacao', d."id", d."customer_id", d."tipo", d."bandeira", d."card_id", d."final", d."provider", d."valor",
	d."status", d."chave", d."charge_id", d."pix_txid", d."pix_br_code", d."pix_expira_em", d."motivo",
	d."valor_estornado", d."estorno_tentativas", CASE WHEN d."status" = 'estornado' THEN d."updated_at" END,
	d."updated_at"
FROM "donations" d;
--> statement-breakpoint
-- A paid order cancelled before its refund was asked (a process stopped in between): its money is due back.
UPDATE "payments" p SET "status" = 'estorno_pendente'
FROM "orders" o
WHERE p."payable_kind" = 'pedido' AND p."payable_id" = o."id" AND o."status" = 'Cancelado'
	AND p."status" = 'aprovado' AND p."tipo" IN ('cartao', 'pix');
--> statement-breakpoint
DROP TABLE "order_payments" CASCADE;
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_status_valid";
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_card_id_saved_cards_id_fk";
--> statement-breakpoint
DROP INDEX "donations_pix_txid_unique";
--> statement-breakpoint
DROP INDEX "donations_waiting_idx";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "tipo";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "card_id";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "bandeira";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "final";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "provider";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "status";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "chave";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "charge_id";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "pix_txid";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "pix_br_code";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "pix_expira_em";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "motivo";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "valor_estornado";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "estorno_tentativas";
--> statement-breakpoint
ALTER TABLE "donations" DROP COLUMN "updated_at";
