// Real-time events (spec section 7 "Real-time events"), shared by the API emitter and the web
// listener. Events are emitted after the transaction that caused them commits.
export const REALTIME_EVENTS = {
  users: 'users',
  messages: 'messages',
  badge: 'badge',
  movements: 'movements',
  petro: 'petro',
  reports: 'reports',
} as const;

export type UserEventAction = 'change-status' | 'delete' | 'update';
export type MessageEventAction = 'send' | 'delete' | 'viewed' | 'create' | 'status';

export interface ServerToClientEvents {
  users: (payload: { action: UserEventAction; user_id: number; status?: number }) => void;
  messages: (payload: { action: MessageEventAction; suggestion_id: number; user_id?: number }) => void;
  badge: (payload: { MESSAGES: number }) => void;
  movements: (payload: { action: 'save' | 'claim'; property_id?: number; bill_id?: number }) => void;
  petro: (payload: { amount: string; key?: string }) => void;
  /** a report generated in the background is ready (or failed): sent to its requester's room */
  reports: (payload: { action: 'ready' | 'failed'; report: 'audit-report'; file_id: string }) => void;
}

export type RealtimeEventName = keyof ServerToClientEvents;

/** Room names: one per user, one per level, one for all staff (levels 1 and 2 without parent). */
export const rooms = {
  user: (id: number) => `user:${id}`,
  level: (level: number) => `level:${level}`,
  staff: 'staff',
  all: 'all',
} as const;

export { REFRESH_AREAS, isRefreshedBy, type RefreshArea } from './refresh.ts';
