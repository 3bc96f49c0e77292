// Documents that can be checked (issue 12 item 6): the statement PDF printed over HTTP carries its
// verification code in its text and a QR that decodes to PUBLIC_URL/verificar/{code}; the public
// call (no sign-in) answers what it states with the owner's document masked, and stops calling it
// valid once the property's debt changes; codes typed by hand (lower case, spaces, O for 0) work;
// unknown codes are 404 and counted per address.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@aseo/shared/messages';
import { buildFine, buildNotice, buildProperty, buildTaxpayer, login, refreshBalanceOf, setHistory } from './support/factories.ts';
import { pdfQr, pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
const api = () => request(portal.url);
const d = (day: string) => new Date(`${day}T00:00:00Z`);
let auth: Record<string, string>;
let propertyId = 0;
let code = '';
let qr = '';
let text = '';

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  const t = await buildTaxpayer(portal, { name: 'Luisa', lastname: 'Rojas', business_name: 'Panadería Luisa', document: '12345678' });
  const p = await buildProperty(portal, { user_id: t.id });
  await buildNotice(portal, { property_id: p.id, period: d('2026-01-01') });
  await refreshBalanceOf(portal, [p.id]);
  propertyId = p.id;
  auth = { Authorization: `Bearer ${await login(portal, t.username, 'Clave.Segura1')}` };
  const res = await api().get(`/api/admin/account-status/get-account-status/${p.id}`).set(auth).buffer(true).parse(binaryBody).expect(200);
  const pdf = new Uint8Array(res.body as Buffer);
  text = pdfText(pdf);
  qr = pdfQr(pdf) ?? '';
  code = /Código de verificación: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2})/.exec(text)?.[1] ?? '';
});
afterAll(() => portal?.close());

describe('the statement PDF as an issued document', () => {
  it('prints its verification code, and a QR with the public verification URL', () => {
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    expect(text).toContain('UCD 11,6000 / Bs. 580,00');
    expect(qr).toBe(`${portal.ctx.cfg.PUBLIC_URL}/verificar/${code}`);
    expect(text.replace(/\s+/g, '')).toContain(qr.replace(/\s+/g, ''));
  });

  it('the public call, without signing in, answers what it states, the document masked, and that it stands', async () => {
    const res = await api().get(`/api/verificar/${code}`).expect(200);
    expect(res.body).toMatchObject({ code, kind: 'statement', kind_label: 'Estado de cuenta', valid: true, status_text: 'Vigente' });
    const fields = Object.fromEntries((res.body.fields as { label: string; value: string }[]).map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({ Contribuyente: 'Panadería Luisa', RIF: 'V-12***678', 'Deuda total': 'UCD 11,6000 / Bs. 580,00', 'Meses pendientes': '1' });
    expect(JSON.stringify(res.body)).not.toContain('12345678');
  });

  it('a code typed by hand (lower case, spaces, O for zero) is found', async () => {
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')} `;
    const res = await api()
      .get(`/api/verificar/${encodeURIComponent(typed)}`)
      .expect(200);
    expect(res.body.code).toBe(code);
  });

  it('after the debt changes it no longer stands', async () => {
    await buildFine(portal, { property_id: propertyId, amount: '1.0000' });
    const res = await api().get(`/api/verificar/${code}`).expect(200);
    expect(res.body).toMatchObject({ valid: false, status_text: MSG.documents.changed, note: MSG.documents.statementChanged });
  });

  it('unknown or malformed codes are 404 with a Spanish message, and counted per address (429 after 30)', async () => {
    const miss = await api().get('/api/verificar/ZZZZ-ZZZZ-ZZ').expect(404);
    expect(miss.body.error).toBe(MSG.documents.notFound);
    await api().get('/api/verificar/no-es-un-codigo').expect(404);
    let last = 0;
    for (let i = 0; i < 30 && last !== 429; i++) last = (await api().get('/api/verificar/ZZZZ-ZZZZ-Z1')).status;
    expect(last).toBe(429);
    // while refused, even a good code waits
    await api().get(`/api/verificar/${code}`).expect(429);
  });
});
