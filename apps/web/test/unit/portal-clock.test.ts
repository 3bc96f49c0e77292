// The staff home's times are Caracas times whatever the browser's zone (ADR 016).
import { describe, expect, it } from 'vitest';
import { portalTime, portalWhen } from '../../src/features/home/lib/portal-clock.ts';

describe('portal clock', () => {
  it("22:01 UTC is 18:01 in Caracas, on the portal's day", () => {
    expect(portalTime('2026-11-26T22:01:00.000Z')).toMatch(/^06:01\s?p\.\s?m\.$/);
    expect(portalWhen('2026-11-26T22:01:00.000Z', '2026-11-26')).toBe(`a las ${portalTime('2026-11-26T22:01:00.000Z')}`);
  });

  it('02:30 UTC of the 27th is still the 26th in Caracas; another day is named', () => {
    expect(portalWhen('2026-11-27T02:30:00.000Z', '2026-11-26')).toBe(`a las ${portalTime('2026-11-27T02:30:00.000Z')}`);
    expect(portalWhen('2026-11-26T05:00:00.000Z', '2026-11-27')).toBe(`el 26/11/2026 a las ${portalTime('2026-11-26T05:00:00.000Z')}`);
    expect(portalTime('2026-11-26T05:00:00.000Z')).toMatch(/^01:00\s?a\.\s?m\.$/);
  });
});
