// Bank statement import (DOMAIN "Reconciliation", docs/reconciliation.md). Reading a file proposes
// its columns; importing stores each movement once (account, date, reference, amount, occurrence
// are unique: a second import of the same movement is a duplicate, proposed nothing) and matches
// the new ones to the pending vouchers of that account by the reference's last 8 digits and the
// amount; confirming reconciles each proposal through the bill's own write (claims, audit, event).
// The import — mapping, movements, matches and its audit row — is one transaction.
import { BILL_STATUS, BILL_STATUS_LABELS } from '@aseo/shared/constants';
import { STATEMENT_STATUS as ST, type CallInput, type StatementMapping, type statementsCalls } from '@aseo/shared/contracts';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { billNumberLabel, formatBs } from '@aseo/shared/format';
import { bs } from '@aseo/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { sheetLimits } from '../../lib/spreadsheet.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { billsService } from './bills.service.ts';
import { readStatement } from './statement-file.ts';
import { guessMapping, rowsToMovements, type RowMovement } from './statement-rows.ts';
import { statementsQuery } from './statements.query.ts';

const T = MSG.statements;
type Calls = typeof statementsCalls;
type Candidate = {
  id: number;
  bill_id: number;
  number: string;
  amount: string;
  status: number;
  bill_number: number | null;
  receipt_number: number | null;
  proforma_number: number | null;
};
type Match = { id: number; status: string; reason: string | null; voucher_id: number | null; bill_id: number | null };

const billLabel = (c: Candidate) =>
  billNumberLabel({ number: c.bill_number, proforma_number: c.proforma_number, receipt_number: c.receipt_number }) || `ID ${c.bill_id}`;

/** Each new movement against the account's vouchers with its reference: one pending voucher of the same amount is a proposal. */
function classify(movements: (RowMovement & { id: number })[], candidates: Candidate[], taken: Set<number>): Match[] {
  const byKey = new Map<string, Candidate[]>();
  for (const c of candidates) byKey.set(c.number, [...(byKey.get(c.number) ?? []), c]);
  return movements.map((m) => {
    const miss = (reason: string) => ({ id: m.id, status: ST.MISMATCH, reason, voucher_id: null, bill_id: null });
    if (m.problem) return miss(m.problem);
    const found = byKey.get(m.key!) ?? [];
    const pending = found.filter((c) => c.status === BILL_STATUS.PENDING);
    const same = pending.filter((c) => bs(c.amount).eq(m.amount));
    if (same.length > 1) return miss(T.ambiguous);
    if (same.length === 1) {
      const c = same[0]!;
      if (taken.has(c.id)) return miss(fillMessage(T.taken, { bill: billLabel(c) }));
      taken.add(c.id);
      return { id: m.id, status: ST.PROPOSED, reason: null, voucher_id: c.id, bill_id: c.bill_id };
    }
    if (pending.length) return miss(fillMessage(T.amountDiffers, { bill: billLabel(pending[0]!), amount: formatBs(bs(pending[0]!.amount)) }));
    if (found.length) return miss(fillMessage(T.notPending, { bill: billLabel(found[0]!), status: BILL_STATUS_LABELS[found[0]!.status as 0] ?? '' }));
    return miss(T.noVoucher);
  });
}

export function statementsService(ctx: AppContext) {
  const { db } = ctx;
  const limits = sheetLimits(ctx.cfg);
  const bills = billsService(ctx);
  const query = statementsQuery(db);

  async function account(id: number) {
    const acc = await db.bankAccount.findFirst({ where: { id, deleted_at: null, status: 1 }, select: { id: true, bank_id: true } });
    if (!acc) throw unprocessable(T.noAccount, { fields: { bank_account_id: T.noAccount } });
    return acc;
  }

  async function read(input: CallInput<Calls['read']>, buffer: Buffer) {
    await account(input.bank_account_id);
    const table = await readStatement(buffer, limits);
    const saved = await db.statementMapping.findUnique({ where: { bank_account_id: input.bank_account_id } });
    const fits = saved && [saved.date_column, saved.reference_column, saved.amount_column].every((c) => table.columns.includes(c));
    const mapping: StatementMapping | null = fits
      ? {
          date_column: saved.date_column,
          reference_column: saved.reference_column,
          amount_column: saved.amount_column,
          description_column: saved.description_column && table.columns.includes(saved.description_column) ? saved.description_column : null,
        }
      : guessMapping(table.columns);
    const sample = table.rows.slice(0, 5).map((r) => table.columns.map((_, i) => r.cells[i] ?? ''));
    return { columns: table.columns, sample, rows: table.rows.length, mapping, remembered: !!fits };
  }

  /** Stores the movements not seen before and their matches; answers the import with its new movements. */
  async function importFile(user: SessionUser, input: CallInput<Calls['import']>, file: { buffer: Buffer; name: string; sha256: string }) {
    const acc = await account(input.bank_account_id);
    const table = await readStatement(file.buffer, limits);
    const mapping: StatementMapping = {
      date_column: input.date_column,
      reference_column: input.reference_column,
      amount_column: input.amount_column,
      description_column: input.description_column ?? null,
    };
    for (const [field, name] of Object.entries(mapping))
      if (name !== null && !table.columns.includes(name))
        throw unprocessable(fillMessage(T.columnMissing, { column: name }), { fields: { [field]: fillMessage(T.columnMissing, { column: name }) } });
    const { movements, problems } = rowsToMovements(table.rows, table.columns, mapping);
    if (!movements.length && !problems.length) throw unprocessable(T.empty);
    const seen = new Map<string, number>();
    const occurrence = movements.map((m) => {
      const k = `${m.date}|${m.reference}|${m.amount}`;
      seen.set(k, (seen.get(k) ?? 0) + 1);
      return seen.get(k)!;
    });
    const id = await db.$transaction(async (tx) => {
      await tx.statementMapping.upsert({
        where: { bank_account_id: acc.id },
        create: { bank_account_id: acc.id, ...mapping, updated_by: user.id },
        update: { ...mapping, updated_by: user.id },
      });
      const imp = await tx.statementImport.create({
        data: { bank_account_id: acc.id, file_name: file.name.slice(0, 255), sha256: file.sha256, rows: movements.length, new_rows: 0, user_id: user.id },
      });
      const fresh = await insertNew(tx, imp.id, acc.id, movements, occurrence);
      const keys = [...new Set(fresh.map((m) => m.key).filter((k): k is string => !!k))];
      const candidates = keys.length
        ? await tx.$queryRaw<Candidate[]>`
            SELECT v.id, v.bill_id, v.number, v.amount_paid::text AS amount, b.status, b.number AS bill_number, b.receipt_number, b.proforma_number
            FROM vouchers v JOIN bills b ON b.id = v.bill_id
            WHERE v.number = ANY(${keys}) AND v.deleted_at IS NULL
              AND (v.bank_account_id = ${acc.id} OR (v.bank_account_id IS NULL AND v.bank_id = ${acc.bank_id}))
            ORDER BY v.id`
        : [];
      const ids = candidates.map((c) => c.id);
      const busy = ids.length
        ? await tx.statementMovement.findMany({ where: { voucher_id: { in: ids }, status: { in: [ST.PROPOSED, ST.CONFIRMED] } }, select: { voucher_id: true } })
        : [];
      const matches = classify(fresh, candidates, new Set(busy.map((b) => b.voucher_id!)));
      if (matches.length)
        await tx.$executeRaw`
          UPDATE statement_movements m SET status = x.status, reason = x.reason, voucher_id = x.voucher_id, bill_id = x.bill_id
          FROM unnest(${matches.map((x) => x.id)}::int[], ${matches.map((x) => x.status)}::text[], ${matches.map((x) => x.reason)}::text[],
                      ${matches.map((x) => x.voucher_id)}::int[], ${matches.map((x) => x.bill_id)}::int[]) AS x(id, status, reason, voucher_id, bill_id)
          WHERE m.id = x.id`;
      await tx.statementImport.update({ where: { id: imp.id }, data: { new_rows: fresh.length } });
      const proposed = matches.filter((x) => x.status === ST.PROPOSED).length;
      await writeAudit(tx, 'statement.imported', {
        value_id: imp.id,
        user_id: user.id,
        old: null,
        new: { bank_account_id: acc.id, file: file.name, sha256: file.sha256, rows: movements.length, new_rows: fresh.length, proposed, mapping },
      });
      return imp.id;
    });
    const detail = await query.detail(id);
    const count = (s: string) => detail.movements.filter((m) => m.status === s).length;
    const duplicates = movements.length - detail.import.new_rows;
    return {
      message: fillMessage(T.imported, { proposed: count(ST.PROPOSED), mismatched: count(ST.MISMATCH) + problems.length, duplicates }),
      ...detail,
      duplicates,
      invalid: problems,
    };
  }

  /** INSERT … ON CONFLICT DO NOTHING: the movements this import adds (a known one is skipped). */
  async function insertNew(tx: Tx, importId: number, accountId: number, movements: RowMovement[], occurrence: number[]) {
    if (!movements.length) return [];
    const rows = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO statement_movements (import_id, bank_account_id, date, reference, amount, description, occurrence, status)
      SELECT ${importId}, ${accountId}, x.date, x.reference, x.amount, x.description, x.occurrence, ${ST.MISMATCH}
      FROM unnest(${movements.map((m) => m.date)}::date[], ${movements.map((m) => m.reference)}::text[], ${movements.map((m) => m.amount)}::numeric[],
                  ${movements.map((m) => m.description)}::text[], ${occurrence}::int[]) WITH ORDINALITY AS x(date, reference, amount, description, occurrence, i)
      ORDER BY x.i
      ON CONFLICT (bank_account_id, date, reference, amount, occurrence) DO NOTHING
      RETURNING id`;
    // pair the stored rows back with their movements by fingerprint
    const byPrint = new Map(movements.map((m, i) => [`${m.date}|${m.reference}|${m.amount}|${occurrence[i]}`, m]));
    const stored = await tx.statementMovement.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
    return stored.map((s) => ({ ...byPrint.get(`${s.date.toISOString().slice(0, 10)}|${s.reference}|${s.amount.toFixed(2)}|${s.occurrence}`)!, id: s.id }));
  }

  /** Reconciles each chosen proposal through its bill's write; a refusal is returned with its reason and leaves the others. */
  async function confirm(user: SessionUser, ids: number[]) {
    const chosen = await db.statementMovement.findMany({ where: { id: { in: ids } } });
    const byId = new Map(chosen.map((m) => [m.id, m]));
    const refused: { id: number; reason: string }[] = [];
    let confirmed = 0;
    for (const id of [...new Set(ids)]) {
      const m = byId.get(id);
      if (!m || m.status !== ST.PROPOSED || !m.bill_id || !m.voucher_id) {
        refused.push({ id, reason: T.notProposed });
        continue;
      }
      try {
        await bills.acceptVoucher(user, m.bill_id, m.voucher_id, m.date.toISOString().slice(0, 10), async (tx) => {
          const done = await tx.statementMovement.updateMany({
            where: { id, status: ST.PROPOSED },
            data: { status: ST.CONFIRMED, confirmed_by: user.id, confirmed_at: new Date() },
          });
          if (!done.count) throw unprocessable(T.notProposed);
        });
        confirmed++;
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 422) throw err;
        refused.push({ id, reason: err.message });
        // a bill reconciled or annulled meanwhile: the proposal is void, say why
        if (err.message === MSG.payments.notPending)
          await db.statementMovement.updateMany({ where: { id, status: ST.PROPOSED }, data: { status: ST.MISMATCH, reason: err.message } });
      }
    }
    return { message: fillMessage(T.confirmed, { count: confirmed }), confirmed, refused };
  }

  return {
    read,
    importFile,
    confirm,
    list: (f: CallInput<Calls['list']>) => query.list(f),
    detail: (id: number) => query.detail(id),
  };
}
