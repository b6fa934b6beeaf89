ALTER TABLE "subscriptions" ADD COLUMN "cancel_desired_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_customer_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_ref" text;