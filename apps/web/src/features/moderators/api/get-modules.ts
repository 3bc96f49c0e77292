// admin/moderators/modules: the permission matrix (modules with their main and secondary actions).
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type MatrixModule = Answer<typeof calls.modules>['modules'][number];
export type MatrixAction = MatrixModule['actions'][number];

export const useModules = () => useCallQuery(calls.modules, {}, { staleTime: 10 * 60_000, select: (d) => d.modules });
