// admin/moderators/get-user: one administrator with its permissions and the matrix marked.
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery } from '../../../lib/call.ts';

export const useModerator = (id: number | null) => useCallQuery(calls.get, { id: id ?? undefined }, { enabled: Boolean(id) });
