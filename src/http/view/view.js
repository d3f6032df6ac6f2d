// The arm in 3D, live from GET /robot/stream, with controls that call the service's own
// endpoints. Everything it loads comes from armrest itself (offline robot networks).
import { THREE, URDFLoader, OrbitControls, STLLoader, ColladaLoader } from '/view/lib/scene.js';
import { initTeach } from '/view/teach.js';

const $ = (id) => document.getElementById(id);
const TRAIL_POINTS = 400;
const PLOT_SECONDS = 10;
// Lines each log shows: as many as one call to its endpoint returns, from the description's
// ranges; until those are read, only the latest.
let logLines = 1;

// ---- API calls: the token (D15) is asked for once, on the first 401, and sent every time.
let token = sessionStorage.getItem('armrest-token') || '';

class ApiError extends Error {
  constructor(status, body) {
    super(describe(status, body));
    this.status = status;
  }
}

function describe(status, body) {
  const detail = body && body.detail;
  if (Array.isArray(detail)) {
    return `${status}: ` + detail.map((d) => `${(d.loc || []).join('.')}: ${d.msg}`).join('\n');
  }
  return `${status}: ${typeof detail === 'string' ? detail : JSON.stringify(body)}`;
}

function headers(json) {
  const h = {};
  if (token) h.Authorization = `Bearer ${token}`;
  if (json) h['Content-Type'] = 'application/json';
  // The control lease (control.js), which a motion needs when control.mode is lease (D29).
  const lease = window.armrestLease && window.armrestLease();
  if (lease) h['X-Armrest-Lease'] = lease;
  return h;
}

function askToken() {
  const given = prompt('This armrest needs its access token (web.auth_token):');
  if (given === null) throw new ApiError(401, { detail: 'no token given' });
  token = given.trim();
  sessionStorage.setItem('armrest-token', token);
}

// A 423 (control is leased, D29): what the operator does on this page, not the API's advice
// (control.js's armrestLocked() asks who holds control).
async function locked(data) {
  const advice = window.armrestLocked ? await window.armrestLocked() : null;
  return new ApiError(423, { detail: advice || (data && data.detail) });
}

async function api(method, path, body) {
  for (;;) {
    const r = await fetch(path, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.status === 401) {
      askToken();
      continue;
    }
    const data = await r.json().catch(() => null);
    if (r.status === 423) throw await locked(data);
    if (!r.ok) throw new ApiError(r.status, data);
    return data;
  }
}

// A file (a recording's download) fetched with the token, as a link cannot send one.
async function fetchFile(path) {
  const r = await fetch(path, { headers: headers(false) });
  if (!r.ok) throw new ApiError(r.status, await r.json().catch(() => null));
  return r.blob();
}

function showError(e) {
  const box = $('error');
  box.textContent = e instanceof Error ? e.message : String(e);
  box.hidden = false;
}

function clearError() {
  $('error').hidden = true;
}

// A motion answers 200 with success false when it failed: that is an error to show too.
async function command(method, path, body) {
  try {
    clearError();
    const answer = await api(method, path, body);
    if (answer && answer.success === false) showError(answer.message);
    return answer;
  } catch (e) {
    showError(e);
    return null;
  }
}

// ---- The scene.
const view = $('scene');
const scene = new THREE.Scene();
scene.background = new THREE.Color(0xffffff);
const camera = new THREE.PerspectiveCamera(45, 1, 0.01, 50);
camera.position.set(1.8, 1.4, 1.8);
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
view.appendChild(renderer.domElement);
const controls = new OrbitControls(camera, renderer.domElement);
controls.target.set(0, 0.5, 0);
controls.update();
scene.add(new THREE.HemisphereLight(0xffffff, 0x888888, 2.0));
const sun = new THREE.DirectionalLight(0xffffff, 1.5);
sun.position.set(2, 4, 3);
scene.add(sun);
scene.add(new THREE.GridHelper(2, 20, 0x999999, 0xdddddd));
// URDF frames are Z-up, three.js is Y-up.
const world = new THREE.Group();
world.rotation.x = -Math.PI / 2;
scene.add(world);

let dirty = true;
function resize() {
  const { clientWidth: w, clientHeight: h } = view;
  renderer.setSize(w, h, false);
  renderer.domElement.style.width = '100%';
  renderer.domElement.style.height = '100%';
  camera.aspect = w / Math.max(h, 1);
  camera.updateProjectionMatrix();
  dirty = true;
}
// The scene follows its box (the window, and the layout stacking at narrow widths).
new ResizeObserver(resize).observe(view);
controls.addEventListener('change', () => (dirty = true));
// What follows each render once the arm is loaded (the TCP's place on the screen, for tests).
let afterRender = () => {};
(function frame() {
  if (dirty) {
    renderer.render(scene, camera);
    dirty = false;
    afterRender();
  }
  requestAnimationFrame(frame);
})();

// Meshes are fetched with the token too, then parsed by three's loaders.
function loadMesh(path, manager, done) {
  fetch(path, { headers: headers(false) })
    .then((r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      return path.toLowerCase().endsWith('.dae') ? r.text() : r.arrayBuffer();
    })
    .then((data) => {
      if (path.toLowerCase().endsWith('.dae')) {
        done(new ColladaLoader(manager).parse(data, path).scene);
      } else {
        const mesh = new THREE.Mesh(new STLLoader(manager).parse(data), new THREE.MeshPhongMaterial());
        done(mesh);
      }
      dirty = true;
    })
    .catch((e) => {
      showError(`mesh not loaded: ${e.message}`);
      done(null, e);
    });
}

// A link the URDF gives no visual geometry is drawn as capsules to its child joints.
function capsules(robot) {
  const material = new THREE.MeshPhongMaterial({ color: 0x8899aa });
  for (const link of Object.values(robot.links)) {
    const hasVisual = link.children.some((c) => c.isURDFVisual && c.children.length > 0);
    if (hasVisual) continue;
    for (const joint of link.children.filter((c) => c.isURDFJoint)) {
      const length = joint.position.length();
      if (length < 1e-6) continue;
      const capsule = new THREE.Mesh(new THREE.CapsuleGeometry(0.04, length, 4, 12), material);
      capsule.position.copy(joint.position).multiplyScalar(0.5);
      capsule.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), joint.position.clone().normalize());
      link.add(capsule);
    }
  }
}

// ---- What the page holds.
let robot = null;
// The TCP link (the flange, tool0): what the world's tool hangs on.
let flange = null;
// The TCP: the active tool's (D36), a frame at its offset from the flange; the flange without one.
let tcp = null;
let description = null;
let joints = [];
const trail = [];
const trailGeometry = new THREE.BufferGeometry();
trailGeometry.setAttribute('position', new THREE.BufferAttribute(new Float32Array(TRAIL_POINTS * 3), 3));
trailGeometry.setAttribute('color', new THREE.BufferAttribute(new Float32Array(TRAIL_POINTS * 3), 3));
scene.add(new THREE.Line(trailGeometry, new THREE.LineBasicMaterial({ vertexColors: true })));

function updateTrail(point) {
  trail.push(point);
  if (trail.length > TRAIL_POINTS) trail.shift();
  const positions = trailGeometry.attributes.position.array;
  const colors = trailGeometry.attributes.color.array;
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  trail.forEach((p, i) => {
    // Older points fade towards the background.
    const fade = 1 - (i + 1) / trail.length;
    positions.set([p.x, p.y, p.z], i * 3);
    colors.set([0.9 * fade + 0.1, 0.3 + 0.7 * fade, 0.1 + 0.9 * fade], i * 3);
    [p.x, p.y, p.z].forEach((v, k) => {
      low[k] = Math.min(low[k], v);
      high[k] = Math.max(high[k], v);
    });
  });
  trailGeometry.setDrawRange(0, trail.length);
  // The trail's extent along each scene axis, metres: what a test can see of it.
  view.dataset.trailSpan = JSON.stringify(high.map((h, k) => h - low[k]));
  trailGeometry.attributes.position.needsUpdate = true;
  trailGeometry.attributes.color.needsUpdate = true;
}

// ---- The TCP's trace of a recording (its preview) or of a replay's plan (D33): a line in the
// planning frame, where the service gives its points, with a dot at each end; one at a time.
const TRACE_COLOUR = { preview: 0x1f5fd0, plan: 0x00a050, path: 0xc05000 };
const TRACE_END_M = 0.012;
let trace = null;

function clearTrace() {
  if (trace) {
    trace.removeFromParent();
    trace.traverse((o) => {
      if (o.geometry) o.geometry.dispose();
      if (o.material) o.material.dispose();
    });
    trace = null;
  }
  view.dataset.tracePoints = '0';
  delete view.dataset.trace;
  $('trace-bar').hidden = true;
  dirty = true;
}

// `points`: [x, y, z] in the planning frame; `kind`: preview or plan; `name`: the recording's.
function showTrace(points, kind, name) {
  clearTrace();
  const finite = points.filter((p) => Array.isArray(p) && p.length === 3 && p.every(Number.isFinite));
  if (!finite.length) return;
  const colour = TRACE_COLOUR[kind];
  const group = new THREE.Group();
  // Not a part of the link it hangs on: the closest pair's painting leaves it alone.
  group.userData.world = 'trace';
  const vectors = finite.map((p) => new THREE.Vector3(...p));
  group.add(new THREE.Line(new THREE.BufferGeometry().setFromPoints(vectors), new THREE.LineBasicMaterial({ color: colour })));
  for (const [at, opacity] of [[vectors[0], 0.4], [vectors[vectors.length - 1], 1]]) {
    const material = new THREE.MeshBasicMaterial({ color: colour, transparent: opacity < 1, opacity });
    const dot = new THREE.Mesh(new THREE.SphereGeometry(TRACE_END_M, 16, 8), material);
    dot.position.copy(at);
    group.add(dot);
  }
  const frame = (robot && description && robot.links[description.planning_frame]) || world;
  frame.add(group);
  trace = group;
  view.dataset.tracePoints = String(finite.length);
  view.dataset.trace = `${kind}:${name}`;
  const what = { plan: 'the replay as planned', preview: 'as recorded', path: 'as the arm ran it' }[kind];
  $('trace-info').textContent = `trace: ${name}, ${what} (${finite.length} points; faint dot: start)`;
  $('trace-bar').hidden = false;
  dirty = true;
}

// ---- The world (D28): what every path is checked against, from GET /world and the stream's
// world events, in the frames the service gives (base_link coordinates under `world`).
const OBSTACLE_COLOUR = 0x8f8579;
const KEEP_OUT_COLOUR = 0xffb000;
const TOOL_COLOUR = 0x505860;
const FAINT_COLOUR = 0xd6d0c4;
// Wider than the arm reaches (0.8 m): such an obstacle (the mounting surface) would hide the
// floor grid and the arm's surroundings, so it is drawn faintly.
const LARGE_M = 1.5;
const worldMeshes = [];
let worldVersion = -1;

// three's cylinders run along y; the service's along their own z.
function shapeGeometry(s) {
  if (s.shape === 'box') return new THREE.BoxGeometry(...s.size);
  if (s.shape === 'sphere') return new THREE.SphereGeometry(s.radius, 32, 16);
  const g = new THREE.CylinderGeometry(s.radius, s.radius, s.length, 32);
  g.rotateX(Math.PI / 2);
  return g;
}

function extent(s) {
  if (s.shape === 'box') return Math.max(...s.size);
  return Math.max(2 * s.radius, s.length || 0);
}

// The API's poses: metres and ABC radians, R = Rz(a)·Ry(b)·Rx(c), which is three's 'ZYX' order.
function place(mesh, pose) {
  mesh.position.set(pose.x, pose.y, pose.z);
  mesh.rotation.set(pose.c, pose.b, pose.a, 'ZYX');
}

// Keep-out zones are volumes the arm may not enter, not things: translucent, and they must not
// hide what lies in them (no depth writes). A large obstacle yields to the grid on its surface.
function worldMaterial(o) {
  if (o.kind === 'keep_out') {
    return new THREE.MeshPhongMaterial({ color: KEEP_OUT_COLOUR, transparent: true, opacity: 0.25, depthWrite: false });
  }
  if (extent(o) > LARGE_M) {
    return new THREE.MeshPhongMaterial({
      color: FAINT_COLOUR,
      transparent: true,
      opacity: 0.35,
      depthWrite: false,
      polygonOffset: true,
      polygonOffsetFactor: 1,
      polygonOffsetUnits: 1,
    });
  }
  return new THREE.MeshPhongMaterial({ color: OBSTACLE_COLOUR });
}

// `name` and `kind` are what a closest pair calls the mesh: an object's id and kind, or `tool`.
function worldMesh(shape, material, name, kind, parent) {
  const mesh = new THREE.Mesh(shapeGeometry(shape), material);
  place(mesh, shape.pose);
  mesh.name = name;
  mesh.userData.world = kind;
  parent.add(mesh);
  worldMeshes.push(mesh);
  return mesh;
}

// An object hangs on its frame's link (which no joint moves), the planning frame when empty.
function frameOf(o) {
  const link = robot && robot.links[o.frame_id || description.planning_frame];
  return link || world;
}

// The active tool's TCP (D36): the TCP's frame (its axes, the trail, the drag) moves to the
// tool's offset from the flange; `null` puts it back on the flange.
function showTool(tool) {
  if (!tcp) return;
  const p = tool ? tool.tcp : { x: 0, y: 0, z: 0, a: 0, b: 0, c: 0 };
  tcp.position.set(p.x, p.y, p.z);
  // R = Rz(a)·Ry(b)·Rx(c): three.js's order 'ZYX' is the matrix Rz·Ry·Rx.
  tcp.quaternion.setFromEuler(new THREE.Euler(p.c, p.b, p.a, 'ZYX'));
  view.dataset.activeTool = tool ? tool.name : '';
  if (robot) robot.updateMatrixWorld(true);
  dirty = true;
}

// Drawn anew on each change: a world holds a few objects, and a change may alter any of them.
function drawWorld(w) {
  if (w.version < worldVersion) return;
  worldVersion = w.version;
  showTool(w.active_tool);
  unpaint();
  for (const mesh of worldMeshes.splice(0)) {
    mesh.removeFromParent();
    mesh.geometry.dispose();
    mesh.material.dispose();
  }
  for (const o of w.objects) worldMesh(o, worldMaterial(o), o.id, o.kind, frameOf(o));
  if (w.tool && flange) worldMesh(w.tool, new THREE.MeshPhongMaterial({ color: TOOL_COLOUR }), 'tool', 'tool', flange);
  view.dataset.world = w.objects.map((o) => `${o.id}:${o.kind}`).join(',');
  const opacity = (m) => (m.transparent ? m.opacity : 1);
  view.dataset.worldOpacity = worldMeshes.map((m) => `${m.name}:${opacity(m.material)}`).join(',');
  view.dataset.worldVersion = String(w.version);
  view.dataset.tool = w.tool && flange ? w.tool.shape : '';
  // The marked pair may name an object just drawn anew: mark its new mesh.
  if (closestShown) mark(closestShown);
  dirty = true;
}

// Read on each connection of the stream, which then carries every change: nothing is missed
// between the two, and a restarted service (versions from 0 again) is drawn afresh.
function readWorld() {
  worldVersion = -1;
  // The world endpoint may be switched off (404): the arm is drawn without it.
  api('GET', '/world').then(drawWorld, (e) => {
    if (e.status !== 404) showError(e);
  });
}

// ---- The closest pair of a previewed motion: both bodies painted, and a line in the aside.
// Red: they would touch. Violet otherwise: the URDF's links are orange and keep-out zones amber.
const TOUCH_COLOUR = 0xd00000;
const NEAR_COLOUR = 0xb030e0;
let closestShown = null;
const painted = [];

// A link's own meshes: its visuals (or capsules), not its child links' nor the world's.
function linkMeshes(link) {
  const meshes = [];
  for (const child of link.children) {
    if (child.isURDFJoint || child.userData.world) continue;
    child.traverse((o) => o.isMesh && meshes.push(o));
  }
  return meshes;
}

// A pair names the tool as a link (`tool`), an object by its id and kind.
function bodyMeshes(name, kind) {
  if (kind === 'link' && name === 'tool') return worldMeshes.filter((m) => m.userData.world === 'tool');
  if (kind === 'link') return robot && robot.links[name] ? linkMeshes(robot.links[name]) : [];
  return worldMeshes.filter((m) => m.name === name && m.userData.world === kind);
}

// Painted with a copy of its material, so materials the URDF's links share stay as they are.
function paint(mesh, colour) {
  const tint = (m) => {
    const copy = m.clone();
    copy.color.set(colour);
    return copy;
  };
  painted.push([mesh, mesh.material]);
  mesh.material = Array.isArray(mesh.material) ? mesh.material.map(tint) : tint(mesh.material);
}

function describeBody(name, kind) {
  if (kind === 'obstacle') return `obstacle \`${name}\``;
  if (kind === 'keep_out') return `keep-out zone \`${name}\``;
  return name;
}

function mark(c) {
  unpaint();
  closestShown = c;
  const touching = c.distance_m <= 0;
  const colour = touching ? TOUCH_COLOUR : NEAR_COLOUR;
  const marked = [];
  for (const [name, kind] of [
    [c.body, 'link'],
    [c.other, c.other_kind],
  ]) {
    const meshes = bodyMeshes(name, kind);
    meshes.forEach((m) => paint(m, colour));
    if (meshes.length) marked.push(`${name}:#${colour.toString(16).padStart(6, '0')}`);
  }
  const where = touching ? 'touching' : `${(c.distance_m * 100).toFixed(1)} cm`;
  const line = $('closest');
  const pair = `${describeBody(c.body, 'link')} ↔ ${describeBody(c.other, c.other_kind)}`;
  line.textContent = `closest: ${pair}, ${where} at ${Math.round(c.at_fraction * 100)}%`;
  line.classList.toggle('touching', touching);
  line.hidden = false;
  view.dataset.closest = `${c.body},${c.other},${c.distance_m}`;
  view.dataset.marked = marked.join(',');
  dirty = true;
}

function unpaint() {
  for (const [mesh, material] of painted.splice(0)) {
    [mesh.material].flat().forEach((m) => m.dispose());
    mesh.material = material;
  }
}

function clearMark() {
  unpaint();
  closestShown = null;
  $('closest').hidden = true;
  delete view.dataset.closest;
  delete view.dataset.marked;
  dirty = true;
}

// ---- The plot: each joint as a fraction of its range, so all seven share one axis.
const plotData = [[], [], [], [], [], [], [], []];
let plot = null;
let plotDue = 0;

const PLOT_HEIGHT = 200;

// The plot's box, less its padding: the width the plot is drawn at.
function plotWidth() {
  const box = $('plot');
  const style = getComputedStyle(box);
  return Math.max(box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), 100);
}

function makePlot(limits) {
  const colors = ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#a65628', '#f781bf'];
  plot = new uPlot(
    {
      width: plotWidth(),
      height: PLOT_HEIGHT,
      scales: { x: { time: false }, y: { range: [0, 1] } },
      axes: [{ label: 's' }, { label: 'fraction of range' }],
      series: [{ label: 't' }, ...limits.map((l, i) => ({ label: l.name, stroke: colors[i % colors.length] }))],
    },
    plotData,
    $('plot'),
  );
  // Redrawn at the width of its box whenever that changes.
  new ResizeObserver(() => {
    const width = plotWidth();
    if (Math.abs(width - plot.width) >= 1) plot.setSize({ width, height: PLOT_HEIGHT });
  }).observe($('plot'));
}

function updatePlot(t, position) {
  if (!plot || !description) return;
  plotData[0].push(t);
  description.limits.forEach((l, i) => {
    plotData[i + 1].push((position[i] - l.min_position) / (l.max_position - l.min_position));
  });
  while (plotData[0].length && plotData[0][0] < t - PLOT_SECONDS) plotData.forEach((s) => s.shift());
  const now = performance.now();
  if (now >= plotDue) {
    plotDue = now + 100;
    const t0 = plotData[0][0];
    plot.setData([plotData[0].map((x) => x - t0), ...plotData.slice(1)]);
  }
}

// ---- Moves, each previewed first (POST /robot/plan/*, the same body): a refused plan is shown
// and never sent, and the closest pair of the path stays marked while the arm moves. The
// marking is cleared when the move has ended; a refused plan's stays until the next motion.
let ownMotion = false;
// Counts presses of Stop: one during a preview cancels the move it previewed.
let stops = 0;

// null when the preview endpoint is switched off (404): the move is sent unpreviewed, and the
// service still checks its path before the arm moves.
async function preview(kind, body) {
  try {
    return await api('POST', `/robot/plan/${kind}`, body);
  } catch (e) {
    if (e.status === 404) return null;
    throw e;
  }
}

async function move(kind, body) {
  clearError();
  clearMark();
  const stopsBefore = stops;
  ownMotion = true;
  try {
    const plan = await preview(kind, body);
    if (plan && plan.closest) mark(plan.closest);
    if (plan && !plan.success) {
      showError(plan.message);
      return plan;
    }
    if (stops !== stopsBefore) {
      clearMark();
      return null;
    }
    const answer = await command('POST', `/robot/move/${kind}`, body);
    // The move ended: the pair it was planned with no longer describes where the arm is.
    clearMark();
    return answer;
  } catch (e) {
    showError(e);
    return null;
  } finally {
    ownMotion = false;
  }
}

// ---- Controls.
const sliders = [];
let dragging = -1;

// Bounds and defaults are the service's (the description's limits and ranges), so a control
// offers only what a request may ask.
function makeControls(limits, ranges) {
  const speed = $('speed');
  Object.assign(speed, { min: ranges.speed.min, max: ranges.speed.max, value: ranges.speed.default, disabled: false });
  $('speed-value').value = speed.value;
  speed.addEventListener('input', () => ($('speed-value').value = speed.value));
  limits.forEach((l, i) => {
    const label = document.createElement('label');
    label.textContent = l.name;
    const input = document.createElement('input');
    Object.assign(input, { type: 'range', min: l.min_position, max: l.max_position, step: 0.001 });
    input.dataset.joint = String(i);
    const out = document.createElement('output');
    input.addEventListener('pointerdown', () => (dragging = i));
    input.addEventListener('input', () => (out.value = Number(input.value).toFixed(3)));
    // On release: the arm goes to where it is now, with this one joint where the slider is.
    input.addEventListener('change', async () => {
      dragging = -1;
      const target = joints.slice();
      target[i] = Number(input.value);
      await move('joints', { joints: target, speed: Number(speed.value) });
    });
    label.append(input, out);
    $('joints').appendChild(label);
    sliders.push({ input, out });
  });
  $('stop').addEventListener('click', () => {
    stops++;
    command('POST', '/stop', {});
  });
}

// ---- Jog (D29): hold-to-run over the GET /robot/jog WebSocket. Each press opens a session,
// sends its command at the jog rate while the button or key is held and nothing otherwise, and
// closes it on release: the service brings the arm to rest and frees it for other motions.

// The control lease (D29, control.js's armrestLease()) goes with requests that move the arm. A
// WebSocket cannot carry the X-Armrest-Lease header, so the jog passes it in the `lease` query
// parameter.

let jog = null;

function jogUrl() {
  const lease = window.armrestLease();
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/robot/jog${lease ? `?lease=${encodeURIComponent(lease)}` : ''}`;
}

// The command for `axis` in direction `sign`, at the speed slider's share of what the service
// allows (its `ready` message).
function jogCommand(axis, sign, rules) {
  // `sign` 0: a command of zeros, which brakes.
  const share = Number($('jog-speed').value) * sign;
  if (axis.drag) {
    const linear = dragDirection().map((x) => x * share * rules.max_linear_m_s);
    return { mode: 'cartesian', frame: 'base', linear, angular: [0, 0, 0] };
  }
  if (axis.joint !== undefined) {
    const velocity = Array(rules.joints.length).fill(0);
    velocity[axis.joint] = share * rules.max_speed;
    return { mode: 'joint', velocity };
  }
  const linear = [0, 0, 0];
  const angular = [0, 0, 0];
  if (axis.linear !== undefined) linear[axis.linear] = share * rules.max_linear_m_s;
  else angular[axis.angular] = share * rules.max_angular_rad_s;
  return { mode: 'cartesian', frame: $('jog-frame').value, linear, angular };
}

// What the jog status line says: `jogging`, `braking` (released, the arm slowing), `at rest`,
// or what limits the jog; its data-state holds the first three for tests.
function jogStatus(state, text) {
  const el = $('jog-status');
  el.dataset.state = state;
  el.textContent = text || state;
}

// The status from a `state` message: `jogging` is true while the session moves the arm, braking
// included; `held` says whether the operator still holds the button.
// The jog's last setpoint is still ahead of the arm when `jogging` turns false: at rest is
// when the joints have stopped too (rad/s).
const REST_VELOCITY = 1e-3;

function jogState(msg, held) {
  const still = !msg.jogging && msg.velocity.every((v) => Math.abs(v) < REST_VELOCITY);
  const state = still ? 'at rest' : held ? 'jogging' : 'braking';
  jogStatus(state, msg.limited.length ? `${state}: ${msg.limited.join('; ')}` : state);
  return state;
}

// How long a released session stays open to see the arm come to rest (its `state` messages)
// before the page closes it anyway; closed, the service brings the arm to rest by itself.
const JOG_REST_WAIT_MS = 3000;

// Why a jog's upgrade was refused (a WebSocket shows no status): a lease the page lacks (423),
// else another motion (409).
async function jogRefused() {
  const advice = window.armrestLocked ? await window.armrestLocked(false) : null;
  showError(advice ? `jog refused: ${advice}` : 'jog refused: another motion holds the arm');
}

function jogStart(axis, sign, button) {
  clearError();
  // A released session still braking is used again: a new one would wait for it to end (409).
  const reuse = jog && jog.released && jog.rules && jog.socket.readyState === WebSocket.OPEN ? jog : null;
  if (!reuse) jogClose();
  const session = reuse || { socket: null, timer: null, opened: false, rules: null };
  Object.assign(session, { axis, sign, button, released: false });
  clearTimeout(session.restTimer);
  jog = session;
  if (button) button.classList.add('held');
  const send = () =>
    session.socket.readyState === WebSocket.OPEN && session.socket.send(JSON.stringify(jogCommand(session.axis, session.sign, session.rules)));
  const begin = () => {
    send();
    session.timer = setInterval(send, 1000 / session.rules.rate_hz);
  };
  if (reuse) {
    begin();
    return;
  }
  const socket = new WebSocket(jogUrl());
  session.socket = socket;
  socket.onopen = () => (session.opened = true);
  socket.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === 'ready') {
      session.rules = msg;
      if (!session.released) begin();
    } else if (msg.type === 'state') {
      // Released and at rest: the session ends (the arm is free for other motions).
      if (jogState(msg, !session.released) === 'at rest' && session.released) socket.close();
    } else if (msg.type === 'error') {
      showError(describe(422, msg));
    } else if (msg.type === 'ended') {
      showError(`jog ended: ${msg.detail}`);
    }
  };
  socket.onclose = () => {
    clearInterval(session.timer);
    clearTimeout(session.restTimer);
    if (jog === session) jog = null;
    if (session.button) session.button.classList.remove('held');
    // Closed, the service brings the arm to rest and lets it go.
    jogStatus('at rest');
    // A refused upgrade (409: another motion runs; 423: control is leased) shows no status here.
    if (!session.opened) jogRefused();
  };
}

// Released: no more commands, one of all zeros to brake at once (rather than at the dead man's
// time), and the session kept open until its `state` says the arm is at rest.
function jogStop() {
  if (!jog || jog.released) return;
  const session = jog;
  session.released = true;
  clearInterval(session.timer);
  if (session.button) session.button.classList.remove('held');
  if (session.socket.readyState === WebSocket.OPEN && session.rules) {
    const zero = jogCommand(session.axis, 0, session.rules);
    session.socket.send(JSON.stringify(zero));
    jogStatus('braking');
    session.restTimer = setTimeout(() => session.socket.close(), JOG_REST_WAIT_MS);
  } else {
    session.socket.close();
  }
}

// Closed at once (a new press, leaving the page).
function jogClose() {
  if (!jog) return;
  clearInterval(jog.timer);
  clearTimeout(jog.restTimer);
  if (jog.button) jog.button.classList.remove('held');
  jog.socket.close();
  jog = null;
}

function jogButton(parent, text, axis, sign, data) {
  const b = document.createElement('button');
  b.textContent = text;
  Object.assign(b.dataset, data, { sign: String(sign) });
  b.addEventListener('pointerdown', (e) => {
    b.setPointerCapture(e.pointerId);
    jogStart(axis, sign, b);
  });
  for (const end of ['pointerup', 'pointercancel', 'lostpointercapture']) b.addEventListener(end, jogStop);
  parent.appendChild(b);
}

// Keys held: 1-7 joint +, Shift+1-7 joint −; arrows X and Y, PageUp/PageDown Z (in the frame
// chosen).
function jogKey(e) {
  if (/^Digit[1-7]$/.test(e.code)) return [{ joint: Number(e.code.slice(5)) - 1 }, e.shiftKey ? -1 : 1];
  const keys = {
    ArrowRight: [{ linear: 0 }, 1], ArrowLeft: [{ linear: 0 }, -1],
    ArrowUp: [{ linear: 1 }, 1], ArrowDown: [{ linear: 1 }, -1],
    PageUp: [{ linear: 2 }, 1], PageDown: [{ linear: 2 }, -1],
  };
  return keys[e.key] || null;
}

function makeJogPad(limits) {
  const speed = $('jog-speed');
  speed.addEventListener('input', () => ($('jog-speed-value').value = speed.value));
  limits.forEach((l, i) => {
    const name = document.createElement('span');
    name.textContent = l.name;
    $('jog-joints').appendChild(name);
    jogButton($('jog-joints'), '−', { joint: i }, -1, { joint: String(i) });
    jogButton($('jog-joints'), '+', { joint: i }, 1, { joint: String(i) });
  });
  // One row per axis: x, y, z (m/s along them), then rx, ry, rz (rad/s about them).
  const axes = [
    ['x', { linear: 0 }, 'along x (m/s)'],
    ['y', { linear: 1 }, 'along y (m/s)'],
    ['z', { linear: 2 }, 'along z (m/s)'],
    ['rx', { angular: 0 }, 'about x (rad/s)'],
    ['ry', { angular: 1 }, 'about y (rad/s)'],
    ['rz', { angular: 2 }, 'about z (rad/s)'],
  ];
  for (const [name, axis, title] of axes) {
    const label = document.createElement('span');
    label.textContent = name;
    label.title = title;
    $('jog-cartesian').appendChild(label);
    jogButton($('jog-cartesian'), '−', axis, -1, { axis: name });
    jogButton($('jog-cartesian'), '+', axis, 1, { axis: name });
  }
  let held = null;
  window.addEventListener('keydown', (e) => {
    if (e.repeat || ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement?.tagName)) return;
    const key = jogKey(e);
    if (!key) return;
    e.preventDefault();
    held = e.code;
    jogStart(key[0], key[1], null);
  });
  window.addEventListener('keyup', (e) => {
    if (e.code === held) {
      held = null;
      jogStop();
    }
  });
  // A page that loses focus or is hidden lets go (the dead man's switch would too).
  window.addEventListener('blur', jogStop);
  document.addEventListener('visibilitychange', () => document.hidden && jogClose());
}

// ---- Dragging the tool jogs it (D29's jog session, its dead man's switch included): a press on
// or near the TCP's place on the screen opens a Cartesian jog in the base frame whose linear
// velocity points from the TCP towards the pointer in the view's plane, its share of the jog
// speed growing with their distance up to DRAG_FULL_PX (capped at 1); letting go brakes and
// closes the session like a released jog button. A press elsewhere turns the camera.
const DRAG_PICK_PX = 40;
const DRAG_FULL_PX = 120;
// Closer than this the pointer is on the TCP: a command of zeros (the arm holds).
const DRAG_DEAD_PX = 4;
let drag = null;

// The TCP's place on the screen (client px), or null.
function tcpOnScreen() {
  if (!tcp) return null;
  const p = tcp.getWorldPosition(new THREE.Vector3()).project(camera);
  if (p.z > 1) return null;
  const r = renderer.domElement.getBoundingClientRect();
  return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height, left: r.left, top: r.top };
}

// For tests: where the TCP is drawn, relative to the scene's canvas (CSS px).
function showTcpOnScreen() {
  const at = tcpOnScreen();
  view.dataset.tcpPx = at ? JSON.stringify([Math.round(at.x - at.left), Math.round(at.y - at.top)]) : '';
}

// The drag as a share of the linear jog in the base frame: (pointer − TCP) on the screen, along
// the camera's right and up, turned from three's frame into the robot's.
function dragDirection() {
  const at = tcpOnScreen();
  if (!drag || !at) return [0, 0, 0];
  const dx = drag.x - at.x;
  const dy = drag.y - at.y;
  const length = Math.hypot(dx, dy);
  if (length < DRAG_DEAD_PX) return [0, 0, 0];
  camera.updateMatrixWorld();
  const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
  const v = right.multiplyScalar(dx).addScaledVector(up, -dy).normalize();
  v.applyQuaternion(world.getWorldQuaternion(new THREE.Quaternion()).invert());
  const share = Math.min(1, length / DRAG_FULL_PX);
  return [v.x * share, v.y * share, v.z * share];
}

function nearTcp(e) {
  const at = tcpOnScreen();
  return Boolean(at) && Math.hypot(e.clientX - at.x, e.clientY - at.y) <= DRAG_PICK_PX;
}

function makeDragJog() {
  const canvas = renderer.domElement;
  afterRender = showTcpOnScreen;
  // Seen before the camera's controls (capture): a press on the tool is the jog's, not theirs.
  view.addEventListener(
    'pointerdown',
    (e) => {
      if (drag || e.button !== 0 || !nearTcp(e)) return;
      e.stopPropagation();
      e.preventDefault();
      drag = { pointerId: e.pointerId, x: e.clientX, y: e.clientY };
      controls.enabled = false;
      canvas.setPointerCapture(e.pointerId);
      canvas.classList.add('dragging');
      view.dataset.drag = 'true';
      jogStart({ drag: true }, 1, null);
    },
    { capture: true },
  );
  canvas.addEventListener('pointermove', (e) => {
    if (drag && e.pointerId === drag.pointerId) {
      drag.x = e.clientX;
      drag.y = e.clientY;
    } else if (!drag && e.pointerType === 'mouse') {
      canvas.classList.toggle('over-tool', nearTcp(e));
    }
  });
  const end = (e) => {
    if (!drag || (e && e.pointerId !== undefined && e.pointerId !== drag.pointerId)) return;
    drag = null;
    controls.enabled = true;
    canvas.classList.remove('dragging');
    view.dataset.drag = 'false';
    jogStop();
  };
  for (const kind of ['pointerup', 'pointercancel', 'lostpointercapture', 'pointerleave']) canvas.addEventListener(kind, end);
  // A page that loses focus or is hidden lets go, and its camera turns again.
  window.addEventListener('blur', () => end());
  document.addEventListener('visibilitychange', () => document.hidden && end());
}

function appendLog(id, line) {
  const pre = $(id);
  const lines = pre.textContent ? pre.textContent.split('\n') : [];
  lines.push(line);
  pre.textContent = lines.slice(-logLines).join('\n');
  pre.scrollTop = pre.scrollHeight;
}

function showSequence(s) {
  $('sequence').textContent = s.returncode === undefined || s.returncode === null ? s.status : `${s.status} (return code ${s.returncode})`;
}

// ---- The TCP pose as numbers, from GET /robot/pose (what the API answers, its ranges too):
// asked again when the joints have changed, at most every POSE_EVERY_MS.
const POSE_EVERY_MS = 250;
let poseFor = null;
let poseOut = false;

function fixed(x, digits) {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

function showPose(p) {
  const cell = (k, text) => (document.querySelector(`#pose [data-pose="${k}"]`).textContent = text);
  for (const k of ['x', 'y', 'z']) {
    cell(k, `${fixed(p.position[k], 4)} m`);
    cell(`${k}-mm`, `${fixed(p.position[k] * 1000, 1)} mm`);
  }
  for (const k of ['a', 'b', 'c']) {
    cell(k, `${fixed(p.orientation.euler_deg[k], 2)}°`);
    cell(`${k}-rad`, `${fixed(p.orientation.euler_rad[k], 4)} rad`);
  }
  $('pose-frame').textContent = `in ${p.frame_id}; a, b, c about z, y, x (R = Rz(a)·Ry(b)·Rx(c))`;
  $('pose').dataset.pose = JSON.stringify([p.position.x, p.position.y, p.position.z, p.orientation.euler_rad.a, p.orientation.euler_rad.b, p.orientation.euler_rad.c]);
}

async function readPose() {
  if (poseOut || !joints.length || (poseFor && poseFor.every((q, i) => Math.abs(q - joints[i]) < 1e-6))) return;
  poseOut = true;
  const asked = joints.slice();
  try {
    showPose(await api('GET', '/robot/pose'));
    poseFor = asked;
  } catch (e) {
    // Switched off (404) or not available now (503): said in place of the numbers.
    $('pose-frame').textContent = `pose not available: ${e.message}`;
    poseFor = asked;
  } finally {
    poseOut = false;
  }
}

// ---- Events.
function onState(e) {
  joints = e.position;
  view.dataset.joints = JSON.stringify(e.position);
  view.dataset.stamp = e.stamp;
  if (robot) {
    e.name.forEach((name, i) => robot.setJointValue(name, e.position[i]));
    robot.updateMatrixWorld(true);
    if (tcp) updateTrail(tcp.getWorldPosition(new THREE.Vector3()));
    dirty = true;
  }
  sliders.forEach((s, i) => {
    if (i !== dragging && document.activeElement !== s.input) {
      s.input.value = e.position[i];
      s.out.value = e.position[i].toFixed(3);
    }
  });
  updatePlot(Date.parse(e.stamp) / 1000, e.position);
  const at = e.pose && e.pose.position;
  if (pathRun && at && pathRun.length < PATH_TRACE_POINTS) pathRun.push([at.x, at.y, at.z]);
  view.dataset.ready = robot ? 'true' : 'false';
}

// A blended path (POST /robot/move/path, D35), whoever asked for it: the TCP's positions from
// the states while it runs, drawn as a trace when it ends, so its blends can be seen.
let pathRun = null;
const PATH_TRACE_POINTS = 2000;

// A motion another client starts takes the arm away from where a refused plan's pair was found.
function onMotion(e) {
  if (e.phase === 'admitted' && !ownMotion && closestShown) clearMark();
  if (e.request !== 'move_path') return;
  if (e.phase === 'admitted') pathRun = [];
  else if (e.phase === 'finished' && pathRun) {
    showTrace(pathRun, 'path', 'the path');
    pathRun = null;
  }
}

function onEvent(kind, e) {
  if (kind === 'state') onState(e);
  else if (kind === 'world') drawWorld(e);
  else if (kind === 'motion') onMotion(e);
  else if (kind === 'sequence') showSequence(e);
  else if (kind === 'log') appendLog(e.source === 'sequence' ? 'log-sequence' : 'log-trajectory', e.line);
  else if (kind === 'closed') $('connection').textContent = `stream closed: ${e.reason}`;
}

// EventSource cannot send a token, so the stream is read with fetch.
async function stream() {
  for (;;) {
    try {
      const r = await fetch('/robot/stream?rate=30', { headers: headers(false) });
      if (r.status === 401) {
        askToken();
        continue;
      }
      if (!r.ok) throw new ApiError(r.status, await r.json().catch(() => null));
      $('connection').textContent = 'live';
      readWorld();
      const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let kind = null;
          let data = null;
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) kind = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (kind && data) onEvent(kind, JSON.parse(data));
        }
      }
      $('connection').textContent = 'reconnecting…';
    } catch (e) {
      $('connection').textContent = 'disconnected; retrying';
      showError(e);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// ---- Start.
async function start() {
  resize();
  try {
    description = await api('GET', '/robot/description');
    const loader = new URDFLoader();
    loader.packages = (pkg) => `/robot/description/packages/${pkg}`;
    loader.loadMeshCb = loadMesh;
    robot = loader.parse(description.urdf);
    capsules(robot);
    world.add(robot);
    flange = robot.links[description.tcp_link] || null;
    tcp = flange ? new THREE.Object3D() : null;
    if (tcp) {
      flange.add(tcp);
      tcp.add(new THREE.AxesHelper(0.12));
    }
    dirty = true;
    makeControls(description.limits, description.ranges);
    await initTeach({
      api,
      command,
      move,
      showError,
      clearError,
      fetchFile,
      token: () => token,
      speed: () => Number($('speed').value),
      stops: () => stops,
      mark,
      clearMark,
      showTrace,
      clearTrace,
    });
    makeJogPad(description.limits);
    makeDragJog();
    makePlot(description.limits);
    setInterval(readPose, POSE_EVERY_MS);
    api('GET', '/sequences/status').then(showSequence, () => {});
    logLines = description.ranges.log_lines.max;
    api('GET', `/trajectory/logs?n=${logLines}`).then((l) => l.lines.forEach((x) => appendLog('log-trajectory', x)), () => {});
    api('GET', `/sequences/logs?n=${logLines}`).then((l) => l.lines.forEach((x) => appendLog('log-sequence', x)), () => {});
  } catch (e) {
    showError(e);
  }
  stream();
}

start();
