CREATE TABLE "sandbox_pix_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"end_to_end_id" text,
	"charge" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_pix_charges_end_to_end_id_unique" UNIQUE("end_to_end_id")
);
