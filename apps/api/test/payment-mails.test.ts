// The taxpayer's mails when staff reconcile or reject a payment (issue 26 item 6, docs/payments.md
// "Mails"), through the real SMTP path: reconciled names the property, the invoice number and the
// amount in Bs as the portal writes it; rejected names the property, the receipt and the reason. A
// bank statement's confirmation and the manual status change mail the same way; a failing mail
// undoes nothing (the answer and the bill stay reconciled; the failure is logged).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_STATUS } from '@aseo/shared/constants';
import { invoiceNumberText, receiptNumberText } from '@aseo/shared/format';
import { signedIn } from './support/factories.ts';
import { paymentsKit, today } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { startSmtp, type ReceivedMail } from './support/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let portal: TestPortal;
let boss: Awaited<ReturnType<typeof signedIn>>;
let kit: Awaited<ReturnType<typeof paymentsKit>>;
const api = () => request(portal.url);

beforeAll(async () => {
  smtp = await startSmtp();
  portal = await startTestPortal(smtp.env);
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  boss = await signedIn(portal, { level_id: 2, permissions: ['view-payments', 'edit-payments-data', 'edit-payment-status'] });
  kit = await paymentsKit(portal, cashier.auth);
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});

const review = (body: Record<string, unknown>) => api().post('/api/admin/cash/payments/status').set(boss.auth).send(body);

/** Bytes written as =XX (quoted-printable, RFC 2047 'Q') back to UTF-8 text. */
const unQuote = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Recipient, subject and text of a one-part mail as nodemailer writes it (headers unfolded, encoded words and body decoded). */
function readMail(mail: ReceivedMail) {
  const split = mail.raw.search(/\r?\n\r?\n/);
  const head = mail.raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = mail.raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const words = (v: string) =>
    v
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
        enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : unQuote(text.replace(/_/g, ' ')),
      );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? unQuote(body.replace(/=\r?\n/g, ''))
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { rcpt: mail.to, to: words(header('To')), subject: words(header('Subject')), text: text.replace(/\r\n/g, '\n').trim() };
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

describe('payment mails', () => {
  it('reconciled: the taxpayer gets the property, the invoice number and the amount in Bs', async () => {
    const { bill, taxpayer, property } = await kit.pendingTransfer('580.00');
    await review({ bill_id: bill.id, status: BILL_STATUS.ACCEPTED, reception_date: today(), amount_paid: '580,00' }).expect(200);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    const invoice = invoiceNumberText(stored.number!);
    const mail = readMail(await smtp.waitFor(taxpayer.email));
    expect(mail.rcpt).toEqual([taxpayer.email]);
    expect(mail.subject).toBe(`Pago conciliado: factura N° ${invoice} del inmueble ${property.code}`);
    expect(mail.text).toBe(
      [
        'Estimado(a) Contribuyente De Prueba:',
        '',
        `Su pago de Bs. 580,00 del inmueble ${property.code} fue conciliado.`,
        `Factura N° ${invoice} (comprobante ${receiptNumberText(stored.receipt_number!)}).`,
        '',
        "Puede descargar la factura en el portal de Aseo Urbano, en 'Pagos'.",
      ].join('\n'),
    );
    // the mailer writes its log row once the server has taken the message: wait for it
    let log = null;
    for (let i = 0; i < 100 && !log; i++) {
      log = await portal.ctx.db.mailLog.findFirst({ where: { to: taxpayer.email } });
      if (!log) await new Promise((r) => setTimeout(r, 50));
    }
    expect(log).toMatchObject({ kind: 'payment-reconciled', error: null });
  });

  it('rejected: the taxpayer gets the property, the receipt and the reason', async () => {
    const { bill, taxpayer, property } = await kit.pendingTransfer('580.00');
    await review({ bill_id: bill.id, status: BILL_STATUS.REJECTED, comments: 'La referencia no aparece en el banco' }).expect(200);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    const receipt = receiptNumberText(stored.receipt_number!);
    const mail = readMail(await smtp.waitFor(taxpayer.email));
    expect(mail.rcpt).toEqual([taxpayer.email]);
    expect(mail.subject).toBe(`Pago reversado: comprobante ${receipt} del inmueble ${property.code}`);
    expect(mail.text).toBe(
      [
        'Estimado(a) Contribuyente De Prueba:',
        '',
        `Su pago de Bs. 580,00 del inmueble ${property.code} (comprobante ${receipt}) fue reversado.`,
        'Motivo: La referencia no aparece en el banco',
        '',
        'Los meses de ese pago vuelven a estar pendientes: puede realizar el pago de nuevo en el portal de Aseo Urbano.',
      ].join('\n'),
    );
    expect(mail.text).not.toContain('Factura N°');
  });

  it('a rejection without a comment says no reason was given; the manual status change mails too', async () => {
    const { bill, taxpayer } = await kit.pendingTransfer('580.00');
    await api().post(`/api/admin/bill/box/status/${bill.id}/${BILL_STATUS.REJECTED}`).set(boss.auth).send({}).expect(200);
    const mail = readMail(await smtp.waitFor(taxpayer.email));
    expect(mail.subject).toMatch(/^Pago reversado: /);
    expect(mail.text).toContain('Motivo: no se indicó');
  });

  it("a bank statement's confirmation mails the reconciled payment", async () => {
    const { bill, taxpayer, reference } = await kit.pendingTransfer('580.00');
    const csv = ['Fecha;Referencia;Descripción;Monto', `${today().split('-').reverse().join('/')};${reference};TRANSF;580,00`].join('\r\n');
    const imported = await api()
      .post('/api/admin/bank-statements/import')
      .set(boss.auth)
      .field('bank_account_id', String(kit.account.id))
      .field('date_column', 'Fecha')
      .field('reference_column', 'Referencia')
      .field('amount_column', 'Monto')
      .attach('file', Buffer.from(csv, 'utf8'), 'estado.csv')
      .expect(200);
    const proposed = (imported.body.movements as { id: number; status: string }[]).filter((m) => m.status === 'PROPOSED').map((m) => m.id);
    expect(proposed).toHaveLength(1);
    await api().post('/api/admin/bank-statements/confirm').set(boss.auth).send({ movement_ids: proposed }).expect(200);
    const stored = await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } });
    expect(stored.status).toBe(BILL_STATUS.ACCEPTED);
    const mail = readMail(await smtp.waitFor(taxpayer.email));
    expect(mail.subject).toContain(`factura N° ${invoiceNumberText(stored.number!)}`);
    expect(mail.text).toContain('Bs. 580,00');
  });

  it('nothing is mailed for a move that is neither (pending → annulled), and a failing mail leaves the bill reconciled', async () => {
    const quiet = await kit.pendingTransfer('580.00');
    await api().post('/api/admin/cash/payments/cancel').set(boss.auth).send({ bill_id: quiet.bill.id, comments: 'Duplicado' }).expect(200);

    const { bill, taxpayer } = await kit.pendingTransfer('580.00');
    const mailer = portal.ctx.mailer;
    const send = mailer.send;
    let tried = 0;
    mailer.send = async () => {
      tried++;
      throw new Error('SMTP caído');
    };
    try {
      const res = await review({ bill_id: bill.id, status: BILL_STATUS.ACCEPTED, reception_date: today(), amount_paid: '580' }).expect(200);
      expect(res.body.bill.status).toBe(BILL_STATUS.ACCEPTED);
      for (let i = 0; i < 250 && !tried; i++) await new Promise((r) => setTimeout(r, 20));
      expect(tried).toBe(1);
    } finally {
      mailer.send = send;
    }
    expect((await portal.ctx.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe(BILL_STATUS.ACCEPTED);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(taxpayer.email)).toHaveLength(0);
    expect(mailsTo(quiet.taxpayer.email)).toHaveLength(0);
  });
});
