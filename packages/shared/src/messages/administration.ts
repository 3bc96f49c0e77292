// Texts of tariffs, account statements, bank accounts, complaints, routes, solvency and administrators
// (000 sections 2, 4, 5 and 8), copied exactly. Texts the spec describes without wording them are
// marked "ours".
const tariffs = {
  activityUpdated: 'Se ha modificado la actividad económica',
  discountCreateError: 'Lo sentimos, ocurrio un error al crear el descuento',
  discountEditError: 'Lo sentimos, ocurrio un error al editar el descuento',
  discountDatesRequired: 'Lo sentimos, ambas fechas son requeridas',
  // ours
  ivaUpdated: 'Se ha modificado el porcentaje del IVA',
  retentionUpdated: 'Se ha modificado el porcentaje de retención',
  dolarUpdated: 'Se ha modificado la conversión del dólar',
  petroUpdated: 'Se ha modificado la conversión de la UCD',
  interestUpdated: 'Se ha modificado el interés bancario',
  discountCreated: 'Se ha creado correctamente el descuento',
  discountUpdated: 'Se ha editado correctamente el descuento',
  discountDeleted: 'Se ha eliminado correctamente el descuento',
  confirmDiscountDelete: '¿Desea eliminar el descuento?',
  discountDatesOrder: 'Lo sentimos, la fecha desde no puede ser mayor a la fecha hasta',
} as const;

const accountStatus = {
  markedPaid: 'Se ha marcado como pagado con éxito',
  calculated: 'El estado de cuenta del contribuyente ha sido calculado',
  mailSent: 'El email fue enviado',
  mailNotSent: 'No es posible enviar el mail, verifique no haya sido enviado antes o que este marcado para enviar',
  reasonRequired: 'Lo sentimos, el motivo no puede estar vacío',
  // ours
  noRate: 'Lo sentimos, no hay una tasa UCD vigente para el {date}',
  asOfFuture: 'La fecha de corte no puede ser posterior a hoy',
  payDateBeforeAsOf: 'La fecha de pago no puede ser anterior a la fecha de corte',
  payDateTooFar: 'La fecha de pago no puede ser posterior a un año desde hoy',
  notBuilt: 'En construcción',
  monthsSet: 'Se han actualizado los meses pendientes',
  rateSet: 'Se ha actualizado el valor UCD del aviso',
  fineSet: 'Se ha actualizado el monto de la multa',
  interestSet: 'Se ha actualizado el monto de los intereses',
  markedPending: 'Se ha marcado como pendiente con éxito',
  checkSet: 'Se ha actualizado la marca del aviso',
  paymentRemoved: 'Se ha eliminado correctamente el aviso de cobro',
  fineRemoved: 'Se ha eliminado correctamente la multa',
  interestRemoved: 'Se han eliminado correctamente los intereses',
  allRemoved: 'Se ha eliminado toda la deuda pendiente del inmueble',
  allFinesRemoved: 'Se han eliminado todas las multas pendientes del inmueble',
  billingOn: 'Se ha activado el estado de cuenta del inmueble',
  billingOff: 'Se ha desactivado el estado de cuenta del inmueble',
  noticeNotPending: 'El aviso ya fue procesado: no se puede modificar',
  noticeInBill: 'El aviso pertenece a una factura: anule o rechace la factura para devolverlo a pendiente',
  noticeInAgreement: 'El aviso pertenece a un convenio de pago activo',
  fineNotPending: 'La multa ya fue procesada o eliminada',
  disincorporated: 'El inmueble está desincorporado',
  billingInactive: 'El estado de cuenta del inmueble está desactivado: actívelo para generar avisos',
  tooManyMonths: 'Puede indicar hasta 120 meses',
  noRateNow: 'Lo sentimos, no hay una tasa UCD vigente',
  reconciling: '{amount} en {count} pago(s) por conciliar: ya no se cobran en caja y siguen contando como deuda hasta que la Alcaldía reciba el dinero',
  agreementQuotas:
    '{amount} en {count} cuota(s) de convenio por pagar: sus meses no se cobran aparte, se pagan con las cuotas en la pestaña Convenios de la caja',
  removedReason: 'Eliminado desde el Record de Cuenta',
  replacedReason: 'Reemplazada al editar el monto',
} as const;

const documents = {
  notFound: 'No encontramos un documento con ese código',
  valid: 'Vigente',
  annulled: 'Anulado',
  expired: 'Vencido',
  revoked: 'Revocada',
  receiptNote: 'Este documento no es una factura. La factura se emite cuando la Alcaldía recibe y concilia el pago.',
  revokedOn: 'Revocada el {date}: un pago que la respaldaba fue reversado o anulado',
  changed: 'Ya no refleja la deuda actual',
  statementChanged: 'El estado de cuenta del inmueble cambió desde la emisión (pagos, multas o avisos nuevos)',
  statementNote: 'Los intereses siguen corriendo después de la fecha de emisión.',
  verifyAt: 'Verifique este documento en',
  codeLabel: 'Código de verificación',
} as const;

const bankAccounts = {
  saved: 'Se han guardado los cambios correctamente',
  // ours
  deleted: 'Se ha eliminado correctamente la cuenta bancaria',
  confirmDelete: '¿Desea eliminar la cuenta bancaria?',
  confirmStatus: '¿Desea cambiar el estatus de la cuenta bancaria?',
} as const;

const suggestions = {
  created: 'Se ha creado correctamente la denuncia/sugerencia',
  messageRequired: 'Debe ingresar un mensaje',
  confirmStatus: '¿Desea cambiar el estatus de la solicitud?',
  messagePlaceholder: 'Escribe un mensaje...',
  // ours
  zoneRequired: 'Debe indicar la zona',
  textRequired: 'Debe indicar el detalle',
  resolved: 'La solicitud ya fue resuelta: no admite más mensajes',
  backward: 'El estatus de la solicitud solo puede avanzar',
  statusChanged: 'Se ha cambiado el estatus de la solicitud',
  deleted: 'Se ha eliminado la denuncia/sugerencia',
  confirmDelete: '¿Desea eliminar la denuncia/sugerencia?',
  sent: 'Mensaje enviado',
} as const;

const routes = {
  uploaded: 'Se ha subido correctamente el XLS',
  invalidRows: 'Se encontraron datos inválidos, algunos de los registros no se guardaron completamente',
  // ours
  notSpreadsheet: 'El archivo debe ser una hoja de cálculo .xlsx',
  missingColumns: 'Faltan las columnas {columns} en la primera fila del archivo',
  empty: 'El archivo no tiene rutas',
  tooMany: 'El archivo tiene demasiadas filas (máximo 2000 rutas)',
  typeRequired: 'Falta el tipo de unidad',
  numberRequired: 'Falta el número de ruta',
  badDay: 'El valor de {day} debe ser Si o No',
  badHour: 'La hora debe tener el formato hh:mm AM/PM o HH:mm',
  repeated: 'La ruta {route} ya aparece en la fila {row}',
  tooLong: 'El campo {field} es demasiado largo',
  noDays: 'La ruta no tiene ningún día de recolección',
  unknownRoute: 'La ruta no existe o no está activa',
} as const;

const solvency = {
  propertyRequired: 'Debe seleccionar la propiedad',
  notSolvent: 'La propiedad no se encuentra solvente',
  generated: 'Solvencia generada exitosamente',
  deleted: 'Se ha eliminado correctamente la solvencia',
  confirmDelete: '¿Desea eliminar esta solvencia?',
  noDebts: 'No hay deudas cargadas',
  // ours
  notice:
    'La solvencia es válida para trámites municipales solo después de ser certificada en las oficinas; para otros usos tiene un costo establecido por ordenanza.',
  validUntil: 'Válida hasta el {date}',
  expiresSoon: 'Su solvencia vence el {date} (inmueble {code}, solvencia N° {number})',
  solvent: 'La propiedad está solvente',
  noRateDebt: 'No se pudo calcular la deuda: no hay una tasa UCD vigente',
  reconciling: 'La propiedad tiene pagos por conciliar: la solvencia se emite cuando la Alcaldía reciba el dinero',
} as const;

const moderators = {
  userCreated: 'Se ha creado correctamente el usuario',
  userUpdated: 'Se ha modificado correctamente el usuario',
  userDeleted: 'Se ha eliminado correctamente el usuario',
  // ours
  confirmStatus: '¿Desea cambiar el estatus del administrador?',
  confirmDelete: '¿Desea eliminar el administrador?',
  selfStatus: 'No puede desactivar su propio usuario',
  selfDelete: 'No puede eliminar su propio usuario',
  selfRole: 'No puede cambiar su propio rol',
  invalidRole: 'El rol no es válido',
  permissionsTitle: 'Permisos',
  selectAll: 'Seleccionar todos',
  selectModule: 'Todo el módulo',
  mainAction: 'Principal',
  noPermissions: 'Sin permisos asignados',
  keepPassword: 'Deje la contraseña en blanco para conservar la actual',
  sheetTitle: 'Ficha del administrador',
} as const;

export const administrationTexts = { tariffs, accountStatus, documents, bankAccounts, suggestions, routes, solvency, moderators } as const;
