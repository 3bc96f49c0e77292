// Staff buttons above the 'Pagos Pendientes' table of one property (Calcular, delete all fines,
// delete all debt, send the statement). Built by the admin-actions work (issue 12 item 4).
export function PaymentsAdminToolbar(_props: { propertyId: number }) {
  return null;
}
