// Public surface of the reference catalogue (document types, phone codes, activities, property types and uses).
export { referenceService } from './reference.service.ts';
