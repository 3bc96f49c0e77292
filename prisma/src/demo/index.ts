// The rich demo (issue 26 item 8, docs/demo-data.md): a year of the portal's life on top of the
// base demo, for the embedded database of the start line. Runs inside the base demo's transaction,
// so the marker that keeps a restart from seeding again commits with it or not at all.
import { dayOfInstant, noticeAmounts, valueOn } from '@aseo/shared/billing';
import { BILL_STATUS, FINE_TYPE, NOTICE_STATUS } from '@aseo/shared/constants';
import { ucd } from '@aseo/shared/money';
import type { PrismaClient } from '../../generated/client/client.ts';
import { TAXPAYERS } from './taxpayers.ts';
import { demoClock, seededRandom } from './clock.ts';
import { writeCertificates, writeRoutes, writeSuggestions, type Certificate } from './extras.ts';
import { DemoFiles } from './files.ts';
import { Ledger, type PropertyInfo } from './ledger.ts';
import { writePeople, type DemoSubject } from './people.ts';
import { plan, type Env } from './plans.ts';
import { writeValues } from './values.ts';
import { ledgerStart, refreshAllBalances, runInstant, writeBillingRuns, writeLedger } from './write.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export type RichDemoOptions = {
  /** Where uploads are stored (the voucher images are written there); none: no files */
  uploadDir?: string;
  /** The seed's "now" (tests); the real clock by default */
  now?: Date;
};

/** Notices month by month, as the billing run writes them (by property, then service type), at the rate of each month's run. */
function bill(l: Ledger, clock: ReturnType<typeof demoClock>, subjects: DemoSubject[]) {
  const ordered = [...subjects].sort((a, b) => a.info.id - b.info.id);
  for (const [m, period] of clock.months.entries()) {
    const created = runInstant(clock, period);
    const rate = valueOn(l.values.rates, period)!;
    for (const s of ordered) {
      if (m < s.start || m > s.last) continue;
      for (const price of [...s.tariff.activity.prices].sort((a, b) => a.service_type_id - b.service_type_id)) {
        const amounts = noticeAmounts({
          size: s.tariff.size,
          property_type_id: s.tariff.type,
          property_use_id: s.tariff.use,
          quantity_houses: s.tariff.houses,
          activity: { size: s.tariff.activity.size, tax_free: s.tariff.activity.tax_free },
          price: {
            commercial_factor: ucd(price.commercial_factor),
            additional_coefficient: ucd(price.additional_coefficient),
            adjustment_factor: price.adjustment_factor,
          },
          iva: l.values.iva,
          rate,
        });
        if (amounts) l.addNotice({ property_id: s.info.id, service_type_id: price.service_type_id, period, ...amounts, rate, created_at: created });
      }
    }
  }
}

/** Debt as DOMAIN "Certificates" defines it, at an instant: nothing owed, nothing in a bill waiting for its money. */
function solvent(l: Ledger, p: PropertyInfo, at: Date) {
  const owed = l.notices.some((n) => n.property_id === p.id && n.created_at <= at && n.status === NOTICE_STATUS.PENDING);
  const fined = l.fines.some((f) => f.property_id === p.id && f.created_at <= at && f.status === NOTICE_STATUS.PENDING && !f.amount.isZero());
  const waiting = l.bills.some((b) => b.property.id === p.id && (b.row.status === BILL_STATUS.PENDING || b.row.status === BILL_STATUS.TO_PAY));
  return !owed && !fined && !waiting;
}

export async function seedRichDemo(tx: Tx, hash: string, o: RichDemoOptions = {}) {
  const clock = demoClock(o.now);
  const rnd = seededRandom(20_260_101);
  const admin = await tx.user.findUniqueOrThrow({ where: { username: 'admin' } });
  const cashier = await tx.user.findUniqueOrThrow({ where: { username: 'cajero' } });
  const values = await writeValues(tx, clock, admin.id);
  const banks = new Map((await tx.bank.findMany()).map((b) => [b.code, { id: b.id, code: b.code, name: b.name }]));
  const account = await tx.bankAccount.findFirstOrThrow({ orderBy: { id: 'asc' }, include: { bank: true } });
  const subjects = await writePeople(tx, clock, rnd, hash, banks);
  const start = await ledgerStart(tx);
  const l = new Ledger(values, start.ids, start.counters);
  bill(l, clock, subjects);

  // staff fines ('Agregar multa'), each on its property's own day
  for (const s of subjects) {
    const f = s.fine;
    if (f)
      l.addFine({
        property_id: s.info.id,
        notice_id: null,
        fine_type_id: FINE_TYPE.FINE,
        amount: ucd(f.amount),
        comment: f.comment,
        created_by: admin.id,
        at: clock.at(clock.dayOf(f.month, 12), '10:00'),
      });
  }

  const files = new DemoFiles(o.uploadDir);
  const certificates: Certificate[] = [];
  const env: Env = {
    l,
    clock,
    rnd,
    files,
    admin: admin.id,
    cashier: cashier.id,
    account: { id: account.id, bank_id: account.bank_id, bank: { id: account.bank.id, code: account.bank.code, name: account.bank.name }, name: account.name },
    certificate: (p, at) => {
      if (!solvent(l, p, at)) throw new Error(`demo: ${p.code} owes something on ${dayOfInstant(at)}: no certificate`);
      const s = subjects.find((x) => x.info.id === p.id)!;
      certificates.push({
        number: l.next('solvency'),
        userId: s.userId,
        propertyId: p.id,
        propertyCode: p.code,
        by: s.userId,
        at,
        name: p.owner.customer_name,
        document: s.document,
      });
    },
  };
  const timeline = subjects
    .flatMap((s) => plan(env, s))
    .map((a, seq) => ({ ...a, seq }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
  for (const a of timeline) a.run();

  // José's commercial property: staff fixed the UCD value of its oldest owed month (shown at its own rate)
  const jose = subjects[0]!;
  for (const n of l.notices) if (n.property_id === jose.info.id && n.period === clock.months[7] && n.status === NOTICE_STATUS.PENDING) n.use_local = true;
  // interest as of today on every month still owed, stored as 'Calcular' stores it
  for (const n of l.notices) if (n.status === NOTICE_STATUS.PENDING && n.bill_id === null) l.storeInterest(n, clock.latest, admin.id, false);

  await writeLedger(tx, l);
  await writeCertificates(tx, certificates);
  await writeBillingRuns(tx, clock, l);
  await writeRoutes(tx, clock);
  await writeSuggestions(tx, clock, admin.id);
  await refreshAllBalances(tx);
  const written = await files.write();
  return {
    taxpayers: TAXPAYERS.length,
    properties: subjects.length,
    notices: l.notices.length,
    bills: l.bills.length,
    certificates: certificates.length,
    files: written,
  };
}
