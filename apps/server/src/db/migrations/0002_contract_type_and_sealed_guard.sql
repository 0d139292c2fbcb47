-- Business category of a contract (bizType 1 only). A row inserted without one is classified
-- from its name, so every write path (imports, the generator) yields a category.
ALTER TABLE "contracts" ADD COLUMN "contract_type" text;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_type_check" CHECK ("contract_type" IS NULL OR "contract_type" IN ('purchase', 'sales', 'service', 'engineering', 'lease', 'consulting', 'other'));
--> statement-breakpoint
CREATE FUNCTION "contract_type_of"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN name LIKE '%租赁%' THEN 'lease'
    WHEN name LIKE '%工程%' OR name LIKE '%施工%' THEN 'engineering'
    WHEN name LIKE '%采购%' OR name LIKE '%供应%' OR name LIKE '%订阅%' THEN 'purchase'
    WHEN name LIKE '%销售%' THEN 'sales'
    WHEN name LIKE '%咨询%' OR name LIKE '%顾问%' THEN 'consulting'
    WHEN name LIKE '%服务%' OR name LIKE '%维护%' OR name LIKE '%投放%' OR name LIKE '%托管%' OR name LIKE '%培训%' THEN 'service'
    ELSE 'other'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "contracts_classify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.biz_type = 1 AND NEW.contract_type IS NULL THEN
    NEW.contract_type := contract_type_of(NEW.contract_name);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contracts_classify" BEFORE INSERT ON "contracts" FOR EACH ROW EXECUTE FUNCTION "contracts_classify"();
--> statement-breakpoint
UPDATE "contracts" SET "contract_type" = contract_type_of("contract_name") WHERE "biz_type" = 1 AND "contract_type" IS NULL;
--> statement-breakpoint
CREATE INDEX "contracts_contract_type_idx" ON "contracts" ("contract_type");
--> statement-breakpoint
-- Keyset paging over each sort column, ties broken by id.
CREATE INDEX "contracts_updated_id_idx" ON "contracts" ("updated_at", "id");
--> statement-breakpoint
CREATE INDEX "contracts_sign_date_id_idx" ON "contracts" ("sign_date", "id");
--> statement-breakpoint
CREATE INDEX "contracts_amount_id_idx" ON "contracts" ("amount", "id");
--> statement-breakpoint
-- A sealed record is read-only for every writer: only the seal columns may change (to unseal it),
-- it cannot be deleted, and its attachments cannot be added, changed or removed.
CREATE FUNCTION "contracts_refuse_sealed_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.sealed THEN
      RAISE EXCEPTION 'contract % is sealed', OLD.id USING ERRCODE = '55000';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.sealed AND (to_jsonb(NEW) - ARRAY['sealed', 'sealed_at', 'sealed_by', 'updated_at'])
      IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['sealed', 'sealed_at', 'sealed_by', 'updated_at']) THEN
    RAISE EXCEPTION 'contract % is sealed', OLD.id USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contracts_refuse_sealed_change" BEFORE UPDATE OR DELETE ON "contracts" FOR EACH ROW EXECUTE FUNCTION "contracts_refuse_sealed_change"();
--> statement-breakpoint
CREATE FUNCTION "contract_attachments_refuse_sealed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    touched := touched || OLD.contract_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    touched := touched || NEW.contract_id;
  END IF;
  -- Importing a sealed record together with the attachments it had before its seal stays possible.
  IF EXISTS (
    SELECT 1 FROM contracts
    WHERE sealed AND id = ANY (touched)
      AND NOT (TG_OP = 'INSERT' AND NEW.created_at < coalesce(sealed_at, '-infinity'))
  ) THEN
    RAISE EXCEPTION 'the contract of this attachment is sealed' USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contract_attachments_refuse_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "contract_attachments" FOR EACH ROW EXECUTE FUNCTION "contract_attachments_refuse_sealed"();
