// What a reusable part of a form (client part, property part) receives from its parent form, and
// how its errors read: a generic "fill everything" message of the spec is said once, above the
// part (FormPartSummary), and each field it concerns says only that it is required.
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { MSG } from '@aseo/shared/messages';
import type { FormValues } from '../../../lib/form.ts';
import type { RegistrationReferences } from '../../references/index.ts';

export type FormPartProps = {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues> | undefined;
  refs: RegistrationReferences | undefined;
  /** Where the part's fields live in the form values ('client', 'property', or '' for the root). */
  prefix?: string;
};

/** The spec's messages that speak of the whole form rather than of one field. */
export const FORM_LEVEL_MESSAGES: ReadonlySet<string> = new Set([MSG.server.requiredField, MSG.properties.allDataRequired]);

/** The error message at a dotted path of the form's errors, as the server or the schema wrote it. */
export function errorAt(errors: FieldErrors<FormValues> | undefined, path: string): string | undefined {
  const node = path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], errors);
  return (node as { message?: string } | undefined)?.message;
}

/** What a field shows under it: its own message, or 'Este campo es requerido' for a form-level one. */
export function fieldError(errors: FieldErrors<FormValues> | undefined, path: string): string | undefined {
  const message = errorAt(errors, path);
  return message && FORM_LEVEL_MESSAGES.has(message) ? MSG.common.fieldRequired : message;
}

/** The form-level messages of `fields` (label → path), each once, with the labels of the fields it concerns. */
export function formLevelSummary(errors: FieldErrors<FormValues> | undefined, fields: [label: string, path: string][]): string[] {
  const byMessage = new Map<string, string[]>();
  for (const [label, path] of fields) {
    const message = errorAt(errors, path);
    if (message && FORM_LEVEL_MESSAGES.has(message)) byMessage.set(message, [...(byMessage.get(message) ?? []), label]);
  }
  return [...byMessage].map(([message, labels]) => `${message}: ${labels.join(', ')}.`);
}
