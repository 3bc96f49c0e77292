// Lookups over the label maps and option lists of this folder.

/** Label of a code in one of the label maps, or '' when unknown. */
export function labelOf(labels: Readonly<Record<number, string>>, code: number | string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  return labels[Number(code)] ?? '';
}

/** Name of an id in one of the option lists, or '' when unknown. */
export function nameOf(options: readonly { id: number; name: string }[], id: number | string | null | undefined): string {
  if (id === null || id === undefined || id === '') return '';
  return options.find((o) => o.id === Number(id))?.name ?? '';
}

/** A label map built from an option list, for `labelOf`. */
export function labelsFrom(options: readonly { id: number; name: string }[]): Readonly<Record<number, string>> {
  return Object.freeze(Object.fromEntries(options.map((o) => [o.id, o.name])));
}
