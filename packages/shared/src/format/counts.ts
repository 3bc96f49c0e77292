// Counts in words, with the noun and its adjective agreeing with the number ('1 mes pendiente',
// '2 meses pendientes', '0 meses pendientes').

/** '1 mes pendiente', '3 meses vencidos': `adjective` (singular) takes the plural with the noun. */
export function monthsCountText(n: number, adjective = 'pendiente'): string {
  const one = n === 1;
  return `${n} ${one ? 'mes' : 'meses'} ${one ? adjective : `${adjective}s`}`;
}

/** '1 mes pendiente', '2 meses pendientes'. */
export const pendingMonthsText = (n: number) => monthsCountText(n, 'pendiente');
