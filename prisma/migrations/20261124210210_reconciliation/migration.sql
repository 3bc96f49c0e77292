-- CreateTable
CREATE TABLE "bill_claims" (
    "bill_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "claimed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bill_claims_pkey" PRIMARY KEY ("bill_id")
);

-- CreateTable
CREATE TABLE "statement_mappings" (
    "bank_account_id" INTEGER NOT NULL,
    "date_column" VARCHAR(100) NOT NULL,
    "reference_column" VARCHAR(100) NOT NULL,
    "amount_column" VARCHAR(100) NOT NULL,
    "description_column" VARCHAR(100),
    "updated_by" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "statement_mappings_pkey" PRIMARY KEY ("bank_account_id")
);

-- CreateTable
CREATE TABLE "statement_imports" (
    "id" SERIAL NOT NULL,
    "bank_account_id" INTEGER NOT NULL,
    "file_name" VARCHAR(255) NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "rows" INTEGER NOT NULL,
    "new_rows" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "statement_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "statement_movements" (
    "id" SERIAL NOT NULL,
    "import_id" INTEGER NOT NULL,
    "bank_account_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "reference" VARCHAR(40) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "description" VARCHAR(255),
    "occurrence" INTEGER NOT NULL DEFAULT 1,
    "status" VARCHAR(12) NOT NULL,
    "reason" VARCHAR(255),
    "voucher_id" INTEGER,
    "bill_id" INTEGER,
    "confirmed_by" INTEGER,
    "confirmed_at" TIMESTAMP(3),

    CONSTRAINT "statement_movements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "statement_imports_bank_account_id_created_at_idx" ON "statement_imports"("bank_account_id", "created_at");

-- CreateIndex
CREATE INDEX "statement_movements_import_id_idx" ON "statement_movements"("import_id");

-- CreateIndex
CREATE INDEX "statement_movements_bill_id_idx" ON "statement_movements"("bill_id");

-- CreateIndex
CREATE UNIQUE INDEX "statement_movements_bank_account_id_date_reference_amount_o_key" ON "statement_movements"("bank_account_id", "date", "reference", "amount", "occurrence");

-- AddForeignKey
ALTER TABLE "bill_claims" ADD CONSTRAINT "bill_claims_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_claims" ADD CONSTRAINT "bill_claims_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_movements" ADD CONSTRAINT "statement_movements_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "statement_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_movements" ADD CONSTRAINT "statement_movements_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_movements" ADD CONSTRAINT "statement_movements_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_movements" ADD CONSTRAINT "statement_movements_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;
