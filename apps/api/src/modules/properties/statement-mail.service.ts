// The account-statement mail of a property: the statement as of today (statementOf: fees, VAT,
// fines, interest; UCD and Bs at today's rate) with its PDF attached, an issued document whose QR
// checks it. A property is claimed (wasSent 0 → 1) before its mail goes out, so two sends at once
// never mail the same taxpayer twice; a failed send releases it.
import { fillMessage, MSG } from '@aseo/shared/messages';
import { formatBs, formatDate, formatUcd } from '@aseo/shared/format';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { letterheadOf, renderPdf } from '../../lib/pdf.ts';
import { issueStatement, statementSheet, statementToday } from '../account-status/index.ts';

export function statementMailService(ctx: AppContext) {
  const { db, mailer } = ctx;

  /** Sets wasSent = 1 only if it was 0 and the property may be sent; false when another send got there first. */
  async function claim(id: number) {
    const n = await db.$executeRaw`
      UPDATE properties SET was_sent = 1, notification_date = now(), updated_at = now()
      WHERE id = ${id} AND was_sent = 0 AND can_be_sent = 1 AND status = 1 AND deleted_at IS NULL`;
    return n === 1;
  }

  /** The statement as of today (the shared statementOf), its PDF with the QR of an issued document, and the mail around it. */
  async function compose(id: number) {
    const [p, { property, statement }] = await Promise.all([
      db.property.findUniqueOrThrow({ where: { id }, include: { user: { include: { emails: true } } } }),
      statementToday(ctx.db, id),
    ]);
    const verification = await issueStatement(ctx, property, statement);
    const pdf = await renderPdf({ ...statementSheet(property, statement), verification }, letterheadOf(ctx.cfg));
    const to = [...new Set([p.user.email, ...p.user.emails.map((e) => e.email)].filter(Boolean))].join(', ');
    const total = statement.totals.total_debt_fines;
    const text = [
      `Estimado(a) ${[p.user.name, p.user.lastname].filter(Boolean).join(' ')}:`,
      '',
      `Le informamos el estado de cuenta de su inmueble ${p.code} al ${formatDate(statement.as_of)}.`,
      `Meses pendientes: ${statement.pending_months}`,
      `Deuda total: ${formatUcd(total)}${statement.rate ? ` (${formatBs(statement.totals_bs.total_debt_fines)} a la tasa del día)` : ''}`,
      '',
      `Adjuntamos el estado de cuenta en PDF. Puede verificarlo en ${verification.url}`,
      'Puede consultar el detalle y pagar en el portal de Aseo Urbano.',
    ].join('\n');
    const attachments = [{ filename: `estado-de-cuenta-${p.code}.pdf`, content: pdf, contentType: 'application/pdf' }];
    return { to, subject: `Estado de cuenta del inmueble ${p.code}`, text, attachments, userId: p.user_id };
  }

  async function deliver(session: SessionUser | null, id: number) {
    let mail: Awaited<ReturnType<typeof compose>>;
    try {
      // a statement that cannot be made (no UCD rate) releases the claim like a failed send
      mail = await compose(id);
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments, kind: 'account-status' });
    } catch (err) {
      await db.property.update({ where: { id }, data: { was_sent: 0, notification_date: null } });
      throw err;
    }
    if (session) {
      await db.$transaction((tx) =>
        writeAudit(tx, 'property.statement-mailed', { value_id: id, user_id: session.id, property_id: id, new: { was_sent: 1, to: mail.to } }),
      );
    }
    ctx.emit('users', { action: 'update', user_id: mail.userId }, 'staff');
  }

  /** 'manual-sent': sends this property's statement now, if it is marked to send and was not sent. */
  async function sendOne(session: SessionUser, id: number) {
    const exists = await db.property.findFirst({ where: { id, deleted_at: null }, select: { id: true } });
    if (!exists) throw notFound(MSG.server.notFound);
    if (!(await claim(id))) throw unprocessable(MSG.accountStatus.mailNotSent);
    await deliver(session, id);
    return { message: MSG.accountStatus.mailSent };
  }

  /** 'send-mails': every property marked to send, not sent yet and whose notification date has come. */
  async function sendDue(session: SessionUser) {
    const due = await db.property.findMany({
      where: {
        can_be_sent: 1,
        was_sent: 0,
        status: 1,
        deleted_at: null,
        user: { deleted_at: null, status: 1 },
        OR: [{ notification_date: null }, { notification_date: { lte: new Date() } }],
      },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    let sent = 0;
    for (const { id } of due) {
      if (!(await claim(id))) continue;
      await deliver(session, id);
      sent++;
    }
    if (!sent) return { status: false, message: MSG.properties.noMailsToSend, sent };
    return { status: true, message: fillMessage(MSG.properties.mailsSent, { count: sent }), sent };
  }

  return { sendOne, sendDue };
}
