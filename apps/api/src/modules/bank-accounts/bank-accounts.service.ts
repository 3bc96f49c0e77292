// The municipality's bank accounts ('Cuentas Bancarias').
import { MSG } from '@aseo/shared/messages';
import type { Prisma } from '@aseo/db/client';
import type { bankAccountsCalls, CallInput } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paged, pageArgs } from '../../lib/paging.ts';
import type { SessionUser } from '../../lib/tokens.ts';

export type BankAccountInput = CallInput<typeof bankAccountsCalls.create>;

const include = {
  bank: { select: { id: true, code: true, name: true } },
  account_type: { select: { id: true, name: true } },
  document_type: { select: { id: true, prefix: true } },
} satisfies Prisma.BankAccountInclude;
type Row = Prisma.BankAccountGetPayload<{ include: typeof include }>;

const present = (a: Row) => ({
  id: a.id,
  name: a.name,
  bank_id: a.bank_id,
  account_type_id: a.account_type_id,
  document_type_id: a.document_type_id,
  document: a.document,
  full_document: `${a.document_type.prefix}${a.document}`,
  number: a.number,
  phone: a.phone,
  status: a.status,
  bank: a.bank,
  account_type: a.account_type,
});

export function bankAccountsService(ctx: AppContext) {
  const { db } = ctx;

  function where(search?: string): Prisma.BankAccountWhereInput {
    return {
      deleted_at: null,
      ...(search
        ? {
            OR: [
              { name: { contains: search, mode: 'insensitive' } },
              { number: { contains: search } },
              { document: { contains: search } },
              { bank: { name: { contains: search, mode: 'insensitive' } } },
            ],
          }
        : {}),
    };
  }

  async function list(page?: number, search?: string) {
    const args = pageArgs(page);
    const [rows, total, document_types, account_types, banks] = await Promise.all([
      db.bankAccount.findMany({ where: where(search), include, orderBy: { id: 'desc' }, skip: args.skip, take: args.take }),
      db.bankAccount.count({ where: where(search) }),
      db.documentType.findMany({ orderBy: { id: 'asc' } }),
      db.accountType.findMany({ orderBy: { id: 'asc' } }),
      db.bank.findMany({ where: { status: 1 }, orderBy: { name: 'asc' } }),
    ]);
    return { accounts: paged(rows.map(present), total, args), document_types, account_types, banks };
  }

  async function assertReferences(input: BankAccountInput) {
    const [bank, type, doc] = await Promise.all([
      db.bank.findUnique({ where: { id: input.bank_id } }),
      db.accountType.findUnique({ where: { id: input.account_type_id } }),
      db.documentType.findUnique({ where: { id: input.document_type_id } }),
    ]);
    // each refusal names its field, so the form marks it (apps/web lib/form.ts)
    const refused = (field: keyof BankAccountInput, message: string) => unprocessable(message, { fields: { [field]: message } });
    if (!bank) throw refused('bank_id', MSG.server.invalidReference);
    if (!type) throw refused('account_type_id', MSG.server.invalidReference);
    if (!doc) throw refused('document_type_id', MSG.server.invalidReference);
    if (input.document.length > doc.max_length) throw refused('document', MSG.server.documentTooLong);
  }

  async function save(session: SessionUser, input: BankAccountInput, id?: number) {
    await assertReferences(input);
    const row = await db.$transaction(async (tx) => {
      const before = id ? await tx.bankAccount.findFirst({ where: { id, deleted_at: null }, include }) : null;
      if (id && !before) throw notFound(MSG.server.notFound);
      const saved = id ? await tx.bankAccount.update({ where: { id }, data: input, include }) : await tx.bankAccount.create({ data: input, include });
      await writeAudit(tx, id ? 'bank-account.updated' : 'bank-account.created', {
        value_id: saved.id,
        user_id: session.id,
        old: before ? present(before) : null,
        new: present(saved),
      });
      return saved;
    });
    return { message: MSG.bankAccounts.saved, account: present(row) };
  }

  async function setStatus(session: SessionUser, id: number, status: number) {
    if (status !== 0 && status !== 1) throw unprocessable(MSG.server.invalidData);
    await db.$transaction(async (tx) => {
      const before = await tx.bankAccount.findFirst({ where: { id, deleted_at: null } });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.bankAccount.update({ where: { id }, data: { status } });
      await writeAudit(tx, 'bank-account.status-changed', { value_id: id, user_id: session.id, old: { status: before.status }, new: { status } });
    });
    return { message: MSG.common.statusChanged };
  }

  async function remove(session: SessionUser, id: number) {
    await db.$transaction(async (tx) => {
      const before = await tx.bankAccount.findFirst({ where: { id, deleted_at: null }, include });
      if (!before) throw notFound(MSG.server.notFound);
      await tx.bankAccount.update({ where: { id }, data: { deleted_at: new Date(), status: 0 } });
      await writeAudit(tx, 'bank-account.deleted', { value_id: id, user_id: session.id, old: present(before) });
    });
    return { message: MSG.bankAccounts.deleted };
  }

  return { list, save, setStatus, remove };
}
