// Response building blocks shared by the contracts. Responses describe the JSON on the wire:
// dates and decimals are text, ids numbers. No transforms here (see docs/decisions/007).
import { z } from 'zod';

/** `{message}`: the Spanish success text most writes answer. */
export const messageResponse = z.object({ message: z.string() });

/** A date or date-time as JSON carries it (ISO text), or null. */
export const dateTime = () => z.string();
export const nullableDateTime = () => z.string().nullable();

/** Decimal columns as text ('12.5000'). */
export const decimalWire = () => z.string();

/** `{id, name}` reference rows. */
export const named = z.object({ id: z.number().int(), name: z.string() });

/** The server's page shape: data, current_page, last_page, per_page, total. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** A file download (PDF, Excel): documented as binary, not checked. */
export const fileResponse = z.any().meta({ description: 'archivo (PDF o Excel)' });

/** An empty request. */
export const noInput = z.object({});
