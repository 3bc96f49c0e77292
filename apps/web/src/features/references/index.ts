// Public surface of the reference catalogue: the registration lists every form uses.
export { useRegistrationReferences, type RegistrationReferences } from './api/get-references.ts';
