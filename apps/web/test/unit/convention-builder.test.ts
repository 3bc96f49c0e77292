// The new-agreement builder's state (001 section 4): the selection cascade, 'Generar cuota' with its
// sum, removing the last quota and resetting its last debt (debts return sorted by date), the date
// cascade, and the body createConvention receives.
import { describe, expect, it } from 'vitest';
import { statementRowWire } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import {
  agreementTotals,
  builderError,
  canRemoveQuota,
  conventionBody,
  countText,
  debtLabel,
  generateQuota,
  initialBuilder,
  nextQuotaDate,
  removeQuota,
  resetDebt,
  resettableDebt,
  setFirstDate,
  setQuotaDate,
  tickedFlags,
  tickedTotals,
  toggleDebt,
  type BuilderState,
  type Debt,
} from '../../src/features/agreements/components/builder/builder-state.ts';

const TODAY = '2026-05-10';
let n = 0;
function debt(kind: 'notice' | 'fine', date: string, total: string, totalBs: string, id = ++n): Debt {
  const z4 = '0.0000';
  const z2 = '0.00';
  return statementRowWire.parse({
    kind,
    id,
    date,
    service_type_id: kind === 'notice' ? 1 : null,
    fine_type_id: kind === 'fine' ? 1 : null,
    subtotal: total,
    iva: z4,
    exempt: z4,
    iva_percentage: null,
    fines: z4,
    interest: z4,
    total,
    interest_days: 0,
    interest_frozen: false,
    fine_ids: [],
    fine_amounts: [],
    interest_id: null,
    rate: null,
    use_conversion_local: false,
    subtotal_bs: totalBs,
    iva_bs: z2,
    fines_bs: z2,
    interest_bs: z2,
    total_bs: totalBs,
  });
}

const jan = debt('notice', '2026-01-01', '1.2500', '62.50', 11);
const feb = debt('notice', '2026-02-01', '1.5000', '75.00', 12);
const febFine = debt('fine', '2026-02-01', '0.3333', '16.67', 12); // same id as February's notice: another kind
const mar = debt('notice', '2026-03-01', '2.0000', '100.00', 13);
const rows = [jan, feb, febFine, mar];
const ids = (s: BuilderState) => s.list.map((d) => `${d.kind}-${d.id}`);
const start = () => initialBuilder(rows, TODAY);

describe('selection cascade', () => {
  it('ticking a debt ticks it and every earlier one; unticking one unticks every later one', () => {
    let s = toggleDebt(start(), 2);
    expect(tickedFlags(s)).toEqual([true, true, true, false]);
    s = toggleDebt(s, 1);
    expect(tickedFlags(s)).toEqual([true, false, false, false]);
    s = toggleDebt(s, 0);
    expect(tickedFlags(s)).toEqual([false, false, false, false]);
    expect(toggleDebt(s, 9)).toBe(s);
  });

  it('the ticked totals add UCD and Bs at each row’s values', () => {
    const t = tickedTotals(toggleDebt(start(), 2));
    expect(t.count).toBe(3);
    expect(t.ucd.toFixed(4)).toBe('3.0833');
    expect(t.bs.toFixed(2)).toBe('154.17');
  });

  it('lists the debts oldest first, a day’s debts in the server’s order', () => {
    expect(ids(initialBuilder([mar, jan, feb, febFine], TODAY))).toEqual(['notice-11', 'notice-12', 'fine-12', 'notice-13']);
  });
});

describe('Generar cuota', () => {
  it('moves the ticked debts into quota 1 on the first date, the next one a month later', () => {
    let s = generateQuota(toggleDebt(setFirstDate(start(), '2026-05-31'), 1));
    expect(s.quotas).toHaveLength(1);
    expect(s.quotas[0]).toMatchObject({ position: 1, date: '2026-05-31' });
    expect(s.quotas[0]!.items).toEqual([jan, feb]);
    expect(ids(s)).toEqual(['fine-12', 'notice-13']);
    expect(s.ticked).toBe(0);
    expect(nextQuotaDate(s)).toBe('2026-06-30');
    s = generateQuota(toggleDebt(s, 1));
    expect(s.quotas[1]).toMatchObject({ position: 2, date: '2026-06-30' });
    expect(s.list).toEqual([]);
    const total = agreementTotals(s);
    expect([total.count, total.ucd.toFixed(4), total.bs.toFixed(2)]).toEqual([4, '5.0833', '254.17']);
  });

  it('with nothing ticked does nothing', () => {
    const s = start();
    expect(generateQuota(s)).toBe(s);
  });
});

describe('removing and resetting (from the end)', () => {
  const two = () => generateQuota(toggleDebt(generateQuota(toggleDebt(start(), 0)), 1));

  it('only the last quota can be removed; its debts return sorted by date', () => {
    const s = toggleDebt(two(), 0);
    expect(canRemoveQuota(s, 1)).toBe(false);
    expect(removeQuota(s, 1)).toBe(s);
    const back = removeQuota(s, 2);
    expect(back.quotas.map((q) => q.position)).toEqual([1]);
    expect(ids(back)).toEqual(['notice-12', 'fine-12', 'notice-13']);
    expect(back.ticked).toBe(0);
  });

  it('resetting returns the last debt of the last quota; an emptied quota goes with it', () => {
    let s = two();
    expect(resettableDebt(s)).toBe(febFine);
    s = resetDebt(s);
    expect(s.quotas[1]!.items).toEqual([feb]);
    expect(ids(s)).toEqual(['fine-12', 'notice-13']);
    s = resetDebt(s);
    expect(s.quotas).toHaveLength(1);
    expect(ids(s)).toEqual(['notice-12', 'fine-12', 'notice-13']);
    expect(resettableDebt(s)).toBe(jan);
    s = resetDebt(resetDebt(s));
    expect(s.quotas).toEqual([]);
    expect(s.list).toHaveLength(4);
  });
});

describe('quota dates', () => {
  it('a changed date sets every later quota one month apart, the earlier ones stay', () => {
    let s = start();
    for (let i = 0; i < 3; i++) s = generateQuota(toggleDebt(s, 0));
    expect(s.quotas.map((q) => q.date)).toEqual(['2026-05-10', '2026-06-10', '2026-07-10']);
    s = setQuotaDate(s, 2, '2026-08-31');
    expect(s.quotas.map((q) => q.date)).toEqual(['2026-05-10', '2026-08-31', '2026-09-30']);
    expect(setQuotaDate(s, 9, '2026-08-31')).toBe(s);
    expect(setQuotaDate(s, 1, 'no')).toBe(s);
  });

  it('a cleared date is that quota’s alone, and is required before creating', () => {
    let s = generateQuota(toggleDebt(generateQuota(toggleDebt(start(), 0)), 0));
    s = setQuotaDate(s, 1, '');
    expect(s.quotas.map((q) => q.date)).toEqual(['', '2026-06-10']);
    expect(builderError(s, 'C-1', TODAY)).toBe(MSG.agreements.quotaDateRequired);
    s = setQuotaDate(s, 2, '');
    expect(nextQuotaDate(s)).toBe('');
    expect(nextQuotaDate(setFirstDate(start(), ''))).toBe('');
  });
});

describe('creating', () => {
  it('the body sends notices as payments and loose fines as fines, per quota', () => {
    const s = generateQuota(toggleDebt(generateQuota(toggleDebt(start(), 0)), 2));
    expect(conventionBody(s, 7, ' C-001 ')).toEqual({
      property: 7,
      number: 'C-001',
      agreements: [
        { position: 1, date: '2026-05-10', payments: [11], fines: [] },
        { position: 2, date: '2026-06-10', payments: [12, 13], fines: [12] },
      ],
    });
  });

  it('the section-5 messages, in their order', () => {
    const s = generateQuota(toggleDebt(start(), 0));
    expect(builderError(start(), '', TODAY)).toBe(MSG.agreements.correlativeRequired);
    expect(builderError(start(), 'C-1', TODAY)).toBe(MSG.agreements.quotasPositive);
    expect(builderError(s, 'C-1', TODAY)).toBeNull();
    expect(builderError(setQuotaDate(s, 1, '2026-05-09'), 'C-1', TODAY)).toBe(MSG.server.dateBeforeToday);
  });

  it('labels and counts', () => {
    expect(debtLabel(jan)).toBe('Aseo Enero 2026');
    expect(debtLabel(febFine)).toBe('Multa Febrero 2026');
    expect([countText(1, 'deuda', 'deudas'), countText(3, 'cuota', 'cuotas')]).toEqual(['1 deuda', '3 cuotas']);
  });
});
