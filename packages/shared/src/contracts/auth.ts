// Contracts of the 'auth' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const authCalls = {} as const;
