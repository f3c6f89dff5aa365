-- Issue 36 (N1, N2): a trusted device now expires on the server, and is trusted only after a complete
-- sign-in. Devices recorded before this migration may have been given for the password alone (before
-- the second factor), so none of them is kept: each browser becomes trusted again at its owner's next
-- complete sign-in.
DELETE FROM "trusted_devices";
--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '180 days' NOT NULL;
