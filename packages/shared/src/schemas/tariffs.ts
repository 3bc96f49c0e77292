// Tariffs, global values and discounts (spec 000 section 5 "Percentages", "Discount").
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { dec } from '../money/index.ts';
import { decimalText, id, optionalText, requiredText } from './common.ts';

/** VAT, retention and bank interest: a percentage up to 100 ('Lo sentimos, el valor no puede ser mayor a 100'). */
export const percentageSchema = z.object({
  amount: decimalText({ places: 2 }).refine((v) => dec(v).lte(100), MSG.common.valueOver100),
});

/** Dollar and UCD rates: positive, precision 4. */
export const exchangeRateSchema = z.object({ amount: decimalText({ places: 4, positive: MSG.server.invalidNumber }) });

const priceSchema = z.object({
  service_type_id: id(),
  commercial_factor: decimalText({ places: 4 }),
  additional_coefficient: decimalText({ places: 4 }),
  adjustment_factor: decimalText({ places: 4 }),
});

export const economicActivityEditSchema = z.object({
  economic_activity_id: id(),
  name: requiredText(),
  size: decimalText({ places: 2 }),
  tax_free: z.coerce.number().int().min(0).max(1),
  prices: z.array(priceSchema),
});

const dateOrBlank = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional());

/** Discount: integer %, default 5, ≤ 100; both dates required; from not after to; items = activity ids. */
export const discountSchema = z
  .object({
    amount: z.preprocess((v) => (v === '' || v === undefined || v === null ? 5 : v), z.coerce.number().int(MSG.server.invalidNumber).min(0).max(100, MSG.common.percentOver100)),
    start_date: dateOrBlank,
    expire_date: dateOrBlank,
    items: z.preprocess((v) => (v === undefined || v === '' ? [] : v), z.array(id())),
    description: optionalText(),
  })
  .superRefine((v, ctx) => {
    if (!v.start_date || !v.expire_date) {
      ctx.addIssue({ code: 'custom', message: MSG.tariffs.discountDatesRequired, path: ['start_date'] });
      return;
    }
    if (v.start_date.slice(0, 10) > v.expire_date.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: MSG.tariffs.discountDatesOrder, path: ['expire_date'] });
    }
  });

/** Pending months: integer ≥ 0 (precision 0). */
export const pendingMonthsSchema = z.object({ months: z.coerce.number({ error: MSG.server.invalidNumber }).int(MSG.server.invalidNumber).min(0, MSG.server.invalidNumber) });

/** Reason for deleting fines or interest: not blank. */
export const deleteReasonSchema = z.object({ comment: requiredText(MSG.accountStatus.reasonRequired) });
