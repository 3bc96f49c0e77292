// What other features use of the frame: the municipality's identity and its brand block.
export { DEFAULT_IDENTITY, useDocumentTitle, useIdentity, type Identity } from './api/identity.ts';
export { Brand } from './components/Brand.tsx';
