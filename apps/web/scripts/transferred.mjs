// Bytes a page actually transfers in Chromium, for scripts/measure-bundle.mjs and the browser test
// e2e/first-load.test.ts: each response's body as the server sent it (compressed when it
// compresses: the gzipped JavaScript a budget speaks of), and apart from it the bytes of the
// response headers (≈ 1 KB each on the portal, its security headers). A fresh context: a cold cache.
/**
 * Opens `url` in a new context (with `session` — the sign-in answer, {token, user} — stored as the
 * app stores it), waits for its screen and for the network to go quiet. Returns the bytes by kind,
 * the URLs and each response's size ([url, type, bytes]).
 */
export async function transferred(browser, url, session) {
  const context = await browser.newContext();
  if (session?.token) {
    await context.addInitScript(
      // the keys of @aseo/shared/constants TOKEN_STORAGE_KEY and USER_STORAGE_KEY
      ([token, user]) => {
        localStorage.setItem('aseo.token', token);
        localStorage.setItem('aseo.user', JSON.stringify(user));
      },
      [session.token, session.user],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  const out = { js: 0, css: 0, total: 0, headers: 0, compressed: 0, files: { js: 0, css: 0, all: 0 }, urls: [], sizes: [] };
  cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, { type: e.type, res: e.response }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = responses.get(e.requestId);
    if (!r) return;
    // the length when the headers arrived is theirs; the rest is the body
    const head = r.res.encodedDataLength ?? 0;
    const body = e.encodedDataLength - head;
    out.headers += head;
    out.total += body;
    out.files.all += 1;
    out.urls.push(r.res.url);
    out.sizes.push([r.res.url, r.type, body]);
    const kind = r.type === 'Script' ? 'js' : r.type === 'Stylesheet' ? 'css' : null;
    if (!kind) return;
    out[kind] += body;
    out.files[kind] += 1;
    if (Object.entries(r.res.headers).some(([k, v]) => k.toLowerCase() === 'content-encoding' && v !== 'identity')) out.compressed += 1;
  });
  // the screen drawn (its one h1), then the network quiet: on a busy machine the scripts' parsing
  // alone can outlast the 500 ms of 'networkidle' before the screen's own chunks are asked for
  await page.goto(url);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return out;
}
