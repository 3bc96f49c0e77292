-- Written by hand: Prisma's schema language has neither partial nor expression unique indexes, so
-- `pnpm db:migrate:new` finds no change (the schema snapshot beside this file equals the previous
-- one) and later diffs, which compare saved schemas, never see these indexes nor drop them.
-- (No semicolon in these comments: the migration runner splits the script at every one.)
--
-- One taxpayer per document: at most one client (level 3) not deleted per document type and
-- number. The services check it first for the message, and this index keeps it true under
-- concurrent registrations and edits (the API maps its violation to 'Ya existe un contribuyente
-- con ese documento'). Before applying on a database with history, list the offending rows with
--   SELECT document_type_id, document, array_agg(id) FROM users
--   WHERE level_id = 3 AND deleted_at IS NULL AND document IS NOT NULL
--   GROUP BY 1, 2 HAVING count(*) > 1
-- CreateIndex
CREATE UNIQUE INDEX "users_document_type_id_document_client_key" ON "users"("document_type_id", "document") WHERE "level_id" = 3 AND "deleted_at" IS NULL;

-- One account per username in any letter case (sign-in and every check compare without case).
-- Offending rows: SELECT lower(username), array_agg(id) FROM users GROUP BY 1 HAVING count(*) > 1
-- CreateIndex
CREATE UNIQUE INDEX "users_username_lower_key" ON "users"(lower("username"));
