// The billing engine (docs/billing.md "Notices", "Interest", "The statement", "As of a date and
// payoff quotes"): pure functions shared by the API, the web, the PDF and the mail.
export * from './errors.ts';
export * from './days.ts';
export * from './history.ts';
export * from './notices.ts';
export * from './interest.ts';
export * from './input.ts';
export * from './statement.ts';
export * from './wire.ts';
export * from './compose-bill.ts';
