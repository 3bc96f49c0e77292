// 'Reporte de Convenios' (/admin/reports/report-agreements; 001 section 2 "Reports"; DOMAIN
// "Agreements" and "Reports"; docs/reports.md "Convenios"): both kinds of agreement, old ('Convenio
// de pago', table agreements) and conventions ('Convenio'), one row each as the agreements lists
// compute it (quotas paid = in an ACCEPTED bill; overdue = in no bill and past its date; 'En mora' as
// DOMAIN "Default"), with the amounts paid, to pay and overdue in UCD and Bs, and a summary by kind ×
// status of every row of the filters. Since/until are Caracas days of the agreement's creation.
import { z } from 'zod';
import { AGREEMENT_STATUS } from '../../constants/index.ts';
import { MSG } from '../../messages/index.ts';
import { bsText, rateText, ucdText } from '../../money/wire.ts';
import { code, dateRangeError, formObject, integer, isBlank, optionalDateText, optionalText } from '../../schemas/common.ts';
import { AGREEMENT_KINDS, agreementRowWire } from '../agreements.ts';
import { page } from '../common.ts';
import { reportCalls } from './define-report.ts';

const int = () => z.number().int();
const S = MSG.server;
const R = MSG.reports;
const blank = (v: unknown) => (isBlank(v) ? undefined : v);

/** The kinds as the report names them. */
export const AGREEMENT_KIND_LABELS = { agreement: 'Convenio de pago', convention: 'Convenio' } as const;
export const EN_MORA_FILTERS = ['yes', 'no'] as const;

export const agreementsReportFilters = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), integer({ min: 1, message: S.invalidData })),
  /** The property's code, the correlative (old agreement's number, convention's typed one), the taxpayer */
  search: optionalText(100),
  /** Caracas days of the agreement's creation, both included */
  since: optionalDateText(),
  until: optionalDateText(),
  /** 'agreement' (old, 'Convenio de pago') or 'convention' ('Convenio'); both when missing */
  kind: z.preprocess(blank, z.enum(AGREEMENT_KINDS, { error: R.agreementKindInvalid }).optional()),
  /** 0 Inactivo, 1 Activo, 2 Completado; every status when missing */
  status: z.preprocess(blank, code(Object.values(AGREEMENT_STATUS), S.invalidStatus).optional()),
  /** 'yes': only agreements en mora; 'no': only those not en mora */
  en_mora: z.preprocess(blank, z.enum(EN_MORA_FILTERS, { error: R.enMoraInvalid }).optional()),
  withoutLoading: z.unknown().optional(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
export type AgreementsReportFilters = z.output<typeof agreementsReportFilters>;

/** One agreement: the lists' row plus what the report adds. Bs at today's rate while ACTIVE, at the stored rate otherwise (`conversion_petro`). */
export const agreementReportRowWire = agreementRowWire.extend({
  kind_text: z.string(),
  /** The Caracas day of its creation (what since/until filter), YYYY-MM-DD */
  date: z.string(),
  /** Quotas in an ACCEPTED bill (the same as bills_count) */
  paid_quotas: int(),
  /** Quotas in no bill whose date passed */
  overdue_quotas: int(),
  /** total − to_pay: the quotas in an ACCEPTED bill */
  paid: ucdText,
  paid_bs: bsText,
  overdue_amount: ucdText,
  overdue_amount_bs: bsText,
});
export type AgreementReportRow = z.infer<typeof agreementReportRowWire>;

/** Counts and sums of a set of rows (each Bs sum is the sum of the rows' Bs). */
export const agreementTotalsWire = z.object({
  count: int(),
  en_mora: int(),
  quotas: int(),
  paid_quotas: int(),
  overdue_quotas: int(),
  total: ucdText,
  total_bs: bsText,
  paid: ucdText,
  paid_bs: bsText,
  to_pay: ucdText,
  to_pay_bs: bsText,
  overdue_amount: ucdText,
  overdue_amount_bs: bsText,
});
export type AgreementTotals = z.infer<typeof agreementTotalsWire>;

export const agreementsReportResponse = z.object({
  agreements: page(agreementReportRowWire),
  /** Every row of the filters (not only the page): one line per kind × status present, and all together */
  summary: z.object({
    groups: z.array(agreementTotalsWire.extend({ kind: z.enum(AGREEMENT_KINDS), kind_text: z.string(), status: int(), status_text: z.string() })),
    all: agreementTotalsWire,
  }),
  /** Today's rate (the Bs of the ACTIVE agreements) */
  conversion_petro: z.object({ amount: rateText }).nullable(),
});
export type AgreementsReportAnswer = z.infer<typeof agreementsReportResponse>;

export const agreementsReportCalls = reportCalls({
  key: 'agreements',
  path: '/admin/reports/report-agreements',
  title: 'Convenios: por tipo y estatus, cuotas pagadas y vencidas, en mora, montos en UCD y Bs',
  filters: agreementsReportFilters,
  response: agreementsReportResponse,
});
