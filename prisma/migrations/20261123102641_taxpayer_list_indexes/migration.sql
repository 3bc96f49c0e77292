-- Added by hand (Prisma's schema has no extension without a preview feature): trigram operator
-- classes for the taxpayer search index below. pg_trgm ships with PostgreSQL's contrib (the
-- embedded binaries included) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "properties_economic_activity_id_idx";

-- CreateIndex
CREATE INDEX "properties_economic_activity_id_deleted_at_user_id_idx" ON "properties"("economic_activity_id", "deleted_at", "user_id");

-- CreateIndex
CREATE INDEX "users_level_id_id_deleted_at_idx" ON "users"("level_id", "id", "deleted_at");

-- CreateIndex
CREATE INDEX "users_search_trgm_idx" ON "users" USING GIN ("name" gin_trgm_ops, "lastname" gin_trgm_ops, "username" gin_trgm_ops, "email" gin_trgm_ops, "document" gin_trgm_ops);
