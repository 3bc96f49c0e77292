// Real-time connection (same origin), authenticated with the session token and reconnecting.
// Every event refreshes the queries that show its data.
import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@aseo/shared/realtime';

export type PortalSocket = Socket<ServerToClientEvents>;

export function openSocket(token: string): PortalSocket {
  return io({ auth: { token }, transports: ['websocket', 'polling'], reconnection: true, reconnectionDelayMax: 10_000 });
}
