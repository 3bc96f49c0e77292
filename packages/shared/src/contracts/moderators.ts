// Contracts of the 'moderators' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const moderatorsCalls = {} as const;
