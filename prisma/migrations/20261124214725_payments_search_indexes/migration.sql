-- CreateIndex
CREATE INDEX "bills_total_bs_idx" ON "bills"("total_bs");

-- CreateIndex
CREATE INDEX "bills_amount_paid_idx" ON "bills"("amount_paid");

-- CreateIndex
CREATE INDEX "users_business_name_trgm_idx" ON "users" USING GIN ("business_name" gin_trgm_ops);
