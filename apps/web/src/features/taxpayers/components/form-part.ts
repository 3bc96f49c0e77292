// What a reusable part of a form (client part, property part) receives from its parent form.
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
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

/** The error message at a dotted path of the form's errors. */
export function errorAt(errors: FieldErrors<FormValues> | undefined, path: string): string | undefined {
  const node = path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], errors);
  return (node as { message?: string } | undefined)?.message;
}
