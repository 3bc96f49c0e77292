// Malformed money texts and idempotency keys for the money calls (issue 25 item 4): the shapes a
// person or a broken client sends as `amount_paid`, and a request to every money call that is right
// in everything but the amount (or the key), so the amount is what the answer must be about.
import request from 'supertest';
import { PAYMENT_METHOD, RETENTION } from '@aseo/shared/constants';
import { login } from './factories.ts';
import { paymentsKit, PNG, today } from './payments.ts';
import type { TestPortal } from './portal.ts';

/** Texts that are no amount of Bs: exponents, signs, a bare or doubled separator, words, too many decimals, too big, zero. */
export const BAD_AMOUNT_TEXTS: readonly string[] = [
  '1e3',
  '1E3',
  '1e-2',
  '1.999',
  '0.001',
  '160.581',
  '160,581',
  '+160.58',
  '.5',
  ',5',
  '5.',
  '1,5.3',
  '1.5.3',
  '1,5,3',
  '1.234,56',
  '1 000',
  '1_000',
  '0x10',
  '0b1',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '-1',
  '-160.58',
  '(160.58)',
  'Bs 160.58',
  '160.58 Bs',
  '99999999999999999999',
  '10000000000000',
  '1' + '0'.repeat(400),
  '1e400',
  '12abc',
  'abc',
  '١٢٣',
  '１２',
  '∞',
  '1\u00a0000',
  '12\n3',
  '',
  '   ',
  '0',
  '0.00',
  '0,00',
];
/** JSON values that are no amount: floats with too many decimals, negatives, huge numbers, arrays, objects, flags, null. */
export const BAD_AMOUNT_VALUES: readonly unknown[] = [
  1.999,
  0.001,
  160.581,
  0.1 + 0.2,
  -1,
  -0,
  0,
  1e13,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  ['160.58'],
  [160.58],
  [[1]],
  {},
  { amount: '160.58' },
  true,
  false,
  null,
];
export const BAD_AMOUNTS: readonly unknown[] = [...BAD_AMOUNT_TEXTS, ...BAD_AMOUNT_VALUES];
/** Idempotency keys that are no key: longer than the column (varchar 80), or with a control character. */
export const BAD_KEYS: readonly string[] = ['k'.repeat(81), 'k'.repeat(4000), 'ñ'.repeat(81), 'clave\tcon-tab', `${'x'.repeat(40)}\t${'x'.repeat(20)}`];

export type Encoding = 'json' | 'multipart' | 'form';
export type MoneyCall = {
  name: string;
  path: string;
  auth: Record<string, string>;
  encodings: readonly Encoding[];
  /** An amount that pays (or would pay) what the request names: the request is right with it. */
  valid: string;
  /** The request body with `amount` as the amount paid of voucher `at` (of `count`; the others are right). */
  body(amount: unknown, at?: number, count?: number): Record<string, unknown>;
};

/**
 * Every money call of the portal, with the rows each needs to get past 'not found': the new desk, the
 * old desk and the client's 'Realizar pago' (months and agreement quotas), a prefactura's payment
 * data (staff and the retention agent) and the reconcile of a pending bill.
 */
export async function moneyCalls(portal: TestPortal, admin: Record<string, string>) {
  const kit = await paymentsKit(portal, admin);
  const { t, p, jan } = await kit.owing();
  const own = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
  const agent = await kit.owing(RETENTION.YES);
  const prefactura = await kit.pay(agent.p.id, agent.jan.id, []);
  const agentAuth = { Authorization: `Bearer ${await login(portal, agent.t.username, 'Clave.Segura1')}` };
  const pending = await kit.pendingTransfer();
  const receipts = (amount: unknown, at = 0, count = 1) =>
    Array.from({ length: count }, (_, i) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: i === at ? amount : '100.00' }));
  const desk: Encoding[] = ['json', 'multipart'];
  const noAgreement = 2_000_000_000;
  const calls: MoneyCall[] = [
    {
      name: 'new desk',
      path: '/api/admin/bill/box/create/cash/payment',
      auth: admin,
      encodings: desk,
      valid: '580.00',
      body: (a, at, n) => ({ property: p.id, invoices: [{ type: 'Deuda', id: jan.id }], vouchers: receipts(a, at, n) }),
    },
    {
      name: 'old desk',
      path: '/api/admin/cash/payments/finish',
      auth: admin,
      encodings: desk,
      valid: '580.00',
      body: (a, at, n) => ({ property_id: p.id, months: [jan.id], receipts: receipts(a, at, n) }),
    },
    {
      name: "client's payment",
      path: '/api/cash/payments/finish',
      auth: own,
      encodings: desk,
      valid: '580.00',
      body: (a, at, n) => ({ property_id: p.id, months: [jan.id], receipts: receipts(a, at, n) }),
    },
    {
      name: 'old desk agreement',
      path: '/api/admin/cash/agreements/finish',
      auth: admin,
      encodings: desk,
      valid: '100.00',
      body: (a, at, n) => ({ agreement_id: noAgreement, receipts: receipts(a, at, n) }),
    },
    {
      name: "client's agreement",
      path: '/api/cash/agreements/finish',
      auth: own,
      encodings: desk,
      valid: '100.00',
      body: (a, at, n) => ({ agreement_id: noAgreement, receipts: receipts(a, at, n) }),
    },
    {
      name: 'prefactura (staff)',
      path: '/api/admin/cash/payments/complete',
      auth: admin,
      encodings: desk,
      valid: '520.00',
      body: (a, at, n) => ({ bill_id: prefactura.id, receipts: receipts(a, at, n) }),
    },
    {
      name: 'prefactura (agent)',
      path: '/api/cash/payments/complete',
      auth: agentAuth,
      encodings: desk,
      valid: '520.00',
      body: (a, at, n) => ({ bill_id: prefactura.id, receipts: receipts(a, at, n) }),
    },
    {
      name: 'reconcile',
      path: '/api/admin/cash/payments/status',
      auth: admin,
      encodings: ['json', 'form'],
      valid: '580.00',
      body: (a) => ({ bill_id: pending.bill.id, status: 1, reception_date: today(), amount_paid: a }),
    },
  ];
  return { kit, calls };
}

/** Sends `body` to `call` as JSON, multipart (lists as JSON text, a voucher file attached) or a urlencoded form. */
export function sendMoney(
  portal: TestPortal,
  call: MoneyCall,
  body: Record<string, unknown>,
  encoding: Encoding = 'json',
  headers: Record<string, string> = {},
) {
  const req = request(portal.url).post(call.path).set(call.auth).set(headers);
  if (encoding === 'json') return req.send(body);
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) {
      if (Array.isArray(v)) for (const item of v) form.append(k, typeof item === 'string' ? item : JSON.stringify(item));
      else if (v !== undefined) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return req.type('form').send(form.toString());
  }
  for (const [k, v] of Object.entries(body)) req.field(k, typeof v === 'string' ? v : JSON.stringify(v));
  return req.attach('files', PNG, 'c.png');
}
