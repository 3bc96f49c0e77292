// The portal's logger: pino at the configured level, to stdout (or the given destination). Errors
// are written with pino's standard serializer minus what a driver hangs on them: pg-boss and pg
// attach the whole connection (`client`: its settings, buffers and state, hundreds of lines) to a
// connection error.
import { pino, type DestinationStream, type Logger } from 'pino';

const DROPPED = ['client', 'connection'];

export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const out = pino.stdSerializers.err(err) as Record<string, unknown>;
  for (const key of DROPPED) delete out[key];
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, serializers: { err: serializeError } }, destination);
}
