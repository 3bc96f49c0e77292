// Every Spanish text both documents spell out, copied from spec/000 and spec/001 (typos included).
export const SPEC_TEXTS = [
  // 000: sign-in, layout, profile
  'Lo sentimos, su usuario ha sido desactivado', 'Lo sentimos, su usuario ha sido eliminado', '¿Desea cerrar sesión?', 'Aceptar', 'Cancelar',
  'Mis Datos', 'Cambiar Contraseña', 'Cerrar Sesión', 'Inmuebles', 'Realizar pago', 'Certificado de Pago', 'Salir', 'Cuenta', 'Entrar',
  'Se le ha enviado un correo electrónico', 'Se ha cambiado su contraseña correctamente', 'Se ha actualizado la contraseña correctamente',
  'Crear Contribuyente', 'Se ha creado correctamente el usuario', 'Se han guardado los datos correctamente', 'Se ha actualizado el perfil correctamente',
  // 000: properties, account status, taxpayers, administrators, tariffs
  'Código', 'NIC', 'Uso', 'Tipo', 'Actividad', 'Acciones', '¿Desea eliminar la propiedad?', 'Se ha eliminado correctamente la propiedad',
  'Se ha creado correctamente la propiedad', 'Fecha', 'RIF', 'Nombre / Razón Social', 'Monto Adecuado', 'Estatus', 'Pagos Pendientes',
  'Tipo de Servicio', 'Subtotal', 'IVA', 'Multa', 'Intereses', 'Total', 'Record de Cuenta', 'Atras', 'Exportar Excel', 'Exportar Deudas',
  'Meses Pendientes', 'Se ha marcado como pagado con éxito', '¿Está seguro?', 'El estado de cuenta del contribuyente ha sido calculado',
  'El email fue enviado', 'Contribuyentes', 'Se ha importado correctamente los datos', 'Administradores', 'Crear Administrador', 'Editar usuario',
  'Usuarios', 'Tarifas', 'Conversión Dolar - Bs', 'Conversión UCD - Bs', 'Porcentaje del IVA', 'Porcentaje de Retención', 'Interés Bancario',
  'Descuentos', 'Limpiar filtros', 'Cuentas Bancarias', 'Dudas y Sugerencias', 'Bandeja', 'Ver Dudas y Sugerencias', 'Escribe un mensaje...',
  'Enviar', 'Rutas y Horarios', 'Solvencia Aseo Urbano', 'Solicitar Solvencia', 'Solvencias Aseo Urbano', 'Buscar (Contribuyente, Código, No Solvencia)',
  'Solvencia de Aseo Urbano', '¿Desea eliminar esta solvencia?', 'No hay registros', 'No hay resultados',
  // 000: states and validation
  'Activos', 'Inactivos', 'Por verificar', 'Activas', 'Inactivas', 'Conciliado', 'Por Conciliar', 'Impago', 'En proceso', 'Atendido', 'Resuelto',
  '¿Desea cambiar el estatus de la solicitud?', 'Otro', 'Debe ingresar todos los datos de las propiedades', 'El campo metraje de la propiedad debe ser mayor a 0',
  'Lo sentimos, el valor no puede ser mayor a 100', 'Lo sentimos, el Porcentaje no puede ser mayor a 100', 'Lo sentimos, ambas fechas son requeridas',
  'Lo sentimos, el motivo no puede estar vacío', 'Debe ingresar un mensaje', 'Debe seleccionar la propiedad', 'La propiedad no se encuentra solvente',
  'La fecha desde y hasta son requeridas', 'El código es requerido', 'El código debe ser diferente al de la propiedad', 'Debe agregar un comentario',
  'El formato del archivo no es válido',
  // 000: error catalogue
  'Por favor, revise su conexión', 'Token is Invalid', 'Token is Expired', 'Authorization Token not found', 'Ups!, Ocurrio un error',
  'Ha ocurrido un error al importar los datos', 'No es posible eliminar', 'No se pudo agregar el padre', 'No hay deudas cargadas',
  'No se logró agregar el comentario', 'Lo sentimos, ocurrio un error al crear el descuento', 'Lo sentimos, ocurrio un error al editar el descuento',
  'No es posible enviar el mail, verifique no haya sido enviado antes o que este marcado para enviar', 'Lo sentimos, el cliente no tiene caja asignada',
  'Se ha creado correctamente la denuncia/sugerencia', 'Se ha subido el archivo correctamente', 'Solvencia generada exitosamente',
  'Se ha eliminado correctamente la solvencia', 'Agregada al historial exitosamente', 'Se ha modificado correctamente el usuario',
  'Se ha eliminado correctamente el usuario', 'Comentario agregado exitosamente', 'Se ha modificado la actividad económica',
  'Se han guardado los cambios correctamente', 'Se ha cambiado el estatus correctamente', 'Se ha subido correctamente el XLS',
  'Se encontraron datos inválidos, algunos de los registros no se guardaron completamente',
  // 001: screens
  'Caja', 'Avisos de Cobro', 'Convenios', 'Enviar Pago', 'Enviar Pago con Descuento', 'Generar prefactura', 'No hay facturas por pagar',
  'No hay cuotas de convenio por pagar', 'Corfirmar ejecución de pago?', 'Se ha generado el recibo correspondiente', 'Deuda', 'Servicio',
  'No', 'Si', 'Proforma', 'Agregar', 'Aplicar', 'Limpiar', 'Procesar', 'Historial de Comprobantes', 'Pagos', 'Registrar Pago', 'Desde', 'Hasta',
  'Medio de Pago', 'Código, ID, Nombre, Monto', 'SI', 'NO', 'Convenios de Pago', 'Nuevo Convenio', 'Exportar PDF', 'Anular pago', 'Generar cuota',
  'Aseo', 'Disposición',
  // 001: states
  'Por conciliar', 'Por Verificar', 'Aceptado', 'Reversado', 'Anulado', 'Por pagar', 'Inactivo', 'Activo', 'Completado', 'Activa', 'Anulada',
  '¿Esta seguro de cambiar el estado al convenio de pago?',
  // 001: validation
  'Debe agregar al menos 1 item a facturar', 'Debe agregar al menos 1 comprobante de pago', 'Debe completar el Total a pagar',
  'Debe ingresar al menos un (1) recibo', 'El monto pagado no puede ser menor al total', 'Debe ingresar el método de pago',
  'Debe ingresar el monto pagado', 'Debe subir el comprobante de pago', 'Nro. de referencia debe escribir los últimos 8 dígitos',
  'Escriba los últimos 8 dígitos', 'Debe ingresar todos los datos de pago', 'Debe ingresar la fecha de recepción del pago',
  'El número de referencia ha sido usado', 'Debe ingresar la fecha de recepción de pago', 'El campo cantidad de cuotas debe ser mayor a 0',
  'El campo nro. de correlativo es requerido', 'Las cuotas deben de tener pagos agregados', 'La fecha de las cuota es requerida',
  '¿Esta seguro de generar este convenio de pago?', 'Debe seleccionar una fecha de inicio',
  // 001: error catalogue
  'Error al guardar los datos', '¿Desea eliminar la nota de crédito?', 'Se ha eliminado la nota de crédito', 'Se ha actualizado la nota de crédito',
  'Error al subir el archivo, por favor intente nuevamente', 'El código de control ya existe', 'Error al agregar el número de control',
  'Número de control agregado', 'Error al cambiar el estado', 'Se cambio el estado correctamente', 'El comprobante no pudo ser eliminado',
  'Error al eliminar el comprobante', 'Comprobante eliminado correctamente', 'Ups! Ocurrio un error', 'Se ha creado correctamente el convenio',
  'Se ha anulado el pago', 'Se ha modificado el estatus del pago',
] as const;
