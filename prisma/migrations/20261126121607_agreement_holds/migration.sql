-- DropIndex
DROP INDEX "agreements_number_key";

-- DropIndex
DROP INDEX "conventions_number_key";

-- AlterTable
ALTER TABLE "agreements" ADD COLUMN     "institution_id" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "conventions" ADD COLUMN     "institution_id" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "convention_quota_items" ADD COLUMN     "amount" DECIMAL(20,4) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "agreement_holds" (
    "id" SERIAL NOT NULL,
    "notice_id" INTEGER,
    "fine_id" INTEGER,
    "agreement_id" INTEGER,
    "convention_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_status_changes" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER,
    "convention_id" INTEGER,
    "from_status" INTEGER,
    "to_status" INTEGER NOT NULL,
    "reason" VARCHAR(250),
    "user_id" INTEGER,
    "bill_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "agreement_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agreement_holds_notice_id_key" ON "agreement_holds"("notice_id");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_holds_fine_id_key" ON "agreement_holds"("fine_id");

-- CreateIndex
CREATE INDEX "agreement_holds_agreement_id_idx" ON "agreement_holds"("agreement_id");

-- CreateIndex
CREATE INDEX "agreement_holds_convention_id_idx" ON "agreement_holds"("convention_id");

-- CreateIndex
CREATE INDEX "agreement_status_changes_agreement_id_idx" ON "agreement_status_changes"("agreement_id");

-- CreateIndex
CREATE INDEX "agreement_status_changes_convention_id_idx" ON "agreement_status_changes"("convention_id");

-- CreateIndex
CREATE UNIQUE INDEX "agreements_institution_id_number_key" ON "agreements"("institution_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "conventions_institution_id_number_key" ON "conventions"("institution_id", "number");

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_fine_id_fkey" FOREIGN KEY ("fine_id") REFERENCES "fines"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_convention_id_fkey" FOREIGN KEY ("convention_id") REFERENCES "conventions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_status_changes" ADD CONSTRAINT "agreement_status_changes_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_status_changes" ADD CONSTRAINT "agreement_status_changes_convention_id_fkey" FOREIGN KEY ("convention_id") REFERENCES "conventions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_status_changes" ADD CONSTRAINT "agreement_status_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Each hold names exactly one item and exactly one agreement of either kind.
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_one_item" CHECK (num_nonnulls("notice_id", "fine_id") = 1);
ALTER TABLE "agreement_holds" ADD CONSTRAINT "agreement_holds_one_agreement" CHECK (num_nonnulls("agreement_id", "convention_id") = 1);
ALTER TABLE "agreement_status_changes" ADD CONSTRAINT "agreement_status_changes_one_agreement" CHECK (num_nonnulls("agreement_id", "convention_id") = 1);

-- Items of agreements already active or completed are held by them (the first agreement wins).
INSERT INTO "agreement_holds" ("notice_id", "fine_id", "agreement_id")
SELECT ai."notice_id", ai."fine_id", ai."agreement_id" FROM "agreement_items" ai JOIN "agreements" a ON a."id" = ai."agreement_id"
WHERE a."status" IN (1, 2) AND num_nonnulls(ai."notice_id", ai."fine_id") = 1 ORDER BY ai."id" ON CONFLICT DO NOTHING;
INSERT INTO "agreement_holds" ("notice_id", "fine_id", "convention_id")
SELECT ci."notice_id", ci."fine_id", q."convention_id" FROM "convention_quota_items" ci JOIN "convention_quotas" q ON q."id" = ci."quota_id" JOIN "conventions" c ON c."id" = q."convention_id"
WHERE c."status" IN (1, 2) AND num_nonnulls(ci."notice_id", ci."fine_id") = 1 ORDER BY ci."id" ON CONFLICT DO NOTHING;
