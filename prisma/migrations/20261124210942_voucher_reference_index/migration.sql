-- CreateIndex
CREATE INDEX "vouchers_number_idx" ON "vouchers"("number");
