-- The cash desk's data model (issue 13 item 2, DOMAIN "Bills"): the Bs breakdown of a bill (each
-- the sum of its Bs lines, composeBill) and the customer as printed, the proforma number of a
-- prefactura (its invoice number stays empty until its payment data arrives) and the issue date
-- apart from the editable creation date, control numbers unique per institution (were: across
-- institutions), each line's cash type, its own Bs figures and the moment its bill released it,
-- the cashier's crypt for print links, the idempotency keys of money-moving requests.
-- DropIndex
DROP INDEX "bills_control_number_key";

-- AlterTable
ALTER TABLE "bills" ADD COLUMN     "credit_note_applied_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "customer_address" TEXT,
ADD COLUMN     "customer_document" VARCHAR(40),
ADD COLUMN     "customer_name" VARCHAR(250),
ADD COLUMN     "discount_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "due" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "due_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "exempt_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "fines_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "interest_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "interest_total" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "issued_at" TIMESTAMP(3),
ADD COLUMN     "iva_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "proforma_number" INTEGER,
ADD COLUMN     "quotas_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "quotas_total" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "retention_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "services_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "services_total" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "subtotal_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "tax_base_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ALTER COLUMN "number" DROP NOT NULL;

-- AlterTable
ALTER TABLE "bill_lines" ADD COLUMN     "cash_type" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "discount" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "discount_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "exempt" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "iva_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "released_at" TIMESTAMP(3),
ADD COLUMN     "total" DECIMAL(20,4) NOT NULL DEFAULT 0,
ADD COLUMN     "total_bs" DECIMAL(20,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "crypt" VARCHAR(64);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "key" VARCHAR(80) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "call_id" VARCHAR(60) NOT NULL,
    "status" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "bills_institution_id_control_number_key" ON "bills"("institution_id", "control_number");

-- CreateIndex
CREATE UNIQUE INDEX "bills_institution_id_proforma_number_key" ON "bills"("institution_id", "proforma_number");

-- CreateIndex
CREATE UNIQUE INDEX "users_crypt_key" ON "users"("crypt");

-- A notice, fine, service or quota is in at most one live bill (a line not released by a rejected
-- or annulled bill). Prisma cannot declare partial indexes, so they live here only.
CREATE UNIQUE INDEX "bill_lines_live_notice" ON "bill_lines" ("notice_id") WHERE "notice_id" IS NOT NULL AND "released_at" IS NULL;
CREATE UNIQUE INDEX "bill_lines_live_fine" ON "bill_lines" ("fine_id") WHERE "fine_id" IS NOT NULL AND "released_at" IS NULL;
CREATE UNIQUE INDEX "bill_lines_live_service" ON "bill_lines" ("service_id") WHERE "service_id" IS NOT NULL AND "released_at" IS NULL;
CREATE UNIQUE INDEX "bill_lines_live_convention_quota" ON "bill_lines" ("convention_quota_id") WHERE "convention_quota_id" IS NOT NULL AND "released_at" IS NULL;
CREATE UNIQUE INDEX "bill_lines_live_agreement_quota" ON "bill_lines" ("agreement_quota_id") WHERE "agreement_quota_id" IS NOT NULL AND "released_at" IS NULL;
