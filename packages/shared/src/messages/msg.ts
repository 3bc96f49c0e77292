// Every message of the portal, by area: MSG.<area>.<name>. MSG.server holds the texts the spec
// leaves to us. Nothing else in the project spells these out.
import { accountTexts } from './accounts.ts';
import { administrationTexts } from './administration.ts';
import { collectionTexts } from './collections.ts';
import { serverTexts } from './server.ts';

export const MSG = { ...accountTexts, ...administrationTexts, ...collectionTexts, server: serverTexts } as const;
export type MessageArea = keyof typeof MSG;

/** Fills the `{name}` slots of a message: fillMessage(MSG.properties.mailsSent, { count: 3 }). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
