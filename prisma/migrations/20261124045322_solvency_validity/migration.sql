-- AlterTable
ALTER TABLE "solvencies" ADD COLUMN     "deleted_by" INTEGER,
ADD COLUMN     "valid_until" DATE;
