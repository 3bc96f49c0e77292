// Contracts of the 'taxpayers' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const taxpayersCalls = {} as const;
