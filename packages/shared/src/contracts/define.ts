// One declaration per call of spec section 7: method(s), path, who may call it, request and
// response schemas. The API mounts its handlers from these (apps/api/src/lib/contract.ts), the web
// derives its fetchers, query keys and types from them (apps/web/src/lib/call.ts), and the OpenAPI
// document is generated from them (apps/api/src/modules/docs). See docs/decisions/007.
import type { z } from 'zod';
import type { FileFormatSet } from '../constants/index.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it.
 * - public: no session needed.
 * - session: any signed-in user; with `own`, the user id named by that input field must be the
 *   caller's own account (or its parent's), unless the caller is staff holding `staffPermission`
 *   (admins always, when no staffPermission is named).
 * - staff: an administrator, or a moderator without parent user holding `permission` (if named).
 * - admin: the administrator level only.
 */
export type Access =
  { kind: 'public' } | { kind: 'session'; own?: { field: string; staffPermission?: string } } | { kind: 'staff'; permission?: string } | { kind: 'admin' };

/** How the request body travels: JSON (or form-encoded), or multipart with files. */
export type BodyKind = 'json' | 'multipart';

/** What the call answers: JSON checked against `response`, or a file (PDF, Excel) streamed as is. */
export type ResponseKind = 'json' | 'file';

/** The formats a stored file may have (checked by its content, never its name). */
export type StoredFileSet = Exclude<FileFormatSet, 'statement'>;

/**
 * The files a multipart call takes (docs/decisions/019): each field name and how many files it may
 * carry; the API turns this into the upload parser's limits, so no other limit exists.
 * - read: the handler reads the file in memory (an import); nothing is written to disk.
 * - store: each file's content must be of `set` (photos scaled to `maxSide`); it is staged and moved
 *   under `folder` only after the request's transaction commits (a refused request keeps none).
 */
export type UploadPolicy =
  | { readonly keep: 'read'; readonly fields: Readonly<Record<string, number>> }
  | {
      readonly keep: 'store';
      readonly fields: Readonly<Record<string, number>>;
      readonly set: StoredFileSet;
      readonly folder: string;
      readonly maxSide?: number;
    };

export type CallContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  /** Stable id, `<area>.<name>`: the OpenAPI operationId and the root of the web's query key. */
  readonly id: string;
  /** One line in Spanish for the reference page. */
  readonly summary: string;
  /** The first is the spec's; the others are accepted too (the spec's GET-or-POST calls). */
  readonly methods: readonly HttpMethod[];
  /** Express-style path under /api, parameters as `:name` (`/admin/discounts/:id`). */
  readonly path: string;
  readonly access: Access;
  /** Path parameters, query and body merged (path parameters win): the handler's typed input. */
  readonly request: Req;
  readonly response: Res;
  readonly body?: BodyKind;
  readonly responseKind?: ResponseKind;
  /** The files of a multipart call and what becomes of them (the OpenAPI document lists the fields). */
  readonly upload?: UploadPolicy;
  /** The query-key prefix that invalidating after a write refreshes (e.g. ['users']). */
  readonly tags?: readonly string[];
};

export type AnyCall = CallContract<z.ZodType, z.ZodType>;

/** Declares a call; `const` keeps the literal path and id in the type. */
export const defineCall = <const C extends AnyCall>(c: C): C => c;

/** The input a caller sends: the request schema's output (what the handler receives). */
export type CallInput<C extends AnyCall> = z.output<C['request']>;
/** Keys whose wire type is `unknown` (preprocessed fields): they may be left out. */
type UnknownKeys<T> = { [K in keyof T]-?: unknown extends T[K] ? K : never }[keyof T];
type Loosen<T> = T extends readonly unknown[] ? T : T extends object ? Omit<T, UnknownKeys<T>> & Partial<Pick<T, UnknownKeys<T>>> : T;
/** The input as sent on the wire (before coercion and defaults). */
export type CallWireInput<C extends AnyCall> = Loosen<z.input<C['request']>>;
/** What the call answers. */
export type CallOutput<C extends AnyCall> = z.output<C['response']>;

/** Names of the `:params` of a path. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** Fills `:params` from the input; returns the path and the rest of the input. */
export function fillPath(path: string, input: Record<string, unknown> = {}): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    if (v === undefined || v === null || v === '') throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
  return { path: filled, rest };
}

/** OpenAPI-style path (`/admin/discounts/{id}`). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
