// One adapter from the shared zod schemas to react-hook-form. The schemas take strings from
// inputs and give typed output, so forms hold loose values and submit what the API expects.
// And the way back: a refused save (422 `{error, code, fields}`) marks the form's own fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AxiosError } from 'axios';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { MSG } from '@aseo/shared/messages';
import type { ErrorBody } from '@aseo/shared/contracts';
import { showError } from './dialogs.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

export const schemaResolver = (schema: unknown) => zodResolver(schema as never) as unknown as Resolver<FormValues>;

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'getValues'>;

export type ServerErrorOptions = {
  /** The API's field name → the form's ('document' → 'client.document'); a prefix applies to all. */
  rename?: Record<string, string> | ((apiField: string) => string);
};

export type MappedErrors = {
  /** Form fields marked with their message, in the order the server listed them. */
  marked: string[];
  /** What no field shows (the body's `error` or messages of fields the form does not have): one dialog. */
  dialog: string | null;
};

const responseOf = (err: unknown) => (err as AxiosError<Partial<ErrorBody>> | undefined)?.response;

/**
 * Which fields of `form` the error marks and what is left for a dialog (pure: the unit tests read it).
 * A field counts as the form's when the form holds a value at that path.
 */
export function mapServerErrors<T extends FieldValues>(form: Pick<FormLike<T>, 'getValues'>, err: unknown, opts: ServerErrorOptions = {}) {
  const res = responseOf(err);
  const body = res?.data;
  const out: MappedErrors & { messages: Record<string, string> } = { marked: [], dialog: null, messages: {} };
  // a session that ended is the API client's to handle (it leaves for the sign-in page)
  if (body?.status) return out;
  if (!res || !body?.error) {
    out.dialog = MSG.common.connection;
    return out;
  }
  const rename = opts.rename ?? {};
  const leftover: string[] = [];
  for (const [apiField, message] of Object.entries(res.status === 422 ? (body.fields ?? {}) : {})) {
    const name = typeof rename === 'function' ? rename(apiField) : (rename[apiField] ?? apiField);
    if (apiField !== '_' && form.getValues(name as Path<T>) !== undefined) {
      out.marked.push(name);
      out.messages[name] = message;
    } else leftover.push(message);
  }
  if (!out.marked.length) out.dialog = body.error;
  else if (leftover.length) out.dialog = leftover[0];
  return out;
}

/**
 * Shows a failed save where it belongs: each field the server names gets its message under it and
 * the first one takes the focus; the rest (no field, a connection failure) in one error dialog.
 * For calls made `quiet` (the API client shows no dialog of its own). Returns the marked fields.
 */
export function applyServerErrors<T extends FieldValues>(form: FormLike<T>, err: unknown, opts: ServerErrorOptions = {}): string[] {
  const mapped = mapServerErrors(form, err, opts);
  for (const name of mapped.marked) form.setError(name as Path<T>, { type: 'server', message: mapped.messages[name] });
  if (mapped.marked[0]) {
    form.setFocus(mapped.marked[0] as Path<T>, { shouldSelect: false });
    // a field drawn through a Controller may hold no ref: then the first input drawn as invalid
    requestAnimationFrame(() => {
      if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }
  if (mapped.dialog) void showError(mapped.dialog);
  return mapped.marked;
}

/** Runs a save; on failure marks the form (applyServerErrors) and resolves null. */
export async function saveOrMark<T extends FieldValues, R>(form: FormLike<T>, save: () => Promise<R>, opts?: ServerErrorOptions): Promise<R | null> {
  try {
    return await save();
  } catch (err) {
    applyServerErrors(form, err, opts);
    return null;
  }
}

/**
 * The same for a form kept in plain state: the message of each of `fields` the server names (to
 * show under the field); the rest goes to one error dialog.
 */
export function fieldMessages(err: unknown, fields: readonly string[], opts: ServerErrorOptions = {}): Record<string, string> {
  const mapped = mapServerErrors({ getValues: ((name: string) => (fields.includes(name) ? '' : undefined)) as never }, err, opts);
  if (mapped.dialog) void showError(mapped.dialog);
  return mapped.messages;
}

/** The first message of each top-level field of a failed zod parse, for forms kept in plain state. */
export function issueMessages(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Moves the focus to the first field drawn as invalid (after React has drawn the messages). */
export function focusFirstInvalid() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
