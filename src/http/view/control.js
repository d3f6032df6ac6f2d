// The control lease (D29) from the page: "Take control" and "Release", renewed while the page is
// open and visible (hidden, it lapses and the service holds the arm), and who holds control
// now. view.js sends the lease with every request that moves the arm (armrestLease()).
const $ = (id) => document.getElementById(id);
const HOLDER = 'view';
// Renewal (D29): due a third of the ttl after the last successful renewal was *sent* (the
// service counts the ttl from when the renewal arrives, later still), so two renewals may be
// lost or slow before the lease lapses.
const RENEW_SHARE = 1 / 3;
// A renewal answered more than half the ttl after the last successful one was sent left the
// lease less than half its ttl: the page says so (the machine or the network is slow).
const LATE_SHARE = 1 / 2;
// How often the page looks whether a renewal is due. It looks, rather than trusting one timer
// per renewal: a tick that comes late (a busy machine) renews at once.
const TICK_MS = 100;
// After a renewal that failed (no answer, an error other than 409): the next try.
const RETRY_MS = 200;
// How long the note about a late renewal stays after the last late one.
const LATE_NOTE_MS = 10000;

let lease = sessionStorage.getItem('armrest-lease');
let ttl = Number(sessionStorage.getItem('armrest-lease-ttl')) || 2;
// When the last successful renewal (or the grant) was sent, performance.now() ms; a lease kept
// across a reload is renewed at once.
let renewedSent = -Infinity;
// When the renewal awaiting its answer was sent (null: none out).
let outSince = null;
let retryAt = 0;
let lateUntil = 0;

window.armrestLease = () => lease;

// What a refusal for want of control (423) tells the operator of this page: the button to press,
// and who holds control, if anyone; null when control is not leased, or (`answered423` false:
// a refused WebSocket, whose status is unknown) when this page seems to hold it.
window.armrestLocked = async (answered423 = true) => {
  const r = await call('GET', '/control').catch(() => null);
  const s = r && r.status === 200 ? r.body : null;
  if (s && s.mode !== 'lease') return null;
  show();
  if (s && s.held && lease && s.holder === HOLDER) {
    if (!answered423) return null;
    return 'this page\'s control is no longer in force: press Take control again; nothing moved';
  }
  if (s && s.held) {
    return `control is held by ${s.holder} (lease #${s.number}): ask them to release it, or press Take control to take it over (the arm is stopped first); nothing moved`;
  }
  return 'control is leased and nobody holds it: press Take control first; nothing moved';
};

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

// `granted`: the grant, asked for at `sent`; null: no lease any more.
function keep(granted, sent) {
  lease = granted ? granted.lease : null;
  outSince = null;
  retryAt = 0;
  if (granted) {
    ttl = granted.ttl_s;
    renewedSent = sent;
    sessionStorage.setItem('armrest-lease', lease);
    sessionStorage.setItem('armrest-lease-ttl', String(ttl));
  } else {
    sessionStorage.removeItem('armrest-lease');
    note(null);
  }
}

function say(text) {
  const box = $('error');
  box.textContent = text;
  box.hidden = false;
}

// The note beside who holds control: a renewal came late (`text`), or none (null).
function note(text) {
  const el = $('control-note');
  if (text === null) {
    el.hidden = true;
    return;
  }
  el.textContent = text;
  el.hidden = false;
  el.dataset.late = String(Number(el.dataset.late || 0) + 1);
  lateUntil = performance.now() + LATE_NOTE_MS;
}

// Renews when due, and only while the page can be seen: an operator who left the page does not
// keep control. One renewal at a time, unless the one out has gone unanswered a whole period.
function tick() {
  const now = performance.now();
  if (lateUntil && now > lateUntil) {
    lateUntil = 0;
    note(null);
  }
  if (!lease || document.visibilityState !== 'visible') return;
  const every = ttl * 1000 * RENEW_SHARE;
  if (outSince !== null && now - outSince < every) return;
  if (now - renewedSent >= every && now >= retryAt) renew();
}

async function renew() {
  if (!lease) return;
  const held = lease;
  const sent = performance.now();
  outSince = sent;
  const r = await call('POST', '/control/renew', undefined, true).catch(() => null);
  if (outSince === sent) outSince = null;
  // Released, lost or taken again while it was out: this answer is about no lease of ours.
  if (lease !== held) return;
  const answered = performance.now();
  if (r && r.status === 200) {
    const since = answered - renewedSent;
    renewedSent = Math.max(renewedSent, sent);
    if (Number.isFinite(since) && since > ttl * 1000 * LATE_SHARE) {
      note(
        `renewal late: answered ${(since / 1000).toFixed(1)} s after the last one, of a ${ttl.toFixed(1)} s ` +
          'lease (the machine or the network is slow; control lapses if no renewal comes in time)',
      );
    }
  } else if (r && r.status === 409) {
    keep(null);
    say(`Control was lost: ${r.body && r.body.detail}`);
  } else {
    retryAt = answered + RETRY_MS;
  }
  show();
}

// The lease gets the service's ttl (control.ttl_s): the operator's setting, not the page's.
async function take() {
  let sent = performance.now();
  let r = await call('POST', '/control', { holder: HOLDER });
  if (r.status === 409 && confirm(`${r.body.detail}\n\nTake control? The arm is stopped first.`)) {
    sent = performance.now();
    r = await call('POST', '/control', { holder: HOLDER, take: true });
  }
  if (r.status === 200) keep(r.body, sent);
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
  const asked = lease;
  const r = await call('GET', '/control').catch(() => null);
  const el = $('control');
  if (!r || r.status !== 200) {
    el.textContent = 'control: unknown';
    return;
  }
  const s = r.body;
  const mine = lease && s.held && s.holder === HOLDER;
  // Lost, if the page held this very lease when it asked (an answer sent before a grant says
  // nothing about it).
  if (asked && lease === asked && !s.held) keep(null);
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
// Seen again: renewed at once (a lease that lapsed meanwhile is reported lost).
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') renew();
});
// Leaving the page gives control back at once rather than at the lapse.
window.addEventListener('pagehide', () => {
  if (lease) fetch('/control', { method: 'DELETE', headers: headers(true), keepalive: true });
});
setInterval(tick, TICK_MS);
tick();
show();
setInterval(show, 1000);
