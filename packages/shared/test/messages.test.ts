// The texts: every text of both documents exists exactly as written, every validation message of
// the schemas is asserted by a test, and no schema answers with one of zod's English defaults.
import { describe, expect, it } from 'vitest';
import * as constants from '../src/constants/index.ts';
import { isTokenStatusText, LABELS, MSG, TOKEN_STATUS_TEXT } from '../src/messages/index.ts';
import * as schemas from '../src/schemas/index.ts';
import { SPEC_TEXTS, SPEC_TEXTS_REPLACED } from './spec-texts.ts';

const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

const messageValues = new Set(stringsIn(MSG));
const shownTexts = new Set([...messageValues, ...stringsIn(LABELS), ...stringsIn(TOKEN_STATUS_TEXT), ...stringsIn(constants)]);

describe('every text of both documents, exactly as written', () => {
  it.each(SPEC_TEXTS.map((t) => [t]))('%s', (text) => expect(shownTexts.has(text)).toBe(true));
  it.each(SPEC_TEXTS_REPLACED.map((r) => [r.spec, r.shown]))('%s is shown as %s (one name for one screen)', (spec, shown) => {
    expect(shownTexts.has(spec)).toBe(false);
    expect(shownTexts.has(shown)).toBe(true);
  });
  it('keeps the spec typos', () => {
    expect(MSG.cash.confirmPay).toBe('Corfirmar ejecución de pago?');
    expect(MSG.agreements.quotaDateRequired).toBe('La fecha de las cuota es requerida');
    expect(MSG.payments.statusChanged).toBe('Se cambio el estado correctamente');
    expect(MSG.taxpayers.historyError).toBe('Ups!, Ocurrio un error');
    expect(MSG.common.oops).toBe('Ups! Ocurrio un error');
  });
  it.each([
    [MSG.auth.passwordChanged, 'Se ha actualizado la contraseña correctamente'],
    [MSG.common.noRecords, 'No hay registros'],
    [MSG.common.connection, 'Por favor, revise su conexión'],
    [MSG.server.invalidCredentials, 'Usuario o contraseña incorrectos'],
    [MSG.server.userInactive, 'Lo sentimos, su usuario ha sido desactivado'],
    [MSG.server.userDeleted, 'Lo sentimos, su usuario ha sido eliminado'],
    [MSG.server.tooManyAttempts, 'Demasiados intentos, intente de nuevo en unos minutos'],
    [MSG.server.forbidden, 'No tiene permiso para realizar esta acción'],
    [MSG.server.notFound, 'El registro no existe'],
    [MSG.server.passwordTooLong, 'La contraseña no puede superar los 72 caracteres'],
    [MSG.server.passwordTooShort, 'La contraseña debe tener al menos 8 caracteres'],
    [MSG.server.passwordsMismatch, 'Las contraseñas no coinciden'],
    [MSG.server.wrongCurrentPassword, 'La contraseña actual no es correcta'],
    [MSG.server.invalidResetCode, 'El código no es válido o ha expirado'],
    [MSG.server.usernameTaken, 'El usuario ya existe'],
    [MSG.server.emailInvalid, 'El correo electrónico no es válido'],
    [MSG.server.invalidFile, 'El formato del archivo no es válido'],
    [MSG.server.fileTooLarge, 'El archivo es demasiado grande'],
    [MSG.server.internal, 'Ha ocurrido un error, intente nuevamente'],
  ])('%s', (got, want) => expect(got).toBe(want));
  it('JWT statuses', () => {
    expect(TOKEN_STATUS_TEXT).toEqual({ invalid: 'Token is Invalid', expired: 'Token is Expired', missing: 'Authorization Token not found' });
    expect(isTokenStatusText('Token is Expired')).toBe(true);
    expect(isTokenStatusText('token is expired')).toBe(false);
  });
  it('every message is a non-empty trimmed text', () => {
    for (const m of messageValues) expect(m.trim()).toBe(m);
  });
});

const schemaSources = import.meta.glob('../src/schemas/*.ts', { query: '?raw', import: 'default', eager: true });
const schemaTests = import.meta.glob('./schemas-*.test.ts', { query: '?raw', import: 'default', eager: true });

// The message texts the schemas refer to, read from their source (MSG.area.key or an alias of MSG.area).
function schemaMessages(): Map<string, string> {
  const out = new Map<string, string>();
  const msg = MSG as unknown as Record<string, Record<string, string>>;
  for (const src of Object.values(schemaSources)) {
    const aliases = new Map([...src.matchAll(/const (\w+) = MSG\.(\w+);/g)].map((m) => [m[1], m[2]]));
    for (const m of src.matchAll(/MSG\.(\w+)\.(\w+)/g)) out.set(`${m[1]}.${m[2]}`, msg[m[1]][m[2]]);
    for (const [alias, area] of aliases) {
      for (const m of src.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) out.set(`${area}.${m[1]}`, msg[area][m[1]]);
    }
  }
  return out;
}

describe('every validation message of the schemas is asserted by a test', () => {
  const tests = Object.values(schemaTests).join('\n');
  it('reads the schema sources and tests', () => {
    expect(Object.keys(schemaSources)).toContain('../src/schemas/payments.ts');
    expect(Object.keys(schemaTests)).toHaveLength(4);
  });
  it.each([...schemaMessages()].map(([key, text]) => [key, text]))('%s', (_key, text) => {
    expect(text).toBeTypeOf('string');
    expect(tests.includes(`'${text}'`)).toBe(true);
  });
});

// zod schemas exported by the schemas folder, with the factories built with their defaults
type Parseable = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
const isSchema = (v: unknown): v is Parseable => typeof (v as Parseable)?.safeParse === 'function';
const exported: [string, Parseable][] = Object.entries(schemas).flatMap(([name, value]): [string, Parseable][] => {
  if (isSchema(value)) return [[name, value]];
  if (typeof value === 'function' && /^make\w+Schema$/.test(name)) {
    const arg = name === 'makeAddParentSchema' ? 'AU-1' : /Client|Moderator/.test(name) ? { requirePassword: true } : undefined;
    const built = (value as (a?: unknown) => unknown)(arg);
    return isSchema(built) ? [[name, built]] : [];
  }
  return [];
});

type Def = { type: string; shape?: Record<string, unknown>; in?: unknown; out?: unknown; innerType?: unknown };
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def: Def } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return [...keysOf(def.in), ...keysOf(def.out)];
  if (def.innerType) return keysOf(def.innerType);
  return [];
}

const GARBAGE: unknown[] = ['', '   ', 'zzz', -1, 0, 1.5, 1e20, true, {}, [], ['zzz'], [{}], '9'.repeat(300), 'ñ'.repeat(100), null, '[{"a":1}]'];

describe('no schema answers in English', () => {
  it('finds the schemas', () => expect(exported.length).toBeGreaterThan(40));
  it.each(exported)('%s', (_name, schema) => {
    const keys = keysOf(schema);
    const inputs: unknown[] = [undefined, null, 'zzz', 42, [], {}];
    for (const g of GARBAGE) {
      inputs.push(Object.fromEntries(keys.map((k) => [k, g])));
      for (const k of keys) inputs.push({ [k]: g });
    }
    const english = inputs.flatMap((input) =>
      (schema.safeParse(input).error?.issues ?? []).filter((i) => !messageValues.has(i.message)).map((i) => `${JSON.stringify(input)} → ${i.message}`),
    );
    expect(english).toEqual([]);
  });
});

describe('fillMessage', () => {
  it('fills named slots and leaves unknown ones', async () => {
    const { fillMessage, MSG } = await import('../src/messages/index.ts');
    expect(fillMessage(MSG.properties.mailsSent, { count: 3 })).toBe('Se han enviado 3 correos de estado de cuenta');
    expect(fillMessage('a {x} {y}', { x: 1 })).toBe('a 1 {y}');
  });
});
