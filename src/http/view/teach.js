// Teaching from the page (D32, D33): the named positions (a button each, "Save current", a
// delete button on each saved one), the Record button, and the recordings (replay, preview,
// delete, download). view.js gives what it shares (`ctx`): its API calls, the error box, moves,
// the speed slider, the trace in the 3D scene and the closest pair's marking.
import { NAME_PATTERN, NAME_MAX_CHARS, NAME_RULE } from '/view/rules.js';

const $ = (id) => document.getElementById(id);
// How often the elapsed time of a recording under way is redrawn, and how often the list is
// read again meanwhile (a recording may end by itself: `recordings.max_duration_s`).
const TICK_MS = 250;
const POLL_MS = 2000;
const NAME = new RegExp(NAME_PATTERN);

let ctx = null;
// The recording under way: its name and when it started (performance.now() ms); null: none.
let recording = null;
let pollDue = 0;
// Answers of GET /recordings may cross: one sent before the latest start or stop (`epoch`)
// says nothing about what records now, and one older than the list shown is not shown.
let epoch = 0;
let listAsked = 0;
let listShown = 0;

const pad = (n) => String(n).padStart(2, '0');

// `demo-YYYYMMDD-HHMMSS`, local time: valid under the name rule, and new each second.
function defaultName(d = new Date()) {
  const date = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  return `demo-${date}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

// `m:ss` from milliseconds.
function elapsed(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

// The name in `input`, or null with the rule shown as the error.
function nameFrom(input, what) {
  const name = input.value.trim();
  if (NAME.test(name)) return name;
  ctx.showError(`${what}: "${name}" is not a valid name (${NAME_RULE})`);
  input.focus();
  return null;
}

const path = (name) => encodeURIComponent(name);

// ---- Named positions: a move button each (the page's speed), and a delete button on saved ones.
export async function refreshPositions() {
  let positions;
  try {
    positions = await ctx.api('GET', '/robot/positions');
  } catch (e) {
    ctx.showError(e);
    return;
  }
  const box = $('positions');
  box.replaceChildren();
  for (const p of positions) {
    const item = document.createElement('span');
    item.className = 'position';
    item.dataset.source = p.source || 'srdf';
    const b = document.createElement('button');
    b.textContent = p.name;
    b.title = p.description;
    b.dataset.position = p.name;
    b.dataset.source = item.dataset.source;
    b.addEventListener('click', () => ctx.move('named', { name: p.name, speed: ctx.speed() }));
    item.appendChild(b);
    if (p.source === 'saved') {
      const d = document.createElement('button');
      d.textContent = '×';
      d.title = `Delete the saved position ${p.name} (DELETE /robot/positions/${p.name})`;
      d.setAttribute('aria-label', `Delete ${p.name}`);
      d.dataset.deletePosition = p.name;
      d.addEventListener('click', () => deletePosition(p.name));
      item.appendChild(d);
    }
    box.appendChild(item);
  }
}

async function savePosition() {
  const input = $('position-name');
  const name = nameFrom(input, 'save position');
  if (!name) return;
  ctx.clearError();
  try {
    await ctx.api('PUT', `/robot/positions/${path(name)}`, {});
    input.value = '';
  } catch (e) {
    ctx.showError(e);
  }
  await refreshPositions();
}

async function deletePosition(name) {
  if (!confirm(`Delete the saved position ${name}?`)) return;
  ctx.clearError();
  try {
    await ctx.api('DELETE', `/robot/positions/${path(name)}`);
  } catch (e) {
    ctx.showError(e);
  }
  await refreshPositions();
}

// ---- Recording: the Record button, Stop with the elapsed time while one is under way.
function showRecordButton() {
  const b = $('record');
  if (recording) {
    b.dataset.state = 'recording';
    b.dataset.recording = recording.name;
    b.textContent = `Stop ${elapsed(performance.now() - recording.started)}`;
    b.title = `POST /recordings/${recording.name}/stop`;
  } else {
    b.dataset.state = 'idle';
    delete b.dataset.recording;
    b.textContent = 'Record';
    b.title = 'POST /recordings';
  }
  $('recording-name').disabled = Boolean(recording);
}

// `info`: a recording under way as the service lists it; its elapsed time counts from the
// page's clock, less what it had recorded when the page learnt of it.
function follow(info) {
  if (recording && recording.name === info.name) return;
  recording = { name: info.name, started: performance.now() - (info.duration_s || 0) * 1000 };
  $('recording-name').value = info.name;
}

function idle() {
  recording = null;
  $('recording-name').value = defaultName();
}

async function record() {
  ctx.clearError();
  const button = $('record');
  button.disabled = true;
  try {
    if (recording) {
      const name = recording.name;
      try {
        await ctx.api('POST', `/recordings/${path(name)}/stop`);
        epoch++;
        idle();
      } catch (e) {
        ctx.showError(e);
        // Gone (404): nothing records under that name any more.
        if (e.status === 404) idle();
      }
    } else {
      const name = nameFrom($('recording-name'), 'record');
      if (!name) return;
      try {
        const started = await ctx.api('POST', '/recordings', { name });
        epoch++;
        follow(started);
      } catch (e) {
        ctx.showError(e);
      }
    }
  } finally {
    button.disabled = false;
    showRecordButton();
    await refreshRecordings();
  }
}

// ---- The recordings: each with Replay, Preview, Delete and its two files.
function action(item, text, title, run) {
  const b = document.createElement('button');
  b.textContent = text;
  b.title = title;
  b.dataset.action = text.toLowerCase();
  b.addEventListener('click', async () => {
    b.disabled = true;
    try {
      await run();
    } finally {
      b.disabled = false;
    }
  });
  item.appendChild(b);
  return b;
}

// A download link; with a token (D15) the file is fetched with it, as a link cannot send one.
function download(item, name, file, text) {
  const a = document.createElement('a');
  a.href = `/recordings/${path(name)}/${file}`;
  a.download = `${name}-${file}`;
  a.textContent = text;
  a.dataset.download = file;
  a.title = `GET ${a.getAttribute('href')}`;
  a.addEventListener('click', async (e) => {
    if (!ctx.token()) return;
    e.preventDefault();
    try {
      const blob = await ctx.fetchFile(a.getAttribute('href'));
      const url = URL.createObjectURL(blob);
      const save = Object.assign(document.createElement('a'), { href: url, download: a.download });
      save.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      ctx.showError(err);
    }
  });
  item.appendChild(a);
}

export async function refreshRecordings() {
  const id = ++listAsked;
  const since = epoch;
  let list;
  try {
    list = await ctx.api('GET', '/recordings');
  } catch (e) {
    // Switched off (404): the section says so rather than failing each time.
    if (e.status === 404) {
      $('recordings').textContent = 'recordings are switched off here';
      $('record-bar').hidden = true;
    }
    else ctx.showError(e);
    return;
  }
  if (id < listShown) return;
  listShown = id;
  if (since === epoch) {
    const under = list.find((r) => r.state === 'recording');
    if (under) follow(under);
    else if (recording) idle();
  }
  showRecordButton();
  const box = $('recordings');
  box.replaceChildren();
  for (const r of list) {
    const item = document.createElement('li');
    item.dataset.recording = r.name;
    item.dataset.state = r.state;
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = r.name;
    const about = document.createElement('small');
    about.textContent = `${r.duration_s.toFixed(1)} s, ${r.points} points, ${r.state}`;
    item.append(name, about);
    if (r.state !== 'recording') {
      action(item, 'Replay', `POST /recordings/${r.name}/plan, drawn, then /replay at the page's speed`, () => replay(r.name));
      action(item, 'Preview', `GET /recordings/${r.name}: its path drawn as the TCP's trace`, () => preview(r.name));
      action(item, 'Delete', `DELETE /recordings/${r.name}`, () => remove(r.name));
      download(item, r.name, 'trajectory.csv', 'CSV');
      download(item, r.name, 'bag.mcap', 'MCAP');
    }
    box.appendChild(item);
  }
}

async function preview(name) {
  ctx.clearError();
  try {
    const r = await ctx.api('GET', `/recordings/${path(name)}`);
    ctx.showTrace(r.preview.map((p) => p.tcp), 'preview', name);
  } catch (e) {
    ctx.showError(e);
  }
}

// The plan first (nothing moves): its trace drawn, a refusal shown with its pair marked and
// nothing sent; then the replay, which answers when done.
async function replay(name) {
  const speed = ctx.speed();
  const stops = ctx.stops();
  ctx.clearError();
  ctx.clearMark();
  let plan;
  try {
    plan = await ctx.api('POST', `/recordings/${path(name)}/plan`, { speed });
  } catch (e) {
    ctx.showError(e);
    return;
  }
  ctx.showTrace(plan.trace || [], 'plan', name);
  if (!plan.success) {
    if (plan.collision) ctx.mark(plan.collision);
    ctx.showError(plan.message);
    return;
  }
  // Stop pressed while the plan was out: the replay is not sent.
  if (ctx.stops() !== stops) return;
  await ctx.command('POST', `/recordings/${path(name)}/replay`, { speed });
}

async function remove(name) {
  if (!confirm(`Delete the recording ${name}?`)) return;
  ctx.clearError();
  try {
    await ctx.api('DELETE', `/recordings/${path(name)}`);
  } catch (e) {
    ctx.showError(e);
  }
  await refreshRecordings();
}

function tick() {
  if (!recording) return;
  showRecordButton();
  const now = performance.now();
  if (now >= pollDue) {
    pollDue = now + POLL_MS;
    refreshRecordings();
  }
}

export function initTeach(context) {
  ctx = context;
  for (const id of ['position-name', 'recording-name']) $(id).maxLength = NAME_MAX_CHARS;
  $('position-name').title = `Letters, digits, _ and -: ${NAME_RULE}`;
  $('recording-name').title = $('position-name').title;
  $('save-position-button').addEventListener('click', savePosition);
  $('position-name').addEventListener('keydown', (e) => e.key === 'Enter' && savePosition());
  $('record').addEventListener('click', record);
  $('clear-trace').addEventListener('click', () => ctx.clearTrace());
  idle();
  showRecordButton();
  setInterval(tick, TICK_MS);
  return Promise.all([refreshPositions(), refreshRecordings()]);
}
