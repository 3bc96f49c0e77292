// The taxpayer's mail when staff reconcile or reject a payment (docs/payments.md "Mails"): the
// property code, the invoice number (reconciled) or the reason (rejected), and the amount paid in Bs
// as the portal writes it. Sent after the transaction commits and never awaited by it: a mail that
// fails is logged (and left in mail_logs by the mailer), the reconciliation stands.
import { BILL_STATUS } from '@aseo/shared/constants';
import { billNumberLabel, formatBs, fullName, invoiceNumberText } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { bs } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';

const P = MSG.payments;

/** The mail of bill `id` in its present status (reconciled or rejected); null for any other status or no address. */
export async function billOutcomeMail(ctx: AppContext, id: number) {
  const b = await ctx.db.bill.findUnique({
    where: { id },
    select: {
      status: true,
      number: true,
      receipt_number: true,
      proforma_number: true,
      amount_paid: true,
      reject_comments: true,
      property: { select: { code: true } },
      user: { select: { name: true, lastname: true, business_name: true, email: true, emails: { select: { email: true } } } },
    },
  });
  if (!b || (b.status !== BILL_STATUS.ACCEPTED && b.status !== BILL_STATUS.REJECTED)) return null;
  const to = [...new Set([b.user.email, ...b.user.emails.map((e) => e.email)].map((e) => e?.trim()).filter(Boolean))].join(', ');
  if (!to) return null;
  const slots = {
    name: b.user.business_name?.trim() || fullName(b.user.name, b.user.lastname),
    code: b.property?.code ?? '',
    amount: formatBs(bs(b.amount_paid.toFixed(2))),
    receipt: billNumberLabel({ number: null, receipt_number: b.receipt_number, proforma_number: b.proforma_number }),
    invoice: b.number === null ? '' : invoiceNumberText(b.number),
    reason: b.reject_comments?.trim() || P.mailNoReason,
  };
  const accepted = b.status === BILL_STATUS.ACCEPTED;
  return {
    to,
    kind: accepted ? 'payment-reconciled' : 'payment-rejected',
    subject: fillMessage(accepted ? P.mailAcceptedSubject : P.mailRejectedSubject, slots),
    text: fillMessage(accepted ? P.mailAccepted : P.mailRejected, slots),
  };
}

/**
 * Tells the taxpayer that bill `id` moved from `from` to reconciled or rejected; any other move
 * sends nothing. Call it after the commit; it answers at once and logs a failure.
 */
export function notifyBillOutcome(ctx: AppContext, id: number, from: number, to: number) {
  if (from === to || (to !== BILL_STATUS.ACCEPTED && to !== BILL_STATUS.REJECTED)) return;
  void billOutcomeMail(ctx, id)
    .then((mail) => mail && ctx.mailer.send(mail))
    .catch((err: unknown) => ctx.log.error({ err, bill_id: id }, 'no se pudo enviar el correo del pago al contribuyente'));
}
