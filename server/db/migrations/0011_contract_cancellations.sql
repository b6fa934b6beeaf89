CREATE TABLE "contract_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"desired_date" date,
	"store_code" text NOT NULL,
	"subscription_id" integer
);
--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD CONSTRAINT "contract_cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_cancellations_received_idx" ON "contract_cancellations" USING btree ("received_at");