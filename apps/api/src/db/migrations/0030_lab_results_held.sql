-- Issue 41: an incomplete laboratory file holds the results for review instead of publishing them.
ALTER TABLE "analyses" ADD COLUMN "results_held_at" timestamp with time zone;