// 'Ingresos' in SQL (docs/reports.md "Ingresos"). The bills are the ACCEPTED ones issued in the
// period (the issue day, a Caracas day of issued_at, is the day the money was accepted). One grouped
// statement per dimension, read a page at a time by the screen and in keyset batches (by the group's
// sort key) by the exports:
//  - day      Σ total_bs / Σ total by issue day;
//  - method   Σ of the live vouchers' amount_paid by payment method;
//  - account  the same by bank account (none: cash and cards taken at a desk);
//  - service  urban_clean_amount (aseo), df_amount (disposición), fines + interest + services +
//             quotas (otros conceptos), and any part of the fees split to neither service;
//  - kind     tax base + exempt + VAT (tarifa), fines, interest, services, agreement quotas.
// Every figure is a stored column; sums in SQL numeric. The summary (one statement) gives the tie:
// Σ total_bs − Σ retention_bs − Σ credit_note_applied_bs = Σ due_bs; Σ due_bs + surplus = received.
import { BILL_STATUS } from '@aseo/shared/constants';
import type { IncomeFilters, IncomeGroup } from '@aseo/shared/contracts';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { portalDay, portalMidnight } from '../../lib/portal-time.ts';
import { queryRows } from '../../lib/sql.ts';
import { afterDay } from './report-filters.ts';

export type IncomeRaw = {
  key: string;
  label: string | null;
  bills: number;
  vouchers: number | null;
  amount_bs: string;
  amount_ucd: string | null;
  /** The keyset: the day ('YYYY-MM-DD') or the group's order number as text */
  sort: string;
};

const ISSUE_DAY = portalDay('b.issued_at');

/** The accepted bills of the period (over the bill `b`). */
export function incomeWhere(f: IncomeFilters): Prisma.Sql {
  const c = [Prisma.sql`b.status = ${BILL_STATUS.ACCEPTED} AND b.issued_at IS NOT NULL`];
  if (f.since) c.push(Prisma.sql`b.issued_at >= ${portalMidnight(f.since)}`);
  if (f.until) c.push(Prisma.sql`b.issued_at < ${afterDay(f.until)}`);
  return Prisma.join(c, ' AND ');
}

/** The unpivoted parts of a bill for the service and kind dimensions: order, key, label, Bs, UCD (null when not stored). */
const PARTS: Record<'service' | 'kind', Prisma.Sql> = {
  service: Prisma.sql`(VALUES
    (1, 'aseo', 'Aseo', b.urban_clean_amount, NULL::numeric),
    (2, 'disposicion', 'Disposición', b.df_amount, NULL::numeric),
    (3, 'otros', 'Otros conceptos (multas, intereses, servicios y cuotas)', b.fines_bs + b.interest_bs + b.services_bs + b.quotas_bs, NULL::numeric),
    (4, 'sin-servicio', 'Tarifa sin tipo de servicio', b.tax_base_bs + b.exempt_bs + b.iva_bs - b.urban_clean_amount - b.df_amount, NULL::numeric))`,
  kind: Prisma.sql`(VALUES
    (1, 'fees', 'Tarifa (base imponible + exento + IVA)', b.tax_base_bs + b.exempt_bs + b.iva_bs, b.tax_base + b.exempt + b.iva),
    (2, 'fines', 'Multas', b.fines_bs, b.fines_total),
    (3, 'interest', 'Intereses', b.interest_bs, b.interest_total),
    (4, 'services', 'Servicios', b.services_bs, b.services_total),
    (5, 'quotas', 'Cuotas de convenio', b.quotas_bs, b.quotas_total))`,
};

/** The grouped statement of a dimension, every group (no paging), with its sort key. */
function grouped(group: IncomeGroup, f: IncomeFilters): Prisma.Sql {
  const where = incomeWhere(f);
  switch (group) {
    case 'day':
      return Prisma.sql`
        SELECT to_char(${Prisma.raw(ISSUE_DAY)}, 'YYYY-MM-DD') AS key, NULL AS label, count(*)::int AS bills, NULL::int AS vouchers,
               sum(b.total_bs)::text AS amount_bs, sum(b.total)::text AS amount_ucd, to_char(${Prisma.raw(ISSUE_DAY)}, 'YYYY-MM-DD') AS sort
        FROM bills b WHERE ${where} GROUP BY ${Prisma.raw(ISSUE_DAY)}`;
    case 'method':
      return Prisma.sql`
        SELECT v.payment_method_id::text AS key, pm.name AS label, count(DISTINCT b.id)::int AS bills, count(*)::int AS vouchers,
               sum(v.amount_paid)::text AS amount_bs, NULL AS amount_ucd, lpad(v.payment_method_id::text, 10, '0') AS sort
        FROM bills b JOIN vouchers v ON v.bill_id = b.id AND v.deleted_at IS NULL JOIN payment_methods pm ON pm.id = v.payment_method_id
        WHERE ${where} GROUP BY v.payment_method_id, pm.name`;
    case 'account':
      return Prisma.sql`
        SELECT coalesce(v.bank_account_id, 0)::text AS key, bk.name || ' · ' || ba.number AS label, count(DISTINCT b.id)::int AS bills, count(*)::int AS vouchers,
               sum(v.amount_paid)::text AS amount_bs, NULL AS amount_ucd, lpad(coalesce(v.bank_account_id, 0)::text, 10, '0') AS sort
        FROM bills b JOIN vouchers v ON v.bill_id = b.id AND v.deleted_at IS NULL
        LEFT JOIN bank_accounts ba ON ba.id = v.bank_account_id LEFT JOIN banks bk ON bk.id = ba.bank_id
        WHERE ${where} GROUP BY v.bank_account_id, bk.name, ba.number`;
    case 'service':
    case 'kind':
      // a part every bill has is always listed (0 when none); the fees split to no service only when there are some
      return Prisma.sql`
        SELECT k.key, k.label, count(*) FILTER (WHERE k.bs <> 0)::int AS bills, NULL::int AS vouchers,
               sum(k.bs)::text AS amount_bs, ${group === 'kind' ? Prisma.sql`sum(k.ucd)::text` : Prisma.sql`NULL`} AS amount_ucd, lpad(k.ord::text, 10, '0') AS sort
        FROM bills b CROSS JOIN LATERAL ${PARTS[group]} AS k(ord, key, label, bs, ucd)
        WHERE ${where} GROUP BY k.ord, k.key, k.label
        HAVING k.key <> 'sin-servicio' OR sum(k.bs) <> 0`;
  }
}

/** One batch of groups after `after` (by sort key). */
export function incomeRows(db: Db, group: IncomeGroup, f: IncomeFilters, after: { sort: string } | null, limit: number, offset = 0) {
  return queryRows<IncomeRaw>(
    db,
    Prisma.sql`SELECT g.* FROM (${grouped(group, f)}) g ${after ? Prisma.sql`WHERE g.sort > ${after.sort}` : Prisma.empty}
    ORDER BY g.sort LIMIT ${limit} OFFSET ${offset}`,
  );
}

export type IncomeTotals = {
  bills: number;
  total_bs: string;
  total_ucd: string;
  retention_bs: string;
  credit_applied_bs: string;
  due_bs: string;
  surplus_bs: string;
  received_bs: string;
  vouchers: number;
  groups: number;
  groups_bs: string;
};

/** The period's totals, the vouchers received for its bills, and the chosen dimension's groups summed (one statement). */
export async function incomeTotals(db: Db, group: IncomeGroup, f: IncomeFilters): Promise<IncomeTotals> {
  const [r] = await queryRows<IncomeTotals>(
    db,
    Prisma.sql`
    WITH bb AS (SELECT b.id, b.total, b.total_bs, b.retention_bs, b.credit_note_applied_bs, b.due_bs FROM bills b WHERE ${incomeWhere(f)}),
         t AS (SELECT count(*)::int AS bills, coalesce(sum(total_bs), 0) AS total_bs, coalesce(sum(total), 0) AS total_ucd,
                      coalesce(sum(retention_bs), 0) AS retention_bs, coalesce(sum(credit_note_applied_bs), 0) AS credit_applied_bs,
                      coalesce(sum(due_bs), 0) AS due_bs FROM bb),
         v AS (SELECT coalesce(sum(v.amount_paid), 0) AS received_bs, count(*)::int AS vouchers FROM vouchers v JOIN bb ON bb.id = v.bill_id WHERE v.deleted_at IS NULL),
         g AS (SELECT count(*)::int AS groups, coalesce(sum(g.amount_bs::numeric), 0) AS groups_bs FROM (${grouped(group, f)}) g)
    SELECT t.bills, t.total_bs::numeric(20, 2)::text AS total_bs, t.total_ucd::numeric(20, 4)::text AS total_ucd,
           t.retention_bs::numeric(20, 2)::text AS retention_bs, t.credit_applied_bs::numeric(20, 2)::text AS credit_applied_bs,
           t.due_bs::numeric(20, 2)::text AS due_bs, (v.received_bs - t.due_bs)::numeric(20, 2)::text AS surplus_bs,
           v.received_bs::numeric(20, 2)::text AS received_bs, v.vouchers, g.groups, g.groups_bs::numeric(20, 2)::text AS groups_bs
    FROM t, v, g`,
  );
  return r!;
}
