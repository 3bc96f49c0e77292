// 'Agregar servicio' and 'Agregar multa' at the desk: a service named by its type and amount, or a new
// fine by its amount and reason, becomes a pending item of the bill (cash-payment.service.ts runs it in
// its transaction: a refused payment leaves neither behind). The vouchers, the credit used and the
// credit read are the ledger's (ledger.vouchers.ts).
import { FINE_TYPE } from '@aseo/shared/constants';
import type { CallInput, cashCalls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { ucd } from '@aseo/shared/money';
import type { ItemRef } from './cash-items.ts';
import { prismaTx, type OwnTx, type Tx } from '../../db.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';

type Input = CallInput<typeof cashCalls.createPayment>;

/**
 * 'Agregar servicio' / 'Agregar multa': a service named by its type and amount, or a fine (type 1, on
 * the property, in no month) by its amount and reason, is created here, pending, and billed with the
 * rest (staff only). Answers every item as a reference.
 */
export async function createNewItems(db: Tx | OwnTx, user: SessionUser, client: boolean, propertyId: number, invoices: Input['invoices']): Promise<ItemRef[]> {
  const out: ItemRef[] = [];
  for (const item of invoices) {
    if (item.id !== undefined) {
      out.push({ type: item.type, id: item.id });
      continue;
    }
    if (client) throw unprocessable(item.type === 'Multa' ? MSG.cash.clientNoticesOnly : MSG.cash.noNewServiceForClient);
    const tx = prismaTx(db);
    if (item.type === 'Multa') {
      const fine = await tx.fine.create({
        data: {
          property_id: propertyId,
          fine_type_id: FINE_TYPE.FINE,
          amount: ucd(item.amount!).toFixed(4),
          comment: item.comment ?? null,
          created_by: user.id,
        },
        select: { id: true },
      });
      out.push({ type: 'Multa', id: fine.id });
      continue;
    }
    const type = await tx.cashServiceType.findUnique({ where: { id: item.service_type_id! }, select: { id: true } });
    if (!type) throw unprocessable(MSG.cash.serviceAmount);
    const created = await tx.service.create({
      data: { property_id: propertyId, cash_service_type_id: type.id, amount: ucd(item.amount!).toFixed(4), created_by: user.id },
      select: { id: true },
    });
    out.push({ type: 'Servicio', id: created.id });
  }
  return out;
}
