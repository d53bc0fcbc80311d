CREATE TABLE "whatsapp_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"celular" text NOT NULL,
	"nome" text,
	"endereco" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "whatsapp_links_expires_idx" ON "whatsapp_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "whatsapp_links_celular_idx" ON "whatsapp_links" USING btree ("celular");