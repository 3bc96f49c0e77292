import { describe, expect, it } from 'vitest';
import {
  accessibleFill,
  accessiblePalette,
  brandPalette,
  contrastRatio,
  DEFAULT_BRAND_COLOR,
  isHexColor,
  mix,
  parseHex,
  relativeLuminance,
  toHex,
} from '../src/brand/index.ts';

describe('colour math (WCAG 2.2 definitions)', () => {
  it('reads and writes hex colours', () => {
    expect(parseHex('#12b886')).toEqual({ r: 0x12, g: 0xb8, b: 0x86 });
    expect(parseHex('abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(toHex({ r: 0, g: 128.4, b: 300 })).toBe('#0080ff');
    expect(isHexColor('#0A0b0C')).toBe(true);
    expect(isHexColor('teal')).toBe(false);
    expect(() => parseHex('rgb(1,2,3)')).toThrow();
  });

  it('luminance and contrast match the published reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // the measurement: white on Mantine's teal.6
    expect(contrastRatio('#ffffff', '#12b886')).toBeCloseTo(2.55, 2);
    expect(contrastRatio('#ffffff', '#12b886')).toBe(contrastRatio('#12b886', '#ffffff'));
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#ffffff', 0)).toBe('#123456');
  });
});

describe('accessibleFill', () => {
  it.each(['#12b886', '#fab005', '#40c057', '#ff0000', '#00ffff', '#ffffff', DEFAULT_BRAND_COLOR])('%s ends with white text at 4.5:1 or more', (color) => {
    const fill = accessibleFill(color);
    expect(contrastRatio(fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // a changed colour failed before and was darkened no further than needed (1 % steps move the ratio by < 0.25)
    if (fill !== toHex(parseHex(color))) {
      expect(contrastRatio(color, '#ffffff')).toBeLessThan(4.5);
      expect(contrastRatio(fill, '#ffffff')).toBeLessThan(4.75);
    }
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleFill('#1864ab')).toBe('#1864ab');
    expect(accessibleFill('#C92A2A')).toBe('#c92a2a');
  });

  it('darkens #12b886 to a darker teal of the same hue', () => {
    const fill = accessibleFill('#12b886');
    expect(fill).not.toBe('#12b886');
    const { r, g, b } = parseHex(fill);
    expect(g).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(r);
  });

  it('honours another text colour and minimum', () => {
    expect(contrastRatio(accessibleFill('#808080', { min: 7 }), '#ffffff')).toBeGreaterThanOrEqual(7);
  });
});

describe('brandPalette', () => {
  it('has ten shades from light to dark with the accessible fill as shade 6', () => {
    const palette = brandPalette('#12b886');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe(accessibleFill('#12b886'));
    const lum = palette.map((c) => relativeLuminance(c));
    for (let i = 1; i < 10; i++) expect(lum[i]).toBeLessThan(lum[i - 1]!);
    // hover (7) and the light variant's text (9 on 1) pass too
    expect(contrastRatio(palette[7]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[9]!, palette[1]!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accessiblePalette', () => {
  // Mantine 9's yellow and red
  const yellow = ['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00', '#f08c00', '#e67700'];
  const red = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#f03e3e', '#e03131', '#c92a2a'];

  it.each([
    ['yellow', yellow],
    ['red', red],
  ])('%s: filled, text and light-variant shades pass 4.5:1; tints untouched; darker and darker', (_name, palette) => {
    const out = accessiblePalette(palette);
    expect(out.slice(0, 6)).toEqual(palette.slice(0, 6));
    for (const i of [6, 7, 8, 9]) expect(contrastRatio(out[i]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(out[9]!, out[1]!)).toBeGreaterThanOrEqual(4.5);
    for (let i = 1; i < 10; i++) expect(relativeLuminance(out[i]!)).toBeLessThan(relativeLuminance(out[i - 1]!));
  });

  it('keeps a palette that already passes', () => {
    const dark = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#495057', '#343a40', '#212529', '#101113'];
    expect(accessiblePalette(dark)).toEqual(dark);
    expect(() => accessiblePalette(['#ffffff'])).toThrow();
  });
});
