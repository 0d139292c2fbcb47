-- One trigger function guards every table of rows belonging to a record (attachments since 0002,
-- form data since 0007, each with its own copy until now): no insert, change or removal of a row
-- of a sealed record. Importing a sealed record together with the rows it had before its seal stays
-- possible. Trigger arguments: the column dating a row, and the message of the refusal.
CREATE OR REPLACE FUNCTION "record_rows_refuse_sealed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := '{}';
  dated timestamptz;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    touched := touched || OLD.contract_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    touched := touched || NEW.contract_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    dated := (to_jsonb(NEW) ->> TG_ARGV[0])::timestamptz;
  END IF;
  IF EXISTS (
    SELECT 1 FROM contracts
    WHERE sealed AND id = ANY (touched)
      AND NOT (TG_OP = 'INSERT' AND dated < coalesce(sealed_at, '-infinity'))
  ) THEN
    RAISE EXCEPTION '%', TG_ARGV[1] USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "contract_attachments_refuse_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "contract_attachments" FOR EACH ROW
  EXECUTE FUNCTION "record_rows_refuse_sealed"('created_at', 'the contract of this attachment is sealed');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "record_form_data_refuse_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "record_form_data" FOR EACH ROW
  EXECUTE FUNCTION "record_rows_refuse_sealed"('saved_at', 'the record of this form data is sealed');
--> statement-breakpoint
DROP FUNCTION "contract_attachments_refuse_sealed"();
--> statement-breakpoint
DROP FUNCTION "record_form_data_refuse_sealed"();
