// admin/moderators/download/{id}: the administrator's PDF sheet (through the API client: the
// Bearer token cannot ride on a plain link).
import { download } from '../../../lib/download.ts';

export const downloadModerator = (m: { id: number; number_format: string }) =>
  download(`/api/admin/moderators/download/${m.id}`, `administrador-${m.number_format}.pdf`);
