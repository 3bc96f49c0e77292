-- CreateTable
CREATE TABLE "agreement_items" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "notice_id" INTEGER,
    "fine_id" INTEGER,
    "amount" DECIMAL(20,4) NOT NULL,

    CONSTRAINT "agreement_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "agreement_items_agreement_id_idx" ON "agreement_items"("agreement_id");

-- CreateIndex
CREATE INDEX "agreement_items_notice_id_idx" ON "agreement_items"("notice_id");

-- CreateIndex
CREATE INDEX "agreement_items_fine_id_idx" ON "agreement_items"("fine_id");

-- CreateIndex
CREATE INDEX "agreements_user_id_idx" ON "agreements"("user_id");

-- CreateIndex
CREATE INDEX "agreements_status_created_at_idx" ON "agreements"("status", "created_at");

-- CreateIndex
CREATE INDEX "agreement_quotas_bill_id_idx" ON "agreement_quotas"("bill_id");

-- CreateIndex
CREATE INDEX "conventions_user_id_idx" ON "conventions"("user_id");

-- CreateIndex
CREATE INDEX "conventions_created_at_idx" ON "conventions"("created_at");

-- CreateIndex
CREATE INDEX "convention_quotas_bill_id_idx" ON "convention_quotas"("bill_id");

-- CreateIndex
CREATE INDEX "convention_quota_items_fine_id_idx" ON "convention_quota_items"("fine_id");

-- CreateIndex
CREATE INDEX "bills_created_at_idx" ON "bills"("created_at");

-- CreateIndex
CREATE INDEX "services_bill_id_idx" ON "services"("bill_id");

-- CreateIndex
CREATE INDEX "credit_notes_property_id_idx" ON "credit_notes"("property_id");

-- CreateIndex
CREATE INDEX "credit_notes_created_at_idx" ON "credit_notes"("created_at");

-- CreateIndex
CREATE INDEX "credit_note_uses_credit_note_id_idx" ON "credit_note_uses"("credit_note_id");

-- CreateIndex
CREATE INDEX "fines_bill_id_idx" ON "fines"("bill_id");

-- CreateIndex
CREATE INDEX "solvencies_property_id_idx" ON "solvencies"("property_id");

-- CreateIndex
CREATE INDEX "solvencies_created_at_idx" ON "solvencies"("created_at");

-- AddForeignKey
ALTER TABLE "agreement_items" ADD CONSTRAINT "agreement_items_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_items" ADD CONSTRAINT "agreement_items_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_items" ADD CONSTRAINT "agreement_items_fine_id_fkey" FOREIGN KEY ("fine_id") REFERENCES "fines"("id") ON DELETE SET NULL ON UPDATE CASCADE;
