// Contracts of the 'references' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const referencesCalls = {} as const;
