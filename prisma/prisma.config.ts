import { defineConfig } from 'prisma/config';

// The datasource URL is only read by `prisma migrate deploy` on machines that can download
// Prisma's native engines; here migrations run through src/migrate.ts (WebAssembly engine).
export default defineConfig({
  schema: './schema',
  migrations: { path: './migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/aseo' },
});
