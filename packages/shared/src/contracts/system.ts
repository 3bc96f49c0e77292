// Contracts of the 'system' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const systemCalls = {} as const;
