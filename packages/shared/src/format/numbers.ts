// Number formatting as 000 section 9 shows it: dot thousands, comma decimals, a prefix and one
// space ('$ 1.234,56'); UCD with 4 decimals; ids padded to 4 digits. Formatted from decimals.
import { ID_PAD } from '../constants/index.ts';
import { roundTo, type Amount, type DecimalOf, type MoneyUnit } from '../money/index.ts';
import { groupThousands } from './wire-text.ts';

type Formattable = Amount | null | undefined;
/** A plain value, or a money value of unit U only: formatBs(ucd) does not type-check. */
type Shown<U extends MoneyUnit> = string | number | bigint | DecimalOf<U> | null | undefined;

/**
 * '1.234,56': `decimals` places (2 by default) rounded half-up, `prefix` ('$' by default, '' for
 * none) followed by one space. null, undefined and '' show as 0.
 */
export function formatNumber(value: Formattable, opts: { decimals?: number; prefix?: string } = {}): string {
  const { decimals = 2, prefix = '$' } = opts;
  const d = roundTo(value === null || value === undefined || value === '' ? 0 : value, decimals);
  const [int, frac] = d.abs().toFixed(decimals).split('.');
  const sign = d.isNegative() && !d.isZero() ? '-' : '';
  const body = `${sign}${groupThousands(int)}${decimals > 0 ? `,${frac}` : ''}`;
  return prefix ? `${prefix} ${body}` : body;
}

/** 'Bs. 1.234,56'. */
export const formatBs = (value: Shown<'Bs'>) => formatNumber(value, { prefix: 'Bs.' });
/** 'UCD 1,2345'. */
export const formatUcd = (value: Shown<'Ucd'>) => formatNumber(value, { decimals: 4, prefix: 'UCD' });
/** '1.234,56' without a prefix. */
export const formatPlain = (value: Formattable, decimals = 2) => formatNumber(value, { decimals, prefix: '' });
/** '16,00 %'. */
export const formatPercent = (value: Shown<'Percent'>) => `${formatPlain(value)} %`;

/** '0007': an id padded with zeros to `width` digits. */
export const padId = (id: number | string, width = ID_PAD) => String(id).padStart(width, '0');

/** A fiscal invoice number as printed: 8 digits. */
export const invoiceNumberText = (n: number) => padId(n, 8);
/** A receipt number (every bill from its creation) as lists show it: 'R-00000012'. */
export const receiptNumberText = (n: number) => `R-${padId(n, 8)}`;
/** A prefactura's proforma number: 'P-00000003'. */
export const proformaNumberText = (n: number) => `P-${padId(n, 8)}`;
/** How a bill is named: its invoice number once ACCEPTED, else its prefactura's, else its receipt's (DOMAIN "Bills"). */
export const billNumberLabel = (b: { number: number | null; proforma_number: number | null; receipt_number: number | null }) =>
  b.number !== null
    ? invoiceNumberText(b.number)
    : b.proforma_number !== null
      ? proformaNumberText(b.proforma_number)
      : b.receipt_number !== null
        ? receiptNumberText(b.receipt_number)
        : '';
/** A solvency certificate's number as printed: 6 digits. */
export const solvencyNumberText = (n: number) => padId(n, 6);
