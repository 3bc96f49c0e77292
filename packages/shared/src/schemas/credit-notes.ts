// Credit notes (001 sections 2 and 5): list filters and the amount edit (admin level only; the
// level is checked by the API).
import { z } from 'zod';
import { MSG } from '../messages/index.ts';
import { dateRangeError, decimalText, formObject, id, isBlank, optionalDateText, optionalText } from './common.ts';

export const creditNoteEditSchema = formObject({
  credit_note_id: id(MSG.server.invalidData),
  /** UCD, 4 decimals at most */
  amount: decimalText({ places: 4 }),
});

export const creditNoteFiltersSchema = formObject({
  page: z.preprocess((v) => (isBlank(v) ? 1 : v), id(MSG.server.invalidData)),
  search: optionalText(100),
  since: optionalDateText(),
  until: optionalDateText(),
}).superRefine((v, ctx) => {
  const e = dateRangeError(v.since, v.until);
  if (e) ctx.addIssue({ code: 'custom', message: e, path: ['until'] });
});
