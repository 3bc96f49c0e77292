// Texts of the cash desk, payments, voucher history, credit notes, agreements and reports
// (001 sections 2, 5 and 8), copied exactly, typos included. Texts the spec describes without
// wording them are marked "ours".
import { accountTexts } from './accounts.ts';

const { common } = accountTexts;

const cash = {
  noClientBox: 'Lo sentimos, el cliente no tiene caja asignada',
  confirmPay: 'Corfirmar ejecución de pago?',
  receiptGenerated: 'Se ha generado el recibo correspondiente',
  noInvoices: 'No hay facturas por pagar',
  noAgreementQuotas: 'No hay cuotas de convenio por pagar',
  itemRequired: 'Debe agregar al menos 1 item a facturar',
  voucherRequired: 'Debe agregar al menos 1 comprobante de pago',
  completeTotal: 'Debe completar el Total a pagar',
  receiptRequired: 'Debe ingresar al menos un (1) recibo',
  paidBelowTotal: 'El monto pagado no puede ser menor al total',
  // ours
  surplusWarning: 'El excedente se tomará como pago adelantado de meses o como nota de crédito',
  surplusCreditNote: 'El monto pagado supera el total: con el restante se creará una nota de crédito',
  creditWarning: 'El crédito se aplica a los meses siguientes y la diferencia se mantiene como nota de crédito',
  condominiumNotice: 'Las propiedades de este contribuyente pertenecen a un condominio',
  confirmDiscountChange: '¿Desea cambiar el descuento? Los recibos se reiniciarán',
  confirmUcd: 'Confirme el valor de la UCD antes de continuar',
  itemTaken: 'Uno de los conceptos ya fue facturado o no está disponible: actualice la lista',
  itemNotOfProperty: 'Uno de los conceptos no pertenece al inmueble',
  itemInAgreement: 'Uno de los avisos pertenece a un convenio activo: páguelo por sus cuotas',
  keyReused: 'La clave de la solicitud ya se usó para otra operación',
  keyInvalid: 'La clave de la solicitud (Idempotency-Key) no es válida: hasta 80 caracteres, sin caracteres de control',
  fileMissing: 'Falta el archivo de uno de los comprobantes',
  monthsInOrder: 'Debe pagar los meses en orden, comenzando por el más antiguo',
  // ours: the ledger's oldest-first rule (docs/cash.md "Oldest month first"), at every desk
  payEarlierMonth: 'Debe pagar primero el mes de {month}: los meses se pagan en orden, comenzando por el más antiguo',
  fineWithItsMonth: 'La multa o los intereses del mes de {month} se pagan junto con ese mes: agregue su deuda',
  fineAmount: 'Debe indicar un monto de multa mayor a 0',
  confirmDeleteDebt: '¿Desea eliminar la deuda {name}? Quedará en el historial con quién y cuándo la eliminó',
  serviceAmount: 'Debe indicar el tipo de servicio y un monto mayor a 0',
  clientNoticesOnly: 'Un contribuyente solo puede agregar sus avisos de cobro (deudas) a la factura',
  noNewServiceForClient: 'Solo el personal de caja puede agregar servicios',
  noPendingQuota: 'El convenio no tiene cuotas por pagar',
  quotasInOrder: 'Las cuotas de un convenio se pagan en orden: primero la cuota {position}',
} as const;

const payments = {
  methodRequired: 'Debe ingresar el método de pago',
  amountRequired: 'Debe ingresar el monto pagado',
  // ours: an amount paid that is not plain digits with at most 2 decimals (issue 25)
  amountInvalid: 'El monto pagado no es válido',
  amountDecimals: 'El monto pagado admite hasta 2 decimales',
  amountTooLarge: 'El monto pagado es demasiado grande',
  fileRequired: 'Debe subir el comprobante de pago',
  referenceDigits: 'Nro. de referencia debe escribir los últimos 8 dígitos',
  referenceHint: 'Escriba los últimos 8 dígitos',
  allDataRequired: 'Debe ingresar todos los datos de pago',
  receptionDateRequired: 'Debe ingresar la fecha de recepción del pago',
  reconcileDateRequired: 'Debe ingresar la fecha de recepción de pago',
  referenceUsed: 'El número de referencia ha sido usado',
  saved: common.dataSaved,
  saveError: common.saveError,
  controlNumberExists: 'El código de control ya existe',
  controlNumberError: 'Error al agregar el número de control',
  controlNumberAdded: 'Número de control agregado',
  statusError: 'Error al cambiar el estado',
  statusChanged: 'Se cambio el estado correctamente',
  voucherNotDeleted: 'El comprobante no pudo ser eliminado',
  voucherDeleteError: 'Error al eliminar el comprobante',
  voucherDeleted: 'Comprobante eliminado correctamente',
  deliveryError: common.oops,
  cancelled: 'Se ha anulado el pago',
  paymentStatusChanged: 'Se ha modificado el estatus del pago',
  // ours
  creditNoteUsed: 'La nota de crédito que generó este pago ya fue usada: no puede reversarse ni anularse',
  itemsRebilled: 'Uno de los conceptos de este pago ya fue facturado en otro pago: no puede reactivarse',
  creditGone: 'El crédito que usó este pago ya fue aplicado en otro pago: no puede reactivarse',
  billNumbered: 'La factura tiene número: anúlela en lugar de eliminarla',
  deliveredNoCancel: 'La factura fue entregada: no puede anularse',
  deliveryChanged: 'Se ha actualizado la entrega de la factura',
  prefacturaDeleted: 'Se ha eliminado la prefactura',
  notPending: 'Solo un pago por conciliar puede conciliarse o reversarse',
  notCancellable: 'Este pago ya está reversado o anulado',
  notToPay: 'Este pago no está por pagar: sus datos de pago ya fueron cargados',
  claimedByOther: 'Este pago lo está revisando {name} hasta las {time}: espere a que termine o elija otro pago',
  claimed: 'Reservado para usted hasta las {time}: nadie más puede modificar este pago mientras lo revisa',
  claimBadge: 'En revisión: {name}',
  confirmVoucherDelete: '¿Desea eliminar el comprobante? Su referencia quedará libre y el monto pagado se recalculará',
  clientTransferOnly: 'Sus pagos se registran por transferencia o depósito, con banco, número de referencia, fecha y comprobante',
  controlNeedsInvoice: 'Solo una factura (un pago conciliado) lleva número de control',
  creditToConfirm: 'Crédito por confirmar: Bs. {amount}',
  revokesSolvencies: 'Este cambio revoca las solvencias N° {numbers}',
  // ours: the taxpayer's mail when staff reconcile or reject a payment (docs/payments.md "Mails")
  mailAcceptedSubject: 'Pago conciliado: factura N° {invoice} del inmueble {code}',
  mailAccepted:
    "Estimado(a) {name}:\n\nSu pago de {amount} del inmueble {code} fue conciliado.\nFactura N° {invoice} (comprobante {receipt}).\n\nPuede descargar la factura en el portal de Aseo Urbano, en 'Pagos'.",
  mailRejectedSubject: 'Pago reversado: comprobante {receipt} del inmueble {code}',
  mailRejected:
    'Estimado(a) {name}:\n\nSu pago de {amount} del inmueble {code} (comprobante {receipt}) fue reversado.\nMotivo: {reason}\n\nLos meses de ese pago vuelven a estar pendientes: puede realizar el pago de nuevo en el portal de Aseo Urbano.',
  mailNoReason: 'no se indicó',
} as const;

const voucherHistory = {
  uploadError: 'Error al subir el archivo, por favor intente nuevamente',
  uploaded: common.fileUploaded,
  // ours
  explanation: 'Aquí encuentra sus facturas y convenios pagados, con su comprobante de retención cuando corresponde, y sus notas de crédito.',
  // ours: staff read every taxpayer's bills, not their own
  staffExplanation:
    'Aquí se encuentran las facturas y convenios pagados de los contribuyentes, con el comprobante de retención de cada factura cuando corresponde. Las notas de crédito están en su pestaña.',
  numberFormat: 'El número del comprobante de retención tiene 14 dígitos: año y mes (AAAAMM) y 8 dígitos de secuencia',
  percentage: 'El porcentaje retenido debe ser el de la factura',
  amountMismatch: 'El monto retenido debe ser el IVA retenido de la factura',
  notAgent: 'Solo un agente de retención carga comprobantes de retención',
  notWithheld: 'Esta factura no tiene IVA retenido por pagar',
  alreadyUploaded: 'Esta factura ya tiene su comprobante de retención',
  numberUsed: 'Ese número de comprobante de retención ya fue cargado',
} as const;

const creditNotes = {
  confirmDelete: '¿Desea eliminar la nota de crédito?',
  deleted: 'Se ha eliminado la nota de crédito',
  updated: 'Se ha actualizado la nota de crédito',
  // ours
  belowUsed: 'El monto no puede ser menor a lo ya usado de la nota de crédito',
  adminOnly: 'Solo un administrador puede modificar el monto de una nota de crédito',
  usedNoDelete: 'La nota de crédito ya fue usada: no puede eliminarse',
} as const;

// ours: the bank statement import (docs/reconciliation.md)
const statements = {
  dateColumn: 'Debe elegir la columna de la fecha',
  referenceColumn: 'Debe elegir la columna de la referencia',
  amountColumn: 'Debe elegir la columna del monto',
  columnMissing: 'El archivo no tiene la columna «{column}»',
  notStatement: 'El estado de cuenta debe ser un libro de Excel (.xlsx) o un archivo CSV',
  noHeader: 'No se encontró la fila de encabezados (fecha, referencia, monto) en las primeras 20 filas',
  empty: 'El estado de cuenta no tiene movimientos',
  noAccount: 'La cuenta bancaria no existe o está inactiva',
  noneChosen: 'Debe elegir al menos un movimiento',
  imported: 'Estado de cuenta importado: {proposed} por conciliar, {mismatched} sin coincidencia, {duplicates} ya importados',
  confirmed: 'Se conciliaron {count} movimientos',
  badDate: 'Fecha inválida',
  futureDate: 'La fecha es posterior a hoy',
  badAmount: 'Monto inválido',
  debit: 'Débito o monto cero: no es un pago recibido',
  noReference: 'Sin número de referencia',
  noVoucher: 'Ningún pago por conciliar de esta cuenta tiene esta referencia',
  amountDiffers: 'El pago {bill} tiene esta referencia pero su monto es {amount}',
  notPending: 'El pago {bill} con esta referencia ya no está por conciliar ({status})',
  ambiguous: 'Más de un pago por conciliar coincide: concílielo desde Pagos',
  taken: 'Otro movimiento ya coincide con el pago {bill}',
  notProposed: 'El movimiento no está propuesto para conciliar',
} as const;

const agreements = {
  quotasPositive: 'El campo cantidad de cuotas debe ser mayor a 0',
  correlativeRequired: 'El campo nro. de correlativo es requerido',
  quotasNeedPayments: 'Las cuotas deben de tener pagos agregados',
  quotaDateRequired: 'La fecha de las cuota es requerida',
  confirmCreate: '¿Esta seguro de generar este convenio de pago?',
  confirmStatus: '¿Esta seguro de cambiar el estado al convenio de pago?',
  created: 'Se ha creado correctamente el convenio',
  // the portal's own texts (docs/agreements.md)
  statusChanged: 'Se ha cambiado el estatus correctamente',
  reasonRequired: 'Indique el motivo del cambio de estado',
  notActive: 'El convenio no está activo: solo se puede desactivar un convenio activo',
  noDebt: 'El inmueble no tiene deudas para incluir en un convenio',
  itemTaken: 'Una de las deudas elegidas ya pertenece a otro convenio o está en una factura: actualice la lista',
  itemUnknown: 'Una de las deudas elegidas no es una deuda pendiente de este inmueble',
  itemTwice: 'Una deuda no puede estar en dos cuotas',
  numberTaken: 'El nro. de correlativo ya existe',
  notOwnProperty: 'El inmueble no pertenece al contribuyente elegido',
  quotaAmount: 'Monto de cada cuota',
  minExpiration: 'Vencimiento mínimo',
  enMora: 'En mora',
  fileUploaded: 'Se ha subido el archivo correctamente',
  noFile: 'El convenio no tiene copia firmada',
  readOnly: 'El convenio está inactivo: no se puede adjuntar su copia firmada',
  linkExpired: 'El enlace de la copia firmada venció: descárguela de nuevo desde la lista de convenios',
  noQuotas: 'No hay cuotas de convenio por pagar',
  quotaInReconciliation: 'El convenio tiene una cuota en conciliación: concilie o rechace ese pago antes de cambiar su estado',
} as const;

const reports = {
  auditStartRequired: 'Debe seleccionar una fecha de inicio',
  // ours: the audit report (docs/reports.md "Auditoría")
  auditChainOk: 'La cadena de auditoría está íntegra: {checked} registros verificados',
  auditChainEmpty: 'La cadena de auditoría no tiene registros todavía',
  auditChainBroken: 'La cadena de auditoría está rota: el registro {id} (n.º {seq} de la cadena, del {date}) fue alterado o falta el anterior',
  auditGenerating: 'Se está generando el reporte de auditoría; le avisaremos cuando esté listo',
  auditFileNotReady: 'El reporte todavía no está listo',
  auditFileNotFound: 'El reporte no existe',
  // ours: the sales book (docs/reports.md "Libro de Ventas")
  salesBookSince: 'La fecha desde no es válida',
  salesBookUntil: 'La fecha hasta no es válida',
  salesBookReport: 'El tipo de período debe ser mensual o quincenal',
  salesBookStatus: 'El estatus debe ser Activa o Anulada',
  salesBookType: 'El tipo de factura no es válido',
  salesBookClosed: 'Se ha cerrado el período del Libro de Ventas',
  salesBookNotEnded: 'Solo se puede cerrar un período que ya terminó',
  salesBookOverlap: 'El período se solapa con un período ya cerrado del Libro de Ventas',
  // ours: the retentions report's list and the income report's grouping
  invalidSection: 'La sección del reporte de retenciones no es válida',
  invalidGroup: 'La agrupación del reporte de ingresos no es válida',
  // ours: the agreements report (docs/reports.md "Convenios")
  agreementKindInvalid: 'El tipo de convenio no es válido',
  enMoraInvalid: 'El filtro En mora debe ser Sí o No',
  // ours: the bank reconciliation (docs/reports.md "Conciliación bancaria")
  invalidSide: 'El filtro de conciliación debe ser Todos, Conciliados, Pagos sin movimiento o Movimientos sin pago',
  bankNoMovement: 'Ningún movimiento importado de esta cuenta en el período respalda este pago',
  bankOtherPeriod: 'Conciliado con un movimiento del {date}, fuera del período',
  bankPaymentOtherPeriod: 'Concilió un pago recibido el {date}, fuera del período',
  bankProposed: 'Por conciliar: coincide con el pago {bill}, que espera su confirmación',
  bankMismatch: 'Sin coincidencia',
} as const;

export const collectionTexts = { cash, payments, voucherHistory, creditNotes, statements, agreements, reports } as const;
