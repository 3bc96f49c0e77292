// Public surface of the taxpayers module for other modules (registration creates a taxpayer).
export { assertClientUnique, createTaxpayerTx } from './taxpayers.service.ts';
export { presentClient } from './taxpayers.retention.ts';
