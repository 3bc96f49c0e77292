// Public surface of the taxpayers feature: the client and property form parts other screens reuse
// (register, 'Mis Datos', the property form) and the empty property form.
export { ClientFields } from './components/ClientFields.tsx';
export { PropertyFields } from './components/PropertyFields.tsx';
export { EMPTY_PROPERTY } from './components/taxpayer-form.ts';
