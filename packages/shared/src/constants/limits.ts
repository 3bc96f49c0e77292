// Limits, storage keys, file formats and audit vocabulary (000 sections 2, 5, 7 and 9; 001 section 9).
export const MAX_NUMBER = 1e13;
export const SEARCH_DEBOUNCE_MS = 1000;
export const REQUEST_TIMEOUT_MS = 1_200_000;
export const TOKEN_STORAGE_KEY = 'aseo.token';
export const USER_STORAGE_KEY = 'aseo.user';
export const REFERENCE_NUMBER_LENGTH = 8;
export const ID_PAD = 4;
/** Rows per page of server-paginated lists (the spec leaves it open). */
export const PAGE_SIZE = 15;
/** Minutes a staff member's claim on a pending bill lasts (the reconciliation queue, DOMAIN "Reconciliation"). */
export const CLAIM_MINUTES = 5;
export const IMAGE_MAX_SIDE = 1000;
export const CAROUSEL_AUTOPLAY_MS = 2500;
/** Datepicker year range: 100 years back from the max date, or 10 years ahead when none. */
export const DATEPICKER_YEARS_BACK = 100;
export const DATEPICKER_YEARS_AHEAD = 10;
/** Indent per level of the property tree in the taxpayer view modal. */
export const TREE_INDENT_PX = 12;
export const SOLVENCY_URL_PREFIX = 'urban_cleanliness_solvency/';
/** A valid solvency certificate reads 'Por vencer' from this many days before its last valid day (ours, docs/solvency.md). */
export const SOLVENCY_EXPIRY_NOTICE_DAYS = 15;
/** bcrypt hashes only the first 72 bytes of a password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

export const FILE_FORMATS = {
  default: ['jpg', 'png', 'gif', 'jpeg'],
  extended: ['jpg', 'png', 'gif', 'jpeg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
  restricted: ['jpg', 'png', 'jpeg', 'pdf'],
  /** bank statements (docs/reconciliation.md) */
  statement: ['xlsx', 'csv'],
} as const;
export type FileFormatSet = keyof typeof FILE_FORMATS;

export const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** Distinct MIME types of a format set (for an upload's `accept` and the server's check). */
export const mimeTypesOf = (set: FileFormatSet): string[] => [...new Set(FILE_FORMATS[set].map((ext) => MIME_BY_EXTENSION[ext]))];
