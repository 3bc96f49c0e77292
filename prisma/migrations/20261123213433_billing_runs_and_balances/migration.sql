-- CreateTable
CREATE TABLE "billing_runs" (
    "id" SERIAL NOT NULL,
    "period" DATE NOT NULL,
    "status" VARCHAR(12) NOT NULL DEFAULT 'running',
    "inserted" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "checkpoint" INTEGER NOT NULL DEFAULT 0,
    "iva_percentage" DECIMAL(5,2) NOT NULL,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),
    "error" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "billing_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_balances" (
    "property_id" INTEGER NOT NULL,
    "total_debt" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_iva" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_fines" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_fines_clean" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_debt_fines" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "pending_months" INTEGER NOT NULL DEFAULT 0,
    "last_payment_at" TIMESTAMP(3),
    "account_status" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "property_balances_pkey" PRIMARY KEY ("property_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "billing_runs_period_key" ON "billing_runs"("period");

-- AddForeignKey
ALTER TABLE "property_balances" ADD CONSTRAINT "property_balances_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand below this line (Prisma's schema language has no CHECK constraints, so later
-- diffs of saved schemas never see nor drop them). No semicolon in these comments: the migration
-- runner splits the script at every one.
--
-- A period is the first day of its month (DOMAIN "Notices"): one notice per property, service
-- type and month only holds if every writer names the month the same way.
ALTER TABLE "notices" ADD CONSTRAINT "notices_period_first_day" CHECK (EXTRACT(DAY FROM "period") = 1);
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_period_first_day" CHECK (EXTRACT(DAY FROM "period") = 1);
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_status_check" CHECK ("status" IN ('running', 'finished', 'failed'));

-- Backfill: one balance row per property from its notices, fines and bills, with the rules of
-- apps/api/src/modules/billing/balances.sql.ts (keep both the same).
INSERT INTO "property_balances" ("property_id", "total_debt", "total_iva", "total_fines", "total_fines_clean", "total_debt_fines", "pending_months", "last_payment_at", "account_status", "updated_at")
SELECT p."id", n.debt, n.iva, f.fines, f.interest, n.debt + n.iva + f.fines + f.interest, n.months, b.last_payment,
       CASE WHEN n.debt + n.iva + f.fines + f.interest > 0 OR b.to_pay THEN 3 WHEN b.to_reconcile THEN 2 ELSE 1 END,
       CURRENT_TIMESTAMP
FROM "properties" p
CROSS JOIN LATERAL (
  SELECT COALESCE(SUM("total"), 0) AS debt, COALESCE(SUM("iva"), 0) AS iva, COUNT(DISTINCT "period")::int AS months
  FROM "notices" WHERE "property_id" = p."id" AND "status" = 1
) n
CROSS JOIN LATERAL (
  SELECT COALESCE(SUM("amount") FILTER (WHERE "fine_type_id" = 1), 0) AS fines, COALESCE(SUM("amount") FILTER (WHERE "fine_type_id" = 2), 0) AS interest
  FROM "fines" WHERE "property_id" = p."id" AND "status" = 1 AND "deleted_at" IS NULL
) f
CROSS JOIN LATERAL (
  SELECT MAX("created_at") FILTER (WHERE "status" IN (0, 1)) AS last_payment, COALESCE(BOOL_OR("status" = 0), false) AS to_reconcile,
         COALESCE(BOOL_OR("status" = 4), false) AS to_pay
  FROM "bills" WHERE "property_id" = p."id"
) b
ON CONFLICT ("property_id") DO NOTHING;
