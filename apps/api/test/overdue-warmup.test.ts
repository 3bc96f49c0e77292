// Today's 'Cobranza vencida' summary is computed before anyone asks (SUMMARY_WARMUP; docs/reports.md
// "Cobranza vencida"): on a portal where nobody has opened the report, the warm-up computes it, and
// the first page then answers a summary made before the request, equal to the statements' debt.
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOverdueWarmup } from '../src/modules/reports/index.ts';
import { signedIn } from './support/factories.ts';
import { paymentsKit } from './support/payments.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => portal?.close());

it('the warm-up computes the summary of today; the first page answers it without computing again', async () => {
  expect(portal.ctx.cfg.SUMMARY_WARMUP).toBe('off'); // never on under tests unless started by hand
  const cashier = await signedIn(portal, { level_id: 2, permissions: ['view-cash'] });
  const viewer = await signedIn(portal, { level_id: 2, permissions: ['view-reports'] });
  const kit = await paymentsKit(portal, cashier.auth);
  await kit.owing();
  const warmup = startOverdueWarmup(portal.ctx, { firstAfterMs: 0 });
  try {
    await warmup.ready;
    const asked = Date.now();
    const page = (await request(portal.url).get('/api/admin/reports/overdue_collection').set(viewer.auth).expect(200)).body;
    expect(new Date(page.summary.computed_at).getTime()).toBeLessThanOrEqual(asked);
    expect(page.summary.properties).toBeGreaterThan(0);
    expect(page.payments.total).toBe(page.summary.properties);
  } finally {
    await warmup.stop();
  }
});
