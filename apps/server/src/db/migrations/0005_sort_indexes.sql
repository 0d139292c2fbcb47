-- The (column, id) indexes of migration 0002 order pages, answer keyset cursors and serve range
-- filters, which leaves the single-column ones redundant: they only cost writes and planning time.
-- The schema now declares the (column, id) ones; databases migrated through 0002 have them already.
DROP INDEX "contracts_sign_date_idx";--> statement-breakpoint
DROP INDEX "contracts_amount_idx";--> statement-breakpoint
DROP INDEX "contracts_updated_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_sign_date_id_idx" ON "contracts" USING btree ("sign_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_amount_id_idx" ON "contracts" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_updated_id_idx" ON "contracts" USING btree ("updated_at","id");
