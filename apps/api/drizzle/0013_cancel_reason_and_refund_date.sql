ALTER TABLE "order_payments" ADD COLUMN "estornado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "motivo_cancelamento" text;