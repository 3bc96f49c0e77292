// One agreement in full (the view modal, the document): its row, the quota schedule with what each
// quota's bill says (paid = ACCEPTED, en conciliación = a bill still waiting), its frozen items and
// every status it has had with author and reason.
import { BILL_STATUS, FINE_TYPE, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import type { AgreementDetail, AgreementKind, AgreementRow } from '@aseo/shared/contracts';
import { dbDateToYmd, formatMonthYear, fullName } from '@aseo/shared/format';
import { rate, toWire, ucd, ucdToBs } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { queryRows } from '../../lib/sql.ts';
import { todayDay } from '../ledger/index.ts';
import { KIND } from './agreements.rows.ts';

type QuotaRaw = {
  id: number;
  position: number;
  date: Date;
  amount: string;
  status: number;
  bill_id: number | null;
  number: number | null;
  receipt_number: number | null;
  bill_status: number | null;
};
type ItemRaw = {
  notice_id: number | null;
  service_type_id: number | null;
  fine_id: number | null;
  amount: string;
  period: Date | null;
  fine_type_id: number | null;
  fine_period: Date | null;
  created_at: Date | null;
  position: number | null;
};
type ChangeRaw = { from_status: number | null; to_status: number; reason: string | null; name: string | null; lastname: string | null; created_at: Date };

function itemOf(i: ItemRaw): AgreementDetail['items'][number] {
  const base = { amount: toWire(ucd(i.amount)), quota_position: i.position };
  if (i.notice_id) {
    // 'Aseo julio 2026', 'Disposición julio 2026': a month may have a notice per service
    const service = SERVICE_TYPE_LABELS[i.service_type_id as keyof typeof SERVICE_TYPE_LABELS] ?? '';
    return { kind: 'notice', id: i.notice_id, label: `${service} ${formatMonthYear(dbDateToYmd(i.period))}`.trim(), date: dbDateToYmd(i.period), ...base };
  }
  const interest = i.fine_type_id === FINE_TYPE.INTEREST;
  const month = i.fine_period ? ` de ${formatMonthYear(dbDateToYmd(i.fine_period))}` : '';
  return {
    kind: interest ? 'interest' : 'fine',
    id: i.fine_id!,
    label: `${interest ? 'Intereses' : 'Multa'}${month}`,
    date: dbDateToYmd(i.created_at),
    ...base,
  };
}

export async function detailOf(db: Db, kind: AgreementKind, row: AgreementRow, id: number): Promise<AgreementDetail> {
  const k = KIND[kind];
  const today = todayDay();
  const quotas = await queryRows<QuotaRaw>(
    db,
    Prisma.sql`SELECT q.id, q.position, q.date, q.${Prisma.raw(k.amount)}::text AS amount, q.status, q.bill_id, b.number, b.receipt_number, b.status AS bill_status
      FROM ${Prisma.raw(k.quotas)} q LEFT JOIN bills b ON b.id = q.bill_id WHERE q.${Prisma.raw(k.fk)} = ${id} ORDER BY q.position`,
  );
  const items = await queryRows<ItemRaw>(
    db,
    kind === 'agreement'
      ? Prisma.sql`SELECT i.notice_id, n.service_type_id, i.fine_id, i.amount::text, n.period, f.fine_type_id, fn.period AS fine_period, f.created_at, NULL::int AS position
          FROM agreement_items i LEFT JOIN notices n ON n.id = i.notice_id LEFT JOIN fines f ON f.id = i.fine_id LEFT JOIN notices fn ON fn.id = f.notice_id
          WHERE i.agreement_id = ${id} ORDER BY coalesce(n.period, fn.period, f.created_at::date), i.id`
      : Prisma.sql`SELECT i.notice_id, n.service_type_id, i.fine_id, i.amount::text, n.period, f.fine_type_id, fn.period AS fine_period, f.created_at, q.position
          FROM convention_quota_items i JOIN convention_quotas q ON q.id = i.quota_id LEFT JOIN notices n ON n.id = i.notice_id
          LEFT JOIN fines f ON f.id = i.fine_id LEFT JOIN notices fn ON fn.id = f.notice_id
          WHERE q.convention_id = ${id} ORDER BY q.position, coalesce(n.period, fn.period, f.created_at::date), i.id`,
  );
  const changes = await queryRows<ChangeRaw>(
    db,
    Prisma.sql`SELECT c.from_status, c.to_status, c.reason, u.name, u.lastname, c.created_at FROM agreement_status_changes c LEFT JOIN users u ON u.id = c.user_id
      WHERE c.${Prisma.raw(k.fk)} = ${id} ORDER BY c.id`,
  );
  const r = rate(row.conversion_petro);
  return {
    ...row,
    quotas: quotas.map((q) => {
      const paid = q.bill_status === BILL_STATUS.ACCEPTED;
      const free = q.status === 1 && q.bill_id === null;
      const date = dbDateToYmd(q.date);
      return {
        id: q.id,
        position: q.position,
        date,
        amount: toWire(ucd(q.amount)),
        amount_bs: toWire(ucdToBs(ucd(q.amount), r)),
        status: q.status,
        paid,
        in_reconciliation: q.bill_id !== null && !paid,
        overdue: free && date < today,
        bill: q.bill_id ? { id: q.bill_id, number: q.number, receipt_number: q.receipt_number, status: q.bill_status! } : null,
      };
    }),
    items: items.map(itemOf),
    status_changes: changes.map((c) => ({
      from_status: c.from_status,
      to_status: c.to_status,
      reason: c.reason,
      user: c.name ? fullName(c.name, c.lastname) : null,
      created_at: c.created_at.toISOString(),
    })),
  };
}
