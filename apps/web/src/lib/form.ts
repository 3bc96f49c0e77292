// One adapter from the shared zod schemas to react-hook-form. The schemas take strings from
// inputs and give typed output, so forms hold loose values and submit what the API expects.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

export const schemaResolver = (schema: unknown) => zodResolver(schema as never) as unknown as Resolver<FormValues>;
