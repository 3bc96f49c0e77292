// An agreement of either kind (001 "Payment agreements"; DOMAIN "Agreements"): its kind, number,
// taxpayer, property, status (and 'En mora'), totals in UCD and Bs with the rate they use (today's
// for an active agreement, the stored one otherwise), the quota schedule with what each quota is
// (paid, in reconciliation, overdue, pending) and its bill, the debts it took and its status
// history. Shared by the staff lists and the taxpayer's 'Convenios de pago'; 'Imprimir' opens the
// agreement document by the staff call or the taxpayer's own, as the session says.
import type { ReactNode } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_STATUS, AGREEMENT_STATUS_LABELS } from '@aseo/shared/constants';
import { formatBs, formatDate, formatInstantDate, formatNumber, formatUcd, invoiceNumberText, receiptNumberText } from '@aseo/shared/format';
import { LABELS, MSG } from '@aseo/shared/messages';
import { bs, ucd } from '@aseo/shared/money';
import { isStaff } from '@aseo/shared/policy';
import { DataTable } from '../../../components/DataTable.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { useSession } from '../../../lib/session.ts';
import { printAgreement, useAgreementDetail, type AgreementDetail } from '../api/admin-agreements.ts';

const L = LABELS.agreements.view;
type Quota = AgreementDetail['quotas'][number] & Record<string, unknown>;
type Item = AgreementDetail['items'][number] & Record<string, unknown>;
type Change = AgreementDetail['status_changes'][number] & Record<string, unknown>;

/** What a quota is now, and its colour. */
function quotaState(q: Quota): { text: string; color: string } {
  if (q.paid) return { text: L.paid, color: 'teal' };
  if (q.in_reconciliation) return { text: L.reconciling, color: 'blue' };
  if (q.overdue) return { text: L.overdue, color: 'red' };
  return { text: L.pending, color: 'gray' };
}

const billText = (b: Quota['bill']) => {
  if (!b) return '—';
  if (b.number !== null) return invoiceNumberText(b.number);
  return b.receipt_number !== null ? receiptNumberText(b.receipt_number) : String(b.id);
};
const statusText = (s: number | null) => (s === null ? '—' : (AGREEMENT_STATUS_LABELS[s as 0] ?? String(s)));

/** The agreement's badges: its status and, when so, 'En mora'. */
export function AgreementBadges({ status, statusText: label, enMora }: { status: number; statusText: string; enMora: boolean }) {
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge kind="agreement" status={status} label={label} />
      {enMora && (
        <Badge color="red" variant="light" tt="none" data-testid="en-mora">
          {MSG.agreements.enMora}
        </Badge>
      )}
    </Group>
  );
}

export function AgreementViewModal({ crypt, onClose }: { crypt: string | null; onClose: () => void }) {
  const { user } = useSession();
  const staff = Boolean(user && isStaff(user));
  const phone = useIsPhone();
  const query = useAgreementDetail(crypt);
  const a = query.data?.agreement;
  return (
    <Modal
      opened={Boolean(crypt)}
      onClose={onClose}
      title={L.title}
      size="xl"
      fullScreen={phone}
      footer={
        a && (
          <Button onClick={() => void printAgreement(a.crypt, staff)} data-testid="agreement-print">
            {L.print}
          </Button>
        )
      }
    >
      {query.isError && (
        <Alert color="red" role="alert">
          {MSG.common.connection}
        </Alert>
      )}
      {!a && !query.isError && (
        <Center py="lg">
          <Loader aria-label="Cargando" />
        </Center>
      )}
      {a && <Detail a={a} />}
    </Modal>
  );
}

function Detail({ a }: { a: AgreementDetail }) {
  const active = a.status === AGREEMENT_STATUS.ACTIVE;
  const fields: [string, ReactNode][] = [
    [L.kind, L.kinds[a.kind]],
    [L.number, a.number_format],
    [L.taxpayer, `${a.user.full_name} · ${a.user.full_document}`],
    [L.property, a.property.code],
    [L.created, formatInstantDate(a.created_at)],
    [L.status, <AgreementBadges key="s" status={a.status} statusText={a.status_text} enMora={a.en_mora} />],
    [L.total, `${formatUcd(ucd(a.total))} · ${formatBs(bs(a.total_bs))}`],
    [L.toPay, `${formatUcd(ucd(a.to_pay))} · ${formatBs(bs(a.to_pay_bs))}`],
    [L.rate, `${formatNumber(a.conversion_petro, { decimals: 2, prefix: 'Bs.' })} · ${active ? L.rateToday : L.rateStored}`],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0} data-testid="agreement-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <section aria-labelledby="agreement-schedule" data-testid="agreement-schedule">
        <Title order={2} size="h4" id="agreement-schedule" mb="xs">
          {L.schedule}
        </Title>
        <DataTable<Quota>
          rows={a.quotas as Quota[]}
          rowKey={(q) => q.id}
          rowLabel={(q) => `${L.quota} ${q.position}/${a.quantity_quotas}`}
          columns={[
            { key: 'position', title: L.quota, primary: true, render: (q) => `${q.position}/${a.quantity_quotas}` },
            { key: 'date', title: LABELS.agreements.columns.date, render: (q) => formatDate(q.date) },
            { key: 'amount', title: L.amountUcd, money: true, render: (q) => formatUcd(ucd(q.amount)) },
            { key: 'amount_bs', title: L.amountBs, money: true, render: (q) => formatBs(bs(q.amount_bs)) },
            {
              key: 'state',
              title: L.quotaState,
              render: (q) => {
                const s = quotaState(q);
                return (
                  <Badge color={s.color} variant="light" tt="none" data-testid="quota-state">
                    {s.text}
                  </Badge>
                );
              },
            },
            { key: 'bill', title: L.bill, render: (q) => billText(q.bill) },
          ]}
        />
      </section>
      {a.items.length > 0 && (
        <section aria-labelledby="agreement-items">
          <Title order={2} size="h4" id="agreement-items" mb="xs">
            {L.items}
          </Title>
          <DataTable<Item>
            rows={a.items as Item[]}
            rowKey={(i) => `${i.kind}-${i.id}`}
            columns={[
              { key: 'label', title: L.item, primary: true, wrap: true },
              { key: 'date', title: LABELS.agreements.columns.date, render: (i) => formatDate(i.date) },
              ...(a.kind === 'convention'
                ? [{ key: 'quota_position', title: L.quota, render: (i: Item) => (i.quota_position ? String(i.quota_position) : '—') }]
                : []),
              { key: 'amount', title: L.amountUcd, money: true, render: (i) => formatUcd(ucd(i.amount)) },
            ]}
          />
        </section>
      )}
      {a.status_changes.length > 0 && (
        <section aria-labelledby="agreement-history">
          <Title order={2} size="h4" id="agreement-history" mb="xs">
            {L.history}
          </Title>
          <DataTable<Change>
            rows={a.status_changes as Change[]}
            columns={[
              { key: 'created_at', title: LABELS.agreements.columns.date, primary: true, render: (c) => formatInstantDate(c.created_at) },
              { key: 'change', title: L.change, render: (c) => `${statusText(c.from_status)} → ${statusText(c.to_status)}` },
              { key: 'reason', title: L.reason, wrap: true, render: (c) => c.reason ?? '—' },
              { key: 'user', title: L.author, render: (c) => c.user ?? '—' },
            ]}
          />
        </section>
      )}
    </Stack>
  );
}
