// admin/moderators/download/{id}: the administrator's PDF sheet (through the API client: the
// Bearer token cannot ride on a plain link).
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { downloadCall } from '../../../lib/call.ts';

export const downloadModerator = (m: { id: number; number_format: string }) =>
  downloadCall(calls.download, { id: m.id }, `administrador-${m.number_format}.pdf`);
