// The one error of the billing engine: bad input or a statement that cannot be priced. The API
// answers it as a 422 with the Spanish message; the web shows the message.
export class BillingError extends Error {
  constructor(
    message: string,
    readonly code: 'INVALID_INPUT' | 'NO_RATE' = 'INVALID_INPUT',
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

/** dd/mm/yyyy of a 'YYYY-MM-DD' day, for messages. */
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const noRateError = (day: string) => new BillingError(`Lo sentimos, no hay una tasa UCD vigente para el ${shown(day)}`, 'NO_RATE');
