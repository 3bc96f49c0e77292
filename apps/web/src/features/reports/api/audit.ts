// The audit report's own calls beside its list and exports: the chain's verification, the extended
// export built in the background ('Generar reporte'), the requester's generated files (refreshed by
// the `reports` socket event) and their download.
import { reportsCalls } from '@aseo/shared/contracts';
import { downloadCall, useCallMutation, useCallQuery, type Answer, type Send } from '../../../lib/call.ts';

export type AuditVerifyAnswer = Answer<typeof reportsCalls.auditReportVerify>;
export type AuditFile = Answer<typeof reportsCalls.auditReportFiles>['files'][number];
export type AuditExportQuery = Send<typeof reportsCalls.auditReportGenerate>;

export const useVerifyChain = () => useCallMutation(reportsCalls.auditReportVerify, { quiet: true, invalidate: [] });
export const useGenerateAudit = () => useCallMutation(reportsCalls.auditReportGenerate);
export const useAuditFiles = () => useCallQuery(reportsCalls.auditReportFiles, {});
export const downloadAuditFile = (f: AuditFile) => downloadCall(reportsCalls.auditReportDownload, { id: f.id }, f.name);
