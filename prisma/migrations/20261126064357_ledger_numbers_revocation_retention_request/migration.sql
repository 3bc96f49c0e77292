-- AlterTable
ALTER TABLE "bills" ADD COLUMN     "receipt_number" INTEGER;

-- AlterTable
ALTER TABLE "bill_lines" ADD COLUMN     "conversion_petro" DECIMAL(24,8);

-- AlterTable
ALTER TABLE "solvencies" ADD COLUMN     "revoked_at" TIMESTAMP(3),
ADD COLUMN     "revoked_bill_id" INTEGER,
ADD COLUMN     "revoked_reason" VARCHAR(250);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "retention_request" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "bills_institution_id_receipt_number_key" ON "bills"("institution_id", "receipt_number");

-- Every existing bill gets its receipt number in creation order, per institution, and the
-- 'receipt' counter continues from the last one (gapless).
UPDATE "bills" b SET "receipt_number" = r.n
FROM (SELECT id, row_number() OVER (PARTITION BY institution_id ORDER BY id) AS n FROM "bills") r
WHERE r.id = b.id;
INSERT INTO "fiscal_counters" ("institution_id", "kind", "last_value")
SELECT institution_id, 'receipt', max(receipt_number) FROM "bills" GROUP BY institution_id
ON CONFLICT ("institution_id", "kind") DO UPDATE SET "last_value" = EXCLUDED."last_value";
-- Every existing line was charged at its bill's rate.
UPDATE "bill_lines" l SET "conversion_petro" = b."conversion_petro" FROM "bills" b WHERE b.id = l.bill_id;
