// What the browser tests of /view and /docs share: Chromium as Debian ships it, checks that print
// what they checked, and waits for observable conditions, each with a deadline.
import { chromium } from 'playwright-core';

// Passes, printing `ok: what`, or throws naming what failed.
export function check(ok, what) {
  if (!ok) throw new Error(`FAILED: ${what}`);
  console.log(`ok: ${what}`);
}

// Looks at `probe` every 50 ms until it gives a truthy value, and returns it; throws naming
// `what` when `limitMs` pass first.
export async function until(what, limitMs, probe) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`FAILED: ${what} within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50)); // poll interval
  }
}

// Two animation frames: the page has rendered what it holds now.
export const nextFrames = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// Where the page's controls are (`selector`): each one scrolled into view, then its box and whether it shows.
export async function reachable(page, selector) {
  const all = page.locator(selector);
  const n = await all.count();
  const out = [];
  for (let i = 0; i < n; i++) {
    const b = all.nth(i);
    await b.scrollIntoViewIfNeeded();
    const box = await b.boundingBox();
    const visible = await b.isVisible();
    const inside = box && box.x >= 0 && box.x + box.width <= page.viewportSize().width + 0.5 && box.y >= 0 &&
      box.y + box.height <= page.viewportSize().height + 0.5;
    if (!visible || !inside) out.push(`${selector}[${i}] ${visible ? 'visible' : 'hidden'} at ${JSON.stringify(box)}`);
  }
  return { n, out };
}

// Headless Chromium ($CHROMIUM, else Debian's) that reaches for nothing of its own; `extra`
// switches come first.
export function launch(extra = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      ...extra,
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
