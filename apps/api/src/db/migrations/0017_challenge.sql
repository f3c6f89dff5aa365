ALTER TABLE "card_sessions" ADD COLUMN "challenge_url" text;--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "challenge_creq" text;