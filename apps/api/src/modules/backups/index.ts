// Public surface of the backups module (README "Backups", ADR 026).
export { runBackup, BackupBusy, type BackupOptions, type BackupResult } from './backup.service.ts';
export { runRestore, checkCopy, refuseNonEmpty, type RestoreOptions, type RestoreResult } from './restore.service.ts';
export { BackupRefused, readManifest, damagedParts, fileSum, type Manifest, type TableEntry, type FileEntry } from './manifest.ts';
export { tableContent, openSession } from './copy.ts';
export { listFiles } from './files.ts';
export { backupStatus, backupAndRecord, type BackupRun, type BackupStatus } from './status.ts';
export { pruneBackups, keptCopies } from './retention.ts';
export { startBackupScheduler, BACKUP_QUEUE, type BackupScheduler } from './backup-scheduler.ts';
export { databaseToCopy, databaseToRestore, type PortalDatabase } from './database.ts';
