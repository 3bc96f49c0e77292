// admin/roles/get: 'Administrador' (level 1) and 'Moderador' (level 2).
import { moderatorsCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type Role = Answer<typeof calls.roles>['roles'][number];

export const useRoles = () => useCallQuery(calls.roles, {}, { staleTime: 10 * 60_000, select: (d) => d.roles });
