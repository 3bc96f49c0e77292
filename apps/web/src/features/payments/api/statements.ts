// 'Estados de cuenta' (docs/reconciliation.md): the imported bank statements, one with its
// movements, reading a file's columns, the import and the one-step confirmation. The import and the
// confirmation refresh the lists; the 'movements' event refreshes them on every desk.
import { statementsCalls as calls } from '@aseo/shared/contracts';
import { callApi, useCallMutation, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';
import { useMutation } from '@tanstack/react-query';

export type StatementsPage = Answer<typeof calls.list>;
export type StatementAccount = StatementsPage['accounts'][number];
export type StatementImportRow = StatementsPage['imports']['data'][number];
export type StatementRead = Answer<typeof calls.read>;
export type StatementResult = Answer<typeof calls.detail> & Partial<Pick<Answer<typeof calls.import>, 'invalid' | 'duplicates' | 'message'>>;
export type MovementRow = StatementResult['movements'][number];
export type ImportSend = Send<typeof calls.import>;

export const useStatementImports = (page: number) => useCallQuery(calls.list, { page }, { keepPrevious: true });
export const useStatementDetail = (id: number | null) => useCallQuery(calls.detail, { id: id ?? 0 }, { enabled: !!id });
/** Reading and importing answer in place (quiet): the form shows a refusal under its fields. */
export const useReadStatement = () => useMutation({ mutationFn: (input: Send<typeof calls.read>) => callApi(calls.read, input, { quiet: true }) });
export const useImportStatement = () => useCallMutation(calls.import, { quiet: true, invalidate: [['movements']] });
export const useConfirmMovements = () => useCallMutation(calls.confirm, { quiet: true, invalidate: [['movements']] });
