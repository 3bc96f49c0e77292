// Texts of sign-in, profile, taxpayers and properties (000 sections 2, 5 and 8), copied exactly.
// Texts the spec describes without wording them are marked "ours".
import { authTexts, commonTexts } from './first-texts.ts';

const common = commonTexts;
const auth = authTexts;

const profile = {
  saved: common.dataSaved,
  updated: 'Se ha actualizado el perfil correctamente',
  // ours (issue 25): retention is a fiscal designation staff set; 'Mis Datos' shows it read-only
  retentionByStaff: 'La condición de agente de retención la asigna la Alcaldía: no puede cambiarse desde Mis Datos',
  retentionPending: 'Solicitud pendiente de confirmación',
  retentionPendingHint: 'Usted solicitó «{label}» al registrarse; mientras la Alcaldía no la confirme, se factura como «No»',
  retentionByStaffHint: 'La asigna la Alcaldía',
} as const;

const taxpayers = {
  userCreated: auth.userCreated,
  userUpdated: 'Se ha modificado correctamente el usuario',
  userDeleted: 'Se ha eliminado correctamente el usuario',
  imported: 'Se ha importado correctamente los datos',
  importError: 'Ha ocurrido un error al importar los datos',
  commentAdded: 'Comentario agregado exitosamente',
  commentError: 'No se logró agregar el comentario',
  historyAdded: 'Agregada al historial exitosamente',
  historyError: 'Ups!, Ocurrio un error',
  parentError: 'No se pudo agregar el padre',
  disincorporateRequired: 'Debe agregar un comentario',
  parentCodeRequired: 'El código es requerido',
  parentCodeDifferent: 'El código debe ser diferente al de la propiedad',
  historyDatesRequired: 'La fecha desde y hasta son requeridas',
  // ours
  confirmStatus: '¿Desea cambiar el estatus del usuario?',
  confirmDelete: '¿Desea eliminar el usuario?',
  parentUpdated: 'Se ha actualizado correctamente el padre de la propiedad',
  historyDeleted: 'Se ha eliminado correctamente del historial',
  historyOverlap: 'Las fechas se solapan con otro período del historial de la propiedad',
  historyFuture: 'La fecha hasta no puede ser posterior a hoy',
  historyConfirmDelete: '¿Desea eliminar este período del historial?',
  alreadyDisincorporated: 'La propiedad ya se encuentra desincorporada',
  confirmDisincorporate: '¿Desea desincorporar la propiedad?',
  importNotSpreadsheet: 'El archivo debe ser una hoja de cálculo de Excel (.xlsx)',
  importEmpty: 'El archivo no contiene registros para importar',
  importTooMany: 'El archivo no puede tener más de 5000 registros',
  importMissingColumns: 'El archivo no tiene las columnas de la plantilla: {columns}',
  importBadValue: 'El valor «{value}» de la columna {column} no es válido',
  childNeedsParent: 'Debe indicar la propiedad padre',
  importSameProperty: 'El contribuyente ya tiene este inmueble ({code}); no se agregó de nuevo',
  phoneCodeRequired: 'Debe seleccionar el código de área del teléfono',
  phoneCodeInvalid: 'El código de área del teléfono no es válido',
  // ours (issue 25): a retention asked for at registration waits for staff
  retentionRequested: 'Retención solicitada',
  retentionRequestNotice: 'El contribuyente solicitó al registrarse la retención «{label}». Hasta que se confirme, se factura como «No».',
  confirmRetention: '¿Desea confirmar la retención «{label}» solicitada por el contribuyente?',
  refuseRetention: '¿Desea rechazar la retención solicitada por el contribuyente? Seguirá facturándose como «No».',
  retentionConfirmed: 'Se ha confirmado la retención solicitada',
  retentionRefused: 'Se ha rechazado la retención solicitada',
  noRetentionRequest: 'El contribuyente no tiene una solicitud de retención pendiente',
  registerRetentionHint: 'La Alcaldía debe confirmar la retención solicitada; mientras tanto se factura como «No».',
} as const;

const properties = {
  created: 'Se ha creado correctamente la propiedad',
  confirmDelete: '¿Desea eliminar la propiedad?',
  deleted: 'Se ha eliminado correctamente la propiedad',
  cannotDelete: 'No es posible eliminar',
  allDataRequired: 'Debe ingresar todos los datos de las propiedades',
  sizePositive: 'El campo metraje de la propiedad debe ser mayor a 0',
  // ours
  jointLiability: 'El propietario es solidariamente responsable de la obligación de pago aunque el inmueble esté ocupado por otra persona, vacío o sin uso.',
  updated: 'Se ha modificado correctamente la propiedad',
  canBeSentOn: 'La propiedad quedó marcada para enviar el estado de cuenta',
  canBeSentOff: 'La propiedad quedó marcada para no enviar el estado de cuenta',
  refreshed: 'Se ha reiniciado el envío del estado de cuenta de la propiedad',
  notificationDateSaved: 'Se ha guardado la fecha de notificación',
  notificationDatePast: 'La fecha de notificación no puede ser anterior a hoy',
  mailsSent: 'Se han enviado {count} correos de estado de cuenta',
  noMailsToSend: 'No hay propiedades marcadas para enviar el estado de cuenta',
  disincorporated: 'La propiedad está desincorporada',
} as const;

export const accountTexts = { common, auth, profile, taxpayers, properties } as const;
// the areas the web's first screens need, without the whole of MSG (docs/decisions/027-light-first-load.md)
export { authTexts, commonTexts };
