// A blended path seen in /view, in real Chromium (issue 41, D35): run by
// tests/integration/view_browser.rs as `node path.test.mjs BASE_URL SCREENSHOT_DIR`, at 1280 px.
// Moves the arm to the corner of a square, opens the page, runs `POST /robot/move/path` through
// the square's corners with blend radii, and checks that the page draws the path's trace when it
// ends and that the TCP's trail in the scene holds the motion; saves the shot `view-blended-path.png` (the user guide's picture). Prints what it
// checked; exits non-zero on the first failure. Waits are for observable conditions, each with
// a deadline.
import { check, launch, nextFrames, until } from './browser.mjs';

const [base, shots] = process.argv.slice(2);
const DOWN = Math.PI; // b: the tool pointing down
const CORNERS = [
  [0.45, 0.2, 0.45],
  [0.65, 0.2, 0.45],
  [0.65, 0.0, 0.45],
  [0.45, 0.0, 0.45],
];

async function api(method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

const pose = ([x, y, z]) => ({ x, y, z, b: DOWN });

const browser = await launch(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
let failed = false;
try {
  const start = await api('POST', '/robot/move/pose', { ...pose(CORNERS[3]), speed: 1 });
  check(start.body.success === true, `moved to the square's corner: ${start.body.message}`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/view`, { timeout: 120000 }); // a loaded machine renders slowly
  await until('the arm loaded and a state applied', 30000, () =>
    page.evaluate(() => document.getElementById('scene').dataset.ready === 'true'),
  );
  const span = () => page.evaluate(() => JSON.parse(document.getElementById('scene').dataset.trailSpan || '[0,0,0]'));
  const waypoints = CORNERS.map((c, i) => ({ pose: pose(c), planner: 'lin', ...(i < 3 ? { blend_radius: 0.04 } : {}) }));
  const moved = await api('POST', '/robot/move/path', { waypoints, speed: 0.3 });
  check(moved.status === 200 && moved.body.success === true, `the blended path ran: ${moved.body.message}`);
  const traced = await until('the path drawn as a trace', 30000, () =>
    page.evaluate(() => {
      const v = document.getElementById('scene').dataset;
      return v.trace === 'path:the path' ? Number(v.tracePoints) : null;
    }),
  );
  check(traced > 20, `the path drawn as a trace of ${traced} points`);
  // The square is 0.2 m on a side: the trail spans most of it along two axes, and stays level.
  const extent = await until('the trail to hold the square', 30000, async () => {
    const [a, b, c] = await span();
    return [a, b, c].filter((v) => v > 0.15).length === 2 && Math.min(a, b, c) < 0.01 ? [a, b, c] : null;
  });
  check(true, `the TCP's trail holds the square (spans ${extent.map((v) => v.toFixed(3)).join(', ')} m)`);
  // Closer, for the picture: the wheel zooms the camera in, as a person would.
  const box = await page.locator('#scene').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -200);
  await nextFrames(page);
  await page.screenshot({ path: `${shots}/view-blended-path.png` });
  check(errors.length === 0, `no page error${errors.length ? `: ${errors.join('; ')}` : ''}`);
} catch (e) {
  console.log(String(e));
  failed = true;
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
