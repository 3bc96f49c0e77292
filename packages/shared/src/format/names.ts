// Names and documents as the lists show them.
import { DOCUMENT_TYPES } from '../constants/index.ts';

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

/** '0414-1234567' (full_phone), or the phone alone without a code. */
export const phoneLabel = (code?: string | null, phone?: string | null) => (phone ? [code, phone].filter(Boolean).join('-') : '');

/**
 * A username as it is stored and looked up: Unicode NFKC (full-width letters, ligatures and other
 * compatibility forms folded to their plain letters) and trimmed. Comparisons ignore letter case.
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();
