// Audit rows are written by the service inside the same transaction as the change they record.
import type { Tx } from '../db.ts';

const HIDDEN = new Set(['password', 'password_confirmation', 'current_password', 'token_version']);

/** Copies a record for the audit trail without secrets; Decimals and Dates become strings. */
export function auditSnapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'object') {
    if (typeof (value as { toFixed?: unknown }).toFixed === 'function' && 'd' in (value as object)) {
      return String(value); // Prisma Decimal
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!HIDDEN.has(k)) out[k] = auditSnapshot(v);
    }
    return out;
  }
  return value;
}

export type AuditEntry = {
  module_id: number | null;
  value_id: string | number | bigint;
  user_id: number;
  description: string;
  log_name?: string;
  subject_type?: string;
  property_id?: number | null;
  old?: unknown;
  new?: unknown;
};

export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await tx.auditLog.create({
    data: {
      module_id: entry.module_id,
      value_id: String(entry.value_id),
      user_id: entry.user_id,
      description: entry.description,
      log_name: entry.log_name ?? null,
      subject_type: entry.subject_type ?? null,
      property_id: entry.property_id ?? null,
      old_values: (auditSnapshot(entry.old) ?? undefined) as never,
      new_values: (auditSnapshot(entry.new) ?? undefined) as never,
    },
  });
}
