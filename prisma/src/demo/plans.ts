// Each property's year as a list of dated actions (payments, reconciliations, a rejection, an
// annulment, prefacturas and their payment data, withholding vouchers, certificates). The seed runs
// every property's actions in one timeline ordered by instant, so the counters (receipt, invoice,
// proforma, solvency) are taken in the order the events happened, as the portal takes them.
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { bs, round, type Bs } from '@aseo/shared/money';
import { invoiceNumberText } from '@aseo/shared/format';
import { dayOfInstant } from '@aseo/shared/billing';
import type { Plan, Story } from './catalogue.ts';
import type { DemoClock, Random } from './clock.ts';
import { pay, type VoucherSpec } from './desk.ts';
import { annul, completePrefactura, reconcile, reject, withholding } from './review.ts';
import type { DemoFiles } from './files.ts';
import type { BillState, Ledger, PropertyInfo } from './ledger.ts';

export type Action = { at: Date; run: () => void };
export type Bank = { id: number; code: string; name: string };

export type Env = {
  l: Ledger;
  clock: DemoClock;
  rnd: Random;
  files: DemoFiles;
  admin: number;
  cashier: number;
  /** The municipality's accounts (deposits go into them) */
  account: { id: number; bank_id: number; bank: Bank; name: string };
  /** A solvency certificate for the property at that instant */
  certificate: (p: PropertyInfo, at: Date) => void;
};

export type Subject = { info: PropertyInfo; userId: number; bank: Bank; plan: Plan; story?: Story; start: number; last: number; document: string };

/** A fresh 8-digit bank reference (unique across the demo). */
function reference(env: Env) {
  for (;;) {
    const n = String(env.rnd.int(10_000_000, 99_999_999));
    if (![...env.l.references].some((r) => r.endsWith(`:${n}`))) return n;
  }
}

/** The amount rounded up to a multiple of `step` bolívars (a round figure a payer hands over). */
const roundUp = (amount: Bs, step: number) => bs(amount.div(step).ceil().times(step).toFixed(2));

function cash(amount: Bs): VoucherSpec[] {
  return amount.isZero() ? [] : [{ method: PAYMENT_METHOD.CASH, amount }];
}

function transferSpec(env: Env, s: Subject, at: Date, amount: Bs, kind: 'Transferencia' | 'Depósito'): VoucherSpec {
  const number = reference(env);
  const day = dayOfInstant(at);
  const deposit = kind === 'Depósito';
  const bank = deposit ? env.account.bank : s.bank;
  const file = env.files.voucher({ kind, bank, number, day, amount, payer: s.info.owner.customer_name, to: env.account.name });
  return deposit
    ? { method: PAYMENT_METHOD.DEPOSIT, amount, account: { id: env.account.id, bank_id: env.account.bank_id }, number, date: day, file }
    : { method: PAYMENT_METHOD.TRANSFER, amount, bank: s.bank.id, number, date: day, file };
}

const deskPayment = (env: Env, s: Subject, at: Date) => ({ property: s.info, at, by: env.cashier, byClient: false, months: 1, fines: true });

/** A payment at the desk (with the property's pending fines), in cash or by card. */
function desk(env: Env, s: Subject, at: Date, months: number, o: { card?: boolean; surplus?: number; creditApply?: boolean } = {}) {
  return pay(env.l, {
    ...deskPayment(env, s, at),
    months,
    creditApply: o.creditApply,
    vouchers: (due) => (o.card && !due.isZero() ? [{ method: PAYMENT_METHOD.DEBIT, amount: due }] : cash(o.surplus ? roundUp(due, o.surplus) : due)),
  });
}

/** A transfer sent by the taxpayer ('Realizar pago') or registered by a cashier, or a deposit registered by a cashier. */
function transfer(env: Env, s: Subject, at: Date, months: number, o: { byClient?: boolean; deposit?: boolean; roundTo?: number } = {}) {
  const byClient = o.byClient ?? true;
  return pay(env.l, {
    property: s.info,
    at,
    by: byClient ? s.userId : env.cashier,
    byClient,
    months,
    vouchers: (due) => [transferSpec(env, s, at, o.roundTo ? roundUp(due, o.roundTo) : due, o.deposit ? 'Depósito' : 'Transferencia')],
  });
}

/** Reconciled `days` later at 09:30 when that day has come; otherwise it waits ('Por conciliar'). */
function reconcileLater(env: Env, acts: Action[], bill: () => BillState | null, from: Date, days: number) {
  const day = addDay(from, days);
  if (day > env.clock.today) return;
  const at = env.clock.at(day, '09:30');
  if (at <= from) return;
  acts.push({ at, run: () => bill() && reconcile(env.l, bill()!, at, env.admin) });
}

const addDay = (t: Date, n: number) => dayOfInstant(new Date(t.getTime() + n * 86_400_000));

/** The actions of one property's year. */
export function plan(env: Env, s: Subject): Action[] {
  const { clock, rnd } = env;
  const acts: Action[] = [];
  const at = (m: number, d: number, time: string) => clock.at(clock.pastDay(m, d), time);
  const add = (when: Date, run: () => void) => acts.push({ at: when, run });
  const p = s.plan;
  const months = (from: number, to: number, every: number) => {
    const groups: number[][] = [];
    for (let m = from; m + every - 1 <= to; m += every) groups.push(Array.from({ length: every }, (_, k) => m + k));
    return groups;
  };

  switch (p.kind) {
    case 'desk':
    case 'solvent': {
      const until = p.kind === 'desk' ? Math.min(p.until ?? 10, s.last) : s.last;
      for (let m = s.start; m <= until; m++) {
        const when =
          p.kind === 'solvent'
            ? at(m, rnd.int(10, 24), '11:20')
            : at(m + 1, rnd.int(3, 20), `${String(rnd.int(8, 15)).padStart(2, '0')}:${rnd.pick(['05', '20', '35', '50'])}`);
        if (s.story === 'annul' && m === 6) {
          let first: BillState | null = null;
          add(when, () => (first = desk(env, s, when, 1, { surplus: 100 })));
          const undo = clock.after(when, 45);
          add(undo, () => first && annul(env.l, first, undo, 'Monto del efectivo mal registrado; se emite un nuevo pago'));
          const again = clock.after(when, 55);
          add(again, () => desk(env, s, again, 1));
          continue;
        }
        if (s.story === 'credit' && m === 6) {
          // paid for more than the month (a rounded amount): the surplus becomes credit, applied to the next two bills
          add(when, () => pay(env.l, { ...deskPayment(env, s, when), vouchers: (due) => cash(roundUp(round('Bs', due.times(2.5)), 10)) }));
          continue;
        }
        const credit = s.story === 'credit' && (m === 7 || m === 8);
        add(when, () => desk(env, s, when, 1, credit ? { creditApply: true } : { card: p.kind === 'desk' && p.card && m % 2 === 0 }));
        if (p.kind === 'solvent' && p.certificates && (m === 9 || m === s.last)) {
          const issued = m === s.last ? clock.after(when, 20) : at(m, 26, '16:00');
          add(issued, () => env.certificate(s.info, issued));
        }
      }
      break;
    }
    case 'transfer':
    case 'reviewing':
    case 'staff-transfer':
    case 'deposit': {
      const every = p.kind === 'transfer' ? (p.every ?? 1) : p.kind === 'deposit' ? 3 : 1;
      const until = p.kind === 'transfer' ? (p.until ?? 10) : p.kind === 'reviewing' ? 9 : p.kind === 'deposit' ? 8 : 10;
      for (const g of months(s.start, until, every)) {
        const last = g[g.length - 1]!;
        const when = at(last + 1, rnd.int(2, 10), p.kind === 'transfer' || p.kind === 'reviewing' ? '19:40' : '11:10');
        const byClient = p.kind === 'transfer' || p.kind === 'reviewing';
        if (s.story === 'reject' && g[0] === 3) {
          // a transfer whose reference the bank does not show: rejected, then sent again and reconciled
          let wrong: BillState | null = null;
          add(when, () => (wrong = transfer(env, s, when, g.length)));
          const no = at(last + 1, 12, '09:00');
          add(no, () => wrong && reject(env.l, wrong, no, 'La referencia no aparece en el estado de cuenta del banco'));
          const again = at(last + 1, 13, '20:15');
          let right: BillState | null = null;
          add(again, () => (right = transfer(env, s, again, g.length)));
          reconcileLater(env, acts, () => right, again, 2);
          continue;
        }
        let bill: BillState | null = null;
        // José transfers a rounded amount: reconciled at the bank's figure, the surplus becomes his credit
        const jose = s.story === 'jose-residential' && g[0] === 6;
        const roundTo = jose ? 250 : undefined;
        if (p.kind === 'transfer' && p.waits && last === until) {
          // sent a few days ago: in the reconciliation queue ('Por conciliar')
          const recent = clock.at(clock.daysAgo(rnd.int(1, 3), true), '18:45');
          add(recent, () => transfer(env, s, recent, g.length));
          continue;
        }
        // José pays the month in course too: once reconciled his house owes nothing, and he asks for a certificate
        add(when, () => (bill = transfer(env, s, when, g.length + (jose ? 1 : 0), { byClient, deposit: p.kind === 'deposit', roundTo })));
        reconcileLater(env, acts, () => bill, when, p.kind === 'deposit' ? 3 : rnd.int(1, 2));
        if (jose) {
          const asked = at(last + 1, 20, '17:00');
          add(asked, () => env.certificate(s.info, asked));
        }
      }
      // José's last transfer was rejected a few days ago (his home lists it with the reason); he sent it again
      if (s.story === 'jose-residential') {
        let wrong: BillState | null = null;
        const sent = clock.at(clock.daysAgo(6), '19:10');
        add(sent, () => (wrong = transfer(env, s, sent, 2)));
        const no = clock.at(clock.daysAgo(4), '09:00');
        add(no, () => wrong && reject(env.l, wrong, no, 'La referencia no aparece en el estado de cuenta del banco: verifique el número e intente de nuevo'));
      }
      // the latest transfer waits for reconciliation ('Por conciliar'): the last months, the current one included
      if (p.kind === 'reviewing' || s.story === 'jose-residential') {
        const when = clock.at(clock.daysAgo(1, true), '20:30');
        add(when, () => transfer(env, s, when, 2));
      }
      break;
    }
    case 'agent':
      agentYear(env, s, acts, at);
      break;
    case 'never':
      break;
  }
  return acts;
}

/** A retention agent: a prefactura every two months, its payment data, reconciliation and withholding voucher; the last prefactura still to pay. */
function agentYear(env: Env, s: Subject, acts: Action[], at: (m: number, d: number, time: string) => Date) {
  let sequence = 40;
  for (let m = s.start; m + 1 <= 9; m += 2) {
    const created = at(m + 2, 3, '09:00');
    const paid = at(m + 2, 6, '15:30');
    const reconciled = at(m + 2, 8, '10:00');
    const held = at(m + 2, 15, '11:45');
    let bill: BillState | null = null;
    acts.push({ at: created, run: () => (bill = pay(env.l, { property: s.info, at: created, by: s.userId, byClient: true, months: 2, vouchers: () => [] })) });
    acts.push({
      at: paid,
      run: () =>
        bill && completePrefactura(env.l, bill, [transferSpec(env, s, paid, bs(bill.row.due_bs), 'Transferencia')], { at: paid, by: s.userId, byClient: true }),
    });
    acts.push({ at: reconciled, run: () => bill && reconcile(env.l, bill, reconciled, env.admin) });
    // the last accepted prefactura still waits for its withholding voucher (the 'Retenciones' report lists it)
    if (m + 2 < 9) {
      const seq = (sequence += 1);
      acts.push({
        at: held,
        run: () => {
          if (!bill) return;
          const day = dayOfInstant(held);
          const number = `${day.slice(0, 4)}${day.slice(5, 7)}${String(seq).padStart(8, '0')}`;
          const file = env.files.withholding({
            number,
            day,
            agent: s.info.owner.customer_name,
            rif: s.document,
            issuer: env.account.name,
            invoice: invoiceNumberText(bill.row.number!),
            amount: bs(String(bill.row.retention_bs)),
          });
          withholding(env.l, bill, { at: held, by: s.userId, sequence: seq, file: file ?? `withholding/demo/retencion-${number}.png` });
        },
      });
    }
  }
  const now = env.clock.at(env.clock.daysAgo(2, true), '09:10');
  acts.push({ at: now, run: () => pay(env.l, { property: s.info, at: now, by: s.userId, byClient: true, months: 2, vouchers: () => [] }) });
}
