// The JWT status strings of the answers that end the session, the spec's exactly, apart from the
// API's other texts: the web's entry needs these alone (docs/decisions/027-light-first-load.md).
/** The response statuses that end the session (000 section 8). */
export const TOKEN_STATUS_TEXT = {
  invalid: 'Token is Invalid',
  expired: 'Token is Expired',
  missing: 'Authorization Token not found',
} as const;
export type TokenStatusText = (typeof TOKEN_STATUS_TEXT)[keyof typeof TOKEN_STATUS_TEXT];
export const isTokenStatusText = (status: unknown): status is TokenStatusText => Object.values(TOKEN_STATUS_TEXT).includes(status as TokenStatusText);
