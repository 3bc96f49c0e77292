// Reading the imported bank statements (docs/reconciliation.md): the imports, newest first, with
// how many of their movements are proposed, confirmed or mismatched; one import with its movements
// and the bill each one matched.
import type { StatementMovement } from '@aseo/shared/contracts';
import { billNumberLabel, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import { Prisma } from '@aseo/db/client';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import { queryRows } from '../../lib/sql.ts';

type ImportRaw = {
  id: number;
  created_at: Date;
  account_id: number;
  account_name: string;
  bank: string;
  account_number: string;
  file_name: string;
  rows: number;
  new_rows: number;
  proposed: number;
  confirmed: number;
  mismatched: number;
  name: string;
  lastname: string | null;
};
type MovementRaw = {
  id: number;
  date: Date;
  reference: string;
  amount: string;
  description: string | null;
  status: StatementMovement['status'];
  reason: string | null;
  bill_id: number | null;
  number: number | null;
  proforma_number: number | null;
  receipt_number: number | null;
  bill_status: number | null;
  customer: string | null;
  code: string | null;
};

const IMPORT = Prisma.sql`
  SELECT i.id, i.created_at, a.id AS account_id, a.name AS account_name, bk.name AS bank, a.number AS account_number, i.file_name, i.rows, i.new_rows,
         count(*) FILTER (WHERE m.status = 'PROPOSED')::int AS proposed, count(*) FILTER (WHERE m.status = 'CONFIRMED')::int AS confirmed,
         count(*) FILTER (WHERE m.status = 'MISMATCH')::int AS mismatched, u.name, u.lastname
  FROM statement_imports i JOIN bank_accounts a ON a.id = i.bank_account_id JOIN banks bk ON bk.id = a.bank_id JOIN users u ON u.id = i.user_id
  LEFT JOIN statement_movements m ON m.import_id = i.id`;
const GROUP = Prisma.sql`GROUP BY i.id, a.id, bk.name, u.name, u.lastname`;

const toImport = (r: ImportRaw) => ({
  id: r.id,
  created_at: r.created_at.toISOString(),
  bank_account: { id: r.account_id, name: r.account_name, bank: r.bank, number: r.account_number },
  file_name: r.file_name,
  rows: r.rows,
  new_rows: r.new_rows,
  proposed: r.proposed,
  confirmed: r.confirmed,
  mismatched: r.mismatched,
  user: fullName(r.name, r.lastname),
});

const toMovement = (r: MovementRaw): StatementMovement => ({
  id: r.id,
  date: r.date.toISOString().slice(0, 10),
  reference: r.reference,
  amount: r.amount as StatementMovement['amount'],
  description: r.description,
  status: r.status,
  reason: r.reason,
  bill:
    r.bill_id !== null
      ? {
          id: r.bill_id,
          number_format: billNumberLabel({ number: r.number, proforma_number: r.proforma_number, receipt_number: r.receipt_number }) || `ID ${r.bill_id}`,
          status: r.bill_status!,
          customer: r.customer ?? '',
          property_code: r.code,
        }
      : null,
});

export function statementsQuery(db: Db) {
  async function list(f: { page: number; bank_account_id?: number | undefined }) {
    const args = pageArgs(f.page);
    const where = f.bank_account_id ? Prisma.sql`WHERE i.bank_account_id = ${f.bank_account_id}` : Prisma.empty;
    const [rows, total, accounts] = await Promise.all([
      queryRows<ImportRaw>(db, Prisma.sql`${IMPORT} ${where} ${GROUP} ORDER BY i.id DESC LIMIT ${args.take} OFFSET ${args.skip}`),
      queryRows<{ n: number }>(db, Prisma.sql`SELECT count(*)::int AS n FROM statement_imports i ${where}`),
      queryRows<{ id: number; name: string; bank: string; number: string }>(
        db,
        Prisma.sql`SELECT a.id, a.name, bk.name AS bank, a.number FROM bank_accounts a JOIN banks bk ON bk.id = a.bank_id
                   WHERE a.deleted_at IS NULL AND a.status = 1 ORDER BY bk.name, a.number`,
      ),
    ]);
    return { imports: paged(rows.map(toImport), total[0]!.n, args), accounts };
  }

  async function detail(id: number) {
    const [imp] = await queryRows<ImportRaw>(db, Prisma.sql`${IMPORT} WHERE i.id = ${id} ${GROUP}`);
    if (!imp) throw notFound(MSG.server.notFound);
    const movements = await queryRows<MovementRaw>(
      db,
      Prisma.sql`
        SELECT m.id, m.date, m.reference, m.amount::text, m.description, m.status, m.reason, m.bill_id, b.number, b.proforma_number, b.receipt_number, b.status AS bill_status,
               COALESCE(b.customer_name, NULLIF(trim(u.business_name), ''), trim(concat_ws(' ', u.name, u.lastname))) AS customer, p.code
        FROM statement_movements m LEFT JOIN bills b ON b.id = m.bill_id LEFT JOIN users u ON u.id = b.user_id LEFT JOIN properties p ON p.id = b.property_id
        WHERE m.import_id = ${id}
        ORDER BY CASE m.status WHEN 'PROPOSED' THEN 0 WHEN 'MISMATCH' THEN 1 ELSE 2 END, m.date, m.id`,
    );
    return { import: toImport(imp), movements: movements.map(toMovement) };
  }

  return { list, detail };
}
