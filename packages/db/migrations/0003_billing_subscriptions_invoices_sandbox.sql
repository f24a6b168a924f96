CREATE TABLE "billing_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_amount" integer NOT NULL,
	"gst_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_order_id" text,
	"provider_subscription_id" text,
	"provider_invoice_id" text,
	"plan" text,
	"quantity" integer,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"billed_to" jsonb NOT NULL,
	"actor_user_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "billing_invoices_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "billing_invoices_total_check" CHECK ("billing_invoices"."total_amount" = "billing_invoices"."taxable_amount" + "billing_invoices"."gst_amount")
);
--> statement-breakpoint
CREATE TABLE "credit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"provider_order_id" text NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"taxable_amount" integer NOT NULL,
	"gst_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_orders_providerOrderId_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "credit_orders_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "credit_orders_quantity_check" CHECK ("credit_orders"."quantity" between 1 and 100),
	CONSTRAINT "credit_orders_total_check" CHECK ("credit_orders"."total_amount" = "credit_orders"."taxable_amount" + "credit_orders"."gst_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_plan_id" text NOT NULL,
	"plan" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"current_start" timestamp with time zone,
	"current_end" timestamp with time zone,
	"cancel_at_cycle_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"parent_id" text,
	"data" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_webhook_deliveries_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "billing_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "billing_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_organisation_id_id_index" ON "billing_invoices" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "credit_orders_organisation_id_id_index" ON "credit_orders" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_organisation_id_id_index" ON "subscriptions" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_entities_entity_created_at_index" ON "sandbox_entities" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_entities_parent_id_index" ON "sandbox_entities" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_status_next_attempt_at_index" ON "sandbox_webhook_deliveries" USING btree ("status","next_attempt_at");