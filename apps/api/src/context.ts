import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Gate } from './lib/gate.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RateLimits } from './lib/rate-limit.ts';
import type { TokenService } from './lib/tokens.ts';
import type { UserChanges } from './modules/users/index.ts';
import type { ServerToClientEvents } from '@aseo/shared/realtime';

export type Emit = <E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0], to: string | string[]) => void;

/**
 * What every module receives: configuration, database, mail, tokens, the shared rate-limit counters,
 * the real-time emitter, the in-process user-change notices (every `users` event is one) and the
 * desk payments' gate (PAYMENT_CONCURRENCY at once, ADR 028).
 */
export type AppContext = {
  cfg: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  tokens: TokenService;
  limits: RateLimits;
  emit: Emit;
  userChanges: UserChanges;
  payments: Gate;
};
