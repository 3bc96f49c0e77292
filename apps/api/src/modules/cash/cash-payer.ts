// The property a desk payment is for, locked, with what the bill needs of it and of its owner, in ONE
// statement (issue 30 item 2): the lock the ledger takes first on every debt-changing write (DOMAIN
// "Bills", ledger.lock.ts: FOR UPDATE of the property row only), its type and economic activity, the
// owner as the bill prints it, and the values in force with the activity's discount (the bill's
// terms, ledger.terms.ts billTermsSql: read from the statement's snapshot, as the payment's other
// reads of the values).
import { MSG } from '@aseo/shared/messages';
import type { OwnTx, Tx } from '../../db.ts';
import { billTermsSql, type ValuesAndDiscount } from '../ledger/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { BillOwner } from './cash-bill.row.ts';
import { Prisma } from '@aseo/db/client';
import { prepared } from '../../lib/prepared.ts';
import { queryRows } from '../../lib/sql.ts';

export type Payer = {
  id: number;
  user_id: number;
  property_type_id: number;
  economic_activity: { id: number; tax_free: number | null };
  owner: BillOwner;
  /** The values in force and the discount, for billTermsOf. */
  terms: ValuesAndDiscount;
  /** Its balance row exists (the bill's statement then locks it: cash-bill.write.ts). */
  has_balance: boolean;
};

/** The bill's terms of the property's activity, as a column (built once). */
const TERMS = billTermsSql('a.id');

/** Locks a live property (FOR UPDATE) and reads its payer, or answers 404. */
export async function lockPayer(tx: Tx | OwnTx, id: number): Promise<Payer> {
  const [p] = await queryRows<Payer>(
    tx,
    prepared(Prisma.sql`
    SELECT p.id, p.user_id, p.property_type_id,
           json_build_object('id', a.id, 'tax_free', a.tax_free) AS economic_activity,
           json_build_object('id', u.id, 'username', u.username, 'name', u.name, 'lastname', u.lastname, 'business_name', u.business_name,
                             'document_type_id', u.document_type_id, 'document', u.document, 'fiscal_address', u.fiscal_address,
                             'crypt', u.crypt, 'retention', u.retention) AS owner,
           ${TERMS} AS terms,
           EXISTS (SELECT 1 FROM property_balances b WHERE b.property_id = p.id) AS has_balance
    FROM properties p JOIN users u ON u.id = p.user_id JOIN economic_activities a ON a.id = p.economic_activity_id
    WHERE p.id = ${id} AND p.deleted_at IS NULL
    FOR UPDATE OF p`),
  );
  if (!p) throw notFound(MSG.server.notFound);
  return p;
}
