-- CreateTable
CREATE TABLE "portal_counts" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "taxpayers" INTEGER NOT NULL DEFAULT 0,
    "active_properties" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portal_counts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- The staff home's portal-wide counts (docs/home.md "The staff home"): ONE row kept by statement
-- triggers with transition tables, in the transaction that registers, deletes, activates or
-- deactivates, so the home reads two numbers instead of counting every user and property. A
-- statement that changes neither count writes nothing (no lock on the row).

-- The counts from the tables themselves: after a bulk load with triggers off (bench seeds).
CREATE FUNCTION portal_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO portal_counts AS c (id, taxpayers, active_properties, updated_at)
  VALUES (1,
    (SELECT count(*) FROM users WHERE level_id = 3 AND deleted_at IS NULL),
    (SELECT count(*) FROM properties WHERE status = 1 AND deleted_at IS NULL),
    now() AT TIME ZONE 'UTC')
  ON CONFLICT (id) DO UPDATE SET taxpayers = EXCLUDED.taxpayers, active_properties = EXCLUDED.active_properties,
    updated_at = EXCLUDED.updated_at
$$;

CREATE FUNCTION portal_counts_add(dt integer, dp integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF dt <> 0 OR dp <> 0 THEN
    UPDATE portal_counts SET taxpayers = taxpayers + dt, active_properties = active_properties + dp,
      updated_at = now() AT TIME ZONE 'UTC' WHERE id = 1;
  END IF;
END $$;

-- The rows of a statement that enter and leave the counted set of their table: a taxpayer counts while
-- level_id = 3 (LEVELS.CLIENT) and not deleted, a property while status = 1 (active) and not deleted.
CREATE FUNCTION portal_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before integer := 0;
  after integer := 0;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO before FROM old_rows WHERE level_id = 3 AND deleted_at IS NULL; END IF;
    IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO after FROM new_rows WHERE level_id = 3 AND deleted_at IS NULL; END IF;
    PERFORM portal_counts_add(after - before, 0);
  ELSE
    IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO before FROM old_rows WHERE status = 1 AND deleted_at IS NULL; END IF;
    IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO after FROM new_rows WHERE status = 1 AND deleted_at IS NULL; END IF;
    PERFORM portal_counts_add(0, after - before);
  END IF;
  RETURN NULL;
END $$;

-- A TRUNCATE empties the table: count again.
CREATE FUNCTION portal_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_counts_rebuild();
  RETURN NULL;
END $$;

SELECT portal_counts_rebuild();

-- A trigger with transition tables has one event: three per table.
CREATE TRIGGER portal_counts_users_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_users_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_properties_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_properties_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_properties_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed();
CREATE TRIGGER portal_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_truncated();
CREATE TRIGGER portal_counts_properties_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_truncated();
