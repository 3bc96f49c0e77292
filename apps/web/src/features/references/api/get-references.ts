// auth/document-types: document types, phone codes, activities, property types and uses.
import { referencesCalls as calls } from '@aseo/shared/contracts';
import { useCallQuery, type Answer } from '../../../lib/call.ts';

export type RegistrationReferences = Answer<typeof calls.documentTypes>;

export const useRegistrationReferences = () => useCallQuery(calls.documentTypes, undefined, { staleTime: 10 * 60_000 });
