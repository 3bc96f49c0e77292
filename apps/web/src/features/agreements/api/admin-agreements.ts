// Payment agreements for staff (001 "Payment agreements, old / new (conventions)"): the two lists,
// 'Nuevo Convenio' (clients, their properties with today's debt, finish), the signed copy (upload,
// download), deactivation with its reason, the exports, the agreement document and the detail
// shared with the taxpayer's screen. Every write invalidates the agreement lists (the call's tags).
import { agreementsCalls as calls } from '@aseo/shared/contracts';
import { callApi, callUrl, downloadCall, useCallMutation, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';
import { openFile } from '../../../lib/download.ts';

export type AgreementListRow = Answer<typeof calls.list>['agreements']['data'][number];
export type AgreementDetail = Answer<typeof calls.view>['agreement'];
export type AgreementsQuery = Send<typeof calls.list>;
export type ClientOption = Answer<typeof calls.clients>['clients'][number];
export type PropertyOption = Answer<typeof calls.properties>['properties'][number];

/** Writes refresh every agreement list and detail, and what follows the desks ('movements'). */
const writes = { quiet: true, invalidate: [['agreements'], ['movements']] } as const;

// ---- old agreements
export const useOldAgreements = (q: AgreementsQuery) => useCallQuery(calls.list, q, { keepPrevious: true });
/** 'Nuevo Convenio': taxpayers matching the text (quiet: the picker shows no dialog while typing). */
export const searchClients = (search: string) => callApi(calls.clients, { search: search || undefined }, { quiet: true });
export const useClientProperties = (clientId: number | null) => useCallQuery(calls.properties, { client_id: clientId ?? 0 }, { enabled: !!clientId });
export const useFinishAgreement = () => useCallMutation(calls.finish, writes);
export const useUploadAgreement = () => useCallMutation(calls.upload, writes);
/** The ids of an upload call with the signed copy as its multipart `file` (the contract's upload policy; its request names the ids only). */
export const withFile = <T extends object>(input: T, file: File): T => ({ ...input, file });
export const useAgreementStatus = () => useCallMutation(calls.status, writes);
/** The signed copy: the call answers its address, the browser goes there. */
export const signedCopyUrl = (crypt: string) => callApi(calls.download, { x: crypt }).then((r) => r.url);
export const downloadAgreementsExcel = (q: AgreementsQuery) => downloadCall(calls.excel, q, 'convenios.xlsx');
export const downloadAgreementsPdf = (q: AgreementsQuery) => downloadCall(calls.pdf, q, 'convenios.pdf');

// ---- conventions
export const useConventions = (q: AgreementsQuery) => useCallQuery(calls.conventions, q, { keepPrevious: true });
export const useUploadConvention = () => useCallMutation(calls.conventionUpload, writes);
export const useConventionStatus = () => useCallMutation(calls.conventionStatus, writes);
export const downloadConventionsExcel = (q: AgreementsQuery) => downloadCall(calls.conventionsExcel, q, 'convenios.xlsx');

// ---- either kind
export const useAgreementDetail = (crypt: string | null) => useCallQuery(calls.view, { x: crypt ?? '' }, { enabled: !!crypt });
/** The agreement document (PDF) in a new window: staff by the admin call, a taxpayer by its own. */
export const printAgreement = (crypt: string, staff: boolean) => openFile(callUrl(staff ? calls.print : calls.clientPrint, { x: crypt }));
