// Staff actions of one row of 'Pagos Pendientes' (a notice or a stand-alone fine): edit the UCD
// value, edit fine and interest, mark paid/pending, check, delete the notice, a fine or the
// interest (with a reason). Built by the admin-actions work (issue 12 item 4).
import type { StatementRowWire } from '@aseo/shared/billing';

export function PaymentRowActions(_props: { row: StatementRowWire; propertyId: number }) {
  return null;
}
