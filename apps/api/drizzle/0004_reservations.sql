CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"party_size" smallint NOT NULL,
	"nome" text NOT NULL,
	"celular" text NOT NULL,
	"status" text DEFAULT 'confirmada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_party_positive" CHECK ("reservations"."party_size" > 0),
	CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('confirmada', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "store_reservation_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"seats_per_slot" smallint NOT NULL,
	"interval_minutes" smallint NOT NULL,
	"last_seating_minutes" smallint NOT NULL,
	"max_party_size" smallint NOT NULL,
	"days_ahead" smallint NOT NULL,
	"min_notice_minutes" smallint NOT NULL,
	CONSTRAINT "store_reservation_settings_seats_positive" CHECK ("store_reservation_settings"."seats_per_slot" > 0),
	CONSTRAINT "store_reservation_settings_interval_range" CHECK ("store_reservation_settings"."interval_minutes" between 5 and 240),
	CONSTRAINT "store_reservation_settings_last_seating_range" CHECK ("store_reservation_settings"."last_seating_minutes" between 0 and 600),
	CONSTRAINT "store_reservation_settings_party_positive" CHECK ("store_reservation_settings"."max_party_size" > 0),
	CONSTRAINT "store_reservation_settings_days_range" CHECK ("store_reservation_settings"."days_ahead" between 0 and 365),
	CONSTRAINT "store_reservation_settings_notice_range" CHECK ("store_reservation_settings"."min_notice_minutes" between 0 and 10080)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_reservation_settings" ADD CONSTRAINT "store_reservation_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("store_id","starts_at") WHERE "reservations"."status" = 'confirmada';