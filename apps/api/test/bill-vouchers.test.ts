// The payment-vouchers modal's calls over HTTP (issue 14 item 2): a taxpayer reads its own bill's
// vouchers (method, bank, reference, amount, file) and downloads a voucher's file; another
// taxpayer's bill and file are 'not found'; staff need view-payments.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@aseo/shared/constants';
import { buildTaxpayer, login, signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  portal = await startTestPortal();
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  kit = await paymentsKit(portal, cashier.auth);
});
afterAll(() => portal?.close());

describe('payment vouchers of a bill', () => {
  it('the owner reads them and downloads the file; another taxpayer gets 404; staff need view-payments', async () => {
    const { t, p, jan } = await kit.owing();
    const transfer = kit.transfer('300.00');
    const bill = await kit.pay(p.id, jan.id, [transfer, { payment_method_id: PAYMENT_METHOD.CASH, amount_paid: '280.00' }]);
    const owner = bearer(await login(portal, t.username, 'Clave.Segura1'));
    const res = await api().get(`/api/payments/${bill.id}/vouchers`).set(owner).expect(200);
    expect(res.body.bill.vouchers).toEqual([
      expect.objectContaining({ payment_method: 'Transferencia', bank: 'Banco de Venezuela', number: transfer.number, amount_paid: '300.00', file: true }),
      expect.objectContaining({ payment_method: 'Efectivo', bank: null, number: null, amount_paid: '280.00', file: false }),
    ]);
    const [withFile, cash] = res.body.bill.vouchers as { id: number }[];
    const file = await api().get(`/api/payments/vouchers/${withFile!.id}/file`).set(owner).buffer(true).expect(200);
    expect(file.headers['content-type']).toMatch(/^image\/png/);
    expect(file.headers['content-disposition']).toContain(`comprobante-${transfer.number}.png`);
    expect((file.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    await api().get(`/api/payments/vouchers/${cash!.id}/file`).set(owner).expect(404);

    const stranger = await buildTaxpayer(portal);
    const other = bearer(await login(portal, stranger.username, 'Clave.Segura1'));
    await api().get(`/api/payments/${bill.id}/vouchers`).set(other).expect(404);
    await api().get(`/api/payments/vouchers/${withFile!.id}/file`).set(other).expect(404);
    await api().get(`/api/payments/2000000000/vouchers`).set(owner).expect(404);
    await api().get(`/api/payments/${bill.id}/vouchers`).expect(401);

    const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
    await api().get(`/api/payments/${bill.id}/vouchers`).set(cashier.auth).expect(403);
    await api().get(`/api/payments/vouchers/${withFile!.id}/file`).set(cashier.auth).expect(403);
    const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-payments'] });
    await api().get(`/api/payments/${bill.id}/vouchers`).set(viewer.auth).expect(200);
    await api().get(`/api/payments/vouchers/${withFile!.id}/file`).set(viewer.auth).expect(200);
  });
});
