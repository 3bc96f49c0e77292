// The taxpayer's home ('Bienvenido', /welcome): ours, the spec names no call for it (docs/home.md).
// Each property's debt today as its statement prices it (the same figure as 'Estado de Cuenta', the
// desks and the PDF), what sits 'en conciliación', the next due date, and the payments in review or
// recently rejected with their reason. The caller's own account only; staff get 403 (their home is
// portal.home).
import { z } from 'zod';
import { bsText, rateText, ucdText } from '../money/wire.ts';
import { defineCall } from './define.ts';
import { noInput } from './common.ts';

const int = () => z.number().int();

export const homePropertyWire = z.object({
  id: int(),
  code: z.string(),
  /** Zone, street, floor and number as the certificates print them ('' when none was given) */
  address: z.string(),
  /** Property type and use labels ('Comercial', 'Residencial'…) */
  type: z.string(),
  use: z.string(),
  /** 1 active, 0 disincorporated (no new months) */
  status: int(),
  /** What the statement owes today (fees, VAT, fines, interest): UCD and Bs, the sum of its Bs lines (null: no UCD rate in force) */
  debt: ucdText,
  debt_bs: bsText.nullable(),
  /** Months with a pending notice up to today, and of them the ones already past their due date */
  pending_months: int(),
  overdue_months: int(),
  /** The next day a month falls due (the last day of its month); null for a disincorporated property */
  next_due: z.string().nullable(),
  /** Bills of the property waiting for their money ('en conciliación': por conciliar or prefactura) */
  reconciling: ucdText,
  reconciling_bs: bsText,
  reconciling_bills: int(),
  /** The quotas of its active agreements still to pay (no bill yet), at today's rate: its held months are not in `debt` */
  agreement: ucdText,
  agreement_bs: bsText,
  agreement_quotas: int(),
});
export type HomeProperty = z.infer<typeof homePropertyWire>;

export const homePaymentWire = z.object({
  id: int(),
  /** 'R-00000012' (receipt), 'P-…' (prefactura) or the invoice number */
  number_format: z.string(),
  status: int(),
  status_text: z.string(),
  created_at: z.string(),
  property: z.object({ id: int(), code: z.string() }).nullable(),
  total_bs: bsText,
  amount_paid: bsText,
  rejected_at: z.string().nullable(),
  /** The reason staff gave when rejecting it (null: none given) */
  reject_comments: z.string().nullable(),
});
export type HomePayment = z.infer<typeof homePaymentWire>;

export const homeCalls = {
  client: defineCall({
    id: 'home.client',
    summary: 'Inicio del contribuyente: deuda de cada inmueble, próximo vencimiento y pagos en revisión o reversados',
    methods: ['GET'],
    path: '/home/client',
    access: { kind: 'session' },
    request: noInput,
    response: z.object({
      /** The portal's day the figures are for (YYYY-MM-DD, Caracas) */
      as_of: z.string(),
      /** The UCD rate in force today (null: none) */
      rate: rateText.nullable(),
      /** The properties shown (at most HOME_MAX_PROPERTIES, by code) and how many the account has */
      properties: z.array(homePropertyWire),
      properties_total: int(),
      totals: z.object({
        /** Sums of the properties' figures above (each a sum of Bs lines, never UCD × rate) */
        debt: ucdText,
        debt_bs: bsText.nullable(),
        reconciling_bs: bsText,
        /** The quotas of their active agreements still to pay (apart from `debt`, as each property shows them) */
        agreement_bs: bsText,
        /** Properties that owe something today (their statement, or an agreement's quotas) */
        with_debt: int(),
      }),
      /** Bills por conciliar, newest first (at most HOME_MAX_PAYMENTS) and how many there are */
      in_review: z.array(homePaymentWire),
      in_review_total: int(),
      /** Bills rejected in the last HOME_REJECTED_DAYS days, newest first, with the reason */
      rejected: z.array(homePaymentWire),
      rejected_total: int(),
      rejected_days: int(),
    }),
    tags: ['movements', 'home'],
  }),
} as const;
