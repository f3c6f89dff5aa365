-- Issue 36 (N4): a second "my kit never arrived" on a kit that already replaces a lost one waits for
-- operations instead of sending another free kit by itself.
ALTER TABLE "analyses" ADD COLUMN "lost_review_requested_at" timestamp with time zone;