// The staff home's answer (portal.home, GET /admin/home/get; docs/home.md "The staff home"): the
// day's accounts and properties, and the office's money figures, each present only when the user
// may open the list it links to (the menu's rule): collections and the summaries of the reports
// (view-reports), the reconciliation queue (view-payments), certificates (view-urban-cleanliness).
// Collections come from `collection_days` (ADR 025); the reports' summaries are read at most every
// few minutes and carry the instant they were computed (`computed_at`).
import { z } from 'zod';
import { bsText, ucdText } from '../money/wire.ts';
import { dateTime } from './common.ts';

const int = () => z.number().int();
const day = () => z.string().meta({ description: 'día de Caracas YYYY-MM-DD' });

/** Money received in a range of Caracas days: the 'Ingresos' report of the same days, to the cent. */
export const collectionPeriod = z.object({
  since: day(),
  until: day(),
  /** Accepted bills issued in the range */
  bills: int(),
  /** Σ of their totals (Ingresos by day / by service) */
  total_ucd: ucdText,
  total_bs: bsText,
  /** Σ of their live vouchers (Ingresos by payment method): the money received */
  received_bs: bsText,
  vouchers: int(),
  /** By payment method (the methods with money only) */
  by_method: z.array(z.object({ id: int(), name: z.string(), amount_bs: bsText })),
  /** By service as Ingresos splits a bill: aseo, disposicion, otros, sin-servicio (the last only when not 0) */
  by_service: z.array(z.object({ key: z.string(), label: z.string(), amount_bs: bsText })),
});
export type CollectionPeriod = z.infer<typeof collectionPeriod>;

export const staffHomeResponse = z.object({
  /** Taxpayer accounts not deleted. */
  taxpayers: int(),
  /** Of them, created today (portal time zone). */
  registered_today: int(),
  /** Of them, waiting for verification (status 3). */
  pending_verification: int(),
  /** Properties in force (status 1, not deleted). */
  active_properties: int(),
  /** When the figures were read. */
  as_of: dateTime(),
  /** The portal's day (Caracas) the figures are of. */
  today: day(),
  /** view-reports: today, this month, and the last 30 days (oldest first, every day present). */
  collections: z
    .object({
      today: collectionPeriod,
      month: collectionPeriod,
      days: z.array(z.object({ day: day(), bills: int(), received_bs: bsText, total_bs: bsText })),
    })
    .optional(),
  /** view-payments: the bills 'Por conciliar' (status 0). */
  queue: z
    .object({
      count: int(),
      /** Σ total_bs of those bills */
      amount_bs: bsText,
      /** When the oldest was made; null when the queue is empty */
      oldest: dateTime().nullable(),
      /** Of them, held by someone now (a claim not expired) */
      claimed: int(),
    })
    .optional(),
  /** view-urban-cleanliness: solvency certificates issued (not deleted) today and this month. */
  certificates: z.object({ today: int(), month: int() }).optional(),
  /** view-reports: the reports' summaries, computed at `computed_at` (at most a few minutes old). */
  summary: z
    .object({
      computed_at: dateTime(),
      /** 'Cobranza vencida' as of today, no other filter (the report's footer, overdueTotals) */
      overdue: z.object({ properties: int(), taxpayers: int(), ucd: ucdText, bs: bsText }),
      /** Active agreements (both kinds) en mora, and what they still owe */
      agreements: z.object({ en_mora: int(), to_pay_bs: bsText, overdue_bs: bsText }),
      /** Accepted bills of retention agents without their withholding voucher, and the VAT withheld on them */
      retentions: z.object({ missing: int(), withheld_bs: bsText }),
    })
    .optional(),
  /** Administrators: the daily copy of the portal (README "Backups"): its schedule ('off' or a cron), the last run and the last good one. */
  backup: z
    .object({
      schedule: z.string(),
      last: z.object({ at: dateTime(), ok: z.boolean(), message: z.string() }).nullable(),
      last_ok_at: dateTime().nullable(),
    })
    .optional(),
});
export type StaffHome = z.infer<typeof staffHomeResponse>;
