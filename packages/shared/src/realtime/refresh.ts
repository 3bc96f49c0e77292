// Which cached reads each real-time event makes stale, declared once (DOMAIN "Audit and real time").
// An area is a contract tag (packages/shared/src/contracts): the web's query keys begin with their
// call's tags (apps/web/src/lib/call.ts `callKey`), so refreshing an area re-reads every screen whose
// calls carry that tag. The web's socket hook applies this map and nothing else.
import type { RealtimeEventName } from './index.ts';

export const REFRESH_AREAS = {
  /** an account changed: user lists, profiles, the session's own user (the web re-checks it too) */
  users: ['users'],
  /** a complaint's conversation changed: the lists and the unread badge */
  messages: ['suggestions', 'badge'],
  /** carries the unread count itself: the web writes it into the ['badge'] query, nothing is re-read */
  badge: [],
  /** debt moved (a Record de Cuenta action, a payment, a reconciliation, a credit note, an agreement): the reports read it too */
  movements: ['movements', 'account-status', 'cash', 'agreements', 'reports'],
  /**
   * a new UCD (or dollar) rate: every screen that shows Bs converts with it — Tarifas, the account
   * statements, both cash desks and the taxpayer's 'Realizar pago' (whose open bill must be charged
   * at the new rate), the lists of payments, credit notes and vouchers, and the agreements (an active
   * one's Bs at today's rate), and the reports (the sales book shows today's rate)
   */
  petro: ['tariffs', 'account-status', 'cash', 'movements', 'agreements', 'reports'],
  /** a background report is ready or failed: the requester's list of generated files */
  reports: ['audit-files'],
} as const satisfies Record<RealtimeEventName, readonly string[]>;

export type RefreshArea = (typeof REFRESH_AREAS)[RealtimeEventName][number];

/** Whether a query key belongs to one of the areas `event` refreshes (its tags lead the key). */
export function isRefreshedBy(event: RealtimeEventName, queryKey: readonly unknown[]): boolean {
  const areas: readonly string[] = REFRESH_AREAS[event];
  return queryKey.some((part) => typeof part === 'string' && areas.includes(part));
}
