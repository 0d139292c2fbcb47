CREATE TABLE "form_bindings" (
	"biz_type" smallint PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"bound_by" integer NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_bindings_biz_type_check" CHECK ("form_bindings"."biz_type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"json" jsonb NOT NULL,
	"published_by" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_json" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"latest_version" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_code_unique" UNIQUE("code"),
	CONSTRAINT "forms_status_check" CHECK ("forms"."status" in ('draft', 'published', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "record_form_data" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_form_data_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_form_data_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_form_drafts" (
	"user_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_form_drafts_user_id_contract_id_pk" PRIMARY KEY("user_id","contract_id")
);
--> statement-breakpoint
ALTER TABLE "form_bindings" ADD CONSTRAINT "form_bindings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_bindings" ADD CONSTRAINT "form_bindings_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data" ADD CONSTRAINT "record_form_data_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data" ADD CONSTRAINT "record_form_data_version_id_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data" ADD CONSTRAINT "record_form_data_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data_history" ADD CONSTRAINT "record_form_data_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data_history" ADD CONSTRAINT "record_form_data_history_version_id_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_data_history" ADD CONSTRAINT "record_form_data_history_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_drafts" ADD CONSTRAINT "record_form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_drafts" ADD CONSTRAINT "record_form_drafts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_form_drafts" ADD CONSTRAINT "record_form_drafts_version_id_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_bindings_form_idx" ON "form_bindings" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_versions_form_version_key" ON "form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "forms_updated_idx" ON "forms" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "record_form_data_version_idx" ON "record_form_data" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "record_form_data_history_contract_idx" ON "record_form_data_history" USING btree ("contract_id","saved_at");--> statement-breakpoint
CREATE INDEX "record_form_drafts_contract_idx" ON "record_form_drafts" USING btree ("contract_id");