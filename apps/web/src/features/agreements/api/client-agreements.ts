// The taxpayer's 'Convenios de Pago' (/payment-agreements, 001 "Payment agreements, new"; client
// calls `agreements`, `GET conventions`, `agreements/print/{x}`): its old agreements and its
// conventions, each a paged list with the same row, and the agreement document (PDF).
import { agreementsCalls as calls, type AgreementKind, type AgreementRow } from '@aseo/shared/contracts';
import { callUrl, useCallQuery } from '../../../lib/call.ts';
import { download } from '../../../lib/download.ts';

export type { AgreementKind, AgreementRow };

/** What the screen filters by: the correlative or the property's code, and the status ('' for all). */
export type ClientAgreementFilters = { search: string; status: string };

const query = (page: number, f: ClientAgreementFilters) => ({
  page,
  search: f.search.trim() || undefined,
  status: f.status === '' ? undefined : (Number(f.status) as 0 | 1 | 2),
});

/** One kind's page: the old agreements (`POST agreements`) or the conventions (`GET conventions`). */
export function useClientAgreements(kind: AgreementKind, page: number, filters: ClientAgreementFilters) {
  const q = query(page, filters);
  const old = useCallQuery(calls.clientAgreements, q, { keepPrevious: true, enabled: kind === 'agreement', select: (r) => r.agreements });
  const conventions = useCallQuery(calls.clientConventions, q, { keepPrevious: true, enabled: kind === 'convention', select: (r) => r.conventions });
  return kind === 'agreement' ? old : conventions;
}

/** How many of each kind the taxpayer has (the tabs' counts): the first page of each, unfiltered. */
export function useAgreementCounts() {
  const old = useCallQuery(calls.clientAgreements, { page: 1 }, { select: (r) => r.agreements.total });
  const conventions = useCallQuery(calls.clientConventions, { page: 1 }, { select: (r) => r.conventions.total });
  return { agreement: old.data, convention: conventions.data };
}

/** 'Imprimir': the agreement document, downloaded as a PDF (the token cannot ride on a plain link). */
export const printClientAgreement = (row: Pick<AgreementRow, 'crypt' | 'kind' | 'number'>) =>
  download(callUrl(calls.clientPrint, { x: row.crypt }), `${row.kind === 'convention' ? 'convenio' : 'convenio-de-pago'}-${row.number}.pdf`);
