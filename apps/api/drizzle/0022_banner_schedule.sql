ALTER TABLE "banners" ADD COLUMN "valido_de" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valido_ate" timestamp with time zone;