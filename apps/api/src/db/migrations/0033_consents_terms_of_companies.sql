-- Issue 41 item 12: companies, nutritionists (and operators) give no health data; what their signup recorded as the
-- genetic-data consent was their acceptance of the terms. Recorded from now on as 'terms'.
UPDATE "consents" SET "kind" = 'terms'
WHERE "kind" = 'genetic_data'
  AND "account_id" IN (SELECT "id" FROM "accounts" WHERE "role" <> 'Customer');
