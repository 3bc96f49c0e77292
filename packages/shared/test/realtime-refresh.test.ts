// The refresh map (src/realtime/refresh.ts): every area it names is a contract tag, and a rate change
// re-reads every call whose answer is in Bs or carries the rate, the cash desks' included.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS, cashCalls, cashClientCalls, cashOldCalls, type AnyCall } from '../src/contracts/index.ts';
import { isRefreshedBy, REALTIME_EVENTS, REFRESH_AREAS } from '../src/realtime/index.ts';

/** The web's query key of a call (apps/web/src/lib/call.ts callKey). */
const keyOf = (c: AnyCall, input: unknown = {}) => [...(c.tags ?? []), c.id, input];
const tags = new Set(ALL_CALLS.flatMap((c) => c.tags ?? []));
/** Answers that carry the rate but whose screen shows no Bs (the taxpayers' list). */
const NO_BS_ON_SCREEN = new Set(['taxpayers.list']);

function answersInBs(c: AnyCall): boolean {
  if (c.responseKind === 'file') return false;
  const schema = JSON.stringify(z.toJSONSchema(c.response, { unrepresentable: 'any', io: 'output' }));
  return /"(conversion_petro|[a-z_]+_bs)"/.test(schema);
}

describe('the refresh map', () => {
  it('declares every event, and names only areas some call is tagged with', () => {
    expect(Object.keys(REFRESH_AREAS).sort()).toEqual(Object.values(REALTIME_EVENTS).sort());
    for (const areas of Object.values(REFRESH_AREAS)) for (const area of areas) expect(tags, area).toContain(area);
  });

  it('a rate change re-reads every call whose answer is in Bs or carries the rate', () => {
    const inBs = ALL_CALLS.filter((c) => answersInBs(c) && !NO_BS_ON_SCREEN.has(c.id));
    expect(inBs.length).toBeGreaterThan(20);
    const missed = inBs.filter((c) => !isRefreshedBy('petro', keyOf(c))).map((c) => c.id);
    expect(missed).toEqual([]);
  });

  it("a rate change re-reads both cash desks and the taxpayer's payment screen", () => {
    const desks = [cashCalls.card, cashCalls.paymentsFines, cashOldCalls.payments, cashOldCalls.petro, cashClientCalls.pay, cashClientCalls.petro];
    for (const c of desks) expect(isRefreshedBy('petro', keyOf(c, { id: 7 })), c.id).toBe(true);
  });

  it('an event re-reads only its areas', () => {
    expect(isRefreshedBy('users', ['users', 'moderators', 'moderators.list', { page: 1 }])).toBe(true);
    expect(isRefreshedBy('users', keyOf(cashCalls.card))).toBe(false);
    expect(isRefreshedBy('movements', ['tariffs', 'tariffs.list', {}])).toBe(false);
    expect(isRefreshedBy('badge', ['badge', 'auth.check-badge', {}])).toBe(false);
    expect(isRefreshedBy('messages', ['badge', 'auth.check-badge', {}])).toBe(true);
  });
});
