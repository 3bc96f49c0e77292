// The cells both staff agreement lists share: amounts in UCD with their Bs under them (at the rate
// the row says: today's while active, the stored one otherwise), the status with 'En mora', the count.
import { Stack, Text } from '@mantine/core';
import { formatBs, formatInstantDate, formatUcd } from '@aseo/shared/format';
import { LABELS } from '@aseo/shared/messages';
import { bs, ucd } from '@aseo/shared/money';
import type { Column } from '../../../components/DataTable.tsx';
import type { AgreementListRow } from '../api/admin-agreements.ts';
import { AgreementBadges } from './AgreementViewModal.tsx';

export type Row = AgreementListRow & Record<string, unknown>;
const C = LABELS.agreements.columns;

/** UCD over Bs. */
export function Amount({ ucdText, bsText }: { ucdText: string; bsText?: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <span>{formatUcd(ucd(ucdText))}</span>
      {bsText !== undefined && (
        <Text span size="xs" c="dimmed">
          {formatBs(bs(bsText))}
        </Text>
      )}
    </Stack>
  );
}

/** '1 convenio', '27 convenios'. */
export const agreementsCountText = (n: number) => `${n} ${n === 1 ? LABELS.agreements.count.one : LABELS.agreements.count.other}`;

export const col = {
  code: { key: 'code', title: C.code, render: (r) => r.property.code } as Column<Row>,
  taxId: { key: 'tax_id', title: C.taxId, render: (r) => r.user.full_document } as Column<Row>,
  correlative: { key: 'number_format', title: C.correlative, primary: true } as Column<Row>,
  date: { key: 'created_at', title: C.date, render: (r) => formatInstantDate(r.created_at) } as Column<Row>,
  quotas: { key: 'quantity_quotas', title: C.quotas, render: (r) => String(r.quantity_quotas) } as Column<Row>,
  amount: { key: 'total', title: C.amount, money: true, render: (r) => <Amount ucdText={r.total} bsText={r.total_bs} /> } as Column<Row>,
  reconciled: { key: 'bills_count', title: C.reconciled, render: (r) => String(r.bills_count) } as Column<Row>,
  toPay: { key: 'to_pay', title: C.toPay, money: true, render: (r) => <Amount ucdText={r.to_pay} bsText={r.to_pay_bs} /> } as Column<Row>,
  status: {
    key: 'status',
    title: C.status,
    render: (r) => <AgreementBadges status={r.status} statusText={r.status_text} enMora={r.en_mora} />,
  } as Column<Row>,
};
