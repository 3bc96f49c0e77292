-- AlterTable (valid_from is stamped by the database: ADR 016)
ALTER TABLE "global_values" ALTER COLUMN "valid_from" SET DEFAULT CURRENT_TIMESTAMP;
