-- CreateTable
CREATE TABLE "collection_days" (
    "day" DATE NOT NULL,
    "bills" INTEGER NOT NULL DEFAULT 0,
    "total_ucd" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "aseo_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "disposicion_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "otros_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "sin_servicio_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "vouchers" INTEGER NOT NULL DEFAULT 0,
    "received_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "method_bs" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_days_pkey" PRIMARY KEY ("day")
);

-- The money received per Caracas day (ADR 025, docs/home.md): a bill counts while it is ACCEPTED
-- with an issue instant (the 'Ingresos' report's set), on the Caracas day of issued_at; its live
-- vouchers count with it. The triggers below keep the table in the transaction that moves the money.

-- The Caracas day of a UTC `timestamp` (ADR 016), as lib/portal-time.ts `portalDay` writes it.
CREATE FUNCTION collection_day_of(ts timestamp) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((ts AT TIME ZONE 'UTC') AT TIME ZONE 'America/Caracas')::date
$$;

-- Two {"method id": Bs} objects added key by key (exact numeric; a key that adds up to 0 is dropped).
CREATE FUNCTION collection_merge(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, s), '{}'::jsonb) FROM (
    SELECT k, sum(v) AS s FROM (
      SELECT key AS k, (value #>> '{}')::numeric AS v FROM jsonb_each(a)
      UNION ALL SELECT key, (value #>> '{}')::numeric FROM jsonb_each(b)) x
    GROUP BY k HAVING sum(v) <> 0) y
$$;

-- Adds a change to a day: ONE row upsert.
CREATE FUNCTION collection_add(d date, n integer, ucd numeric, total numeric, aseo numeric, df numeric, otros numeric, sin numeric,
                               nv integer, recv numeric, methods jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO collection_days AS c (day, bills, total_ucd, total_bs, aseo_bs, disposicion_bs, otros_bs, sin_servicio_bs, vouchers, received_bs, method_bs, updated_at)
  VALUES (d, n, ucd, total, aseo, df, otros, sin, nv, recv, methods, now() AT TIME ZONE 'UTC')
  ON CONFLICT (day) DO UPDATE SET
    bills = c.bills + EXCLUDED.bills,
    total_ucd = c.total_ucd + EXCLUDED.total_ucd,
    total_bs = c.total_bs + EXCLUDED.total_bs,
    aseo_bs = c.aseo_bs + EXCLUDED.aseo_bs,
    disposicion_bs = c.disposicion_bs + EXCLUDED.disposicion_bs,
    otros_bs = c.otros_bs + EXCLUDED.otros_bs,
    sin_servicio_bs = c.sin_servicio_bs + EXCLUDED.sin_servicio_bs,
    vouchers = c.vouchers + EXCLUDED.vouchers,
    received_bs = c.received_bs + EXCLUDED.received_bs,
    method_bs = CASE WHEN EXCLUDED.method_bs = '{}'::jsonb THEN c.method_bs ELSE collection_merge(c.method_bs, EXCLUDED.method_bs) END,
    updated_at = EXCLUDED.updated_at
$$;

-- A bill's whole contribution (sign +1 or -1) on its issue day, its live vouchers read by bill_id.
CREATE FUNCTION collection_bill(b bills, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  nv integer;
  recv numeric;
  methods jsonb;
BEGIN
  SELECT coalesce(sum(x.n), 0), coalesce(sum(x.s), 0), coalesce(jsonb_object_agg(x.m, sign * x.s), '{}'::jsonb)
    INTO nv, recv, methods
    FROM (SELECT v.payment_method_id::text AS m, count(*) AS n, sum(v.amount_paid) AS s
          FROM vouchers v WHERE v.bill_id = b.id AND v.deleted_at IS NULL GROUP BY v.payment_method_id) x;
  PERFORM collection_add(collection_day_of(b.issued_at), sign, sign * b.total, sign * b.total_bs, sign * b.urban_clean_amount, sign * b.df_amount,
    sign * (b.fines_bs + b.interest_bs + b.services_bs + b.quotas_bs),
    sign * (b.tax_base_bs + b.exempt_bs + b.iva_bs - b.urban_clean_amount - b.df_amount),
    sign * nv, sign * recv, methods);
END $$;

CREATE FUNCTION collection_bills_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  counted boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := OLD.status = 1 AND OLD.issued_at IS NOT NULL; END IF;
  IF TG_OP <> 'DELETE' THEN counted := NEW.status = 1 AND NEW.issued_at IS NOT NULL; END IF;
  IF NOT was AND NOT counted THEN RETURN NULL; END IF;
  IF was AND counted AND collection_day_of(OLD.issued_at) = collection_day_of(NEW.issued_at) THEN
    -- counted before and after on the same day: only a change of its stored figures moves the day
    IF (OLD.total, OLD.total_bs, OLD.urban_clean_amount, OLD.df_amount, OLD.fines_bs, OLD.interest_bs, OLD.services_bs, OLD.quotas_bs,
        OLD.tax_base_bs, OLD.exempt_bs, OLD.iva_bs)
       IS NOT DISTINCT FROM
       (NEW.total, NEW.total_bs, NEW.urban_clean_amount, NEW.df_amount, NEW.fines_bs, NEW.interest_bs, NEW.services_bs, NEW.quotas_bs,
        NEW.tax_base_bs, NEW.exempt_bs, NEW.iva_bs) THEN
      RETURN NULL;
    END IF;
    PERFORM collection_add(collection_day_of(NEW.issued_at), 0, NEW.total - OLD.total, NEW.total_bs - OLD.total_bs,
      NEW.urban_clean_amount - OLD.urban_clean_amount, NEW.df_amount - OLD.df_amount,
      (NEW.fines_bs + NEW.interest_bs + NEW.services_bs + NEW.quotas_bs) - (OLD.fines_bs + OLD.interest_bs + OLD.services_bs + OLD.quotas_bs),
      (NEW.tax_base_bs + NEW.exempt_bs + NEW.iva_bs - NEW.urban_clean_amount - NEW.df_amount)
        - (OLD.tax_base_bs + OLD.exempt_bs + OLD.iva_bs - OLD.urban_clean_amount - OLD.df_amount),
      0, 0, '{}'::jsonb);
    RETURN NULL;
  END IF;
  IF was THEN PERFORM collection_bill(OLD, -1); END IF;
  IF counted THEN PERFORM collection_bill(NEW, 1); END IF;
  RETURN NULL;
END $$;

-- A voucher written, changed or deleted (soft or hard) while its bill counts moves its bill's day.
CREATE FUNCTION collection_vouchers_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  issued timestamp;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.bill_id, OLD.payment_method_id, OLD.amount_paid, OLD.deleted_at IS NULL)
     IS NOT DISTINCT FROM (NEW.bill_id, NEW.payment_method_id, NEW.amount_paid, NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    SELECT b.issued_at INTO issued FROM bills b WHERE b.id = OLD.bill_id AND b.status = 1 AND b.issued_at IS NOT NULL;
    IF FOUND THEN
      PERFORM collection_add(collection_day_of(issued), 0, 0, 0, 0, 0, 0, 0, -1, -OLD.amount_paid,
        jsonb_build_object(OLD.payment_method_id::text, -OLD.amount_paid));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    SELECT b.issued_at INTO issued FROM bills b WHERE b.id = NEW.bill_id AND b.status = 1 AND b.issued_at IS NOT NULL;
    IF FOUND THEN
      PERFORM collection_add(collection_day_of(issued), 0, 0, 0, 0, 0, 0, 0, 1, NEW.amount_paid,
        jsonb_build_object(NEW.payment_method_id::text, NEW.amount_paid));
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- The table rebuilt from every bill and voucher (what the triggers keep): the backfill below, and
-- after a bulk load that bypassed the triggers (session_replication_role = replica, TRUNCATE).
CREATE FUNCTION collection_days_rebuild() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  DELETE FROM collection_days;
  INSERT INTO collection_days (day, bills, total_ucd, total_bs, aseo_bs, disposicion_bs, otros_bs, sin_servicio_bs, vouchers, received_bs, method_bs, updated_at)
  SELECT d.day, d.bills, d.total_ucd, d.total_bs, d.aseo_bs, d.disposicion_bs, d.otros_bs, d.sin_servicio_bs,
         coalesce(m.vouchers, 0), coalesce(m.received_bs, 0), coalesce(m.method_bs, '{}'::jsonb), now() AT TIME ZONE 'UTC'
  FROM (
    SELECT collection_day_of(b.issued_at) AS day, count(*)::int AS bills, sum(b.total) AS total_ucd, sum(b.total_bs) AS total_bs,
           sum(b.urban_clean_amount) AS aseo_bs, sum(b.df_amount) AS disposicion_bs,
           sum(b.fines_bs + b.interest_bs + b.services_bs + b.quotas_bs) AS otros_bs,
           sum(b.tax_base_bs + b.exempt_bs + b.iva_bs - b.urban_clean_amount - b.df_amount) AS sin_servicio_bs
    FROM bills b WHERE b.status = 1 AND b.issued_at IS NOT NULL
    GROUP BY 1) d
  LEFT JOIN (
    SELECT x.day, sum(x.n)::int AS vouchers, sum(x.s) AS received_bs, jsonb_object_agg(x.m, x.s) FILTER (WHERE x.s <> 0) AS method_bs
    FROM (SELECT collection_day_of(b.issued_at) AS day, v.payment_method_id::text AS m, count(*) AS n, sum(v.amount_paid) AS s
          FROM vouchers v JOIN bills b ON b.id = v.bill_id
          WHERE b.status = 1 AND b.issued_at IS NOT NULL AND v.deleted_at IS NULL
          GROUP BY 1, 2) x
    GROUP BY x.day) m ON m.day = d.day;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;

SELECT collection_days_rebuild();

CREATE TRIGGER collection_bills AFTER INSERT OR UPDATE OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION collection_bills_trigger();
CREATE TRIGGER collection_vouchers AFTER INSERT OR UPDATE OR DELETE ON vouchers
  FOR EACH ROW EXECUTE FUNCTION collection_vouchers_trigger();
