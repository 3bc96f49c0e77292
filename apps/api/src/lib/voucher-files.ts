// Which uploaded file is which voucher's (docs/decisions/019). A voucher names its file with
// `file_index` (0 = the first file of the call); a spec client that sends none is read as it always
// was: the vouchers marked `hasFile`, in order, take the files in the order sent. After the payment,
// only the files its bill's vouchers name are kept: a replayed request (the stored answer of an
// Idempotency-Key) names the first request's files, so its own are deleted.
import { MSG } from '@aseo/shared/messages';
import type { Db } from '../db.ts';
import { unprocessable } from './errors.ts';
import type { RequestUploads } from './uploads.ts';

type VoucherFileFields = { hasFile?: boolean; file_index?: number };

/** The final path of each voucher's file, by the voucher's position (null: none). */
export function voucherFiles(vouchers: readonly VoucherFileFields[], uploads: RequestUploads): (string | null)[] {
  const files = uploads.files;
  const named = vouchers.some((v) => v.file_index !== undefined);
  const taken = new Set<number>();
  let next = 0;
  return vouchers.map((v) => {
    const index = named ? v.file_index : v.hasFile ? next++ : undefined;
    if (index === undefined) {
      if (v.hasFile) throw unprocessable(MSG.cash.fileMissing);
      return null;
    }
    const path = files[index]?.path;
    if (!path || taken.has(index)) throw unprocessable(MSG.cash.fileMissing);
    taken.add(index);
    return path;
  });
}

/** Keeps only the files the bill's vouchers name (the payment's own, or none when its answer was replayed). */
export async function keepBillFiles(db: Db, uploads: RequestUploads, billId: number) {
  const paths = uploads.files.map((f) => f.path).filter((p): p is string => !!p);
  if (!paths.length) return;
  const rows = await db.voucher.findMany({ where: { bill_id: billId, file: { in: paths } }, select: { file: true } });
  uploads.keepOnly(rows.map((r) => r.file));
}
