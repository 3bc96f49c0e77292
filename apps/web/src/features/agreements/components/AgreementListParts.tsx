// What both staff agreement lists share: the row actions with their modals (view, attach the signed
// copy, deactivate with a reason; download and print go straight to their calls) and the table with
// its count and pages.
import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Column } from '../../../components/DataTable.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { ListFooter } from '../../../components/ListFooter.tsx';
import { printAgreement, signedCopyUrl, type AgreementListRow } from '../api/admin-agreements.ts';
import type { AgreementAction } from './AgreementRowActions.tsx';
import { AgreementViewModal } from './AgreementViewModal.tsx';
import { AttachCopyModal } from './AttachCopyModal.tsx';
import { DeactivateAgreementModal } from './DeactivateAgreementModal.tsx';
import { agreementsCountText, type Row } from './agreement-columns.tsx';

/** The signed copy: a window opened in the click, sent to the address the call answers. */
async function openSignedCopy(crypt: string) {
  const win = window.open('', '_blank');
  try {
    const url = await signedCopyUrl(crypt);
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch {
    win?.close();
  }
}

/** The row menu's handler and the modals it opens. */
export function useAgreementRowActions(): { act: (r: AgreementListRow, a: AgreementAction) => void; modals: ReactNode } {
  const [viewing, setViewing] = useState<string | null>(null);
  const [attaching, setAttaching] = useState<AgreementListRow | null>(null);
  const [deactivating, setDeactivating] = useState<AgreementListRow | null>(null);
  const act = (r: AgreementListRow, a: AgreementAction) => {
    if (a === 'view') setViewing(r.crypt);
    else if (a === 'download') void openSignedCopy(r.crypt);
    else if (a === 'attach') setAttaching(r);
    else if (a === 'print') void printAgreement(r.crypt, true);
    else setDeactivating(r);
  };
  const modals = (
    <>
      <AgreementViewModal crypt={viewing} onClose={() => setViewing(null)} />
      <AttachCopyModal row={attaching} onClose={() => setAttaching(null)} />
      <DeactivateAgreementModal row={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
  return { act, modals };
}

type Page = { data: AgreementListRow[]; total: number; current_page: number; last_page: number; per_page: number };

/** The count ('N convenios'), the table and its pages. */
export function AgreementListTable({
  page,
  columns,
  onPage,
  current,
}: {
  page: Page | undefined;
  columns: Column<Row>[];
  onPage: (p: number) => void;
  current: number;
}) {
  return (
    <>
      {page && (
        <Text size="sm" fw={600} mb="xs" data-testid="agreements-count">
          {agreementsCountText(page.total)}
        </Text>
      )}
      <DataTable<Row> rows={(page?.data ?? []) as Row[]} rowKey={(r) => r.id} rowLabel={(r) => r.number_format} columns={columns} />
      <ListFooter data={page} page={current} onChange={onPage} />
    </>
  );
}
