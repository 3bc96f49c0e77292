-- CreateTable
CREATE TABLE "withholding_vouchers" (
    "id" SERIAL NOT NULL,
    "bill_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "number" VARCHAR(14) NOT NULL,
    "date" DATE NOT NULL,
    "percentage" DECIMAL(5,2) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "file" TEXT NOT NULL,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "withholding_vouchers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "withholding_vouchers_bill_id_key" ON "withholding_vouchers"("bill_id");

-- CreateIndex
CREATE UNIQUE INDEX "withholding_vouchers_user_id_number_key" ON "withholding_vouchers"("user_id", "number");

-- AddForeignKey
ALTER TABLE "withholding_vouchers" ADD CONSTRAINT "withholding_vouchers_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withholding_vouchers" ADD CONSTRAINT "withholding_vouchers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
