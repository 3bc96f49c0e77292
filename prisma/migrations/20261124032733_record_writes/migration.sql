-- Staff writes of the Record de Cuenta (docs/account-status.md): notices are deleted softly (the
-- row keeps its month, so neither the billing run nor "Calcular" writes it again) and fines keep
-- who deleted them.
-- AlterTable
ALTER TABLE "notices" ADD COLUMN     "delete_reason" TEXT,
ADD COLUMN     "deleted_at" TIMESTAMP(3),
ADD COLUMN     "deleted_by" INTEGER;

-- AlterTable
ALTER TABLE "fines" ADD COLUMN     "deleted_by" INTEGER;

-- At most one live interest row (fine type 2, not deleted) per notice (DOMAIN "Notices"). Prisma
-- cannot declare a partial index, so it lives here only.
CREATE UNIQUE INDEX "fines_one_live_interest_per_notice" ON "fines" ("notice_id") WHERE "fine_type_id" = 2 AND "deleted_at" IS NULL;
