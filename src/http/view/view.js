// The arm in 3D, live from GET /robot/stream, with controls that call the service's own
// endpoints. Everything it loads comes from armrest itself (offline robot networks).
import { THREE, URDFLoader, OrbitControls, STLLoader, ColladaLoader } from '/view/lib/scene.js';

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
  return h;
}

function askToken() {
  const given = prompt('This armrest needs its access token (web.auth_token):');
  if (given === null) throw new ApiError(401, { detail: 'no token given' });
  token = given.trim();
  sessionStorage.setItem('armrest-token', token);
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
    if (!r.ok) throw new ApiError(r.status, data);
    return data;
  }
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
window.addEventListener('resize', resize);
controls.addEventListener('change', () => (dirty = true));
(function frame() {
  if (dirty) {
    renderer.render(scene, camera);
    dirty = false;
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
  trail.forEach((p, i) => {
    // Older points fade towards the background.
    const fade = 1 - (i + 1) / trail.length;
    positions.set([p.x, p.y, p.z], i * 3);
    colors.set([0.9 * fade + 0.1, 0.3 + 0.7 * fade, 0.1 + 0.9 * fade], i * 3);
  });
  trailGeometry.setDrawRange(0, trail.length);
  trailGeometry.attributes.position.needsUpdate = true;
  trailGeometry.attributes.color.needsUpdate = true;
}

// ---- The plot: each joint as a fraction of its range, so all seven share one axis.
const plotData = [[], [], [], [], [], [], [], []];
let plot = null;
let plotDue = 0;

function makePlot(limits) {
  const colors = ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#a65628', '#f781bf'];
  plot = new uPlot(
    {
      width: Math.max(view.clientWidth, 400),
      height: 200,
      scales: { x: { time: false }, y: { range: [0, 1] } },
      axes: [{ label: 's' }, { label: 'fraction of range' }],
      series: [{ label: 't' }, ...limits.map((l, i) => ({ label: l.name, stroke: colors[i % colors.length] }))],
    },
    plotData,
    $('plot'),
  );
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

// ---- Controls.
const sliders = [];
let dragging = -1;

// Bounds and defaults are the service's (the description's limits and ranges), so a control
// offers only what a request may ask.
function makeControls(limits, ranges, positions) {
  const speed = $('speed');
  Object.assign(speed, { min: ranges.speed.min, max: ranges.speed.max, value: ranges.speed.default, disabled: false });
  $('speed-value').value = speed.value;
  speed.addEventListener('input', () => ($('speed-value').value = speed.value));
  for (const p of positions) {
    const b = document.createElement('button');
    b.textContent = p.name;
    b.title = p.description;
    b.dataset.position = p.name;
    b.addEventListener('click', () => command('POST', '/robot/move/named', { name: p.name, speed: Number(speed.value) }));
    $('positions').appendChild(b);
  }
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
      await command('POST', '/robot/move/joints', { joints: target, speed: Number(speed.value) });
    });
    label.append(input, out);
    $('joints').appendChild(label);
    sliders.push({ input, out });
  });
  $('stop').addEventListener('click', () => command('POST', '/stop', {}));
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
  view.dataset.ready = robot ? 'true' : 'false';
}

function onEvent(kind, e) {
  if (kind === 'state') onState(e);
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
    tcp = robot.links[description.tcp_link] || null;
    if (tcp) tcp.add(new THREE.AxesHelper(0.12));
    dirty = true;
    const positions = await api('GET', '/robot/positions').catch((e) => (showError(e), []));
    makeControls(description.limits, description.ranges, positions);
    makePlot(description.limits);
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
