-- Balances given before credits had grants become one grant each, lapsing 12 months
-- (CREDIT_LIFETIME_MONTHS) from the day this runs, so every credit follows the roll-over rule
-- (docs/payments.md#credits).
INSERT INTO "credit_grants" ("user_id", "source", "credits", "remaining", "granted_at", "expires_at")
SELECT "id", 'backfill', "credits", "credits", now(), now() + interval '12 months'
FROM "users"
WHERE "credits" > 0;
