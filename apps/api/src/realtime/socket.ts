// Socket.IO on the API's port. The JWT is checked at connection; each socket joins its user's
// room, its level's room and, for staff, the staff room. Several API instances share events
// through the PostgreSQL adapter (SOCKET_ADAPTER=postgres).
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { rooms, type ServerToClientEvents } from '@aseo/shared/realtime';
import type { Config } from '../config.ts';
import type { AppError } from '../lib/errors.ts';
import type { TokenService } from '../lib/tokens.ts';

export type Realtime = {
  io: Server<Record<string, never>, ServerToClientEvents>;
  emit<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0], to: string | string[]): void;
  close(): Promise<void>;
};

export function createRealtime(server: HttpServer, cfg: Config, tokens: TokenService, databaseUrl: string): Realtime {
  const origins = cfg.CORS_ORIGIN.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const io = new Server<Record<string, never>, ServerToClientEvents>(server, {
    cors: { origin: origins, credentials: true },
  });
  let pool: pg.Pool | undefined;
  if (cfg.SOCKET_ADAPTER === 'postgres') {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    io.adapter(createAdapter(pool));
  }
  io.use(async (socket, next) => {
    const raw = (socket.handshake.auth?.token as string | undefined) ?? '';
    const token = raw.replace(/^Bearer\s+/i, '');
    try {
      const user = await tokens.authenticate(token);
      socket.data.user = user;
      next();
    } catch (err) {
      // the client sees the token status as the error message, and the Spanish text in data
      const e = err as AppError;
      const refused = new Error(String(e.extra?.status ?? 'Token is Invalid')) as Error & { data?: unknown };
      refused.data = { error: e.message };
      next(refused);
    }
  });
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: number; level_id: number; user_id: number | null };
    socket.join([rooms.user(user.id), rooms.level(user.level_id), rooms.all]);
    if (user.level_id === 1 || (user.level_id === 2 && !user.user_id)) socket.join(rooms.staff);
  });
  return {
    io,
    emit(event, payload, to) {
      (io.to(to) as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await pool?.end();
    },
  };
}
