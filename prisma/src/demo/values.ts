// The demo year's global values: the UCD rate rising in steps (so months sit at several rates), the
// dollar rate, and the bank interest (12 %, then 15 % from the eighth month), each change dated at
// a Caracas midnight and made by the administrator. VAT (16 %) and retention (75 %) are the
// reference data's.
import { addDays, instantOf, type History } from '@aseo/shared/billing';
import { DEFAULT_RETENTION } from '@aseo/shared/constants';
import { percent, rate, type Percent, type Rate } from '@aseo/shared/money';
import type { PrismaClient } from '../../generated/client/client.ts';
import type { DemoClock } from './clock.ts';
import type { Values } from './ledger.ts';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/** [month index, day, amount]: month -1 is the month before the demo year. */
const PETRO: [number, number, string][] = [
  [-1, 20, '41.2500'],
  [2, 10, '44.8000'],
  [4, 15, '48.3000'],
  [6, 5, '52.7500'],
  [8, 12, '57.4000'],
  [10, 7, '61.9500'],
];
const DOLAR: [number, number, string][] = [
  [-1, 20, '36.5000'],
  [4, 15, '41.1000'],
  [8, 12, '47.3500'],
  [10, 7, '52.6000'],
];
const INTEREST: [number, number, string][] = [
  [-1, 20, '12'],
  [7, 1, '15'],
];

export async function writeValues(tx: Tx, clock: DemoClock, adminId: number): Promise<Values> {
  // an entry of month -1 lies some days before the demo year, so its first month has a value
  const entries = (list: [number, number, string][]) =>
    list.map(([m, d, amount]) => ({ from: m < 0 ? addDays(clock.months[0]!, d - 31) : clock.dayOf(m, d), amount }));
  const rows = [
    ...entries(PETRO).map((e) => ({ key: 'conversion_petro', ...e })),
    ...entries(DOLAR).map((e) => ({ key: 'conversion_dolar', ...e })),
    ...entries(INTEREST).map((e) => ({ key: 'bankInterest', ...e })),
  ];
  await tx.globalValue.createMany({
    data: rows.map((r) => ({ key: r.key, amount: r.amount, valid_from: instantOf(r.from), user_id: adminId, created_at: instantOf(r.from) })),
  });
  const iva = await tx.globalValue.findFirst({ where: { key: 'iva' }, orderBy: [{ valid_from: 'desc' }, { id: 'desc' }] });
  const retention = await tx.globalValue.findFirst({ where: { key: 'retention' }, orderBy: [{ valid_from: 'desc' }, { id: 'desc' }] });
  const rates: History<Rate> = entries(PETRO).map((e) => ({ from: e.from, amount: rate(e.amount) }));
  const bankInterest: History<Percent> = entries(INTEREST).map((e) => ({ from: e.from, amount: percent(e.amount) }));
  return {
    rates,
    bankInterest,
    iva: percent(iva ? iva.amount.toFixed(2) : '16.00'),
    retention: percent(retention ? retention.amount.toFixed(2) : String(DEFAULT_RETENTION)),
  };
}
