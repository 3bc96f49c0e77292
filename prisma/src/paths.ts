import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const dbPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const schemaDir = path.join(dbPackageDir, 'schema');
export const migrationsDir = path.join(dbPackageDir, 'migrations');
export const repoRoot = path.resolve(dbPackageDir, '..');
