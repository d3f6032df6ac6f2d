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
