CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"params" jsonb NOT NULL,
	"target_type" text,
	"target_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_number" text COLLATE "C",
	"birth_date" date NOT NULL,
	"sex" text NOT NULL,
	"insurer" text,
	"email" text,
	"phone" text,
	"street" text,
	"city" text,
	"postal_code" text,
	"diagnoses" text[] DEFAULT '{}'::text[] NOT NULL,
	"referring_doctor_id" uuid,
	"center_id" uuid,
	"center_doctor_id" uuid,
	"user_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" uuid,
	"name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (czech_sort_key(last_name) || chr(1) || czech_sort_key(first_name)) STORED,
	"last_name_search" text COLLATE "C" GENERATED ALWAYS AS (czech_search_key(last_name)) STORED,
	"first_name_search" text COLLATE "C" GENERATED ALWAYS AS (czech_search_key(first_name)) STORED,
	CONSTRAINT "patients_sex_check" CHECK ("patients"."sex" in ('female', 'male'))
);
--> statement-breakpoint
CREATE TABLE "referral_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason_code" text,
	"comment" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "referral_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"from_doctor_id" uuid NOT NULL,
	"to_center_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"diagnosis" text NOT NULL,
	"urgency" text NOT NULL,
	"indication" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"assigned_doctor_id" uuid,
	"reason_code" text,
	"comment" text,
	"redirected_from_id" uuid,
	CONSTRAINT "referral_requests_state_check" CHECK ("referral_requests"."state" in ('pending', 'accepted', 'denied', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "center_doctor_profiles" ADD COLUMN "accepts_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (czech_sort_key(name) || chr(1) || czech_sort_key(city)) STORED;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "name_search" text COLLATE "C" GENERATED ALWAYS AS (czech_search_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_referring_doctor_id_users_id_fk" FOREIGN KEY ("referring_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_center_doctor_id_users_id_fk" FOREIGN KEY ("center_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referral_id_referral_requests_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_from_doctor_id_users_id_fk" FOREIGN KEY ("from_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_to_center_id_centers_id_fk" FOREIGN KEY ("to_center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_seen_by_user_id_users_id_fk" FOREIGN KEY ("seen_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_assigned_doctor_id_users_id_fk" FOREIGN KEY ("assigned_doctor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_birth_number_unique" ON "patients" USING btree ("birth_number") WHERE deleted_at is null and birth_number is not null;--> statement-breakpoint
CREATE INDEX "patients_birth_number_idx" ON "patients" USING btree ("birth_number");--> statement-breakpoint
CREATE INDEX "patients_name_sort_idx" ON "patients" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "patients_last_name_search_idx" ON "patients" USING btree ("last_name_search");--> statement-breakpoint
CREATE INDEX "patients_referring_doctor_idx" ON "patients" USING btree ("referring_doctor_id","name_sort_key");--> statement-breakpoint
CREATE INDEX "patients_center_idx" ON "patients" USING btree ("center_id","name_sort_key");--> statement-breakpoint
CREATE INDEX "patients_center_doctor_idx" ON "patients" USING btree ("center_doctor_id");--> statement-breakpoint
CREATE INDEX "patients_user_idx" ON "patients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patients_diagnoses_idx" ON "patients" USING gin ("diagnoses");--> statement-breakpoint
CREATE INDEX "referral_events_referral_idx" ON "referral_events" USING btree ("referral_id","occurred_at");--> statement-breakpoint
CREATE INDEX "referral_requests_inbox_idx" ON "referral_requests" USING btree ("to_center_id","state","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_center_created_idx" ON "referral_requests" USING btree ("to_center_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_outbox_idx" ON "referral_requests" USING btree ("from_doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_patient_idx" ON "referral_requests" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_state_idx" ON "referral_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "referral_requests_redirected_from_idx" ON "referral_requests" USING btree ("redirected_from_id");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "centers_name_sort_idx" ON "centers" USING btree ("name_sort_key");--> statement-breakpoint
CREATE INDEX "centers_region_idx" ON "centers" USING btree ("region","specialty");