// Teaching from /view in real Chromium (issue 40, D32, D33): run by
// tests/integration/view_browser.rs as `node teach.test.mjs BASE_URL SCREENSHOT_DIR MODE`, at
// 1280 and 400 px.
// - MODE `flow`: save the current position (listed, source saved), record (the button turns
//   into Stop and shows the elapsed time), move with a named-position button, stop (the
//   recording listed), a name in use refused in the error box, preview (the trace drawn in the
//   scene), replay (the plan's trace drawn, the arm ends where the recording ended), the
//   downloads, then delete the recording and the saved position.
// - MODE `drag`: a drag from the TCP's place on the screen jogs it (the pose changes, the TCP
//   follows the pointer on the screen), letting go stops it (the joints at rest); a drag away
//   from the tool turns the camera and moves nothing.
// Prints what it checked; exits non-zero on the first failure. Waits are for observable
// conditions, each with a deadline.
import { check, launch, nextFrames, reachable, until } from './browser.mjs';
import { writeFileSync } from 'node:fs';

const [base, shots, mode] = process.argv.slice(2);
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 400, height: 800 },
];
const REACHED_RAD = 1e-3;

async function api(method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: r.status, headers: r.headers, body: json };
}

const close = (a, b, tol) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) <= tol);
const moving = (state) => state.velocity.some((v) => Math.abs(v) > 1e-9);
const joints = async () => (await api('GET', '/robot/joint_states')).body;
const atRest = () =>
  until('the arm at rest', 30000, async () => {
    const s = await joints();
    return moving(s) ? null : s;
  });
const positionJoints = async (name) => {
  const p = (await api('GET', '/robot/positions')).body.find((x) => x.name === name);
  return p && Object.values(p.joints);
};

async function moveTo(name) {
  await atRest();
  const r = await api('POST', '/robot/move/named', { name, speed: 1.0 });
  if (r.status !== 200 || !r.body.success) throw new Error(`FAILED: move to ${name}: ${JSON.stringify(r.body)}`);
  return atRest();
}

const errorBox = (page) =>
  page.evaluate(() => {
    const e = document.getElementById('error');
    return e.hidden ? null : e.textContent;
  });
const sceneData = (page) => page.evaluate(() => ({ ...document.getElementById('scene').dataset }));

async function flow(page, at, width) {
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.accept();
  });
  await moveTo('home');
  const { ranges } = (await api('GET', '/robot/description')).body;
  await page.locator('#speed').fill(String(ranges.speed.max));
  check(Number(await page.locator('#speed').inputValue()) === ranges.speed.max, `${at} the speed slider at ${ranges.speed.max}`);

  // Save the current position.
  const saved = `taught_${width}`;
  await page.locator('#position-name').fill(saved);
  await page.locator('#save-position-button').click();
  const button = page.locator(`#positions button[data-position="${saved}"]`);
  await until('the saved position listed on the page', 10000, async () => (await button.count()) === 1);
  const listed = (await api('GET', '/robot/positions')).body.find((p) => p.name === saved);
  const here = (await joints()).position;
  check(
    (await button.getAttribute('data-source')) === 'saved' && listed.source === 'saved' && close(Object.values(listed.joints), here, 1e-9),
    `${at} saved the current position "${saved}": listed with source saved, at the arm's joints`,
  );
  const deleteSaved = page.locator(`#positions button[data-delete-position="${saved}"]`);
  const srdfDeletes = await page.locator('#positions .position[data-source="srdf"] button[data-delete-position]').count();
  check((await deleteSaved.count()) === 1 && srdfDeletes === 0, `${at} a delete button on the saved position, none on the SRDF's`);

  // Record: the button turns into Stop with the elapsed time, ticking.
  const name = await page.locator('#recording-name').inputValue();
  check(/^demo-\d{8}-\d{6}$/.test(name), `${at} the recording's name defaults to ${name}`);
  const record = page.locator('#record');
  await record.click();
  await until('the Record button turned into Stop', 10000, async () => (await record.getAttribute('data-state')) === 'recording');
  const first = await record.textContent();
  const later = await until('the elapsed time ticking', 10000, async () => {
    const t = await record.textContent();
    return t !== first && /^Stop \d+:\d\d$/.test(t) ? t : null;
  });
  const under = (await api('GET', '/recordings')).body.find((r) => r.name === name);
  check(/^Stop 0:0\d$/.test(first) && under && under.state === 'recording', `${at} recording: the button says "${first}", then "${later}"`);

  // A move with a named-position button, recorded.
  await page.locator('#positions button[data-position="work"]').click();
  const work = await positionJoints('work');
  await until('the arm at work', 30000, async () => {
    const s = await joints();
    return !moving(s) && close(s.position, work, REACHED_RAD);
  });
  check(true, `${at} the named-position button moved the arm to work`);

  // Stop: the recording listed.
  await record.click();
  const item = page.locator(`#recordings li[data-recording="${name}"]`);
  await until('the recording listed as stopped', 10000, async () =>
    (await record.getAttribute('data-state')) === 'idle' && (await item.getAttribute('data-state').catch(() => null)) === 'stopped',
  );
  const stopped = (await api('GET', `/recordings/${name}`)).body;
  check(stopped.state === 'stopped' && stopped.points > 1, `${at} stopped: ${name} listed (${await item.locator('small').textContent()})`);
  const nextName = await page.locator('#recording-name').inputValue();

  // A name in use: the 409 in the error box, nothing started.
  await page.locator('#recording-name').fill(name);
  await record.click();
  const refused = await until('the 409 shown', 10000, async () => {
    const e = await errorBox(page);
    return e && e.startsWith('409') ? e : null;
  });
  const none = (await api('GET', '/recordings')).body.every((r) => r.state !== 'recording');
  check(none && (await record.getAttribute('data-state')) === 'idle', `${at} a name in use is refused in the error box: ${refused}`);
  await page.locator('#recording-name').fill(nextName);

  // Preview: the recorded path drawn as the TCP's trace, nothing moved.
  const still = (await joints()).position;
  await item.locator('button[data-action="preview"]').click();
  const previewed = await until('the trace drawn', 10000, async () => {
    const d = await sceneData(page);
    return d.trace === `preview:${name}` && Number(d.tracePoints) > 1 ? d : null;
  });
  check(
    Number(previewed.tracePoints) === stopped.preview.length && close((await joints()).position, still, 1e-9),
    `${at} preview: data-trace ${previewed.trace}, ${previewed.tracePoints} points (the recording's preview), nothing moved`,
  );
  await nextFrames(page);
  await page.locator('#scene').screenshot({ path: `${shots}/teach-preview-${width}.png` });

  // Every new control reachable.
  for (const selector of ['#recordings button', '#recordings a', '#clear-trace', '#positions button[data-delete-position]', '#record']) {
    const { n, out } = await reachable(page, selector);
    check(n > 0 && out.length === 0, `${at} ${n} × ${selector} visible inside the viewport${out.length ? `: ${out.join('; ')}` : ''}`);
  }

  // Replay from elsewhere: the plan's trace drawn first, then the arm ends where the recording ended.
  await moveTo('home');
  const end = stopped.preview[stopped.preview.length - 1].joints;
  const planned = page.waitForResponse((r) => r.url().endsWith(`/recordings/${name}/plan`));
  const replayed = page.waitForResponse((r) => r.url().endsWith(`/recordings/${name}/replay`), { timeout: 60000 });
  await item.locator('button[data-action="replay"]').click();
  const plan = await (await planned).json();
  const drawn = await until('the plan drawn', 10000, async () => {
    const d = await sceneData(page);
    return d.trace === `plan:${name}` ? d : null;
  });
  check(plan.success && Number(drawn.tracePoints) === plan.trace.length, `${at} replay: the plan's trace drawn (${drawn.tracePoints} points): ${plan.message}`);
  const answer = await (await replayed).json();
  const rest = await atRest();
  check(
    answer.success && close(rest.position, end, REACHED_RAD),
    `${at} the replay ended where the recording ended (within ${REACHED_RAD} rad): ${answer.message}`,
  );
  await page.locator('#clear-trace').click();
  await until('the trace cleared', 10000, async () => (await sceneData(page)).tracePoints === '0');
  check(await page.locator('#trace-bar').isHidden(), `${at} Clear trace removed it`);

  // The downloads: what the service serves, under its own file names.
  for (const [file, link] of [['trajectory.csv', 'CSV'], ['bag.mcap', 'MCAP']]) {
    const a = item.locator(`a[data-download="${file}"]`);
    const downloading = page.waitForEvent('download', { timeout: 30000 });
    await a.click();
    const got = await downloading;
    check(
      (await a.textContent()) === link && (await a.getAttribute('href')) === `/recordings/${name}/${file}` && got.suggestedFilename() === `${name}-${file}`,
      `${at} ${link} downloads as ${got.suggestedFilename()}`,
    );
  }

  // Delete the recording and the saved position: gone from the page and the service.
  await item.locator('button[data-action="delete"]').click();
  await until('the recording gone from the list', 10000, async () => (await item.count()) === 0);
  check((await api('GET', `/recordings/${name}`)).status === 404, `${at} deleted the recording (GET answers 404)`);
  await deleteSaved.click();
  await until('the saved position gone from the list', 10000, async () => (await button.count()) === 0);
  const gone = (await api('GET', '/robot/positions')).body.every((p) => p.name !== saved);
  check(gone && (await page.locator('#positions button[data-position="work"]').count()) === 1, `${at} deleted the saved position; the SRDF's buttons stay`);
  check(dialogs.length === 2, `${at} both deletions asked first: ${dialogs.join(' | ')}`);
}

async function dragJog(page, at, width) {
  await moveTo('home');
  const tcpPx = async () => {
    const p = (await sceneData(page)).tcpPx;
    return p ? JSON.parse(p) : null;
  };
  await page.locator('#scene').scrollIntoViewIfNeeded();
  const box = await page.locator('#scene canvas').boundingBox();
  const px0 = await until('the TCP drawn', 10000, tcpPx);
  const pose = async () => (await api('GET', '/robot/pose')).body.position;

  // A drag away from the tool turns the camera; nothing moves.
  const before = (await joints()).position;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 30, { steps: 5 });
  await page.mouse.up();
  const turned = await until('the camera turned', 10000, async () => {
    const p = await tcpPx();
    return p && (p[0] !== px0[0] || p[1] !== px0[1]) ? p : null;
  });
  const status = await page.locator('#jog-status').getAttribute('data-state');
  check(
    close((await joints()).position, before, 1e-9) && status !== 'jogging',
    `${at} a drag away from the tool turned the camera (TCP drawn at ${px0} then ${turned}) and moved nothing`,
  );

  // A drag from the TCP: the pose changes while held, the TCP follows the pointer on the screen.
  const start = await tcpPx();
  const from = { x: box.x + start[0], y: box.y + start[1] };
  const to = { x: from.x + 70, y: from.y - 50 };
  const p0 = await pose();
  // Every status the page shows during the drag, seen by the page itself: the arm may reach the
  // pointer and rest, still held, before a poll from here would look.
  await page.evaluate(() => {
    const el = document.getElementById('jog-status');
    window.jogStatesSeen = [];
    new MutationObserver(() => window.jogStatesSeen.push(el.dataset.state)).observe(el, { attributes: true, attributeFilter: ['data-state'] });
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  try {
    await until('the TCP moved by the drag', 15000, async () => {
      const p = await pose();
      return Math.hypot(p.x - p0.x, p.y - p0.y, p.z - p0.z) > 0.02;
    });
  } catch (e) {
    const error = await errorBox(page);
    console.log(`the page's jog status: ${await page.locator('#jog-status').textContent()}; its error: ${error}`);
    throw e;
  }
  const held = await page.evaluate(() => window.jogStatesSeen.slice());
  const dragging = (await sceneData(page)).drag;
  await page.mouse.up();
  const p1 = await pose();
  check(held.includes('jogging') && dragging === 'true', `${at} while the tool is dragged the page jogs (statuses ${held.join(', ')})`);
  check(true, `${at} the drag moved the TCP from (${[p0.x, p0.y, p0.z].map((x) => x.toFixed(3))}) to (${[p1.x, p1.y, p1.z].map((x) => x.toFixed(3))})`);

  // Let go: the arm stops, and the session ends (the arm free for a move).
  const rest = await until('the arm at rest after letting go', 10000, async () => {
    const s = await joints();
    return moving(s) ? null : s;
  });
  await until('the page says at rest', 10000, async () => (await page.locator('#jog-status').getAttribute('data-state')) === 'at rest');
  check(rest.velocity.every((v) => v === 0), `${at} released, the joint velocities are 0 and the jog status says at rest`);
  const end = await until('the TCP drawn where it stopped', 10000, async () => {
    const p = await tcpPx();
    return p && (p[0] !== start[0] || p[1] !== start[1]) ? p : null;
  });
  check(end[0] > start[0] && end[1] < start[1], `${at} on the screen the TCP went towards the pointer, right and up: ${start} → ${end}`);
  await until('the arm free after the drag', 10000, async () => (await api('POST', '/robot/plan/named', { name: 'home' })).status === 200);
  check(true, `${at} the arm is free after the drag`);
}

const browser = await launch(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
let failed = false;
try {
  for (const viewport of VIEWPORTS) {
    const at = `at ${viewport.width} px`;
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The console too, to say why a page did not load (a refused request logs there as well).
    const logged = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(`${base}/view`, { timeout: 120000 }); // a loaded machine renders slowly
    await until('the arm loaded and a state applied', 30000, () =>
      page.evaluate(() => document.getElementById('scene').dataset.ready === 'true'),
    ).catch((e) => {
      throw new Error(`${e.message}; page errors: ${JSON.stringify([...errors, ...logged])}`);
    });
    await until('the positions listed', 10000, async () => (await page.locator('#positions button[data-position="work"]').count()) === 1);
    if (mode === 'drag') await dragJog(page, at, viewport.width);
    else await flow(page, at, viewport.width);
    await page.screenshot({ path: `${shots}/teach-${mode}-${viewport.width}.png`, fullPage: true });
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
