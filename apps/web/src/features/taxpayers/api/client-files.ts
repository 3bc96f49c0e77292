// admin/clients/excel (the filtered list) and download/{id} (the taxpayer's record in PDF).
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import { downloadCall } from '../../../lib/call.ts';
import { clientQuery, type ClientFilters, type ClientRow } from './clients.ts';

export const downloadClientsExcel = (f: ClientFilters) => downloadCall(calls.excel, clientQuery(f), 'contribuyentes.xlsx');

export const downloadClientPdf = (c: Pick<ClientRow, 'id' | 'username'>) => downloadCall(calls.pdf, { id: c.id }, `contribuyente-${c.username}.pdf`);
