// The control lease from /view in real Chromium (D29), against a service with
// `control.mode: lease`: run by tests/integration/view_browser.rs as
// `node control.test.mjs BASE_URL SCREENSHOT_DIR TTL_S`. Without control a move from the page is
// refused and nothing moves; "Take control" gives the page the lease, which it renews and sends
// with its moves; "Release" gives it back. Waits are for observable conditions with deadlines.
import { check, launch, until } from './browser.mjs';
import { writeFileSync } from 'node:fs';

const [base, shots, ttlArg] = process.argv.slice(2);
// The service's control.ttl_s, which the page's lease gets.
const ttl = Number(ttlArg);

async function api(method, path) {
  const r = await fetch(base + path, { method });
  return { status: r.status, body: await r.json() };
}

const close = (a, b, tol) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) <= tol);

const browser = await launch(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('dialog', (d) => d.accept());
  await page.goto(`${base}/view`, { timeout: 120000 }); // a loaded machine renders slowly
  await until('the arm loaded', 30000, () =>
    page.evaluate(() => document.getElementById('scene').dataset.ready === 'true'),
  );
  const shown = () => page.evaluate(() => ({ ...document.getElementById('control').dataset }));
  await until('the page says nobody holds control', 10000, async () => (await shown()).mode === 'lease');
  check((await shown()).holder === '', 'nobody holds control at first');

  const before = (await api('GET', '/robot/joint_states')).body.position;
  await page.click('#positions button[data-position="work"]');
  const refused = await until('the refusal shown', 10000, () =>
    page.evaluate(() => {
      const e = document.getElementById('error');
      return !e.hidden && e.textContent.includes('423') ? e.textContent : null;
    }),
  );
  // The page's own advice (issue 38), not the API's ("POST /control … X-Armrest-Lease").
  check(
    refused.includes('press Take control first') && !refused.includes('POST /control') && !refused.includes('X-Armrest-Lease'),
    `a move without control is refused, saying to press Take control (${refused})`,
  );
  // The jog pad without control: its refused upgrade says the same.
  await page.locator('#jog-joints button[data-joint="0"][data-sign="1"]').hover();
  await page.mouse.down();
  const jogRefused = await until('the jog refusal shown', 10000, () =>
    page.evaluate(() => {
      const e = document.getElementById('error');
      return !e.hidden && e.textContent.startsWith('jog refused') ? e.textContent : null;
    }),
  );
  await page.mouse.up();
  check(jogRefused.includes('press Take control first'), `a jog without control is refused, saying to press Take control (${jogRefused})`);
  check(close((await api('GET', '/robot/joint_states')).body.position, before, 1e-9), 'nothing moved');

  await page.click('#take-control');
  await until('the page holds control', 10000, async () => (await shown()).mine === 'true');
  const held = (await api('GET', '/control')).body;
  check(held.held && held.holder === 'view', `GET /control names the page (${JSON.stringify(held)})`);
  // The page takes the service's ttl (control.ttl_s), not one of its own.
  check(held.ttl_s === ttl, `the lease has the service's ttl, ${ttl} s (${held.ttl_s})`);
  // Renewed while visible: still held after two ttls (one would prove it: a lease not renewed
  // lapses within one).
  const number = held.number;
  const stillHeld = async () => {
    const s = (await api('GET', '/control')).body;
    if (!s.held || s.number !== number) throw new Error(`FAILED: the lease lapsed (${JSON.stringify(s)})`);
    return s;
  };
  const start = Date.now();
  await until('two ttls pass with the lease renewed', ttl * 2000 + 30000, async () => {
    await stillHeld();
    return Date.now() - start > ttl * 2000;
  });
  check(true, 'the page keeps control while open and visible');

  // A renewal whose answer comes late (held back here after the service renewed the lease):
  // the page says so, and keeps control.
  const hold = Math.round(ttl * 1000 * 0.3);
  await page.route('**/control/renew', async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, hold));
    await route.fulfill({ response });
  });
  const late = await until('the page notes a late renewal', ttl * 1000 * 4 + 30000, async () => {
    await stillHeld();
    return page.evaluate(() => {
      const n = document.getElementById('control-note');
      return !n.hidden && n.textContent.includes('renewal late') ? n.textContent : null;
    });
  });
  // Renewals held back at this moment are answered before the page goes on.
  await page.unrouteAll({ behavior: 'wait' });
  check((await shown()).mine === 'true', `the page says when a renewal came late and keeps control (${late})`);

  await page.click('#positions button[data-position="work"]');
  await until('the arm moved for the page', 30000, async () => {
    const q = (await api('GET', '/robot/joint_states')).body.position;
    return !close(q, before, 1e-3);
  });
  check(true, 'a move from the page with control moves the arm');

  // The jog pad with control: the lease goes in the WebSocket's query; held, joint 1 moves.
  const beforeJog = (await api('GET', '/robot/joint_states')).body.position;
  await until('the arm at rest before the jog', 30000, async () => {
    const s = (await api('GET', '/robot/joint_states')).body;
    return s.velocity.every((v) => Math.abs(v) < 1e-9);
  });
  await page.locator('#jog-joints button[data-joint="0"][data-sign="1"]').hover();
  await page.mouse.down();
  await until('joint 1 jogged while the button is held', 10000, async () => {
    const q = (await api('GET', '/robot/joint_states')).body.position;
    return q[0] > beforeJog[0] + 0.02;
  });
  await page.mouse.up();
  check(true, 'the jog pad moves a joint with control');

  await page.click('#release-control');
  await until('control given back', 10000, async () => !(await api('GET', '/control')).body.held);
  await until('the page shows it', 10000, async () => (await shown()).mine === 'false');
  check(await page.isVisible('#take-control'), 'the page offers to take control again');
  await page.screenshot({ path: `${shots}/control-page.png` });
  check(errors.length === 0, `no page error (${JSON.stringify(errors)})`);
} catch (e) {
  console.log(e.message);
  failed = true;
} finally {
  await browser.close();
}
writeFileSync(`${shots}/result.txt`, failed ? 'failed\n' : 'passed\n');
process.exit(failed ? 1 : 0);
