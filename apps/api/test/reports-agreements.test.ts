// 'Reporte de Convenios' over HTTP on PostgreSQL (issue 29 item 3; docs/reports.md "Convenios"): one
// taxpayer's agreements made by the real calls — an old agreement whose first two quotas are moved
// into the past with SQL (so it is en mora), a convention with its first quota paid in cash at the desk,
// a one-quota convention paid in full (COMPLETED), an old agreement deactivated (INACTIVE) — and the
// report shows each with its kind, status, quotas paid and overdue, en mora and amounts in UCD and Bs;
// the summary's counts and sums equal the rows; the filters; the Excel read back; 403 without view-reports.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATUS, PAYMENT_METHOD } from '@aseo/shared/constants';
import type { AgreementReportRow, AgreementTotals } from '@aseo/shared/contracts';
import { parseDate } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { binaryBody } from './support/binary.ts';
import { buildNotice, buildProperty, buildTaxpayer, refreshBalanceOf, setHistory, signedIn } from './support/factories.ts';
import { pdfText } from './support/pdf.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
const api = () => request(portal.url);
let staff: Awaited<ReturnType<typeof signedIn>>;
let cashier: Awaited<ReturnType<typeof signedIn>>;
let viewer: Awaited<ReturnType<typeof signedIn>>;
const PATH = '/api/admin/reports/report-agreements';
const d = (day: string) => new Date(`${day}T00:00:00Z`);
const today = () => todayYmd();
const daysFrom = (k: number) => parseDate(today())!.add(k, 'day').format('YYYY-MM-DD');
const cash = (amount: string) => ({ payment_method_id: PAYMENT_METHOD.CASH, amount_paid: amount });

let username = '';
const made = { mora: 0, open: 0, done: 0, off: 0 };
const codes: Record<keyof typeof made, string> = { mora: '', open: '', done: '', off: '' };
const correlative = `RC-${Date.now()}`;

/** A commercial property of the taxpayer owing the months given (10 UCD + 16 % VAT = 11.6 UCD each). */
async function owing(userId: number, months: string[]) {
  const p = await buildProperty(portal, { user_id: userId });
  const ids: number[] = [];
  for (const m of months) ids.push((await buildNotice(portal, { property_id: p.id, period: d(`2026-${m}-01`) })).id);
  await refreshBalanceOf(portal, [p.id]);
  return { p, ids };
}
function deskPay(propertyId: number, quotaId: number, amount: string) {
  return api()
    .post('/api/admin/bill/box/create/cash/payment')
    .set(cashier.auth)
    .field('property', String(propertyId))
    .field('invoices', JSON.stringify([{ type: 'Cuota', id: quotaId }]))
    .field('vouchers', JSON.stringify([cash(amount)]));
}
const quotasOf = (conventionId: number) => portal.ctx.db.conventionQuota.findMany({ where: { convention_id: conventionId }, orderBy: { position: 'asc' } });

beforeAll(async () => {
  portal = await startTestPortal();
  await setHistory(portal, 'conversion_petro', [['2025-01-01', '50']]);
  await setHistory(portal, 'iva', [['2025-01-01', '16']]);
  await setHistory(portal, 'bankInterest', [['2025-01-01', '0']]);
  staff = await signedIn(portal, { level_id: 2, permissions: ['view-payment-agreements'] });
  cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
  const t = await buildTaxpayer(portal, {});
  username = t.username;

  // an old agreement of 3 months in 3 quotas (11.6 each); its first two quotas moved 40 and 10 days into the past by SQL: 2 overdue, en mora
  const a = await owing(t.id, ['01', '02', '03']);
  const mora = (await api().post('/api/admin/agreements/finish').set(staff.auth).send({ client_id: t.id, property_id: a.p.id, type: 1, quotas: 3 }).expect(200))
    .body.agreement;
  await portal.ctx.db.$executeRaw`UPDATE agreement_quotas SET date = ${d(daysFrom(-40))} WHERE agreement_id = ${mora.id} AND position = 1`;
  await portal.ctx.db.$executeRaw`UPDATE agreement_quotas SET date = ${d(daysFrom(-10))} WHERE agreement_id = ${mora.id} AND position = 2`;
  made.mora = mora.id;
  codes.mora = a.p.code;

  // a convention of two quotas; the first paid in cash at the desk (accepted at once)
  const b = await owing(t.id, ['01', '02']);
  const open = (
    await api()
      .post('/api/admin/conventions')
      .set(staff.auth)
      .send({
        property: b.p.id,
        number: correlative,
        agreements: [
          { position: 1, date: today(), payments: [b.ids[0]] },
          { position: 2, date: daysFrom(31), payments: [b.ids[1]] },
        ],
      })
      .expect(200)
  ).body.convention;
  await deskPay(b.p.id, (await quotasOf(open.id))[0]!.id, '580.00').expect(200);
  made.open = open.id;
  codes.open = b.p.code;

  // a one-quota convention paid in full: COMPLETED
  const c = await owing(t.id, ['01']);
  const done = (
    await api()
      .post('/api/admin/conventions')
      .set(staff.auth)
      .send({ property: c.p.id, number: `${correlative}-B`, agreements: [{ position: 1, date: today(), payments: [c.ids[0]] }] })
      .expect(200)
  ).body.convention;
  await deskPay(c.p.id, (await quotasOf(done.id))[0]!.id, '580.00').expect(200);
  made.done = done.id;
  codes.done = c.p.code;

  // an old agreement deactivated: INACTIVE
  const e = await owing(t.id, ['01', '02']);
  const off = (await api().post('/api/admin/agreements/finish').set(staff.auth).send({ client_id: t.id, property_id: e.p.id, type: 1, quotas: 2 }).expect(200))
    .body.agreement;
  await api().post('/api/admin/agreements/status').set(staff.auth).send({ agreement_id: off.id, status: 0, reason: 'Solicitud del contribuyente' }).expect(200);
  made.off = off.id;
  codes.off = e.p.code;
});
afterAll(() => portal?.close());

const list = (q: Record<string, unknown>) => api().get(PATH).query(q).set(viewer.auth);
const rowsOf = async (q: Record<string, unknown>) => (await list({ search: username, ...q }).expect(200)).body.agreements.data as AgreementReportRow[];
const idsOf = async (q: Record<string, unknown>) => (await rowsOf(q)).map((r) => `${r.kind}:${r.id}`);
/** Fixed-point sum of decimal texts (4 decimals covers UCD and Bs). */
const sum = (xs: string[], places: number) => (xs.reduce((s, x) => s + BigInt(Math.round(Number(x) * 10_000)), 0n) / 10n ** BigInt(4 - places)).toString();
const fixed = (x: string, places: number) => (BigInt(Math.round(Number(x) * 10_000)) / 10n ** BigInt(4 - places)).toString();

describe('Reporte de Convenios', () => {
  it('one row per agreement with its kind, status, quotas paid and overdue, en mora and amounts in UCD and Bs', async () => {
    const res = await list({ search: username }).expect(200);
    const rows = res.body.agreements.data as AgreementReportRow[];
    expect(rows.map((r) => `${r.kind}:${r.id}`)).toEqual([
      `agreement:${made.off}`,
      `convention:${made.done}`,
      `convention:${made.open}`,
      `agreement:${made.mora}`,
    ]);
    const by = (kind: string, id: number) => rows.find((r) => r.kind === kind && r.id === id)!;
    expect(by('agreement', made.mora)).toMatchObject({
      kind_text: 'Convenio de pago',
      status: AGREEMENT_STATUS.ACTIVE,
      status_text: 'Activo',
      en_mora: true,
      date: today(),
      quantity_quotas: 3,
      paid_quotas: 0,
      overdue_quotas: 2,
      total: '34.8000',
      paid: '0.0000',
      to_pay: '34.8000',
      overdue_amount: '23.2000',
      total_bs: '1740.00',
      to_pay_bs: '1740.00',
      overdue_amount_bs: '1160.00',
      property: { code: codes.mora },
    });
    expect(by('convention', made.open)).toMatchObject({
      kind_text: 'Convenio',
      number: correlative,
      status: AGREEMENT_STATUS.ACTIVE,
      en_mora: false,
      quantity_quotas: 2,
      paid_quotas: 1,
      overdue_quotas: 0,
      total: '23.2000',
      paid: '11.6000',
      paid_bs: '580.00',
      to_pay: '11.6000',
      to_pay_bs: '580.00',
      overdue_amount: '0.0000',
    });
    expect(by('convention', made.done)).toMatchObject({
      status: AGREEMENT_STATUS.COMPLETED,
      status_text: 'Completado',
      paid_quotas: 1,
      paid: '11.6000',
      to_pay: '0.0000',
      en_mora: false,
    });
    expect(by('agreement', made.off)).toMatchObject({
      status: AGREEMENT_STATUS.INACTIVE,
      status_text: 'Inactivo',
      total: '23.2000',
      total_bs: '1160.00',
      en_mora: false,
    });
    expect(res.body.agreements.total).toBe(4);
  });

  it('the summary by kind × status and its total equal the rows', async () => {
    const res = await list({ search: username }).expect(200);
    const rows = res.body.agreements.data as AgreementReportRow[];
    const s = res.body.summary as {
      groups: (AgreementTotals & { kind: string; status: number; kind_text: string; status_text: string })[];
      all: AgreementTotals;
    };
    expect(s.groups.map((g) => [g.kind_text, g.status_text, g.count, g.en_mora])).toEqual([
      ['Convenio de pago', 'Inactivo', 1, 0],
      ['Convenio de pago', 'Activo', 1, 1],
      ['Convenio', 'Activo', 1, 0],
      ['Convenio', 'Completado', 1, 0],
    ]);
    for (const set of [
      ...s.groups.map((g) => ({ t: g as AgreementTotals, rows: rows.filter((r) => r.kind === g.kind && r.status === g.status) })),
      { t: s.all, rows },
    ]) {
      expect(set.t.count).toBe(set.rows.length);
      expect(set.t.en_mora).toBe(set.rows.filter((r) => r.en_mora).length);
      expect(set.t.quotas).toBe(set.rows.reduce((n, r) => n + r.quantity_quotas, 0));
      expect(set.t.paid_quotas).toBe(set.rows.reduce((n, r) => n + r.paid_quotas, 0));
      expect(set.t.overdue_quotas).toBe(set.rows.reduce((n, r) => n + r.overdue_quotas, 0));
      for (const k of ['total', 'paid', 'to_pay', 'overdue_amount'] as const) {
        expect(fixed(set.t[k], 4)).toBe(
          sum(
            set.rows.map((r) => r[k]),
            4,
          ),
        );
        expect(fixed(set.t[`${k}_bs`], 2)).toBe(
          sum(
            set.rows.map((r) => r[`${k}_bs`]),
            2,
          ),
        );
      }
    }
    expect(s.all).toMatchObject({
      count: 4,
      en_mora: 1,
      total: '92.8000',
      paid: '23.2000',
      to_pay: '69.6000',
      overdue_amount: '23.2000',
      overdue_amount_bs: '1160.00',
    });
  });

  it('filters: kind, status, en mora, search by correlative and by code, creation dates; bad input is a 422 naming it', async () => {
    expect(await idsOf({ kind: 'agreement' })).toEqual([`agreement:${made.off}`, `agreement:${made.mora}`]);
    expect(await idsOf({ kind: 'convention', status: AGREEMENT_STATUS.ACTIVE })).toEqual([`convention:${made.open}`]);
    expect(await idsOf({ status: AGREEMENT_STATUS.COMPLETED })).toEqual([`convention:${made.done}`]);
    expect(await idsOf({ en_mora: 'yes' })).toEqual([`agreement:${made.mora}`]);
    expect(await idsOf({ en_mora: 'no' })).toEqual([`agreement:${made.off}`, `convention:${made.done}`, `convention:${made.open}`]);
    const summaryOfMora = (await list({ search: username, en_mora: 'yes' }).expect(200)).body.summary.all;
    expect(summaryOfMora).toMatchObject({ count: 1, en_mora: 1, overdue_quotas: 2 });
    expect((await (await list({ search: correlative.toLowerCase() }).expect(200)).body.agreements.data).map((r: AgreementReportRow) => r.id)).toEqual([
      made.open,
    ]);
    expect(await idsOf({ search: undefined, kind: 'agreement', status: 0, since: today(), until: today() })).toContain(`agreement:${made.off}`);
    expect((await list({ search: codes.mora }).expect(200)).body.agreements.data.map((r: AgreementReportRow) => r.id)).toEqual([made.mora]);
    expect(await idsOf({ since: daysFrom(1) })).toEqual([]);
    expect(await idsOf({ until: daysFrom(-1) })).toEqual([]);
    expect((await list({ kind: 'otro' }).expect(422)).body.error).toBe(MSG.reports.agreementKindInvalid);
    expect((await list({ en_mora: 'quizas' }).expect(422)).body.error).toBe(MSG.reports.enMoraInvalid);
    expect((await list({ status: 7 }).expect(422)).body.error).toBe(MSG.server.invalidStatus);
    expect((await list({ since: '2026-02-01', until: '2026-01-01' }).expect(422)).body.error).toBe(MSG.server.dateRangeOrder);
  });

  it('Excel: the rows through the same columns and a summary sheet by kind × status; PDF text; both audited', async () => {
    const res = await api().get(`${PATH}/excel`).query({ search: username }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    expect(res.headers['content-disposition']).toContain('reporte-de-convenios-todas-las-fechas.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'N°',
      'Tipo',
      'Fecha',
      'Estatus',
      'En mora',
      'Contribuyente',
      'Código',
      'Cuotas',
      'Pagadas',
      'Vencidas',
      'Total UCD',
      'Pagado UCD',
      'Por pagar UCD',
      'Vencido UCD',
      'Total Bs.',
      'Pagado Bs.',
      'Por pagar Bs.',
      'Vencido Bs.',
      'Tasa',
    ]);
    expect(ws.rowCount).toBe(5);
    const cell = (row: number, name: string) => ws.getRow(row).getCell(header.indexOf(name) + 1).value;
    // newest first: the last row is the agreement en mora
    expect(cell(5, 'Tipo')).toBe('Convenio de pago');
    expect(cell(5, 'En mora')).toBe('Sí');
    expect(cell(5, 'Vencidas')).toBe(2);
    expect(cell(5, 'Vencido UCD')).toBe(23.2);
    expect(cell(5, 'Vencido Bs.')).toBe(1160);
    expect(cell(4, 'Código')).toBe(codes.open);
    expect(cell(4, 'Pagado Bs.')).toBe(580);
    const summary = JSON.stringify(wb.getWorksheet('Resumen')!.getSheetValues());
    expect(summary).toContain('Convenio de pago · Activo');
    expect(summary).toContain('Convenio · Completado');
    expect(summary).toContain('92.8');
    const pdf = await api().get(`${PATH}/pdf`).query({ search: username, en_mora: 'yes' }).set(viewer.auth).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-disposition']).toContain('reporte-de-convenios-todas-las-fechas.pdf');
    const words = pdfText(pdf.body as Buffer);
    expect(words).toContain('Reporte de Convenios');
    expect(words).toContain(codes.mora);
    expect(words).not.toContain(codes.open);
    expect(await portal.ctx.db.auditLog.count({ where: { log_name: 'Reporte exportado', user_id: viewer.user.id } })).toBe(2);
  });

  it('403 without view-reports, for the list and both exports', async () => {
    for (const path of [PATH, `${PATH}/excel`, `${PATH}/pdf`]) await api().get(path).set(staff.auth).expect(403);
  });
});
