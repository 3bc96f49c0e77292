// The bill row as the payment writes it (a presenter of composeBill's result, docs/cash.md): every
// total in UCD (4 decimals) and Bs (2 decimals), the percentages used, the service split, the
// customer as printed, and one line per item at the rate it was charged at.
import type { ComposedBill } from '@aseo/shared/billing';
import { SERVICE_TYPE } from '@aseo/shared/constants';
import { documentLabel, taxpayerName } from '@aseo/shared/format';
import { sum } from '@aseo/shared/money';
import type { BillTerms } from '../ledger/index.ts';
import type { TakenItem } from './cash-items.ts';

export type BillOwner = {
  id: number;
  username: string;
  name: string;
  lastname: string | null;
  business_name: string | null;
  document_type_id: number | null;
  document: string | null;
  fiscal_address: string | null;
  crypt: string | null;
  retention: number;
};

type Pair = { ucd: { toFixed(n: number): string }; bs: { toFixed(n: number): string } };
const pair = (p: Pair, name: string) => ({ [name]: p.ucd.toFixed(4), [`${name}_bs`]: p.bs.toFixed(2) });

/** The Bs total of the notice lines of one service type. */
const byService = (b: ComposedBill, items: readonly TakenItem[], serviceType: number) =>
  sum(
    'Bs',
    b.lines.filter((_, i) => items[i]?.service_type_id === serviceType).map((l) => l.total.bs),
  ).toFixed(2);

/** The columns of the bill row and its lines (numbers, status, people and keys are the caller's). */
export function billRow(b: ComposedBill, items: readonly TakenItem[], terms: BillTerms, owner: BillOwner, retention: boolean) {
  return {
    iva_percentage: terms.iva.toFixed(2),
    discount_percentage: terms.discount ? terms.discount.percentage.toFixed(2) : '0.00',
    discount_id: terms.discount?.id ?? null,
    retention_percentage: retention ? terms.retentionPercent.toFixed(2) : '0.00',
    bill_type: items[0]!.cash_type,
    ...pair(b.subtotal, 'subtotal'),
    ...pair(b.discount, 'discount'),
    ...pair(b.base, 'tax_base'),
    ...pair(b.exempt, 'exempt'),
    ...pair(b.iva, 'iva'),
    fines_total: b.fines.ucd.toFixed(4),
    fines_bs: b.fines.bs.toFixed(2),
    interest_total: b.interest.ucd.toFixed(4),
    interest_bs: b.interest.bs.toFixed(2),
    services_total: b.services.ucd.toFixed(4),
    services_bs: b.services.bs.toFixed(2),
    quotas_total: b.quotas.ucd.toFixed(4),
    quotas_bs: b.quotas.bs.toFixed(2),
    ...pair(b.retention, 'retention'),
    ...pair(b.credit_applied, 'credit_note_applied'),
    ...pair(b.total, 'total'),
    ...pair(b.due, 'due'),
    amount_paid: b.paid.toFixed(2),
    // the notices' part by service type: urban cleaning (1) and final disposal / RDS (2), in Bs
    urban_clean_amount: byService(b, items, SERVICE_TYPE.CLEAN),
    df_amount: byService(b, items, SERVICE_TYPE.RDS),
    conversion_petro: terms.rateText,
    customer_name: taxpayerName(owner),
    customer_document: documentLabel(owner.document_type_id, owner.document),
    customer_address: owner.fiscal_address,
    lines: {
      create: b.lines.map((l, i) => ({
        type: items[i]!.type,
        cash_type: items[i]!.cash_type,
        name: items[i]!.name,
        ...items[i]!.ref,
        amount: l.subtotal.ucd.toFixed(4),
        amount_bs: l.subtotal.bs.toFixed(2),
        discount: l.discount.ucd.toFixed(4),
        discount_bs: l.discount.bs.toFixed(2),
        exempt: l.exempt_amount.ucd.toFixed(4),
        iva: l.iva.ucd.toFixed(4),
        iva_bs: l.iva.bs.toFixed(2),
        total: l.total.ucd.toFixed(4),
        total_bs: l.total.bs.toFixed(2),
        conversion_petro: l.rate_used.toFixed(8),
      })),
    },
  };
}
