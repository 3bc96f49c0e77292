export { applyMigrations, currentSchemaSnapshot, listMigrations, readSchemaFiles, SNAPSHOT_FILE } from './migrate.ts';
export { startEmbeddedPostgres, freePort, type EmbeddedDatabase } from './embedded.ts';
export { migrationsDir, schemaDir } from './paths.ts';
export { loadReferenceData, BANKS } from './reference-data.ts';
