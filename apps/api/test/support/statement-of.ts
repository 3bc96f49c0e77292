// A property's statement as statementOf computes it from every row of the property, read here with
// Prisma (not the API's SQL): what the account-status screens and the ledger's reads must answer.
import { statementInput, statementOf, statementToWire } from '@aseo/shared/billing';
import type { TestPortal } from './portal.ts';

export async function statementOverEveryRow(portal: TestPortal, propertyId: number, asOf: string) {
  const db = portal.ctx.db;
  const notices = await db.notice.findMany({ where: { property_id: propertyId }, include: { bill: true } });
  const fines = await db.fine.findMany({ where: { property_id: propertyId }, include: { bill: true } });
  const history = (key: string) => db.globalValue.findMany({ where: { key }, orderBy: [{ valid_from: 'asc' }, { id: 'asc' }] });
  const input = statementInput({
    notices: notices.map((n) => ({ ...n, settled_at: n.status === 0 ? (n.bill?.created_at ?? null) : null })),
    fines: fines.map((f) => ({ ...f, settled_at: f.status === 0 ? (f.bill?.created_at ?? null) : null })),
    conversion_petro: await history('conversion_petro'),
    bankInterest: await history('bankInterest'),
  });
  return statementToWire(statementOf(input, asOf));
}
