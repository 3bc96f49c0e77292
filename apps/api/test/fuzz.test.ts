// Fuzz (issue 10): thousands of malformed requests, seeded and bounded, across every call of the
// contract registry — wrong types, NUL characters, huge and negative numbers, impossible dates,
// broken JSON, wrong content types, charsets and encodings, broken multipart, fuzzed path
// parameters and query strings — signed in as an administrator (so they reach validation) and
// anonymously. None may answer 5xx, every 4xx carries a Spanish `error`, and the portal's log
// holds no error-level line. FUZZ_SEED / FUZZ_COUNT override the seed and the number of requests.
import { Writable } from 'node:stream';
import { deflateSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, type AnyCall } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { buildProperty, buildTaxpayer, signedIn } from './support/factories.ts';
import { BAD_AMOUNTS, BAD_KEYS, moneyCalls, sendMoney, type MoneyCall } from './support/money-fuzz.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2000);
const CONCURRENCY = 6;

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed with its seed. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const chance = (p: number) => rand() < p;

// ---- the portal, its log and its accounts

type LogLine = { level: number; msg?: string; err?: { type?: string; message?: string; stack?: string }; req?: { method?: string; url?: string } };
const logLines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let portal: TestPortal;
let adminAuth: string;
let ids: number[] = [];
const freshAdmin = async () => `Bearer ${(await signedIn(portal, { level_id: 1 })).token}`;

beforeAll(async () => {
  portal = await startTestPortal({}, pino({ level: 'warn' }, sink));
  const taxpayer = await buildTaxpayer(portal);
  const property = await buildProperty(portal, { user_id: taxpayer.id });
  adminAuth = await freshAdmin();
  // existing rows, so some requests get past "not found" into the services (never the admin itself)
  ids = [1, 2, 3, taxpayer.id, property.id];
});
afterAll(() => portal?.close());

// ---- what a request may carry

/** The field names a request schema reads (objects, pipes, intersections, wrappers). */
function fieldsOf(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = (schema as { _zod?: { def: Record<string, unknown> } })?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  return ['in', 'out', 'left', 'right', 'innerType', 'schema'].flatMap((k) => fieldsOf(def[k], seen));
}

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 'x'], { a: { b: 1 } }, '', '   ', 'zzz', ['zzz'], [{}], [null]];
const NUL: unknown[] = ['a\u0000b', '\u0000', ['x', '\u0000'], { k: 'x\u0000' }, [{ email: 'a\u0000@b.c' }], '[{"a":"\\u0000"}]'];
const NUMBERS: unknown[] = [
  2147483648,
  2147483647,
  3e9,
  -3e9,
  -2147483649,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  9007199254740992,
  '9007199254740993',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  ' 7 ',
  '1,5',
  '10000000000000.5',
  '-0',
];
const DATES: unknown[] = [
  '2026-02-30',
  '2026-13-01',
  '31-02-2026',
  '0000-00-00',
  '2026-01-01T25:00',
  'x',
  '2026-02-29',
  '2026-01-01 garbage',
  '9999-12-31',
  '99999-01-01',
  20260101,
];
const TEXTS: unknown[] = [
  'a'.repeat(20_000),
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202Eadmin',
  '[',
  '{"a":',
  '[{"a":1}]',
  '[1,2,3]',
  '[0,-1,2147483648]',
  '{"__proto__":{"x":1}}',
  '[[[[[[[[[[1]]]]]]]]]]',
];
const BAD = [...WRONG_TYPES, ...NUL, ...NUMBERS, ...DATES, ...TEXTS];
const plausible = (): unknown[] => [...ids, ...ids.map(String), 'Prueba', 'prueba@example.com', '2026-01-01', '10', '10.5', 0, 1, 'Clave.Segura1', '[1]'];
const fuzzValue = () => (chance(0.7) ? pick(BAD) : pick(plausible()));

const PATH_VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  'a%00b',
  '1.5',
  '%E0%A4%A',
  '%',
  'null',
  '%20',
  '1e3',
  'iva',
  'dolar',
  'petro',
];

function fuzzObject(fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (chance(0.6)) out[f] = fuzzValue();
  if (chance(0.1)) out[pick(['x\u0000', 'unknown', '__proto__', 'constructor'])] = fuzzValue();
  return out;
}
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const formText = (o: Record<string, unknown>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, asText(v)])).toString();

function multipart(o: Record<string, unknown>, variant: number): { type: string; body: Buffer } {
  const b = 'fuzzB0undary';
  const part = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="x.xlsx"\r\nContent-Type: application/vnd.ms-excel\r\n\r\n${'PK\u0003\u0004garbage'.repeat(5)}\r\n`;
  const fields = Object.entries(o)
    .map(([k, v]) => part(k, asText(v)))
    .join('');
  const type = `multipart/form-data; boundary=${b}`;
  switch (variant) {
    case 0: // well formed, fuzzed fields and a file that is not what it claims
      return { type, body: Buffer.from(`${fields}${file}--${b}--\r\n`, 'latin1') };
    case 1: // cut before its end
      return { type, body: Buffer.from(`${fields}${file}`.slice(0, 80), 'latin1') };
    case 2: // a part without headers
      return { type, body: Buffer.from(`--${b}\r\ngarbage\r\n\r\nvalue\r\n--${b}--\r\n`, 'latin1') };
    case 3: // no boundary in the content type
      return { type: 'multipart/form-data', body: Buffer.from(`${fields}--${b}--\r\n`, 'latin1') };
    case 4: // too many fields and files
      return { type, body: Buffer.from(`${Array.from({ length: 260 }, (_, i) => part(`f${i}`, 'x')).join('')}${file.repeat(7)}--${b}--\r\n`, 'latin1') };
    case 5: // array indexes and nesting in field names
      return {
        type,
        body: Buffer.from(`${part('items[99999999]', '1')}${part('a[b][c][d][e]', '1')}${part('emails[0][email]', 'x\u0000')}--${b}--\r\n`, 'latin1'),
      };
    default: // a part whose header is malformed
      return { type, body: Buffer.from(`--${b}\r\nContent-Disposition form-data name=x\r\n\r\nv\r\n--${b}--\r\n`, 'latin1') };
  }
}

const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

type Spec = {
  call: AnyCall;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  kind: string;
  anonymous: boolean;
};

/** One malformed request to `call`: the kind of malformation is drawn from the PRNG. */
function makeSpec(call: AnyCall): Spec {
  const writes = call.methods.filter((m) => m !== 'GET');
  const method = writes.length && chance(0.9) ? pick(writes) : pick(call.methods);
  const path = call.path.replace(/:([A-Za-z_]+)/g, () => (chance(0.3) ? pick(ids.map(String)) : pick(PATH_VALUES)));
  const fields = fieldsOf(call.request);
  const anonymous = chance(0.12);
  const headers: Record<string, string> = {};
  if (!anonymous && chance(0.03)) headers.authorization = pick(['Bearer abc.def.ghi', 'Bearer ', 'Basic xyz', `Bearer ${'a'.repeat(5000)}`]);
  let query = '';
  if (method === 'GET' || chance(0.15)) {
    // at most 6,000 characters (a cut may leave a broken %-escape): longer, Node's HTTP parser answers 431 itself
    query = (
      chance(0.2)
        ? pick(['search=%00', 'page=99999999999', 'page=-1&page=2', 'id[]=1&id=2', '%E0%A4%A=1', 'search=a%00b&status=3000000000', 'a=' + 'x'.repeat(3000)])
        : formText(fuzzObject(fields))
    ).slice(0, 6000);
  }
  if (method === 'GET') return { call, method, path, query, headers, kind: 'query', anonymous };
  const obj = fuzzObject(fields);
  const json = JSON.stringify(obj);
  const r = rand();
  let kind: string;
  if (r < 0.45) {
    kind = 'json';
    headers['content-type'] = 'application/json';
    return { call, method, path, query, headers, body: json, kind, anonymous };
  }
  if (r < 0.55) {
    kind = 'form';
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const many = chance(0.2) ? `&${Array.from({ length: 1100 }, (_, i) => `f${i}=1`).join('&')}` : '';
    return { call, method, path, query, headers, body: formText(obj) + many, kind, anonymous };
  }
  if (r < 0.65) {
    kind = 'bad-json';
    headers['content-type'] = 'application/json';
    const text = pick([
      '{"a":',
      '[',
      'nul',
      '"\\u0000"',
      '{"name":"\\u0000"}',
      '{"id":1e999999}',
      '{"id":9007199254740993}',
      deep(5000),
      deep(40),
      '{"a":1}}',
      '\u0000',
      '{"id":"1"',
    ]);
    return { call, method, path, query, headers, body: text, kind, anonymous };
  }
  if (r < 0.75) {
    kind = 'content-type';
    headers['content-type'] = pick([
      'application/json; charset=iso-8859-1',
      'application/json; charset=utf-16',
      'application/json; charset=bogus',
      'application/x-www-form-urlencoded; charset=koi8-r',
      'text/plain',
      'application/xml',
      'application/json; boundary=x',
      'application/vnd.api+json',
      '*/*',
      'garbage',
    ]);
    return { call, method, path, query, headers, body: json, kind, anonymous };
  }
  if (r < 0.85) {
    kind = 'encoding';
    headers['content-type'] = 'application/json';
    const v = Math.floor(rand() * 6);
    if (v === 0) headers['content-encoding'] = pick(['foo', 'compress', 'gzip, foo', 'identity, br, x']);
    else if (v === 1) headers['content-encoding'] = pick(['gzip', 'deflate', 'br']);
    else if (v === 2) {
      headers['content-encoding'] = 'gzip';
      return { call, method, path, query, headers, body: gzipSync(json).subarray(0, 12), kind, anonymous };
    } else if (v === 3) {
      headers['content-encoding'] = 'deflate';
      return { call, method, path, query, headers, body: deflateSync(json), kind, anonymous };
    } else if (v === 4) {
      headers['content-encoding'] = 'gzip';
      return { call, method, path, query, headers, body: gzipSync(json), kind, anonymous };
    } else {
      headers['content-encoding'] = 'gzip';
      return { call, method, path, query, headers, body: gzipSync('x'.repeat(3_000_000)), kind, anonymous };
    }
    return { call, method, path, query, headers, body: 'not compressed at all', kind, anonymous };
  }
  kind = 'multipart';
  const m = multipart(obj, Math.floor(rand() * 7));
  headers['content-type'] = m.type;
  return { call, method, path, query, headers, body: m.body, kind, anonymous };
}

/** Every call gets its share; writes (POST/PUT/DELETE) three times the share of read-only calls. */
function makeSpecs(count: number): Spec[] {
  const weighted = ALL_CALLS.flatMap((c) => (c.methods.some((m) => m !== 'GET') ? [c, c, c] : [c]));
  const specs = ALL_CALLS.map(makeSpec);
  while (specs.length < count) specs.push(makeSpec(pick(weighted)));
  return specs;
}

// ---- the money calls (issue 25 item 4): every malformed amount_paid and Idempotency-Key is a 422
// whose Spanish error names the field, never a 500, whatever the encoding and wherever it sits.

describe('money calls: a malformed amount or idempotency key is a 422 naming it', () => {
  const P = MSG.payments;
  const NAMES_AMOUNT = /monto pagado/;
  const NAMES_KEY = /Idempotency-Key/;
  const mrand = mulberry32(SEED ^ 0x4d4f4e59);
  const mpick = <T>(list: readonly T[]): T => list[Math.floor(mrand() * list.length)]!;
  let calls: MoneyCall[];
  let kit: Awaited<ReturnType<typeof moneyCalls>>['kit'];
  let admin: Record<string, string>;
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60);

  beforeAll(async () => {
    admin = (await signedIn(portal, { level_id: 1 })).auth;
    ({ calls, kit } = await moneyCalls(portal, admin));
  });

  it('every shape of amount on every money call', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      for (const amount of BAD_AMOUNTS) {
        const res = await sendMoney(portal, call, call.body(amount));
        if (res.status !== 422 || typeof res.body.error !== 'string' || !NAMES_AMOUNT.test(res.body.error))
          wrong.push(`${call.name} ${show(amount)} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the error says what is wrong: not an amount, too many decimals, too big, missing', async () => {
    const desk = calls[0]!;
    const cases: [unknown, string][] = [
      ['1e3', P.amountInvalid],
      ['+160.58', P.amountInvalid],
      ['.5', P.amountInvalid],
      ['1,5.3', P.amountInvalid],
      ['NaN', P.amountInvalid],
      ['Infinity', P.amountInvalid],
      ['-0', P.amountInvalid],
      [['160.58'], P.amountInvalid],
      [{ amount: 1 }, P.amountInvalid],
      [1e21, P.amountInvalid],
      ['1.999', P.amountDecimals],
      [160.581, P.amountDecimals],
      ['99999999999999999999', P.amountTooLarge],
      [1e13, P.amountTooLarge],
      ['0', P.amountRequired],
      ['', P.amountRequired],
    ];
    for (const call of [desk, calls.find((c) => c.name === 'reconcile')!]) {
      for (const [amount, message] of cases) {
        const res = await sendMoney(portal, call, call.body(amount)).expect(422);
        expect([call.name, amount, res.body.error]).toEqual([call.name, amount, message]);
      }
    }
  });

  it('what people type keeps working: a decimal comma, spaces around, a JSON number; an 80-character key', async () => {
    const deskBody = async (amount: unknown) => {
      const { p, jan } = await kit.owing();
      return { property: p.id, invoices: [{ type: 'Deuda', id: jan.id }], vouchers: [{ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount }] };
    };
    const cases: [unknown, string][] = [
      ['580', '580.00'],
      ['580.00', '580.00'],
      ['580,00', '580.00'],
      [' 580.5 ', '580.50'],
      ['0580.00', '580.00'],
      [580, '580.00'],
      [580.5, '580.50'],
    ];
    for (const [amount, paid] of cases) {
      const res = await sendMoney(portal, calls[0]!, await deskBody(amount), mpick(['json', 'multipart'] as const));
      expect([amount, res.status, res.body.bill?.amount_paid]).toEqual([amount, 200, paid]);
    }
    const headers = { 'Idempotency-Key': 'k'.repeat(80) };
    const body = await deskBody('580.00');
    const first = await sendMoney(portal, calls[0]!, body, 'multipart', headers).expect(200);
    const again = await sendMoney(portal, calls[0]!, body, 'multipart', headers).expect(200);
    expect(again.body.bill.id).toBe(first.body.bill.id);
  });

  it('an Idempotency-Key (or request_key) over 80 characters or with a control character is a 422 naming it', async () => {
    const wrong: string[] = [];
    for (const call of calls.filter((c) => c.name !== 'reconcile')) {
      for (const key of BAD_KEYS) {
        const res = await sendMoney(portal, call, call.body(call.valid), mpick(call.encodings), { 'Idempotency-Key': key });
        if (res.status !== 422 || !NAMES_KEY.test(String(res.body.error)))
          wrong.push(`${call.name} header ${show(key)} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        const body = await sendMoney(portal, call, { ...call.body(call.valid), request_key: key }, mpick(call.encodings));
        if (body.status !== 422 || !NAMES_KEY.test(String(body.body.error)))
          wrong.push(`${call.name} request_key ${show(key)} → ${body.status} ${JSON.stringify(body.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('500 malformed money requests over the money calls: none answers ≥ 500, every one a 422 with its error', { timeout: 120_000 }, async () => {
    const logged = logLines.length;
    const statuses = new Map<number, number>();
    const wrong: string[] = [];
    for (let i = 0; i < 500; i++) {
      const call = mpick(calls);
      const encoding = mpick(call.encodings);
      const count = call.name === 'reconcile' ? 1 : 1 + Math.floor(mrand() * 3);
      const at = Math.floor(mrand() * count);
      const badKey = call.name !== 'reconcile' && mrand() < 0.15;
      const amount = badKey ? call.valid : mpick(BAD_AMOUNTS);
      const headers: Record<string, string> = badKey ? { 'Idempotency-Key': mpick(BAD_KEYS) } : mrand() < 0.3 ? { 'Idempotency-Key': `fuzz-${SEED}-${i}` } : {};
      const res = await sendMoney(portal, call, call.body(amount, at, count), encoding, headers);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const error: unknown = res.body?.error;
      if (res.status !== 422 || typeof error !== 'string' || !(badKey ? NAMES_KEY : NAMES_AMOUNT).test(error))
        wrong.push(
          `${call.name} [${encoding}] ${badKey ? `key ${show(headers['Idempotency-Key'])}` : show(amount)} at ${at}/${count} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
    }
    console.info('money fuzz', Object.fromEntries(statuses));
    expect(statuses.get(500) ?? 0).toBe(0);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(wrong).toEqual([]);
    expect(logLines.slice(logged).filter((l) => l.level >= 50)).toEqual([]);
  });
});

const ENGLISH = /\b(Invalid|Expected|Unexpected|Required|received|undefined|TypeError|Error:|must be|is not)\b/;

describe('fuzz: malformed requests across every call', () => {
  it(`${COUNT} requests (seed ${SEED}): no 5xx, a Spanish error on every 4xx, no error-level log line`, { timeout: 120_000 }, async () => {
    const specs = makeSpecs(COUNT);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let reachedValidation = 0;
    let next = 0;
    const send = async (s: Spec) => {
      const headers = { ...s.headers };
      if (!s.anonymous && !headers.authorization) headers.authorization = adminAuth;
      const url = `${portal.url}/api${s.path}${s.query ? `?${s.query}` : ''}`;
      const body = typeof s.body === 'string' || s.body === undefined ? s.body : new Uint8Array(s.body);
      const res = await fetch(url, { method: s.method, headers, body, signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      return { status: res.status, text, type: res.headers.get('content-type') ?? '' };
    };
    const worker = async () => {
      while (next < specs.length) {
        const s = specs[next++]!;
        let r = await send(s);
        // a fuzzed call may have ended the admin's session (status, delete): sign a new one in
        if (r.status === 401 && !s.anonymous && !s.headers.authorization) {
          adminAuth = await freshAdmin();
          r = await send(s);
        }
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status === 422) reachedValidation++;
        const where = `${s.method} ${s.path}${s.query ? `?${s.query.slice(0, 80)}` : ''} [${s.kind}${s.anonymous ? ', anonymous' : ''}] ${s.headers['content-type'] ?? ''} ${s.headers['content-encoding'] ?? ''}`;
        const body = typeof s.body === 'string' ? s.body.slice(0, 160) : s.body ? `<${s.body.length} bytes>` : '';
        if (r.status >= 500) problems.push(`${r.status} ${where} ${body} → ${r.text.slice(0, 200)}`);
        else if (r.status >= 400) {
          let error: unknown;
          try {
            error = (JSON.parse(r.text) as { error?: unknown }).error;
          } catch {
            error = undefined;
          }
          if (typeof error !== 'string' || !error || ENGLISH.test(error))
            problems.push(`${r.status} without a Spanish error: ${where} → ${r.text.slice(0, 200)}`);
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = Date.now() - started;
    const errors = logLines.filter((l) => l.level >= 50).map((l) => `${l.req?.method ?? ''} ${l.req?.url ?? ''} ${l.msg ?? ''}: ${l.err?.message ?? ''}`);
    console.info(`fuzz seed ${SEED}: ${specs.length} requests in ${elapsed} ms`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
    expect(specs.length).toBeGreaterThanOrEqual(2000);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    // most requests got past authentication into validation
    expect(reachedValidation).toBeGreaterThan(specs.length / 4);
    // every call of the registry was reached
    expect(new Set(specs.map((s) => s.call.id)).size).toBe(ALL_CALLS.length);
  });
});
