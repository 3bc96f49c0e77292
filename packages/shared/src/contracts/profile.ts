// Contracts of the 'profile' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const profileCalls = {} as const;
