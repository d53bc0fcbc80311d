ALTER TABLE "donations" DROP CONSTRAINT "donations_status_valid";--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_status_valid";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "valor_estornado" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "estorno_tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "estorno_tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_valid" CHECK ("donations"."status" in ('aguardando', 'aprovado', 'recusado', 'expirado', 'estornado', 'estorno_pendente'));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_status_valid" CHECK ("order_payments"."status" in ('aguardando', 'aprovado', 'recusado', 'expirado', 'estornado', 'estorno_pendente', 'na_entrega'));