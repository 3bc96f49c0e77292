// The rules of the permission matrix, pure so they are easy to follow: ticking a secondary action
// also ticks its module's main actions (spec 000 section 6); unticking a main action unticks the
// module's secondary ones (without the main action they grant nothing the server would keep).
import type { MatrixModule } from '../api/get-modules.ts';

/** 'Usuarios' is displayed as 'Administradores' (spec 000 "Administrators"). */
export const moduleLabel = (name: string) => (name === 'Usuarios' ? 'Administradores' : name);

export const codesOf = (m: MatrixModule) => m.actions.map((a) => a.code);
const mainCodes = (m: MatrixModule) => m.actions.filter((a) => a.main === 1).map((a) => a.code);

export function toggleAction(value: readonly string[], m: MatrixModule, code: string, on: boolean): string[] {
  const out = new Set(value);
  const action = m.actions.find((a) => a.code === code);
  if (!action) return [...out];
  if (on) {
    out.add(code);
    if (action.main !== 1) mainCodes(m).forEach((c) => out.add(c));
  } else {
    out.delete(code);
    if (action.main === 1) codesOf(m).forEach((c) => out.delete(c));
  }
  return [...out];
}

export function toggleModule(value: readonly string[], m: MatrixModule, on: boolean): string[] {
  const out = new Set(value);
  codesOf(m).forEach((c) => (on ? out.add(c) : out.delete(c)));
  return [...out];
}

export const toggleAll = (modules: MatrixModule[], on: boolean): string[] => (on ? modules.flatMap(codesOf) : []);

/** 'all', 'some' or 'none' of the codes ticked. */
export function coverage(value: readonly string[], codes: string[]): 'all' | 'some' | 'none' {
  const n = codes.filter((c) => value.includes(c)).length;
  return n === 0 ? 'none' : n === codes.length ? 'all' : 'some';
}

export const allCodes = (modules: MatrixModule[]) => modules.flatMap(codesOf);
