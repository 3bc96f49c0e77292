// The record count of a paged list ("1–15 de 27"), from the server's page shape
// (current_page, per_page, total and the rows it sent): the wire carries no from/to.

/** The fields of a server page the count needs. */
export type PageCounts = { current_page: number; per_page: number; total: number; data: readonly unknown[] };

export type PageRange = { from: number; to: number; total: number };

/** The rows shown and the total; null when the page has no rows (the list shows its empty message). */
export function pageRange(page: PageCounts | null | undefined): PageRange | null {
  if (!page || page.data.length === 0) return null;
  const from = (Math.max(1, page.current_page) - 1) * Math.max(1, page.per_page) + 1;
  const to = from + page.data.length - 1;
  // a total counted a few seconds earlier (the server may reuse it) never reads below what is shown
  return { from, to, total: Math.max(page.total, to) };
}

/** Whole numbers with the dot for thousands (spec 000 section 9). */
const integer = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** "1–15 de 27" (an en dash); '' when there is nothing to count. */
export function countText(range: PageRange | null): string {
  if (!range) return '';
  return `${integer(range.from)}–${integer(range.to)} de ${integer(range.total)}`;
}
