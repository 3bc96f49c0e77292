// Contracts of the 'tariffs' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const tariffsCalls = {} as const;
