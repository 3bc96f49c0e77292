// Configuration read once from the environment and checked by zod: a bad value stops the
// server with the variable's name. Every key is documented in .env.example and the README.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A trimmed text up to `max` characters; empty or unset gives `fallback`. */
const text = (max: number, fallback: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(max).default(fallback));

/** The demo's seal (apps/api/assets), the logo when MUNICIPALITY_LOGO is not set at all. */
const DEMO_LOGO = 'apps/api/assets/escudo-demo.svg';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Without a value, http://localhost:<PORT> (see loadConfig). */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // desk payments in their transaction at once per instance (ADR 028); the rest wait their turn in order
  PAYMENT_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  JWT_EXPIRES_IN: z.string().default('12h'),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
  CORS_ORIGIN: z.string().default('http://localhost:3000,http://localhost:5173'),
  BODY_LIMIT: z.string().default('1mb'),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(10),
  /** Days an agreement's quota may stay unpaid past its date before the agreement is 'en mora' (DOMAIN "Agreements") */
  AGREEMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Seconds the staff home's report summaries (agreements en mora, missing withholdings, overdue) are reused; 0: always fresh (docs/home.md) */
  HOME_SUMMARY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Uploaded spreadsheets (ADR 008): rows of the sheet read, and size of the workbook once decompressed. */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(10_000),
  IMPORT_MAX_EXPANDED_MB: z.coerce.number().positive().default(50),
  // limits of the public calls, shared by every instance through PostgreSQL (ADR 008)
  /** Failed sign-ins per account, and per client address, in LOGIN_RATE_LIMIT_WINDOW_MIN minutes. */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  LOGIN_RATE_LIMIT_WINDOW_MIN: z.coerce.number().positive().default(15),
  /** Recovery requests per e-mail and per address; recovery-code checks and resets, and registrations, per address; in AUTH_RATE_LIMIT_WINDOW_MIN. */
  RECOVER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RECOVER_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(20),
  RESET_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_WINDOW_MIN: z.coerce.number().positive().default(15),
  RESET_CODE_TTL_MIN: z.coerce.number().int().min(1).default(60),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: bool,
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_IGNORE_TLS: bool,
  MAIL_FROM: z.string().default('Aseo Urbano <no-responder@aseo.local>'),
  SOCKET_ADAPTER: z.enum(['memory', 'postgres']).default('memory'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('loopback'),
  // the municipality's identity on every screen (docs/decisions/010-portal-identity.md)
  MUNICIPALITY_NAME: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(120).default('Aseo Urbano')),
  /** An image file (PNG, JPEG, SVG or WebP), relative to the repository root or absolute; empty for none. Unset: the demo's seal. */
  MUNICIPALITY_LOGO: z.string().default(DEMO_LOGO),
  // the issuer at the head of every PDF (docs/documents.md "Letterhead"); the defaults are the demo's
  MUNICIPALITY_LEGAL_NAME: text(160, 'Alcaldía del Municipio Demo'),
  MUNICIPALITY_RIF: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
    z
      .string()
      .regex(/^[VEJGP]-\d{8}-\d$/, 'MUNICIPALITY_RIF debe tener la forma G-20000000-0')
      .default('G-20000000-0'),
  ),
  MUNICIPALITY_ADDRESS: text(300, 'Av. Bolívar, Edificio Sede Municipal, planta baja, Centro, Municipio Demo'),
  /** The office that signs and seals certificates (the solvency), printed under the signature line. */
  MUNICIPALITY_SIGNER_TITLE: text(120, 'Dirección de Hacienda Municipal'),
  BRAND_COLOR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'BRAND_COLOR debe ser un color #rrggbb')
      .default('#12b886'),
  ),
  /** The monthly billing run's schedule (pg-boss, docs/billing.md): on, except under NODE_ENV=test unless set. */
  BILLING_SCHEDULER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).optional()),
  /** Today's overdue summary computed after the start and at each new portal day (docs/reports.md); off under tests. */
  SUMMARY_WARMUP: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['on', 'off']).optional()),
  /** The daily backup (pg-boss, README "Backups"): on (02:30 Caracas), off, or a 5-field cron; off under NODE_ENV=test unless set. */
  BACKUP_SCHEDULE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^(on|off|(\S+\s+){4}\S+)$/, 'BACKUP_SCHEDULE debe ser on, off o una expresión cron de 5 campos')
      .optional(),
  ),
  /** Copies kept: the newest of each of the last BACKUP_KEEP_DAILY days and of the last BACKUP_KEEP_MONTHLY months. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).default(7),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).default(12),
  /** Where copies are written; default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** Responses checked against their contract: off (production), warn (log), strict (answer 500; tests). */
  CONTRACT_RESPONSES: z.enum(['off', 'warn', 'strict']).optional(),
});

/** 02:30 every day, Caracas time: the daily backup when BACKUP_SCHEDULE is on. */
export const DEFAULT_BACKUP_CRON = '30 2 * * *';
const backupSchedule = (v: string) => (v === 'on' ? DEFAULT_BACKUP_CRON : v);

/** Secrets that were ever published with the project (the old docker-compose default). */
const PUBLISHED_SECRETS = ['change-me-change-me-change-me-change-me'];

export type Config = Omit<
  z.infer<typeof schema>,
  'CONTRACT_RESPONSES' | 'PUBLIC_URL' | 'BILLING_SCHEDULER' | 'SUMMARY_WARMUP' | 'MUNICIPALITY_LOGO' | 'BACKUP_SCHEDULE' | 'BACKUP_DIR'
> & {
  /** The logo file, absolute; undefined when MUNICIPALITY_LOGO is set empty (no logo). */
  MUNICIPALITY_LOGO: string | undefined;
  CONTRACT_RESPONSES: 'off' | 'warn' | 'strict';
  BILLING_SCHEDULER: 'on' | 'off';
  SUMMARY_WARMUP: 'on' | 'off';
  /** 'off' or the daily backup's cron expression (Caracas time). */
  BACKUP_SCHEDULE: string;
  backupDir: string;
  PUBLIC_URL: string;
  uploadDir: string;
  mailDir: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.NODE_ENV === 'production' && !cfg.JWT_SECRET) {
    throw new Error('Configuración inválida:\n  JWT_SECRET: requerido en producción');
  }
  // the secret docker-compose.yml once shipped as its default is public: tokens signed with it are forgeable
  if (cfg.NODE_ENV === 'production' && cfg.JWT_SECRET && PUBLISHED_SECRETS.includes(cfg.JWT_SECRET)) {
    throw new Error('Configuración inválida:\n  JWT_SECRET: es un valor publicado; genere uno propio (openssl rand -hex 32)');
  }
  // relative paths are taken from the repository root, wherever the process was started
  const dataDir = path.resolve(repoRoot, cfg.DATA_DIR);
  return {
    ...cfg,
    // mailed links and QR codes follow the port the portal listens on unless an address is set
    PUBLIC_URL: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`,
    BILLING_SCHEDULER: cfg.BILLING_SCHEDULER ?? (cfg.NODE_ENV === 'test' ? 'off' : 'on'),
    SUMMARY_WARMUP: cfg.SUMMARY_WARMUP ?? (cfg.NODE_ENV === 'test' ? 'off' : 'on'),
    BACKUP_SCHEDULE: backupSchedule(cfg.BACKUP_SCHEDULE ?? (cfg.NODE_ENV === 'test' ? 'off' : 'on')),
    backupDir: path.resolve(repoRoot, cfg.BACKUP_DIR || path.join(dataDir, 'backups')),
    CONTRACT_RESPONSES: cfg.CONTRACT_RESPONSES ?? (cfg.NODE_ENV === 'production' ? 'off' : cfg.NODE_ENV === 'test' ? 'strict' : 'warn'),
    DATA_DIR: dataDir,
    uploadDir: path.resolve(repoRoot, cfg.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    MUNICIPALITY_LOGO: cfg.MUNICIPALITY_LOGO ? path.resolve(repoRoot, cfg.MUNICIPALITY_LOGO) : undefined,
    WEB_DIST: path.resolve(repoRoot, cfg.WEB_DIST),
    mailDir: path.join(dataDir, 'mail'),
  };
}
