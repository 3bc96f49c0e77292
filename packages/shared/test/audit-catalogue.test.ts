// The audit catalogue (DOMAIN "Audit and real time", 001 sections 3, 7, 9): every event is well
// formed, the spec's vocabulary is there, and a misspelt key does not compile.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_DESCRIPTIONS,
  AUDIT_EVENT_KEYS,
  AUDIT_EVENTS,
  AUDIT_HIDDEN_FIELDS,
  AUDIT_NAME_MAX,
  AUDIT_SUBJECT_CHANGES,
  AUDIT_SUBJECT_TYPES,
  MODULES,
  type AuditEvent,
  type AuditEventOf,
} from '../src/constants/index.ts';

const modules = new Set<number>(Object.values(MODULES));

describe('audit catalogue', () => {
  it.each(AUDIT_EVENT_KEYS.map((k) => [k, AUDIT_EVENTS[k]] as const))('%s is well formed', (key, e) => {
    expect(key).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
    expect(modules.has(e.module)).toBe(true);
    expect(Object.keys(AUDIT_SUBJECT_CHANGES)).toContain(e.subject);
    expect(Object.keys(AUDIT_DESCRIPTIONS)).toContain(e.description);
    expect(e.name).toBe(e.name.trim());
    expect(e.name.length).toBeGreaterThan(0);
    expect(e.name.length).toBeLessThanOrEqual(AUDIT_NAME_MAX);
    expect(e.name[0]).toBe(e.name[0]!.toUpperCase()); // a Spanish name as the report shows it, not a code
    // a key that says what happened agrees with its description
    const verb = key.split('.')[1]!;
    if (verb === 'created' || verb === 'updated' || verb === 'deleted') expect(e.description).toBe(verb);
    expect(Object.keys(e).sort()).toEqual(['description', 'module', 'name', 'subject']);
  });

  it('no two events of one module and subject share a name (the report tells them apart)', () => {
    const seen = new Map<string, string>();
    for (const k of AUDIT_EVENT_KEYS) {
      const e = AUDIT_EVENTS[k];
      const id = `${e.module}|${e.subject}|${e.name}`;
      expect(seen.get(id), `${k} repeats ${seen.get(id)}`).toBeUndefined();
      seen.set(id, k);
    }
  });

  it("speaks the spec's vocabulary: activity, property and fine changes; subjects Property, Price, User, PaymentFine", () => {
    expect(AUDIT_SUBJECT_TYPES).toEqual(['Property', 'Price', 'User', 'PaymentFine']);
    expect(AUDIT_DESCRIPTIONS).toEqual({ created: 'created', updated: 'updated', deleted: 'deleted' });
    expect(AUDIT_SUBJECT_CHANGES).toMatchObject({ Price: 'Cambio de actividad', Property: 'Cambio de inmueble', PaymentFine: 'Cambio de multa' });
    expect(AUDIT_EVENTS['price.updated']).toEqual({ module: MODULES.TARIFF, subject: 'Price', description: 'updated', name: 'Cambio de actividad' });
    expect(AUDIT_EVENTS['property.updated']).toEqual({ module: MODULES.CLIENTS, subject: 'Property', description: 'updated', name: 'Cambio de inmueble' });
    for (const s of AUDIT_SUBJECT_TYPES) expect(AUDIT_EVENT_KEYS.some((k) => AUDIT_EVENTS[k].subject === s)).toBe(true);
    // the spec's modules of admin actions (cash, payments, urban cleanliness, payment agreements) but the last: no agreement writes yet
    for (const m of [MODULES.CASH, MODULES.PAYMENTS, MODULES.URBAN_CLEANLINESS]) expect(AUDIT_EVENT_KEYS.some((k) => AUDIT_EVENTS[k].module === m)).toBe(true);
  });

  it.each([
    ['user.password-changed', MODULES.MODERATORS],
    ['client.password-changed', MODULES.CLIENTS],
    ['profile.password-changed', MODULES.MODERATORS],
    ['profile.password-reset', MODULES.MODERATORS],
  ] as const)('staff password change %s is an update of a User', (key, module) => {
    expect(AUDIT_EVENTS[key]).toMatchObject({ module, subject: 'User', description: 'updated' });
  });

  it.each([
    ['claim.taken', 'created'],
    ['claim.released', 'deleted'],
  ] as const)('reconciliation claim %s: payments, BillClaim, %s', (key, description) => {
    expect(AUDIT_EVENTS[key]).toMatchObject({ module: MODULES.PAYMENTS, subject: 'BillClaim', description });
  });

  it('keeps the names rows already carry', () => {
    const kept: [AuditEvent, string][] = [
      ['bill.reconciled', 'Pago conciliado'],
      ['bill.reconciled-by-statement', 'Pago conciliado (estado de cuenta)'],
      ['bill.annulled', 'Pago anulado'],
      ['solvency.issued', 'Solvencia emitida'],
      ['client.imported', 'Importación'],
      ['property.imported', 'Importación'],
      ['client.retention-confirmed', 'Retención confirmada'],
      ['notice.fine-set', 'Multa del aviso'],
      ['fine.deleted', 'Multa eliminada'],
      ['routes.uploaded', 'Carga de rutas'],
      ['suggestion.status-changed', 'Estatus de solicitud'],
    ];
    for (const [k, name] of kept) expect(AUDIT_EVENTS[k].name).toBe(name);
  });

  it('password fields are hidden', () => {
    expect(AUDIT_HIDDEN_FIELDS).toContain('password');
    expect(AUDIT_HIDDEN_FIELDS).toContain('password_confirmation');
    expect(AUDIT_HIDDEN_FIELDS).toContain('current_password');
  });

  it('is typed: a misspelt key or a subject of another kind does not compile', () => {
    const ok: AuditEvent = 'bill.reconciled';
    // @ts-expect-error a typo is a compile error
    const typo: AuditEvent = 'bill.reconcilled';
    const bill: AuditEventOf<'Bill'> = 'bill.annulled';
    // @ts-expect-error a helper that writes bills takes only Bill events
    const notBill: AuditEventOf<'Bill'> = 'price.updated';
    expect([ok, typo, bill, notBill]).toHaveLength(4);
  });
});
