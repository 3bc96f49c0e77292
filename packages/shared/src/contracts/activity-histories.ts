// Contracts of the 'activity-histories' area: filled in as its calls move to contracts (see bank-accounts.ts).
export const activityHistoriesCalls = {} as const;
