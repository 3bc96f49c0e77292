// Names and documents as the lists show them.
import { DOCUMENT_TYPE, DOCUMENT_TYPES } from '../constants/index.ts';

/** 'V-12345678' ('' without a document; no prefix for an unknown type). */
export function documentLabel(typeId: number | string | null | undefined, document: string | null | undefined): string {
  if (!document) return '';
  const prefix = DOCUMENT_TYPES.find((t) => t.id === Number(typeId))?.prefix ?? '';
  return `${prefix}${document}`;
}

/** 'Ana Pérez', skipping blank parts. */
export const fullName = (name?: string | null, lastname?: string | null) =>
  [name, lastname]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The taxpayer's name as a document prints it: the business name of a company (RIF J or G), or of
 * anyone whose business name is a trade name of its own ('Ferretería Marta'); else the person's
 * name and last name ('José Rodríguez', even when the form copied 'José' into the business name).
 */
export function taxpayerName(u: { document_type_id?: number | null; business_name?: string | null; name?: string | null; lastname?: string | null }): string {
  const business = u.business_name?.trim() ?? '';
  const person = fullName(u.name, u.lastname);
  const company = u.document_type_id === DOCUMENT_TYPE.J || u.document_type_id === DOCUMENT_TYPE.G;
  const same = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;
  if (business && (company || !(same(business, u.name?.trim() ?? '') || same(business, person)))) return business;
  return person || business;
}

/** '0414-1234567' (full_phone), or the phone alone without a code. */
export const phoneLabel = (code?: string | null, phone?: string | null) => (phone ? [code, phone].filter(Boolean).join('-') : '');

/**
 * A username as it is stored and looked up: Unicode NFKC (full-width letters, ligatures and other
 * compatibility forms folded to their plain letters) and trimmed. Comparisons ignore letter case.
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();
