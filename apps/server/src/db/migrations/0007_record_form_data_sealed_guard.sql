-- The read-only rule of a sealed record covers its form data: no write, whatever the path.
-- Importing a sealed record together with the form data it had before its seal stays possible.
CREATE FUNCTION "record_form_data_refuse_sealed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    touched := touched || OLD.contract_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    touched := touched || NEW.contract_id;
  END IF;
  IF EXISTS (
    SELECT 1 FROM contracts
    WHERE sealed AND id = ANY (touched)
      AND NOT (TG_OP = 'INSERT' AND NEW.saved_at < coalesce(sealed_at, '-infinity'))
  ) THEN
    RAISE EXCEPTION 'the record of this form data is sealed' USING ERRCODE = '55000';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "record_form_data_refuse_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "record_form_data" FOR EACH ROW EXECUTE FUNCTION "record_form_data_refuse_sealed"();
