// One payment, one transaction (issue 13 item 6, DOMAIN "Bills", docs/cash.md): lock the property
// (every debt-changing write locks it first, so two desks paying the same month queue here) and the
// items, compose the bill on the server with composeBill, refuse what the spec refuses, take the
// invoice number (or a prefactura's proforma number) right before the bill's rows are written, then
// lines, items marked taken, vouchers with their bank references, credit used, a credit note for a
// surplus, the balance row, the audit row and the idempotency key's answer. `movements save` after
// the commit.
import { composeBill, type ComposedBill } from '@aseo/shared/billing';
import {
  BILL_STATUS,
  BILL_STATUS_LABELS,
  DEFAULT_RETENTION,
  MODULES,
  NOTICE_STATUS,
  PERMISSIONS,
  PROPERTY_TYPE,
  RETENTION,
  SERVICE_TYPE,
} from '@aseo/shared/constants';
import type { BillSummary, CallInput, cashCalls } from '@aseo/shared/contracts';
import { documentLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { bs, percent, rate, roundTo, sum, toWire, ucd } from '@aseo/shared/money';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { lockProperty, ratesNow } from '../account-status/index.ts';
import { newCrypt, nextCounter, refreshBalances, sqlRunner, VALUE_NOW_SQL } from '../billing/index.ts';
import { checkInOrder, completeConventions, takeItems } from './cash-items.ts';
import { activeDiscount, createServices, creditNotes, useCredit, writeVouchers, type PaymentFiles } from './cash-payment.writes.ts';
import { isKeyConflict, storeAnswer, storedAnswer } from './idempotency.ts';

const C = MSG.cash;
const CALL = 'cash.create-payment';
type Input = CallInput<typeof cashCalls.createPayment>;
/** How a desk other than the new one calls the payment: its call id (for idempotency), the in-order rule and its texts. */
export type PayOptions = { call?: string; inOrder?: boolean; old?: boolean };

/** The Bs total of the notice lines of one service type. */
const byService = (b: ComposedBill, items: { service_type_id?: number }[], serviceType: number) =>
  sum(
    'Bs',
    b.lines.filter((_, i) => items[i]?.service_type_id === serviceType).map((l) => l.total.bs),
  ).toFixed(2);

const isUnique = (err: unknown, what: string) =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: string }).code === 'P2002' &&
  JSON.stringify((err as { meta?: unknown }).meta ?? {}).includes(what);

export function cashPaymentService(ctx: AppContext) {
  const { db } = ctx;

  async function create(
    user: SessionUser,
    input: Input,
    files: PaymentFiles,
    key: string | undefined,
    opts: PayOptions = {},
  ): Promise<{ message: string; bill: BillSummary }> {
    const call = opts.call ?? CALL;
    const client = actsAsClient(user);
    if (!client && !can(user, PERMISSIONS.VIEW_CASH)) throw forbidden(MSG.server.forbidden);
    // a taxpayer at the new desk pays its notices (with their fines); fines, services and quotas are added by staff (001 section 6)
    if (client && call === CALL && input.invoices.some((i) => i.type !== 'Deuda')) throw unprocessable(C.clientNoticesOnly);
    const before = await storedAnswer<{ message: string; bill: BillSummary }>(db, key, user.id, call);
    if (before.found) return before.response;
    try {
      const answer = await db.$transaction((tx) => pay(tx, user, client, input, files, key, { ...opts, call }), { timeout: 30_000 });
      ctx.emit('movements', { action: 'save', property_id: input.property, bill_id: answer.bill.id }, [rooms.staff, rooms.user(answer.bill.user.id)]);
      return answer;
    } catch (err) {
      // the same key sent twice at once: the first committed, this one read its answer
      if (key && isKeyConflict(err)) {
        const after = await storedAnswer<{ message: string; bill: BillSummary }>(db, key, user.id, call);
        if (after.found) return after.response;
      }
      if (isUnique(err, 'voucher_references') || isUnique(err, 'bank_id')) throw unprocessable(MSG.payments.referenceUsed);
      if (isUnique(err, 'bill_lines')) throw unprocessable(C.itemTaken);
      throw err;
    }
  }

  async function pay(
    tx: Tx,
    user: SessionUser,
    client: boolean,
    input: Input,
    files: PaymentFiles,
    key: string | undefined,
    opts: PayOptions & { call: string },
  ) {
    const locked = await lockProperty(tx, input.property);
    if (client && accountOwnerId(user) !== locked.user_id) throw notFound(MSG.server.notFound);
    // a copy of the same submission that waited on the lock: the first one has committed, answer it
    const first = await storedAnswer<{ message: string; bill: BillSummary }>(tx, key, user.id, opts.call);
    if (first.found) return first.response;
    const property = await tx.property.findUniqueOrThrow({
      where: { id: input.property },
      include: { economic_activity: { select: { id: true, tax_free: true } }, user: true },
    });
    const owner = property.user;
    const exempt = property.property_type_id === PROPERTY_TYPE.RESIDENTIAL || property.economic_activity.tax_free === 1;
    const refs = await createServices(tx, user, client, property.id, input.invoices);
    if (opts.inOrder) await checkInOrder(tx, property.id, refs);
    const items = await takeItems(tx, user.id, property.id, refs, exempt);
    const { iva, rate: r } = await ratesNow(tx);
    const discount = await activeDiscount(tx, property.economic_activity.id);
    const retentionValue = (await tx.$queryRawUnsafe<{ amount: string }[]>(VALUE_NOW_SQL, 'retention'))[0]?.amount ?? String(DEFAULT_RETENTION);
    const notes = input.creditApply && owner.retention !== RETENTION.YES ? await creditNotes(tx, owner.id) : [];
    const credit = sum(
      'Ucd',
      notes.map((n) => ucd(n.balance)),
    );
    const vouchers = input.vouchers.map((v) => ({ method: v.payment_method_id!, amount: bs(v.amount_paid!) }));
    const bill = composeBill({
      lines: items.map((i) => i.input),
      rate: rate(r),
      iva: percent(roundTo(iva, 2).toFixed(2)),
      discount: discount ? percent(roundTo(discount.amount, 2).toFixed(2)) : null,
      retention: owner.retention,
      retentionPercent: percent(roundTo(retentionValue, 2).toFixed(2)),
      credit,
      vouchers,
      byClient: client,
    });
    const agent = owner.retention === RETENTION.YES || owner.retention === RETENTION.PROFORMA;
    const [none, short, field] = opts.old ? [C.receiptRequired, C.paidBelowTotal, 'receipts'] : [C.voucherRequired, C.completeTotal, 'vouchers'];
    if (!agent && !bill.due.bs.isZero() && !vouchers.length) throw unprocessable(none, { fields: { [field]: none } });
    if (!agent && !bill.missing.isZero()) throw unprocessable(short, { fields: { [field]: short } });
    const pcts = {
      iva_percentage: roundTo(iva, 2).toFixed(2),
      discount_percentage: discount ? roundTo(discount.amount, 2).toFixed(2) : '0.00',
      retention_percentage: owner.retention === RETENTION.YES ? roundTo(retentionValue, 2).toFixed(2) : '0.00',
    };
    return write(tx, user, property, owner, items, bill, input, files, notes, discount?.id ?? null, r, key, pcts, opts.call);
  }

  async function write(
    tx: Tx,
    user: SessionUser,
    property: { id: number },
    owner: {
      id: number;
      username: string;
      name: string;
      lastname: string | null;
      business_name: string | null;
      document_type_id: number | null;
      document: string | null;
      fiscal_address: string | null;
      crypt: string | null;
    },
    items: Awaited<ReturnType<typeof takeItems>>,
    b: ComposedBill,
    input: Input,
    files: PaymentFiles,
    notes: { id: number; balance: string }[],
    discountId: number | null,
    r: string,
    key: string | undefined,
    pcts: { iva_percentage: string; discount_percentage: string; retention_percentage: string },
    call: string,
  ) {
    const prefactura = b.status === BILL_STATUS.TO_PAY;
    const periods = items.filter((i) => i.input.kind === 'notice');
    const n = (p: { ucd: { toFixed(n: number): string }; bs: { toFixed(n: number): string } }) => [p.ucd.toFixed(4), p.bs.toFixed(2)] as const;
    // the number last: every check and lock is behind us, the counter row stays locked only briefly
    const number = prefactura ? null : await nextCounter(tx, 'invoice');
    const proforma = prefactura ? await nextCounter(tx, 'proforma') : null;
    const created = await tx.bill.create({
      data: {
        number,
        proforma_number: proforma,
        issued_at: prefactura ? null : new Date(),
        status: b.status,
        ...pcts,
        bill_type: items[0]!.cash_type,
        user_id: owner.id,
        property_id: property.id,
        created_by: user.id,
        subtotal: n(b.subtotal)[0],
        subtotal_bs: n(b.subtotal)[1],
        discount: n(b.discount)[0],
        discount_bs: n(b.discount)[1],
        discount_id: discountId,
        tax_base: n(b.base)[0],
        tax_base_bs: n(b.base)[1],
        exempt: n(b.exempt)[0],
        exempt_bs: n(b.exempt)[1],
        iva: n(b.iva)[0],
        iva_bs: n(b.iva)[1],
        fines_total: n(b.fines)[0],
        fines_bs: n(b.fines)[1],
        interest_total: n(b.interest)[0],
        interest_bs: n(b.interest)[1],
        services_total: n(b.services)[0],
        services_bs: n(b.services)[1],
        quotas_total: n(b.quotas)[0],
        quotas_bs: n(b.quotas)[1],
        retention: n(b.retention)[0],
        retention_bs: n(b.retention)[1],
        credit_note_applied: n(b.credit_applied)[0],
        credit_note_applied_bs: n(b.credit_applied)[1],
        total: n(b.total)[0],
        total_bs: n(b.total)[1],
        due: n(b.due)[0],
        due_bs: n(b.due)[1],
        amount_paid: b.paid.toFixed(2),
        // the notices' part by service type: urban cleaning (1) and final disposal / RDS (2), in Bs
        urban_clean_amount: byService(b, items, SERVICE_TYPE.CLEAN),
        df_amount: byService(b, items, SERVICE_TYPE.RDS),
        conversion_petro: r,
        customer_name: owner.business_name?.trim() || fullName(owner.name, owner.lastname),
        customer_document: documentLabel(owner.document_type_id, owner.document),
        customer_address: owner.fiscal_address,
        crypt: newCrypt(),
        request_key: key ?? null,
        ...(await periodsOf(
          tx,
          periods.map((p) => p.input.id as number),
        )),
        lines: {
          create: b.lines.map((l, i) => ({
            type: items[i]!.type,
            cash_type: items[i]!.cash_type,
            name: items[i]!.name,
            ...items[i]!.ref,
            amount: l.subtotal.ucd.toFixed(4),
            amount_bs: l.subtotal.bs.toFixed(2),
            discount: l.discount.ucd.toFixed(4),
            discount_bs: l.discount.bs.toFixed(2),
            exempt: l.exempt_amount.ucd.toFixed(4),
            iva: l.iva.ucd.toFixed(4),
            iva_bs: l.iva.bs.toFixed(2),
            total: l.total.ucd.toFixed(4),
            total_bs: l.total.bs.toFixed(2),
          })),
        },
      },
    });
    const taken = (t: string) => items.filter((i) => i.type === t).map((i) => i.input.id as number);
    const processed = { status: NOTICE_STATUS.PROCESSED, bill_id: created.id };
    await tx.notice.updateMany({ where: { id: { in: taken('Deuda') } }, data: processed });
    await tx.fine.updateMany({ where: { id: { in: taken('Multa') } }, data: { ...processed, frozen_at: new Date() } });
    await tx.service.updateMany({ where: { id: { in: taken('Servicio') } }, data: processed });
    await tx.conventionQuota.updateMany({ where: { id: { in: taken('Cuota') } }, data: processed });
    if (taken('Cuota').length) await completeConventions(tx, taken('Cuota'));
    await writeVouchers(tx, user, created.id, b.status, input, files, r);
    await useCredit(tx, created.id, notes, b.credit_applied.ucd);
    const creditNote = b.credit_note.isZero()
      ? null
      : await tx.creditNote.create({
          data: {
            user_id: owner.id,
            property_id: property.id,
            bill_id: created.id,
            amount: b.credit_note.toFixed(4),
            balance: b.credit_note.toFixed(4),
            conversion_petro: r,
            created_by: user.id,
          },
        });
    await refreshBalances(sqlRunner(tx), [property.id]);
    await writeAudit(tx, {
      module_id: MODULES.CASH,
      value_id: created.id,
      user_id: user.id,
      description: 'created',
      log_name: prefactura ? 'Prefactura generada' : 'Pago registrado',
      subject_type: 'Bill',
      property_id: property.id,
      new: { number, proforma, status: b.status, total: b.total.ucd.toFixed(4), total_bs: b.total.bs.toFixed(2), items: input.invoices },
    });
    const ownerCrypt = owner.crypt ?? (await tx.user.update({ where: { id: owner.id }, data: { crypt: newCrypt() } })).crypt!;
    const answer = {
      message: MSG.payments.saved,
      bill: {
        id: created.id,
        number,
        proforma_number: proforma,
        status: b.status,
        status_text: BILL_STATUS_LABELS[b.status as 0] ?? '',
        crypt: created.crypt,
        total: toWire(b.total.ucd),
        total_bs: toWire(b.total.bs),
        due_bs: toWire(b.due.bs),
        amount_paid: toWire(b.paid),
        credit_note: creditNote ? toWire(b.credit_note) : null,
        user: { id: owner.id, username: owner.username, crypt: ownerCrypt },
      },
    };
    await storeAnswer(tx, key, user.id, call, answer);
    return answer;
  }

  /** The months the bill covers: its first and last notice's period. */
  async function periodsOf(tx: Tx, noticeIds: number[]) {
    if (!noticeIds.length) return { since: null, until: null };
    const r = await tx.notice.aggregate({ where: { id: { in: noticeIds } }, _min: { period: true }, _max: { period: true } });
    return { since: r._min.period, until: r._max.period };
  }

  return { create };
}
