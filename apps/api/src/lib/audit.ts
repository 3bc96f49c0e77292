// Audit rows are written by the service inside the same transaction as the change they record.
// What a row is about (module, subject type, description, event name) comes from the catalogue
// in packages/shared (constants/audit.ts): the call site names an event key, never free text.
import { AUDIT_EVENTS, AUDIT_HIDDEN_FIELDS, type AuditEvent } from '@aseo/shared/constants';
import type { Tx } from '../db.ts';

const HIDDEN = new Set<string>(AUDIT_HIDDEN_FIELDS);

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

/** The facts of one occurrence: the record, who did it, and the values before and after. */
export type AuditFacts = {
  value_id: string | number | bigint;
  user_id: number;
  property_id?: number | null;
  old?: unknown;
  new?: unknown;
};

/** The columns of the audit row of one occurrence (writeAudit's, and a caller's one-statement write). */
export function auditData(event: AuditEvent, facts: AuditFacts) {
  const e = AUDIT_EVENTS[event];
  return {
    module_id: e.module,
    value_id: String(facts.value_id),
    user_id: facts.user_id,
    description: e.description,
    log_name: e.name,
    subject_type: e.subject,
    property_id: facts.property_id ?? null,
    old_values: auditSnapshot(facts.old) ?? undefined,
    new_values: auditSnapshot(facts.new) ?? undefined,
  };
}

export async function writeAudit(tx: Tx, event: AuditEvent, facts: AuditFacts) {
  await tx.auditLog.create({ data: auditData(event, facts) as never });
}
