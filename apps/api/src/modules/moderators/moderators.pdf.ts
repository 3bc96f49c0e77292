// The printable sheet of an administrator (admin/moderators/download/{id}): its data and the
// actions it holds by module, rendered by the shared pdfkit sheet (lib/pdf.ts).
import { MSG } from '@aseo/shared/messages';
import type { PdfSheet } from '../../lib/pdf.ts';
import type { PresentedModerator } from './moderators.query.ts';

type MatrixModule = { id: number; name: string; actions: { name: string; main: number; active?: boolean }[] };

/** 'Usuarios' is shown as 'Administradores' (spec 000 "Administrators"). */
export const moduleLabel = (name: string) => (name === 'Usuarios' ? 'Administradores' : name);

export function moderatorSheet(user: PresentedModerator, modules: MatrixModule[]): PdfSheet {
  const granted = modules.map((m) => ({ ...m, actions: m.actions.filter((a) => a.active) })).filter((m) => m.actions.length);
  const mainMark = MSG.moderators.mainAction.toLowerCase();
  return {
    title: MSG.moderators.sheetTitle,
    subtitle: `N° ${user.number_format}`,
    sections: [
      {
        kind: 'fields',
        rows: [
          ['Nombre', user.full_name],
          ['Cuenta', user.username],
          ['Documento', user.full_document],
          ['Correo', user.email],
          ['Teléfono', user.full_phone],
          ['Caja', user.box],
          ['Rol', user.role?.name],
          ['Estatus', user.status_text],
        ],
      },
      {
        kind: 'table',
        heading: MSG.moderators.permissionsTitle,
        columns: [
          { header: 'Módulo', width: 1 },
          { header: 'Acciones', width: 3 },
        ],
        rows: granted.map((m) => [moduleLabel(m.name), m.actions.map((a) => (a.main === 1 ? `${a.name} (${mainMark})` : a.name)).join(', ')]),
        empty: MSG.moderators.noPermissions,
      },
    ],
  };
}
