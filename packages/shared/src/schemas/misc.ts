// Bank accounts, complaints and suggestions, solvency and file checks (spec 000 section 5).
import { z } from 'zod';
import { FILE_FORMATS, type FileFormatSet } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';
import { digits, id, requiredText } from './common.ts';

export const bankAccountSchema = z.object({
  name: requiredText(),
  bank_id: id(),
  document_type_id: id(),
  document: digits(),
  number: digits(),
  phone: digits(),
  account_type_id: id(),
});

export const suggestionCreateSchema = z.object({ zone: requiredText(), text: requiredText(MSG.suggestions.messageRequired) });
export const suggestionMessageSchema = z.object({ suggestion_id: id(), text: requiredText(MSG.suggestions.messageRequired) });

export const solvencySchema = z.object({
  property_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: MSG.solvency.propertyRequired }).int().positive(MSG.solvency.propertyRequired)),
});

/** 'El formato del archivo no es válido' when the name's extension is outside the set, else null. */
export function fileFormatError(fileName: string, set: FileFormatSet = 'default'): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext && (FILE_FORMATS[set] as readonly string[]).includes(ext) ? null : MSG.common.invalidFileFormat;
}
