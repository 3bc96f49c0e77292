// Contracts of the 'properties' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const propertiesCalls = {} as const;
