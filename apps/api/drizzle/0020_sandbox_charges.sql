CREATE TABLE "sandbox_card_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"card_token" text NOT NULL,
	"amount" integer NOT NULL,
	"capture" boolean NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_card_charges_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_spent_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
