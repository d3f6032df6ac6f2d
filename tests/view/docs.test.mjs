// /docs (Scalar) in real Chromium: run by tests/integration/docs_browser.rs as
// `node docs.test.mjs BASE_URL [SCREENSHOT]`. Nothing of the robot's API may leave the service:
// every request to another origin is refused and recorded, the page's controls and the menus they
// open are clicked through, none of Scalar's cloud features may show, and "Test Request" must
// reach the service itself. Prints what it checked; exits non-zero on the first failure. Waits are
// for observable conditions, each with a deadline.
import { check, launch, nextFrames, until } from './browser.mjs';

const [base, screenshot] = process.argv.slice(2);
const origin = new URL(base).origin;

// What Scalar 1.72.1 shows for its cloud features (its English texts): the developer tools bar
// (Share, Deploy, Configure), "Generate MCP" with its VS Code and Cursor buttons, "Ask AI" and
// each operation's "Ask AI Agent", the "Open API Client" link, and what their panels offer.
const CLOUD = [
  'Generate MCP',
  'Connect MCP',
  'Ask AI',
  'Developer Tools',
  'Share',
  'Deploy',
  'Configure',
  'Open API Client',
  'Upload Document',
  'Scalar Docs',
  'Scalar Pro',
  'Scalar Registry',
  'VS Code',
  'Cursor',
];
// Links to other sites that stay: Scalar's attribution in the sidebar's footer and, in the client,
// MDN's page on a response's status or a header. Fixed addresses that carry nothing of the API
// and fetch nothing unless followed.
const ELSEWHERE = [/^https:\/\/www\.scalar\.com\/$/, /^https:\/\/developer\.mozilla\.org\/en-US\/docs\/Web\/HTTP\//];
// Menus, listboxes, dialogs and Headless UI popover panels: what a click can open.
const POPUP = '[role=dialog],[role=alertdialog],[role=menu],[role=listbox],[id^="headlessui-popover-panel"]';
// What can be pressed in the page and inside what opens.
const CONTROL = 'button,[role=button],[role=tab],[role=switch],[role=combobox]:not(input),summary,[aria-haspopup]';
const ITEM = `[role=option],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],a[href],${CONTROL}`;
// The API client "Test Request" opens.
const CLIENT = '[role=dialog][aria-label="API Client"]';
// An operation's section: its id ends in METHOD/path.
const OPERATION = /\/(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE)\//;

const browser = await launch();
let failed = false;
try {
  // The copy buttons write to the clipboard: allowed, so that they work rather than fail.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // Any request beyond armrest is refused and recorded, from this page or any window it opens.
  const outside = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    outside.push(`${route.request().method()} ${url}`);
    return route.abort();
  });
  const page = await context.newPage();
  const windows = [];
  context.on('page', (p) => windows.push(p.url()));
  page.on('websocket', (ws) => outside.push(`WebSocket ${ws.url()}`));
  const errors = [];
  page.on('console', (m) => {
    // Not the page's: the browser's own /favicon.ico request (404), and Scalar's code example
    // generator failing for one of its HTTP clients, a bug of Scalar's that sends nothing.
    const ours = !m.location().url.endsWith('/favicon.ico') && !/^\[(getSnippet|generateCodeSnippet)\]/.test(m.text());
    if (m.type() === 'error' && ours) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));

  // Any cloud feature's text or any link to another site, where the page shows it now.
  const cloudShown = () =>
    page.evaluate(
      ({ cloud, elsewhere }) => {
        const shown = (e) => e.checkVisibility() && e.getClientRects().length > 0;
        const labels = [document.body.innerText];
        for (const e of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
          if (shown(e)) labels.push(e.getAttribute('aria-label'), e.getAttribute('placeholder'), e.getAttribute('title'));
        }
        const text = labels.filter(Boolean).join('\n');
        const found = cloud.filter((c) => new RegExp(`\\b${c}\\b`).test(text));
        for (const a of document.querySelectorAll('a[href]')) {
          if (!shown(a) || a.href.startsWith('blob:')) continue;
          const url = new URL(a.href, location.href);
          if (url.origin === location.origin) continue;
          if (elsewhere.some((e) => new RegExp(e).test(url.href))) continue;
          found.push(`a link to ${url.href}`);
        }
        return found;
      },
      { cloud: CLOUD, elsewhere: ELSEWHERE.map((e) => e.source) },
    );
  const noCloud = async (where) => {
    const found = await cloudShown();
    if (found.length) throw new Error(`FAILED: ${JSON.stringify(found)} shown ${where}`);
    if (outside.length) throw new Error(`FAILED: requests beyond armrest ${where}: ${JSON.stringify(outside)}`);
  };

  // The open popups, each tagged with an id of its own.
  const popups = () =>
    page.evaluate((sel) => {
      window.__popup ??= 0;
      return [...document.querySelectorAll(sel)]
        .filter((e) => e.checkVisibility() && e.getClientRects().length > 0)
        .map((e) => (e.dataset.popup ??= String(++window.__popup)));
    }, POPUP);
  // Closes what opened since `before`: Escape, then the trigger again if it still shows.
  const closeSince = async (before, trigger, where) => {
    const stillOpen = async () => (await popups()).filter((p) => !before.includes(p));
    for (let i = 0; i < 3 && (await stillOpen()).length; i++) {
      await page.keyboard.press('Escape');
      await nextFrames(page);
    }
    if ((await stillOpen()).length && trigger) {
      await trigger.click({ timeout: 30000 }).catch(() => {});
      await nextFrames(page);
    }
    await until(`what ${where} opened closed`, 30000, async () => (await stillOpen()).length === 0);
  };

  let pressed = 0;
  const menuItemsPressed = new Set();
  let pressedElsewhere = 0;
  const skipped = [];
  const gone = [];
  const dispatched = [];
  // Clicks `target`, then every item of what it opened (menus in menus too, two levels deep), each
  // time reopening it when the click closed it; links that would leave the page are not followed.
  const press = async (target, where, depth) => {
    const before = await popups();
    // Scalar renders the sections near the view only: a control scrolled away is gone.
    if (!(await target.count())) {
      gone.push(where);
      return;
    }
    try {
      await target.click({ timeout: 2000 });
    } catch {
      // Covered or moving (Scalar stacks some buttons to unfold on hover): its click event then.
      try {
        await target.dispatchEvent('click', undefined, { timeout: 1000 });
        dispatched.push(where);
      } catch (e) {
        skipped.push(`${where} (${e.message.split('\n')[0]})`);
        return;
      }
    }
    pressed++;
    await nextFrames(page);
    await noCloud(`after clicking ${where}`);
    const opened = async () => (await popups()).filter((p) => !before.includes(p));
    let open = await opened();
    if (open.length && depth < 2) {
      const items = (id) => page.locator(`[data-popup="${id}"]`).locator(ITEM);
      const count = await items(open[0]).count();
      // The same menu (the same items) opened elsewhere had each item pressed there: each
      // operation and the client offer one menu of some 40 code-snippet clients, and each press
      // renders a snippet (most of a second on two cores).
      const menu = (await items(open[0]).allInnerTexts()).join('\n');
      for (let k = 0; k < count; k++) {
        if (!(await opened()).length) {
          // A deadline for a loaded machine (beside the suite and two busy loops, opening the
          // search took over 5 s).
          await target.click({ timeout: 30000 });
          await nextFrames(page);
        }
        open = await opened();
        if (!open.length) break;
        const item = items(open[0]).nth(k);
        if (!(await item.count()) || !(await item.isVisible())) continue;
        const { name, leaves } = await item.evaluate((e) => {
          const name = (e.getAttribute('aria-label') || e.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 40);
          const href = e.closest('a[href]')?.href;
          const page = (u) => u.split('#')[0];
          return { name, leaves: !!href && !href.startsWith('blob:') && page(href) !== page(location.href) };
        });
        if (leaves) continue; // cloudShown() reports a link elsewhere unless it is one of ELSEWHERE
        const key = `${menu}\n› ${name}`;
        if (menuItemsPressed.has(key)) {
          pressedElsewhere++;
          continue;
        }
        menuItemsPressed.add(key);
        await press(item, `${where} › ${name || `item ${k + 1}`}`, depth + 1);
      }
    }
    await closeSince(before, target, where);
    await noCloud(`after closing what ${where} opened`);
  };

  // Presses every control shown in `root` (but those `skip` matches) and whatever they open,
  // again for the controls the clicks revealed, up to three rounds. Controls in an operation's
  // section count for the page only when `operations` is set.
  const walk = async (root, label, skip, operations = true) => {
    const before = pressed;
    for (let round = 0; round < 3; round++) {
      const keys = await page.evaluate(
        ({ root, skip, operations, control, operation, popup }) => {
          window.__control ??= 0;
          const scope = document.querySelector(root);
          const name = (e) => (e.getAttribute('aria-label') || e.innerText || '').trim().replace(/\s+/g, ' ');
          return [...scope.querySelectorAll(control)]
            .filter((e) => e.checkVisibility() && e.getClientRects().length > 0 && !e.dataset.walked)
            .filter((e) => [null, scope].includes(e.closest(popup)) && !new RegExp(skip).test(name(e)))
            .filter((e) => operations || !new RegExp(operation).test(e.closest('section[id]')?.id ?? ''))
            .map((e) => ({ key: (e.dataset.walked = String(++window.__control)), name: name(e).slice(0, 40) }));
        },
        { root, skip: skip.source, operations, control: CONTROL, operation: OPERATION.source, popup: POPUP },
      );
      if (!keys.length) break;
      for (const { key, name } of keys) {
        await press(page.locator(`[data-walked="${key}"]`), `${label}: ${name || `control ${key}`}`, 0);
      }
    }
    return pressed - before;
  };

  // An operation's section, rendered: Scalar renders a section once it is navigated to.
  const links = {};
  const operation = async (method, path) => {
    const suffix = `/${method}${path}`;
    const find = () =>
      page.evaluate((s) => [...document.querySelectorAll('section[id]')].find((e) => e.id.endsWith(s))?.id, suffix);
    if (!(await find())) {
      // The sidebar's link to it, followed the way the browser follows it. Once seen, it is
      // followed again even if the walk through the page's controls has since folded its tag
      // group (which of them ends folded depends on the order the tags come in).
      const link =
        links[suffix] ??
        (await page.evaluate((s) => document.querySelector(`a[href$="${s}"]`)?.getAttribute('href'), suffix));
      check(!!link, `the sidebar links to ${method} ${path}`);
      links[suffix] = link;
      await page.evaluate((hash) => (location.hash = hash), link);
    }
    const id = await until(`the section of ${method} ${path}`, 15000, find);
    const section = page.locator(`[id="${id}"]`);
    await section.scrollIntoViewIfNeeded();
    return { id, section };
  };

  // "Test Request" of one operation: the client opens, sends to the service itself, shows 200.
  const testRequest = async (method, path, exploreClient) => {
    const { section } = await operation(method, path);
    await section.getByRole('button', { name: /Test Request/ }).click();
    const client = page.locator(CLIENT);
    await client.waitFor({ state: 'visible', timeout: 10000 });
    const answered = page.waitForResponse((r) => r.url() === base + path && r.request().method() === method, {
      timeout: 15000,
    });
    await client.getByRole('button', { name: /^Send/ }).first().click();
    const response = await answered;
    check(response.status() === 200, `Test Request ${method} ${path}: the service answered ${response.status()}`);
    await until(`the client showing ${method} ${path}'s 200 OK`, 10000, () =>
      client.getByText('200 OK', { exact: true }).isVisible(),
    );
    check(true, `the client shows 200 OK for ${method} ${path}`);
    if (exploreClient) {
      // The client's own controls and menus, all but the two that send and close it.
      const clicks = await walk(CLIENT, 'the client', /^(Send|Close Client)/);
      check(clicks > 0, `${clicks} clicks through the client's controls and their menus`);
    }
    await client.getByRole('button', { name: 'Close Client' }).click();
    await client.waitFor({ state: 'hidden', timeout: 5000 });
    await noCloud(`after Test Request ${method} ${path}`);
  };

  await page.goto(`${base}/docs`, { timeout: 120000 }); // a loaded machine renders slowly
  // Every path of the service's OpenAPI document listed on the page.
  const paths = Object.keys((await (await fetch(`${base}/openapi.json`)).json()).paths);
  await until('the page lists every endpoint', 30000, async () => {
    const text = await page.evaluate(() => document.body.innerText);
    return paths.every((p) => text.includes(p));
  });
  check(paths.length > 10, `the page lists all ${paths.length} endpoints`);
  await noCloud('on load');
  check(true, `no cloud feature shown on load (${CLOUD.join(', ')})`);
  if (screenshot) await page.screenshot({ path: screenshot });

  await testRequest('GET', '/robot/joint_states', true);
  await testRequest('POST', '/stop', false);

  // Scalar's chrome (sidebar, header, introduction, tags, models), then two operations.
  const chrome = await walk('body', 'the page', /Test Request/, false);
  check(chrome > 20, `${chrome} clicks through the controls outside the operations and their menus`);
  for (const [method, path] of [
    ['GET', '/robot/joint_states'],
    ['POST', '/stop'],
  ]) {
    const { id } = await operation(method, path);
    const clicks = await walk(`[id="${id}"]`, `${method} ${path}`, /Test Request/);
    check(clicks > 0, `${clicks} clicks through ${method} ${path}'s controls and their menus`);
  }
  if (dispatched.length) console.log(`clicked by their click event (covered or moving): ${JSON.stringify(dispatched)}`);
  if (pressedElsewhere) console.log(`menu items pressed before in the same menu elsewhere: ${pressedElsewhere}`);
  if (gone.length) console.log(`gone when reached (re-rendered or scrolled away): ${gone.length}`);
  if (skipped.length) console.log(`not clicked: ${JSON.stringify(skipped)}`);

  await noCloud('at the end');
  check(true, `no cloud feature shown after ${pressed} clicks (${CLOUD.join(', ')})`);
  check(windows.length === 0, `no window opened (${JSON.stringify(windows)})`);
  check(errors.length === 0, `no console error (${JSON.stringify(errors)})`);
  check(outside.length === 0, `no request left ${origin} (${JSON.stringify(outside)})`);
} catch (e) {
  console.log(e.message);
  failed = true;
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
