// The two Excel exports of the 'Record de Cuenta', with the list's own filters (accountFilterSql,
// staff scope): 'Exportar Excel' (one row per property, the list's columns and figures: the
// property's statement today)
// and 'Exportar Deudas' (one row per pending notice or loose fine of those properties, with the
// STORED amounts: fee, VAT, fines, and the interest as last stored by the billing run, 'Calcular'
// or a payment — the modal's live interest may be higher). Properties are read in keyset batches
// (id descending, as the list), so memory stays flat at 500,000 properties.
import { ACCOUNT_STATUS_LABELS, FINE_TYPE, FINE_TYPE_LABELS, NOTICE_STATUS, PROPERTY_TYPE_LABELS, SERVICE_TYPE_LABELS } from '@aseo/shared/constants';
import { documentLabel, fullName } from '@aseo/shared/format';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import type { ExcelColumn } from '../../lib/excel.ts';
import { portalDay } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';
import { debtsToday } from '../ledger/index.ts';
import { accountFilterSql, type AccountFilters } from './account-status.query.ts';

const BATCH = 500;

type Owner = { name: string | null; lastname: string | null; business_name: string | null; document_type_id: number | null; document: string | null };
const ownerName = (o: Owner) => o.business_name?.trim() || fullName(o.name, o.lastname);
const label = (labels: Record<number, string>, id: number | null) => (id === null ? '' : (labels[id] ?? ''));

/** The ids of the filtered properties, newest first, in batches. */
async function* propertyIdBatches(db: Db, f: AccountFilters) {
  const where = accountFilterSql(f, { staff: true });
  let cursor: number | null = null;
  for (;;) {
    const after: Prisma.Sql = cursor === null ? Prisma.empty : Prisma.sql`AND p.id < ${cursor}`;
    const rows = await queryRows<{ id: number }>(
      db,
      Prisma.sql`SELECT p.id FROM properties p LEFT JOIN property_balances b ON b.property_id = p.id WHERE ${where} ${after} ORDER BY p.id DESC LIMIT ${BATCH}`,
    );
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    cursor = rows.at(-1)!.id;
  }
}

export type RecordExcelRow = Owner & {
  id: number;
  code: string;
  property_type_id: number;
  last_payment_at: Date | null;
  total: string;
  pending_months: number;
  account_status: number;
  was_sent: number;
};

/** 'Exportar Excel': the list's rows, owing what the list shows (each property's statement today, `debtsToday`). */
export async function* recordRows(db: Db, f: AccountFilters) {
  for await (const ids of propertyIdBatches(db, f)) {
    const rows = await queryRows<RecordExcelRow>(
      db,
      Prisma.sql`SELECT p.id, p.code, p.property_type_id, b.last_payment_at, coalesce(b.total_debt_fines, 0)::text AS total,
                        coalesce(b.pending_months, 0) AS pending_months, coalesce(b.account_status, 1) AS account_status, p.was_sent,
                        u.name, u.lastname, u.business_name, u.document_type_id, u.document
                 FROM properties p JOIN users u ON u.id = p.user_id LEFT JOIN property_balances b ON b.property_id = p.id
                 WHERE p.id = ANY(${ids}::int[]) ORDER BY p.id DESC`,
    );
    const debts = await debtsToday(db, ids);
    for (const r of rows) {
      const debt = debts.get(r.id);
      yield debt ? { ...r, total: debt.ucd.toFixed(4), pending_months: debt.pending_months, total_bs: debt.bs.toFixed(2) } : { ...r, total_bs: null };
    }
  }
}

export const RECORD_COLUMNS: ExcelColumn<RecordExcelRow & { total_bs: string | null }>[] = [
  { header: 'ID', key: 'id', width: 10, kind: 'id' },
  { header: 'Contribuyente', key: 'owner', width: 34, kind: 'text', value: ownerName },
  { header: 'RIF', key: 'rif', width: 16, kind: 'text', value: (r) => documentLabel(r.document_type_id, r.document) },
  { header: 'Código', key: 'code', width: 14, kind: 'text' },
  { header: 'Tipo', key: 'type', width: 14, kind: 'text', value: (r) => label(PROPERTY_TYPE_LABELS, r.property_type_id) },
  { header: 'Fecha último pago', key: 'last_payment_at', width: 16, kind: 'date' },
  { header: 'Monto adeudado (UCD)', key: 'total', width: 20, kind: 'money-ucd' },
  { header: 'Monto adeudado (Bs)', key: 'total_bs', width: 20, kind: 'money-bs' },
  { header: 'Meses pendientes', key: 'pending_months', width: 12, kind: 'integer' },
  { header: 'Estatus', key: 'status', width: 14, kind: 'text', value: (r) => label(ACCOUNT_STATUS_LABELS, r.account_status) },
  { header: 'Notificado', key: 'was_sent', width: 11, kind: 'text', value: (r) => (r.was_sent === 1 ? 'Si' : 'No') },
];

export type DebtExcelRow = Owner & {
  code: string;
  day: string;
  service_type_id: number | null;
  fine_type_id: number | null;
  subtotal: string;
  iva: string;
  fines: string;
  interest: string;
  total: string;
};

/** 'Exportar Deudas': each pending notice with its live fines and stored interest, then the fines left on their own. */
export async function* debtRows(db: Db, f: AccountFilters) {
  const P = NOTICE_STATUS.PENDING;
  const live = (type: number) =>
    Prisma.sql`coalesce((SELECT sum(x.amount) FROM fines x WHERE x.notice_id = n.id AND x.fine_type_id = ${type} AND x.deleted_at IS NULL AND x.status = ${P}), 0)`;
  for await (const ids of propertyIdBatches(db, f)) {
    yield* await queryRows<DebtExcelRow>(
      db,
      Prisma.sql`
      WITH d AS (
        SELECT n.property_id, n.period AS day, n.service_type_id, NULL::int AS fine_type_id, n.total AS subtotal, n.iva,
               ${live(FINE_TYPE.FINE)} AS fines, ${live(FINE_TYPE.INTEREST)} AS interest, 0 AS loose, n.id
        FROM notices n WHERE n.property_id = ANY(${ids}::int[]) AND n.status = ${P} AND n.deleted_at IS NULL
        UNION ALL
        SELECT fl.property_id, ${Prisma.raw(portalDay('fl.created_at'))}, NULL, fl.fine_type_id, 0, 0,
               CASE WHEN fl.fine_type_id = ${FINE_TYPE.FINE} THEN fl.amount ELSE 0 END, CASE WHEN fl.fine_type_id = ${FINE_TYPE.FINE} THEN 0 ELSE fl.amount END, 1, fl.id
        FROM fines fl LEFT JOIN notices fn ON fn.id = fl.notice_id
        WHERE fl.property_id = ANY(${ids}::int[]) AND fl.status = ${P} AND fl.deleted_at IS NULL
          AND (fn.id IS NULL OR fn.status <> ${P} OR fn.deleted_at IS NOT NULL))
      SELECT p.code, d.day::text AS day, d.service_type_id, d.fine_type_id, d.subtotal::text, d.iva::text, d.fines::numeric(20, 4)::text AS fines,
             d.interest::numeric(20, 4)::text AS interest, (d.subtotal + d.iva + d.fines + d.interest)::numeric(20, 4)::text AS total,
             u.name, u.lastname, u.business_name, u.document_type_id, u.document
      FROM d JOIN properties p ON p.id = d.property_id JOIN users u ON u.id = p.user_id
      ORDER BY p.id DESC, d.day, d.loose, d.service_type_id, d.id`,
    );
  }
}

export const DEBT_COLUMNS: ExcelColumn<DebtExcelRow>[] = [
  { header: 'Código', key: 'code', width: 14, kind: 'text' },
  { header: 'Contribuyente', key: 'owner', width: 34, kind: 'text', value: ownerName },
  { header: 'RIF', key: 'rif', width: 16, kind: 'text', value: (r) => documentLabel(r.document_type_id, r.document) },
  { header: 'Fecha', key: 'day', width: 12, kind: 'date' },
  {
    header: 'Concepto',
    key: 'concept',
    width: 26,
    kind: 'text',
    value: (r) => (r.service_type_id !== null ? label(SERVICE_TYPE_LABELS, r.service_type_id) : label(FINE_TYPE_LABELS, r.fine_type_id)),
  },
  { header: 'Subtotal (UCD)', key: 'subtotal', width: 16, kind: 'money-ucd' },
  { header: 'IVA (UCD)', key: 'iva', width: 16, kind: 'money-ucd' },
  { header: 'Multa (UCD)', key: 'fines', width: 16, kind: 'money-ucd' },
  { header: 'Intereses (UCD)', key: 'interest', width: 16, kind: 'money-ucd' },
  { header: 'Total (UCD)', key: 'total', width: 16, kind: 'money-ucd' },
];
