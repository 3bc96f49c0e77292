// The municipality's colour made safe for text (WCAG 2.2 AA): relative luminance and contrast
// ratio as WCAG defines them, a configured colour darkened until white text on it reaches 4.5:1,
// and the ten-shade palette the web theme builds from it (docs/decisions/010-portal-identity.md).

/** The colour used when none is configured (the portal's historic teal). */
export const DEFAULT_BRAND_COLOR = '#12b886';
/** WCAG 2.2 AA minimum for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string) => HEX.test(value.trim());

/** '#1a2b3c', '1a2b3c' or '#abc' → channels 0-255; anything else throws. */
export function parseHex(value: string): Rgb {
  const m = HEX.exec(value.trim());
  if (!m) throw new Error(`color no válido: ${value}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

const channel = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.2, "relative luminance"), 0 for black to 1 for white. */
export function relativeLuminance(color: string | Rgb): number {
  const { r, g, b } = typeof color === 'string' ? parseHex(color) : color;
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio (L1 + 0.05) / (L2 + 0.05), from 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b), channel by channel. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

/**
 * The colour itself when `text` on it reaches `min`, else the same hue darkened (mixed with black
 * in 1 % steps) until it does. White text and 4.5:1 unless told otherwise.
 */
export function accessibleFill(color: string, { text = '#ffffff', min = AA_TEXT_CONTRAST }: { text?: string; min?: number } = {}): string {
  const base = toHex(parseHex(color));
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(base, '#000000', step / 100);
    if (contrastRatio(candidate, text) >= min) return candidate;
  }
  return '#000000';
}

/**
 * Ten shades (Mantine's 0-9) around the accessible fill, which is shade 6, the one filled buttons,
 * links and active items use: 0-5 tints towards white for backgrounds, 7-9 darker for hover and
 * text on light tints.
 */
export function brandPalette(color: string): string[] {
  const fill = accessibleFill(color);
  const tints = [0.92, 0.84, 0.7, 0.55, 0.4, 0.2].map((t) => mix(fill, '#ffffff', t));
  const shades = [0.15, 0.3, 0.45].map((t) => mix(fill, '#000000', t));
  return [...tints, fill, ...shades];
}

/** The darker of two colours (lower relative luminance). */
const darker = (a: string, b: string) => (relativeLuminance(a) <= relativeLuminance(b) ? a : b);

/**
 * A ten-shade palette (e.g. Mantine's red or yellow) made safe for text: shade 6 (filled
 * backgrounds, coloured text, outlines) carries white text at 4.5:1, 7 and 8 stay darker than it,
 * and 9 reads at 4.5:1 on shade 1 (the light variant's text on its background). Shades 0-5 are kept.
 */
export function accessiblePalette(shades: readonly string[]): string[] {
  if (shades.length !== 10) throw new Error('una paleta tiene 10 tonos');
  const s = shades.map((c) => toHex(parseHex(c)));
  const six = accessibleFill(s[6]!);
  const seven = darker(s[7]!, mix(six, '#000000', 0.12));
  const eight = darker(s[8]!, mix(six, '#000000', 0.24));
  const nine = darker(accessibleFill(s[9]!, { text: s[1]! }), mix(six, '#000000', 0.36));
  return [...s.slice(0, 6), six, seven, eight, nine];
}
