// Bill composition (issue 13 item 1, DOMAIN "Bills"): hand-computed cases in UCD and Bs (commercial
// with VAT, residential exempt, a discount before VAT, fines and interest without VAT, services and
// quotas, a retention agent, credit, a surplus that becomes a credit note, the initial status), and
// properties over random bills: each Bs total is the sum of its Bs lines, retention = round2(75 % of
// the Bs VAT), residential → all exempt, credit floored at 0, surplus ↔ credit note.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILL_STATUS, PAYMENT_METHOD, RETENTION } from '../src/constants/index.ts';
import { composeBill, type BillLineInput, type ComposeBillInput } from '../src/billing/index.ts';
import { bs, percent, rate, round, sum, ucd } from '../src/money/index.ts';

const base: ComposeBillInput = {
  lines: [],
  rate: rate('50'),
  iva: percent('16'),
  discount: null,
  retention: RETENTION.NO,
  retentionPercent: percent('75'),
  credit: ucd(0),
  vouchers: [],
  byClient: false,
};
const notice = (id: number, fee: string, exempt = false): BillLineInput => ({ kind: 'notice', id, fee: ucd(fee), exempt });
const cash = (amount: string) => ({ method: PAYMENT_METHOD.CASH, amount: bs(amount) });
const text = (p: { ucd: unknown; bs: unknown }) => [String(p.ucd), String(p.bs)];

describe('composeBill: hand-computed cases', () => {
  it('two commercial months: base, 16 % VAT, Bs line by line; paid in cash → accepted', () => {
    const b = composeBill({ ...base, lines: [notice(1, '10.0000'), notice(2, '10.0000')], vouchers: [cash('1160.00')] });
    expect(text(b.base)).toEqual(['20', '1000']);
    expect(text(b.iva)).toEqual(['3.2', '160']);
    expect(text(b.total)).toEqual(['23.2', '1160']);
    expect(text(b.due)).toEqual(['23.2', '1160']);
    expect([String(b.surplus), String(b.missing), b.status]).toEqual(['0', '0', BILL_STATUS.ACCEPTED]);
  });

  it('a residential month is exempt: no VAT, its fee in the exempt amount', () => {
    const b = composeBill({ ...base, lines: [notice(1, '4.2900', true)] });
    expect(text(b.exempt)).toEqual(['4.29', '214.5']);
    expect(text(b.iva)).toEqual(['0', '0']);
    expect(text(b.base)).toEqual(['0', '0']);
    expect(text(b.total)).toEqual(['4.29', '214.5']);
  });

  it('a discount comes off the fees before VAT', () => {
    // 5 % of 10 = 0.5; base 9.5; VAT 1.52; total 11.02 UCD = 475 + 76 = 551 Bs
    const b = composeBill({ ...base, discount: percent('5'), lines: [notice(1, '10.0000')] });
    expect(text(b.discount)).toEqual(['0.5', '25']);
    expect(text(b.base)).toEqual(['9.5', '475']);
    expect(text(b.iva)).toEqual(['1.52', '76']);
    expect(text(b.total)).toEqual(['11.02', '551']);
  });

  it('fines, interest, services and quotas carry no VAT', () => {
    const b = composeBill({
      ...base,
      lines: [
        notice(1, '10.0000'),
        { kind: 'fine', id: 7, fine_type_id: 1, amount: ucd('2.5000') },
        { kind: 'fine', id: 8, fine_type_id: 2, amount: ucd('0.1234') },
        { kind: 'service', id: null, amount: ucd('3.0000') },
        { kind: 'quota', id: 9, amount: ucd('5.0000') },
      ],
    });
    expect(text(b.fines)).toEqual(['2.5', '125']);
    expect(text(b.interest)).toEqual(['0.1234', '6.17']);
    expect(text(b.services)).toEqual(['3', '150']);
    expect(text(b.quotas)).toEqual(['5', '250']);
    expect(text(b.iva)).toEqual(['1.6', '80']);
    expect(text(b.total)).toEqual(['22.2234', '1111.17']);
  });

  it('Bs are rounded line by line, and the total is the sum of the lines', () => {
    // 0.0001 × 52.75 = 0.005275 → 0.01 a line: three lines are 0.03 Bs, where round2(0.0003 × 52.75) would be 0.02
    const b = composeBill({ ...base, rate: rate('52.75'), lines: [notice(1, '0.0001', true), notice(2, '0.0001', true), notice(3, '0.0001', true)] });
    expect(b.lines.map((l) => String(l.total.bs))).toEqual(['0.01', '0.01', '0.01']);
    expect(text(b.total)).toEqual(['0.0003', '0.03']);
  });

  it('a retention agent withholds 75 % of the VAT, gets no credit, and waits as a prefactura', () => {
    const b = composeBill({ ...base, retention: RETENTION.YES, credit: ucd('100'), lines: [notice(1, '10.0000')] });
    // VAT 1.6 UCD / 80 Bs; retention 1.2 UCD / 60 Bs; due 10.4 UCD / 520 Bs
    expect(text(b.retention)).toEqual(['1.2', '60']);
    expect(text(b.credit_applied)).toEqual(['0', '0']);
    expect(text(b.due)).toEqual(['10.4', '520']);
    expect(b.status).toBe(BILL_STATUS.TO_PAY);
    expect(composeBill({ ...base, retention: RETENTION.PROFORMA, lines: [notice(1, '1')] }).status).toBe(BILL_STATUS.TO_PAY);
  });

  it('credit pays part of the bill, never more than it', () => {
    const part = composeBill({ ...base, credit: ucd('5'), lines: [notice(1, '10.0000')] });
    expect(text(part.credit_applied)).toEqual(['5', '250']);
    expect(text(part.due)).toEqual(['6.6', '330']);
    const whole = composeBill({ ...base, credit: ucd('100'), lines: [notice(1, '10.0000')] });
    expect(text(whole.credit_applied)).toEqual(['11.6', '580']);
    expect(text(whole.due)).toEqual(['0', '0']);
  });

  it('a surplus becomes a credit note in UCD (surplus / rate); a short payment is told', () => {
    const over = composeBill({ ...base, lines: [notice(1, '10.0000')], vouchers: [cash('500'), cash('200')] });
    expect([String(over.paid), String(over.surplus), String(over.credit_note)]).toEqual(['700', '120', '2.4']);
    const short = composeBill({ ...base, lines: [notice(1, '10.0000')], vouchers: [cash('500')] });
    expect([String(short.missing), String(short.surplus)]).toEqual(['80', '0']);
  });

  it('status: a transfer or deposit, or a taxpayer paying online, waits for reconciliation', () => {
    const one = [notice(1, '1')];
    expect(composeBill({ ...base, lines: one, vouchers: [{ method: PAYMENT_METHOD.TRANSFER, amount: bs('58') }] }).status).toBe(BILL_STATUS.PENDING);
    expect(composeBill({ ...base, lines: one, vouchers: [cash('20'), { method: PAYMENT_METHOD.DEPOSIT, amount: bs('38') }] }).status).toBe(BILL_STATUS.PENDING);
    expect(composeBill({ ...base, lines: one, vouchers: [{ method: PAYMENT_METHOD.DEBIT, amount: bs('58') }] }).status).toBe(BILL_STATUS.ACCEPTED);
    expect(composeBill({ ...base, lines: one, byClient: true, vouchers: [cash('58')] }).status).toBe(BILL_STATUS.PENDING);
  });
});

const fixed = (n: number, places: number) => `${Math.floor(n / 10 ** places)}.${String(n % 10 ** places).padStart(places, '0')}`;
const ucdArb = fc.integer({ min: 0, max: 50_000_000 }).map((n) => ucd(fixed(n, 4)));
const lineArb: fc.Arbitrary<BillLineInput> = fc.oneof(
  fc.record({ kind: fc.constant('notice' as const), id: fc.nat(), fee: ucdArb, exempt: fc.boolean() }),
  fc.record({ kind: fc.constant('fine' as const), id: fc.nat(), fine_type_id: fc.constantFrom(1, 2), amount: ucdArb }),
  fc.record({ kind: fc.constant('service' as const), id: fc.constant(null), amount: ucdArb }),
  fc.record({ kind: fc.constant('quota' as const), id: fc.nat(), amount: ucdArb }),
);
const inputArb: fc.Arbitrary<ComposeBillInput> = fc.record({
  lines: fc.array(lineArb, { maxLength: 12 }),
  rate: fc.integer({ min: 1, max: 100_000_000 }).map((n) => rate(fixed(n, 4))),
  iva: fc.integer({ min: 0, max: 10_000 }).map((n) => percent(fixed(n, 2))),
  discount: fc.option(
    fc.integer({ min: 0, max: 100 }).map((n) => percent(String(n))),
    { nil: null },
  ),
  retention: fc.constantFrom(RETENTION.NO, RETENTION.YES, RETENTION.PROFORMA),
  retentionPercent: fc.constantFrom(percent('75'), percent('100')),
  credit: ucdArb,
  vouchers: fc.array(fc.record({ method: fc.constantFrom(1, 2, 3, 4, 5), amount: fc.integer({ min: 0, max: 1_000_000_00 }).map((n) => bs(fixed(n, 2))) }), {
    maxLength: 4,
  }),
  byClient: fc.boolean(),
});

describe('composeBill: rates on lines and credit (issue 25, DOMAIN "Bills")', () => {
  it('a notice with its own fixed rate is charged at it; the others at the bill rate; Bs totals are sums of the lines', () => {
    const fixed: BillLineInput = { kind: 'notice', id: 1, fee: ucd('10.0000'), exempt: false, rate: rate('3.1552') };
    const b = composeBill({ ...base, lines: [fixed, notice(2, '10.0000')] });
    expect(b.lines.map((l) => [String(l.rate_used), String(l.total.bs)])).toEqual([
      ['3.1552', '36.6'],
      ['50', '580'],
    ]);
    expect(String(b.total.bs)).toBe('616.6');
  });

  it('credit covering the whole UCD due covers the whole Bs due, even when the Bs lines add up to a cent more', () => {
    // 5.02 + 16 % = 5.8232 UCD: 264.81 + 42.37 = 307.18 Bs line by line, 307.17 as one conversion
    const b = composeBill({ ...base, rate: rate('52.75'), lines: [notice(1, '5.0200')], credit: ucd('9.4787') });
    expect(text(b.total)).toEqual(['5.8232', '307.18']);
    expect(text(b.credit_applied)).toEqual(['5.8232', '307.18']);
    expect(text(b.due)).toEqual(['0', '0']);
    expect(String(b.missing)).toBe('0');
  });

  it('partial credit is converted at the bill rate and the rest is due', () => {
    const b = composeBill({ ...base, lines: [notice(1, '10.0000')], credit: ucd('1.0000') });
    expect(text(b.credit_applied)).toEqual(['1', '50']);
    expect(text(b.due)).toEqual(['10.6', '530']);
  });
});

describe('composeBill: properties', () => {
  it('each Bs total is the sum of its Bs lines; the total is the sum of its parts, in each unit', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = composeBill(input);
        const bsOf = (xs: (typeof b.lines)[number][], pick: (l: (typeof b.lines)[number]) => { bs: ReturnType<typeof bs> }) =>
          String(
            sum(
              'Bs',
              xs.map((l) => pick(l).bs),
            ),
          );
        expect(String(b.total.bs)).toBe(bsOf(b.lines, (l) => l.total));
        expect(String(b.iva.bs)).toBe(bsOf(b.lines, (l) => l.iva));
        const parts = [b.base, b.exempt, b.iva, b.fines, b.interest, b.services, b.quotas];
        expect(String(b.total.ucd)).toBe(
          String(
            sum(
              'Ucd',
              parts.map((p) => p.ucd),
            ),
          ),
        );
        expect(String(b.total.bs)).toBe(
          String(
            sum(
              'Bs',
              parts.map((p) => p.bs),
            ),
          ),
        );
      }),
    );
  });

  it('retention is round2(the Bs VAT × retention %) for an agent, 0 otherwise; residential lines are all exempt', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = composeBill(input);
        const expected = input.retention === RETENTION.YES ? round('Bs', b.iva.bs.times(input.retentionPercent).div(100)) : bs(0);
        expect(String(b.retention.bs)).toBe(String(expected));
        for (const l of b.lines) if (l.kind === 'notice' && l.exempt) expect(String(l.iva.ucd)).toBe('0');
      }),
    );
  });

  it('credit is floored at 0 and never above the balance or the bill; the surplus becomes the credit note', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = composeBill(input);
        expect(b.credit_applied.ucd.gte(0) && b.credit_applied.ucd.lte(input.credit)).toBe(true);
        expect(b.due.ucd.gte(0) && b.due.bs.gte(0)).toBe(true);
        if (input.retention === RETENTION.YES) expect(String(b.credit_applied.ucd)).toBe('0');
        const over = b.paid.minus(b.due.bs);
        expect(String(b.surplus)).toBe(String(over.gt(0) ? over : 0));
        expect(String(b.missing)).toBe(String(over.lt(0) ? over.neg() : 0));
        // the credit note is the surplus in UCD at the bill's rate, within half a unit of its last place
        expect(b.credit_note.times(input.rate).minus(b.surplus).abs().lte(input.rate.times('0.00005').plus('0.000001'))).toBe(true);
      }),
    );
  });
});
