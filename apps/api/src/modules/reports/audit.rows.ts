// 'Auditoría' in SQL and its presenter (docs/reports.md "Auditoría"): the audit rows of the filters,
// newest first (id descending: the keyset), with their module, author and property; one statement
// read a page at a time by the screen and in batches by the exports and the background job. The
// presenter turns a stored row into the spec's movement: the change it stands for, the description
// in Spanish, and old vs new field by field. Password fields are never shown, at any depth, even
// when a row written before the catalogue stored one (AUDIT_HIDDEN_FIELDS, and any key naming a password).
import { AUDIT_DESCRIPTION_LABELS, AUDIT_HIDDEN_FIELDS, AUDIT_SUBJECT_CHANGES, LEVELS, MODULES, type AuditDescription } from '@aseo/shared/constants';
import type { AuditChange, AuditExportFilters, AuditMovement, AuditReportFilters } from '@aseo/shared/contracts';
import { fullName } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalMidnight } from '../../lib/portal-time.ts';
import { likeLiteral } from '../../lib/search.ts';
import { queryRows } from '../../lib/sql.ts';
import { afterDay } from './report-filters.ts';

export type AuditFilters = Omit<AuditReportFilters, 'page'> | AuditExportFilters;

export type AuditRaw = {
  id: string;
  created_at: Date;
  module_id: number | null;
  module_name: string | null;
  value_id: string | null;
  user_id: number | null;
  username: string | null;
  name: string | null;
  lastname: string | null;
  business_name: string | null;
  description: string;
  log_name: string | null;
  subject_type: string | null;
  property_id: number | null;
  property_code: string | null;
  old_values: unknown;
  new_values: unknown;
  chain_seq: string | null;
};

/** The rows about a taxpayer: its account, its properties, its bills (and their claims) and its credit notes. */
function aboutTaxpayer(clientId: number): Prisma.Sql {
  return Prisma.sql`(
    a.property_id IN (SELECT pp.id FROM properties pp WHERE pp.user_id = ${clientId})
    OR (a.subject_type = 'User' AND a.value_id = ${String(clientId)})
    OR (a.subject_type IN ('Bill', 'BillClaim') AND a.value_id IN (SELECT bb.id::text FROM bills bb WHERE bb.user_id = ${clientId}))
    OR (a.subject_type = 'CreditNote' AND a.value_id IN (SELECT cn.id::text FROM credit_notes cn WHERE cn.user_id = ${clientId})))`;
}

/** The filters over the audit row `a` (its author `u`, its property `p`). */
export function auditWhere(f: AuditFilters): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (f.since) c.push(Prisma.sql`a.created_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`a.created_at < ${afterDay(f.until)}`);
  if (f.module_id) c.push(Prisma.sql`a.module_id = ${f.module_id}`);
  if (f.user_id) c.push(Prisma.sql`a.user_id = ${f.user_id}`);
  if (f.client_id) c.push(aboutTaxpayer(f.client_id));
  const s = f.search?.trim();
  if (s) {
    const like = `%${likeLiteral(s)}%`;
    c.push(Prisma.sql`(a.value_id = ${s} OR a.log_name ILIKE ${like} OR u.username ILIKE ${like} OR p.code = ${s.toUpperCase()})`);
  }
  return Prisma.join(c, ' AND ');
}

const FROM = Prisma.sql`
  FROM audit_logs a
  LEFT JOIN users u ON u.id = a.user_id
  LEFT JOIN properties p ON p.id = a.property_id
  LEFT JOIN modules m ON m.id = a.module_id`;

/** One batch of rows after `after` (null: from the newest), newest first. */
export function auditRows(db: Db, f: AuditFilters, after: { id: string } | null, limit: number, offset = 0) {
  const keyset = after ? Prisma.sql`AND a.id < ${after.id}::bigint` : Prisma.empty;
  return queryRows<AuditRaw>(
    db,
    Prisma.sql`
    SELECT a.id::text AS id, a.created_at, a.module_id, m.name AS module_name, a.value_id, a.user_id, u.username, u.name, u.lastname, u.business_name,
           a.description, a.log_name, a.subject_type, a.property_id, p.code AS property_code, a.old_values, a.new_values, a.chain_seq::text AS chain_seq
    ${FROM}
    WHERE ${auditWhere(f)} ${keyset}
    ORDER BY a.id DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function auditCount(db: Db, f: AuditFilters): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n ${FROM} WHERE ${auditWhere(f)}`);
  return row?.n ?? 0;
}

/** The authors for the filter: the staff accounts. */
export function auditAuthors(db: Db) {
  return queryRows<{ id: number; username: string; name: string | null; lastname: string | null }>(
    db,
    Prisma.sql`SELECT u.id, u.username, u.name, u.lastname FROM users u WHERE u.level_id IN (${LEVELS.ADMIN}, ${LEVELS.MODERATOR}) ORDER BY u.username`,
  );
}

export const auditModules = (db: Db) => queryRows<{ id: number; name: string }>(db, Prisma.sql`SELECT id, name FROM modules ORDER BY id`);

// ---- the presenter

const HIDDEN = new Set<string>(AUDIT_HIDDEN_FIELDS);
/** A key that holds a secret: a catalogue hidden field, or any key naming a password. */
export const isHiddenField = (key: string) => HIDDEN.has(key.toLowerCase()) || /password|passwd|contrase[ñn]a|remember_token/i.test(key);

/** A stored value without its secrets, at every depth (a JSON text holding an object is read first). */
export function scrub(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return scrub(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (isHiddenField(k) ? [] : [[k, scrub(v)]])));
  }
  return value ?? null;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));
const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { valor: v };

/** Old vs new, top-level field by field (nested values as JSON text): only the fields that differ, old's order first. */
export function auditChanges(oldValues: unknown, newValues: unknown): AuditChange[] {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const b = text(before[field]);
    const a = text(after[field]);
    return b === a ? [] : [{ field, before: b, after: a }];
  });
}

export const differencesString = (changes: AuditChange[]) => changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');

const changeOf = (subject: string | null) =>
  subject && subject in AUDIT_SUBJECT_CHANGES ? AUDIT_SUBJECT_CHANGES[subject as keyof typeof AUDIT_SUBJECT_CHANGES] : null;
const moduleName = (r: AuditRaw) => r.module_name ?? (Object.entries(MODULES).find(([, id]) => id === r.module_id)?.[0] || null);

export function presentMovement(r: AuditRaw): AuditMovement {
  const old = scrub(r.old_values);
  const attributes = scrub(r.new_values);
  const changes = auditChanges(old, attributes);
  const change = changeOf(r.subject_type);
  const what = change ?? r.log_name ?? r.subject_type ?? 'Movimiento';
  return {
    id: r.id,
    created_at: r.created_at.toISOString(),
    log_name: r.log_name,
    module: r.module_id === null ? null : { id: r.module_id, name: moduleName(r) ?? String(r.module_id) },
    value_id: r.value_id,
    subject_type: r.subject_type,
    change,
    description: r.description,
    description_label: AUDIT_DESCRIPTION_LABELS[r.description as AuditDescription] ?? r.description,
    property: r.property_id && r.property_code ? { id: r.property_id, code: r.property_code } : null,
    causer:
      r.user_id && r.username
        ? { id: r.user_id, username: r.username, full_name: r.business_name?.trim() || fullName(r.name, r.lastname) || r.username }
        : null,
    detail: r.value_id ? `${what} · registro ${r.value_id}` : what,
    differences_string: differencesString(changes),
    properties: { old, attributes },
    changes,
    chain_seq: r.chain_seq,
  };
}
