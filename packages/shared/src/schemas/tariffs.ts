// Economic activities, global values and discounts (000 section 5 "Percentages", "Discount").
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { dec } from '../money/index.ts';
import { dateRangeError, decimalText, flag, formObject, id, isBlank, jsonList, optionalDateText, optionalId, optionalText, requiredText } from './common.ts';

const S = MSG.server;

/** VAT, retention and bank interest: a percentage (2 decimals) up to 100. */
export const percentageSchema = formObject({
  amount: decimalText({ places: 2 }).refine((v) => !/^\d+(\.\d+)?$/.test(v) || dec(v).lte(100), MSG.common.valueOver100),
});

/** Dollar and UCD rates: positive, 4 decimals at most. */
export const exchangeRateSchema = formObject({ amount: decimalText({ places: 4, positive: S.invalidNumber }) });

const priceSchema = formObject({
  service_type_id: id(S.invalidData),
  commercial_factor: decimalText({ places: 4 }),
  additional_coefficient: decimalText({ places: 4 }),
  adjustment_factor: decimalText({ places: 4 }),
});

/** Activity edit: name, maximum area, tax free flag and one price row per service type (prices as JSON). */
export const economicActivityEditSchema = formObject({
  economic_activity_id: id(S.invalidData),
  name: requiredText(S.requiredField, 255),
  size: decimalText({ places: 2 }),
  tax_free: flag().transform((f) => f ?? 0),
  prices: jsonList(priceSchema),
});

/** admin/economic-activities/view: the activity (economic_activity_id or id) and the example's area (m²); an area that is not plain digits is ignored. */
export const activityViewSchema = formObject({
  economic_activity_id: optionalId(),
  id: optionalId(),
  size: z.preprocess((v) => (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? v : undefined), z.string().optional()),
});

/** Discount: integer % (default 5) up to 100; both dates required and real (a time part is dropped); from not after to; items = activity ids. */
export const discountSchema = formObject({
  amount: z.preprocess(
    (v) => (isBlank(v) ? 5 : v),
    z.coerce.number({ error: S.invalidNumber }).int(S.invalidNumber).min(0, S.invalidNumber).max(100, MSG.common.percentOver100),
  ),
  start_date: optionalDateText(),
  expire_date: optionalDateText(),
  items: jsonList(id(S.invalidData)),
  description: optionalText(),
}).superRefine((v, ctx) => {
  if (!v.start_date || !v.expire_date) {
    ctx.addIssue({ code: 'custom', message: MSG.tariffs.discountDatesRequired, path: [v.start_date ? 'expire_date' : 'start_date'] });
    return;
  }
  if (dateRangeError(v.start_date, v.expire_date)) ctx.addIssue({ code: 'custom', message: MSG.tariffs.discountDatesOrder, path: ['expire_date'] });
});
