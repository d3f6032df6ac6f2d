// /view from a phone's width up, in real Chromium (issue 38): run by
// tests/integration/view_browser.rs as `node layout.test.mjs BASE_URL SCREENSHOT_DIR`. At 400x800
// and 1280x800: the scene as wide as the page on a phone (a good share on a desktop), every
// control reachable inside the viewport, no horizontal overflow, log lines wrapped, the plot at
// the width of its box (and again after a resize), the TCP pose as numbers that follow a move,
// the Cartesian pad one row per axis, the jog status back to "at rest" after a release, and the
// favicon. Writes view-screenshot.png (1280 px) for docs/. Waits are for observable conditions,
// each with a deadline.
import { check, launch, nextFrames, reachable, until } from './browser.mjs';
import { writeFileSync } from 'node:fs';

const [base, shots] = process.argv.slice(2);
const PHONE = { width: 400, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
// The scene's least share of the page's width: nearly all of it on a phone, and most of what
// the controls leave on a desktop.
const PHONE_SHARE = 0.9;
const DESKTOP_SHARE = 0.55;

async function api(method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, type: r.headers.get('content-type'), body: await r.text() };
}

const json = async (method, path, body) => {
  const r = await api(method, path, body);
  return { status: r.status, body: JSON.parse(r.body) };
};
const moving = (state) => state.velocity.some((v) => Math.abs(v) > 1e-9);
const atRest = async () => {
  await until('the arm at rest', 20000, async () => !moving((await json('GET', '/robot/joint_states')).body));
};

// For the docs' screenshot: something taught (D32, D33), a saved position and a recording of
// a path from home to work (imported as a CSV), listed on the page when it loads.
const SHOWN_RECORDING = 'pick_demo';
async function teachSomething() {
  const positions = (await json('GET', '/robot/positions')).body;
  const at = (name) => Object.values(positions.find((p) => p.name === name).joints);
  const [from, to] = [at('home'), at('work')];
  const n = 40;
  const rows = [];
  for (let i = 0; i <= n; i++) {
    const s = i / n;
    const w = (1 - Math.cos(Math.PI * s)) / 2;
    rows.push([(2 * s).toFixed(3), ...from.map((x, j) => (x + (to[j] - x) * w).toFixed(6))].join(','));
  }
  const csv = ['time_from_start,joint1,joint2,joint3,joint4,joint5,joint6,joint7', ...rows].join('\n');
  const imported = await json('POST', '/recordings', { name: SHOWN_RECORDING, csv });
  const saved = await json('PUT', '/robot/positions/pick', { description: 'above the tray' });
  check(imported.status === 200 && saved.status === 200, `taught for the screenshot: a recording (${imported.status}) and a position (${saved.status})`);
}

const sizes = (page) =>
  page.evaluate(() => {
    const scene = document.getElementById('scene').getBoundingClientRect();
    const canvas = document.querySelector('#plot canvas');
    const plot = document.getElementById('plot');
    const style = getComputedStyle(plot);
    return {
      inner: window.innerWidth,
      scroll: document.documentElement.scrollWidth,
      scene: scene.width,
      sceneHeight: scene.height,
      plotCanvas: canvas ? canvas.getBoundingClientRect().width : 0,
      plotBox: plot.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });

const browser = await launch(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
let failed = false;
try {
  const icon = await api('GET', '/favicon.ico');
  check(icon.status === 200 && icon.type.startsWith('image/'), `GET /favicon.ico answers ${icon.status} ${icon.type}`);

  for (const viewport of [PHONE, DESKTOP]) {
    const at = `at ${viewport.width} px`;
    if (viewport === DESKTOP) await teachSomething();
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${base}/view`, { timeout: 120000 }); // a loaded machine renders slowly
    await until('the arm loaded and a state applied', 30000, () =>
      page.evaluate(() => document.getElementById('scene').dataset.ready === 'true'),
    );
    const href = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    check(href === '/favicon.ico', `the page links its icon (${href})`);
    await until('the controls made', 10000, async () => (await page.locator('#jog-cartesian button').count()) === 12);

    // The arm visible: the scene's box, and the arm's colour in its pixels.
    const s = await sizes(page);
    const share = viewport === PHONE ? PHONE_SHARE : DESKTOP_SHARE;
    check(s.scene >= share * s.inner && s.sceneHeight >= 200, `${at} the scene is ${s.scene}x${s.sceneHeight} px (≥ ${share} of ${s.inner})`);
    await nextFrames(page);
    const coloured = await page.evaluate(() => {
      const gl = document.querySelector('#scene canvas');
      const c = document.createElement('canvas');
      c.width = gl.width;
      c.height = gl.height;
      const g = c.getContext('2d');
      g.drawImage(gl, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] - d[i + 2] > 60) n++;
      return n;
    });
    check(coloured > 300, `${at} the scene shows the arm (${coloured} coloured pixels)`);
    check(s.scroll <= s.inner, `${at} nothing overflows sideways (scrollWidth ${s.scroll} ≤ innerWidth ${s.inner})`);

    // Every control reachable.
    const teach = ['#position-name', '#save-position-button', '#recording-name', '#record'];
    for (const selector of ['#jog-joints button', '#jog-cartesian button', '#positions button', ...teach, '#take-control', '#stop', '#joints input']) {
      const { n, out } = await reachable(page, selector);
      check(n > 0 && out.length === 0, `${at} ${n} × ${selector} visible inside the viewport${out.length ? `: ${out.join('; ')}` : ''}`);
    }

    // The Cartesian pad: one labelled row per axis, − then +.
    const rows = await page.evaluate(() => {
      const cells = [...document.getElementById('jog-cartesian').children];
      const rows = [];
      for (let i = 0; i < cells.length; i += 3) {
        const [label, minus, plus] = cells.slice(i, i + 3).map((c) => ({ c, r: c.getBoundingClientRect() }));
        const row = (a, b) => Math.abs(a.r.top + a.r.height / 2 - (b.r.top + b.r.height / 2)) < 4;
        rows.push({
          label: label.c.textContent,
          axes: [minus.c.dataset.axis, plus.c.dataset.axis],
          signs: [minus.c.dataset.sign, plus.c.dataset.sign],
          oneRow: row(label, minus) && row(minus, plus) && label.r.right <= minus.r.left && minus.r.right <= plus.r.left,
          top: label.r.top,
        });
      }
      return rows;
    });
    const names = ['x', 'y', 'z', 'rx', 'ry', 'rz'];
    check(
      rows.length === 6 &&
        rows.every((r, i) => r.label === names[i] && r.axes.every((a) => a === names[i]) && r.signs.join() === '-1,1' && r.oneRow) &&
        rows.every((r, i) => i === 0 || r.top > rows[i - 1].top),
      `${at} the Cartesian pad has one row per axis: ${rows.map((r) => `${r.label}: ${r.signs.join(' ')}`).join(', ')}`,
    );

    // The pose as numbers, and numbers that follow a move.
    const shownPose = () => page.evaluate(() => document.getElementById('pose').dataset.pose);
    const pose0 = await until('the pose shown', 10000, shownPose);
    const cells = await page.locator('#pose td').allTextContents();
    check(
      /^-?\d+\.\d{4} m$/.test(cells[0]) && /^-?\d+\.\d mm$/.test(cells[1]) && /^-?\d+\.\d{2}°$/.test(cells[6]) && /^-?\d+\.\d{4} rad$/.test(cells[7]) && cells.length === 12,
      `${at} the pose shows as numbers: ${cells.join(' | ')}`,
    );
    const target = viewport === PHONE ? 'work' : 'home';
    await atRest();
    const moved = await json('POST', '/robot/move/named', { name: target, speed: 1.0 });
    check(moved.status === 200 && moved.body.success, `${at} moved to ${target}: ${moved.body.message}`);
    await atRest();
    const answered = (await json("GET", "/robot/pose")).body;
    const e = answered.orientation.euler_rad;
    const wanted = [answered.position.x, answered.position.y, answered.position.z, e.a, e.b, e.c];
    const pose1 = await until('the pose shown after the move', 10000, async () => {
      const p = await shownPose();
      return p !== pose0 && JSON.parse(p).every((x, i) => Math.abs(x - wanted[i]) < 1e-6) ? p : null;
    });
    check(true, `${at} the pose changed with the move and is GET /robot/pose's (${pose1})`);

    // A log line wraps: all of its text inside the log's box, not only its timestamp.
    const log = await until('a log line after the move', 10000, () =>
      page.evaluate(() => {
        const pre = document.getElementById('log-trajectory');
        // A line longer than its timestamp (the move's outcome).
        if (!pre.textContent.split('\n').some((l) => l.length > 40)) return null;
        const r = pre.getBoundingClientRect();
        const style = getComputedStyle(pre);
        return { scroll: pre.scrollWidth, client: pre.clientWidth, width: r.width, ws: style.whiteSpace, last: pre.textContent.split('\n').pop() };
      }),
    );
    await page.locator('#log-trajectory').scrollIntoViewIfNeeded();
    check(
      log.scroll <= log.client && log.ws === 'pre-wrap' && (await page.locator('#log-trajectory').isVisible()),
      `${at} log lines wrap inside their ${Math.round(log.width)} px box (scrollWidth ${log.scroll} ≤ ${log.client}): "${log.last}"`,
    );

    // The plot at the width of its box.
    const p = await sizes(page);
    check(
      p.plotCanvas > 0 && Math.abs(p.plotCanvas - p.plotBox) <= 2 && p.scroll <= p.inner,
      `${at} the plot is ${p.plotCanvas} px wide, its box ${p.plotBox} px`,
    );

    // The jog status: held "jogging", released "braking" then "at rest".
    const status = () => page.evaluate(() => document.getElementById('jog-status').dataset.state);
    const button = page.locator('#jog-joints button[data-joint="0"][data-sign="1"]');
    await button.scrollIntoViewIfNeeded();
    const before = (await json('GET', '/robot/joint_states')).body.position;
    await button.hover();
    await page.mouse.down();
    await until('the page says jogging while the button is held', 10000, async () => (await status()) === 'jogging');
    await until('joint 1 jogged', 10000, async () => (await json('GET', '/robot/joint_states')).body.position[0] > before[0] + 0.01);
    await page.mouse.up();
    const released = await status();
    await until('the page says at rest after the release', 5000, async () => (await status()) === 'at rest');
    const text = await page.locator('#jog-status').textContent();
    check(released !== 'jogging' && text === 'at rest', `${at} released, the jog status went from "${released}" to "${text}"`);
    // The page let the session go: a move is admitted again.
    await atRest();
    // The session ends once the page closed it and the service let it go: until then a move is
    // 409 and moves nothing, so the move is asked again until it is admitted.
    const back = await until('the arm free after the jog', 10000, async () => {
      const r = await json('POST', '/robot/move/named', { name: target, speed: 1.0 });
      return r.status === 409 ? null : r;
    });
    check(back.status === 200 && back.body.success, `${at} the arm is free after the jog: ${JSON.stringify(back.body)}`);

    if (viewport === DESKTOP) {
      await page.locator(`#recordings li[data-recording="${SHOWN_RECORDING}"] button[data-action="preview"]`).click();
      await until('the recording drawn', 10000, () => page.evaluate(() => document.getElementById('scene').dataset.tracePoints !== '0'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await nextFrames(page);
      await page.screenshot({ path: `${shots}/view-screenshot.png`, fullPage: true });
      // A resize: the plot and the scene follow the page's new width, and back.
      await page.setViewportSize(PHONE);
      const narrow = await until('the plot redrawn narrower', 10000, async () => {
        const n = await sizes(page);
        return n.plotCanvas <= PHONE.width && Math.abs(n.plotCanvas - n.plotBox) <= 2 && n.scene >= PHONE_SHARE * n.inner ? n : null;
      });
      check(narrow.scroll <= narrow.inner, `resized to ${PHONE.width} px: the plot ${narrow.plotCanvas} px, the scene ${narrow.scene} px, no overflow`);
      await page.setViewportSize(DESKTOP);
      const wide = await until('the plot redrawn wider', 10000, async () => {
        const n = await sizes(page);
        return Math.abs(n.plotCanvas - n.plotBox) <= 2 && n.plotCanvas > DESKTOP.width / 2 ? n : null;
      });
      check(true, `resized back to ${DESKTOP.width} px: the plot ${wide.plotCanvas} px`);
    }
    await page.screenshot({ path: `${shots}/layout-${viewport.width}.png`, fullPage: true });
    check(errors.length === 0, `${at} no page error (${JSON.stringify(errors)})`);
    await page.close();
  }
} catch (e) {
  console.log(e.message);
  failed = true;
} finally {
  await browser.close();
}
writeFileSync(`${shots}/result.txt`, failed ? 'failed\n' : 'passed\n');
process.exit(failed ? 1 : 0);
