-- The schema now declares contracts.contract_type, its check and its index, which migration 0002
-- created (beside the classifying trigger, which stays there): databases have them already.
ALTER TABLE "contracts" ADD COLUMN IF NOT EXISTS "contract_type" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contracts_contract_type_idx" ON "contracts" USING btree ("contract_type");
