-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "chain_seq" BIGINT,
ADD COLUMN     "hash" CHAR(64);

-- CreateTable
CREATE TABLE "sales_book_periods" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "since" DATE NOT NULL,
    "until" DATE NOT NULL,
    "closed_by" INTEGER,
    "closed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "row_count" INTEGER NOT NULL,
    "digest" CHAR(64) NOT NULL,
    "summary" JSONB NOT NULL,

    CONSTRAINT "sales_book_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sales_book_entries" (
    "period_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "sales_book_entries_pkey" PRIMARY KEY ("period_id","position")
);

-- CreateIndex
CREATE UNIQUE INDEX "sales_book_periods_institution_id_since_key" ON "sales_book_periods"("institution_id", "since");

-- CreateIndex
CREATE UNIQUE INDEX "audit_logs_chain_seq_key" ON "audit_logs"("chain_seq");

-- AddForeignKey
ALTER TABLE "sales_book_periods" ADD CONSTRAINT "sales_book_periods_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_book_periods" ADD CONSTRAINT "sales_book_periods_closed_by_fkey" FOREIGN KEY ("closed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sales_book_entries" ADD CONSTRAINT "sales_book_entries_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "sales_book_periods"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit hash chain (docs/reports.md "Audit"). Hand-written below.
-- A row's content is one canonical JSON array of its columns (jsonb prints its keys in one order).
CREATE FUNCTION audit_row_content(a audit_logs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(a.id, a.module_id, a.value_id, a.user_id, a.description, a.log_name, a.subject_type,
    a.property_id, a.old_values, a.new_values, to_char(a.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS'))::text
$$;

-- sha256 of the previous sealed row's hash (empty for the first) and the row's content, in hex.
CREATE FUNCTION audit_hash(prev text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, '') || content, 'UTF8')), 'hex')
$$;

-- Seals every committed row not yet in the chain, in id order, one sealer at a time. Writers never
-- wait for the chain: a row is sealed by the next call (the verification, the audit export, the
-- scheduled job), and a row whose transaction committed late is simply sealed later.
CREATE FUNCTION audit_seal() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  r audit_logs;
  n integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('aseo:audit-seal'));
  SELECT chain_seq, hash INTO head_seq, head_hash FROM audit_logs WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  head_seq := coalesce(head_seq, 0);
  FOR r IN SELECT * FROM audit_logs WHERE chain_seq IS NULL ORDER BY id LOOP
    head_seq := head_seq + 1;
    head_hash := audit_hash(head_hash, audit_row_content(r));
    UPDATE audit_logs SET chain_seq = head_seq, hash = head_hash WHERE id = r.id;
    n := n + 1;
  END LOOP;
  RETURN n;
END
$$;

-- Append-only: no DELETE, no TRUNCATE, and an UPDATE only to seal a row once with its content unchanged.
CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.chain_seq := NULL;
    NEW.hash := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.chain_seq IS NULL AND NEW.chain_seq IS NOT NULL AND NEW.hash IS NOT NULL
       AND audit_row_content(OLD) = audit_row_content(NEW) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'La bitácora de auditoría no admite %: sus registros no se modifican ni se eliminan', TG_OP
    USING ERRCODE = '42501';
END
$$;

CREATE TRIGGER audit_logs_append_only BEFORE INSERT OR UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs
  FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();

CREATE INDEX audit_logs_unsealed_idx ON audit_logs (id) WHERE chain_seq IS NULL;

-- The rows written before the chain are sealed now, in id order.
SELECT audit_seal();

-- The sales book reads the invoices of a period by their issue instant and number.
CREATE INDEX bills_issued_at_idx ON bills (institution_id, issued_at) WHERE number IS NOT NULL;
CREATE INDEX withholding_vouchers_date_idx ON withholding_vouchers (date);
CREATE INDEX bills_cancelled_at_idx ON bills (cancelled_at) WHERE cancelled_at IS NOT NULL;
