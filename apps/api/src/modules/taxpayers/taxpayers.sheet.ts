// The printable taxpayer record ('download/{id}'): client data and every property with its state.
import { PROPERTY_TYPE_LABELS, RETENTION_LABELS, USER_STATUS_TEXT, labelOf } from '@aseo/shared/constants';
import { documentLabel, formatDate, formatPlain, fullName } from '@aseo/shared/format';
import { MSG } from '@aseo/shared/messages';
import type { Db } from '../../db.ts';
import { notFound } from '../../lib/errors.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import { LEVELS } from '@aseo/shared/constants';

export async function taxpayerSheet(db: Db, id: number): Promise<{ sheet: PdfSheet; username: string }> {
  const u = await db.user.findFirst({
    where: { id, level_id: LEVELS.CLIENT, deleted_at: null },
    include: {
      emails: true,
      phones: true,
      properties: {
        where: { deleted_at: null },
        orderBy: { code: 'asc' },
        include: { economic_activity: true, use: true, parent: { select: { code: true } } },
      },
    },
  });
  if (!u) throw notFound(MSG.server.notFound);
  const sheet: PdfSheet = {
    title: 'Ficha del Contribuyente',
    subtitle: `Aseo Urbano · emitida el ${formatDate(new Date())}`,
    sections: [
      {
        kind: 'fields',
        heading: 'Datos del contribuyente',
        rows: [
          ['Cuenta', u.username],
          ['Nombre / Razón Social', fullName(u.name, u.lastname)],
          ['Documento', documentLabel(u.document_type_id, u.document)],
          ['Correo electrónico', [u.email, ...u.emails.map((e) => e.email)].join(', ')],
          [
            'Teléfono',
            [[u.phone_code, u.phone].filter(Boolean).join('-'), ...u.phones.map((p) => [p.phone_code, p.phone].filter(Boolean).join('-'))].join(', '),
          ],
          ['Dirección fiscal', u.fiscal_address],
          ['Retención', labelOf(RETENTION_LABELS, u.retention)],
          ['Estatus', labelOf(USER_STATUS_TEXT, u.status)],
          ['Fecha de registro', formatDate(u.created_at)],
          ['Nota', u.note],
        ],
      },
      {
        kind: 'table',
        heading: 'Inmuebles',
        empty: MSG.common.noRecords,
        columns: [
          { header: 'Código', width: 11 },
          { header: 'Padre', width: 11 },
          { header: 'Tipo', width: 11 },
          { header: 'Uso', width: 11 },
          { header: 'Actividad', width: 26 },
          { header: 'Metraje (m2)', width: 9 },
          { header: 'Dirección', width: 24 },
          { header: 'Estatus', width: 12 },
        ],
        rows: u.properties.map((p) => [
          p.code,
          p.parent?.code ?? '',
          labelOf(PROPERTY_TYPE_LABELS, p.property_type_id),
          p.use.name,
          `${p.economic_activity.code} - ${p.economic_activity.name}`,
          formatPlain(p.size.toString()),
          [p.zone, p.street, p.house_number].filter(Boolean).join(', '),
          p.status ? 'Activo' : `Desincorporado${p.disincorporate ? `: ${p.disincorporate}` : ''}`,
        ]),
      },
    ],
  };
  return { sheet, username: u.username };
}
