// Accessibility checks of every screen a browser test visits (issue 11, WCAG 2.2 AA): axe-core
// (@axe-core/playwright, injected through the driver, so the portal's CSP does not block it) and
// "exactly one h1". A page made by newPage() reports each new screen (the app titles every screen
// "<title> · <municipality>"); the check runs once the screen settles, and its findings fail the
// test at the next sync point (signIn, visit, shot) or, at the latest, after the test.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';

/** WCAG 2.0-2.2 A and AA, plus axe's best practices; only serious and critical findings fail. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING = new Set(['serious', 'critical']);

type PageState = { chain: Promise<void>; problems: string[] };
const states = new Map<Page, PageState>();
/** Screens already checked in this file (title and path): a screen is checked once per file by the automatic hook. */
const checked = new Set<string>();

/** The page left the screen while axe ran (navigation, closed page; axe injected into the previous document). */
const gone = (e: unknown) => /closed|destroyed|navigat|detached|Target page|reading 'run'|axe is not defined/i.test(String((e as Error)?.message ?? e));

/** Waits until the screen has loaded (no spinner) and nothing fades in or out (contrast is measured on the end state). */
export async function settle(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader') && document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3_000,
      polling: 100,
    })
    .catch(() => {});
}

/** axe allows one run at a time in a page: the automatic check and an explicit one take turns. */
const running = new WeakMap<Page, Promise<unknown>>();
function exclusive<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const before = running.get(page) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(run);
  running.set(page, mine);
  return mine;
}

/** The problems of the page as it is now: axe's serious and critical violations, and a count of h1 other than one. */
export async function a11yProblems(page: Page): Promise<string[]> {
  const results = await exclusive(page, () => new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze());
  const out = results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}`;
    });
  const h1 = await page.locator('h1').filter({ visible: true }).allInnerTexts();
  if (h1.length !== 1) out.push(`  [h1] ${h1.length} encabezados h1 visibles (debe haber uno): ${JSON.stringify(h1)}`);
  return out;
}

async function screenLabel(page: Page) {
  return `${await page.title().catch(() => '?')} (${new URL(page.url()).pathname})`;
}

/**
 * Pages that are not the portal's screens and are not checked: the API reference is Swagger UI
 * as published (a developers' tool; its own markup nests controls and draws 3:1 colours), served
 * beside the portal, not part of what taxpayers and staff use (docs/decisions/010-portal-identity.md).
 */
const NOT_SCREENS = [/^\/api\/docs/];

/** Checks the page now and fails with every problem found. */
export async function checkA11y(page: Page, where?: string) {
  await drain(page);
  if (NOT_SCREENS.some((re) => re.test(new URL(page.url()).pathname))) return;
  await settle(page);
  const problems = await a11yProblems(page);
  checked.add(await screenLabel(page));
  if (problems.length) throw new Error(`Accesibilidad en ${where ?? (await screenLabel(page))}:\n${problems.join('\n')}`);
}

/** Waits for the checks queued by the automatic hook and fails with what they found. */
async function drain(page: Page) {
  const state = states.get(page);
  if (!state) return;
  await state.chain;
  if (state.problems.length) {
    const problems = state.problems.splice(0);
    throw new Error(problems.join('\n'));
  }
}

function queue(page: Page, state: PageState, title: string) {
  state.chain = state.chain.then(async () => {
    if (page.isClosed()) return;
    await settle(page);
    // the test moved on: the next screen reports itself
    if ((await page.title().catch(() => '')) !== title) return;
    const label = await screenLabel(page);
    if (checked.has(label)) return;
    checked.add(label);
    try {
      let problems = await a11yProblems(page);
      // this check runs beside the test, which may be opening or closing a modal right then: a
      // finding counts only if it is still there once the page settles again (a dialog caught in
      // the middle of its transition has no title yet)
      if (problems.length) {
        await page.waitForTimeout(500);
        await settle(page);
        problems = await a11yProblems(page);
      }
      if (problems.length) state.problems.push(`Accesibilidad en ${label}:\n${problems.join('\n')}`);
    } catch (e) {
      if (!gone(e)) state.problems.push(`Accesibilidad en ${label}: ${String(e)}`);
    }
  });
}

/** Installs the automatic check on a new page: each screen the app titles is checked once it settles. */
export async function watchScreens(page: Page) {
  const state: PageState = { chain: Promise.resolve(), problems: [] };
  states.set(page, state);
  page.on('close', () => states.delete(page));
  await page.exposeFunction('__aseoScreen', (title: string) => queue(page, state, title));
  await page.addInitScript(() => {
    let last = document.title;
    const report = () => {
      // the app's screens are titled "<title> · <municipality>"; the bare index.html title is not a screen yet
      if (document.title === last || !document.title.includes(' · ')) return;
      last = document.title;
      (window as unknown as { __aseoScreen?: (t: string) => void }).__aseoScreen?.(last);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** After each test: the checks still queued for its pages, and what they found. */
export async function drainAll() {
  const problems: string[] = [];
  for (const page of [...states.keys()]) {
    try {
      await drain(page);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

afterEach(drainAll);
