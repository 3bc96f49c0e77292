// Server pagination in the shape the web reads: data, current_page, last_page, per_page, total.
import { PAGE_SIZE } from '@aseo/shared/constants';

export function pageArgs(page: number | undefined, size = PAGE_SIZE) {
  const current = Math.max(1, page ?? 1);
  return { skip: (current - 1) * size, take: size, current, size };
}

export function paged<T>(data: T[], total: number, args: { current: number; size: number }) {
  return { data, current_page: args.current, per_page: args.size, total, last_page: Math.max(1, Math.ceil(total / args.size)) };
}
