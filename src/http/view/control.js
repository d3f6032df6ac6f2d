// The control lease (D29) from the page: "Take control" and "Release", renewed while the page is
// open and visible (hidden, it lapses and the service holds the arm), and who holds control
// now. view.js sends the lease with every request that moves the arm (armrestLease()).
const $ = (id) => document.getElementById(id);
const HOLDER = 'view';
let lease = sessionStorage.getItem('armrest-lease');
let ttl = Number(sessionStorage.getItem('armrest-lease-ttl')) || 2;
let renewing = null;

window.armrestLease = () => lease;

function headers(withLease) {
  const h = { 'Content-Type': 'application/json' };
  const token = sessionStorage.getItem('armrest-token');
  if (token) h.Authorization = `Bearer ${token}`;
  if (withLease && lease) h['X-Armrest-Lease'] = lease;
  return h;
}

async function call(method, path, body, withLease) {
  const r = await fetch(path, {
    method,
    headers: headers(withLease),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json().catch(() => null) };
}

function keep(granted) {
  lease = granted ? granted.lease : null;
  if (granted) {
    ttl = granted.ttl_s;
    sessionStorage.setItem('armrest-lease', lease);
    sessionStorage.setItem('armrest-lease-ttl', String(ttl));
  } else {
    sessionStorage.removeItem('armrest-lease');
  }
  schedule();
}

function say(text) {
  const box = $('error');
  box.textContent = text;
  box.hidden = false;
}

// Renews at a third of the ttl, and only while the page can be seen: an operator who left the
// page does not keep control.
function schedule() {
  clearInterval(renewing);
  renewing = null;
  if (lease && document.visibilityState === 'visible') {
    renewing = setInterval(renew, Math.max(50, (ttl * 1000) / 3));
  }
}

async function renew() {
  if (!lease) return;
  const r = await call('POST', '/control/renew', undefined, true).catch(() => null);
  if (r && r.status === 409) {
    keep(null);
    say(`Control was lost: ${r.body && r.body.detail}`);
  }
  show();
}

async function take() {
  let r = await call('POST', '/control', { holder: HOLDER, ttl_s: ttl });
  if (r.status === 409 && confirm(`${r.body.detail}\n\nTake control? The arm is stopped first.`)) {
    r = await call('POST', '/control', { holder: HOLDER, ttl_s: ttl, take: true });
  }
  if (r.status === 200) keep(r.body);
  else if (r.status !== 409) say(`${r.status}: ${JSON.stringify(r.body && r.body.detail)}`);
  show();
}

async function release() {
  if (lease) await call('DELETE', '/control', undefined, true).catch(() => null);
  keep(null);
  show();
}

// Who holds control, as anyone may see it.
async function show() {
  const r = await call('GET', '/control').catch(() => null);
  const el = $('control');
  if (!r || r.status !== 200) {
    el.textContent = 'control: unknown';
    return;
  }
  const s = r.body;
  const mine = lease && s.held && s.holder === HOLDER;
  if (lease && !s.held) keep(null);
  el.dataset.mode = s.mode;
  el.dataset.holder = s.held ? s.holder : '';
  el.dataset.mine = mine ? 'true' : 'false';
  if (mine) el.textContent = `control: yours (lease #${s.number})`;
  else if (s.held) el.textContent = `control: ${s.holder} (${s.expires_in_s.toFixed(1)} s)`;
  else if (s.mode === 'open') el.textContent = 'control: open to every client';
  else el.textContent = 'control: nobody; take it to move the arm';
  $('take-control').hidden = Boolean(mine);
  $('release-control').hidden = !mine;
}

$('take-control').addEventListener('click', take);
$('release-control').addEventListener('click', release);
document.addEventListener('visibilitychange', () => {
  schedule();
  if (document.visibilityState === 'visible') renew();
});
// Leaving the page gives control back at once rather than at the lapse.
window.addEventListener('pagehide', () => {
  if (lease) fetch('/control', { method: 'DELETE', headers: headers(true), keepalive: true });
});
schedule();
show();
setInterval(show, 1000);
