// Shared by the schema tests: the first message a parse reports, as the API answers it.
type SafeParse = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

export const firstError = (schema: SafeParse, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0].message;
};
