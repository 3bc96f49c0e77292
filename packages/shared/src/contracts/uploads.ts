// The upload policies the contracts declare (define.ts `UploadPolicy`, docs/decisions/019).
import { IMAGE_MAX_SIDE } from '../constants/index.ts';
import type { UploadPolicy } from './define.ts';

/** Files one payment may carry: one per voucher, at most this many. */
export const MAX_VOUCHER_FILES = 10;

/** Payment vouchers: photos (scaled to 1000 px) or PDFs, kept under vouchers/ when the payment commits. */
export const voucherUploads = (fields: Record<string, number> = { files: MAX_VOUCHER_FILES }) =>
  ({ keep: 'store', fields, set: 'restricted', folder: 'vouchers', maxSide: IMAGE_MAX_SIDE }) as const satisfies UploadPolicy;

/** One file read by the handler (imports): never written to disk. */
export const readOneFile = { keep: 'read', fields: { file: 1 } } as const satisfies UploadPolicy;
