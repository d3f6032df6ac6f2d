//! The event stream under load (issue 13). Two parts:
//!
//! - End to end: armrest (this build's binary, on the simulator at 100 joint states per
//!   second) as a process of its own, the arm moving between named positions, and 500 clients
//!   (`ARMREST_BENCH_STREAM_CLIENTS`) on loopback each reading
//!   `GET /robot/stream?events=state&rate=100`. Over a 10 s window of
//!   message time it prints the state events delivered per second, how many each client missed,
//!   armrest's CPU share (utime + stime from `/proc/PID/stat`, against the same window with no
//!   client) and the delay from the simulator's tick (the event's `stamp`) to the client reading
//!   it: p50, p99, max. Targets (issue 25): every one of the 50,000 events/s delivered, under
//!   one core, p99 under 10 ms.
//! - In process, with criterion: one state event published to 1 and to 100 subscribers and
//!   read by each (what the hub itself costs per event, without sockets).
//!
//! Run with `cargo bench --bench stream`; figures are in docs/performance.md. The clients run in this
//! process on one thread, so on the 2-core machine they, armrest and the simulator share the
//! cores as they would on a robot's computer with a few local consumers.

// A bench uses a few of the integration tests' helpers.
#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use armrest::events::kinds::StateEvent;
use armrest::events::{EventKind, Hub, Kinds};
use armrest_backend::TcpPose;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Clients of the end-to-end part unless `ARMREST_BENCH_STREAM_CLIENTS` says otherwise: issue
/// 25's load.
const CLIENTS: usize = 500;
/// The in-process part's larger fan-out.
const FAN_OUT: usize = 100;

fn clients() -> usize {
    std::env::var("ARMREST_BENCH_STREAM_CLIENTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(CLIENTS)
}

/// State events per second each client asks for: the simulator's publishing rate.
const RATE: u32 = 100;
/// The measured stretch of message time.
const WINDOW: Duration = Duration::from_secs(10);
/// Before the window: every client connected and reading.
const WARM_UP: Duration = Duration::from_secs(2);
/// `/proc/PID/stat` counts CPU time in these (USER_HZ, 100 on Linux whatever the kernel's HZ).
const TICKS_PER_S: f64 = 100.0;

/// What one client read: the stamp (µs since the epoch) of each state event in the window and
/// its delay (µs) from that stamp to when the client had the whole frame.
#[derive(Default)]
struct Tally {
    stamps: Vec<u64>,
    delays_us: Vec<u64>,
}

fn micros(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map(|d| d.as_micros() as u64).unwrap_or(0)
}

/// The `stamp` of a state frame, read without parsing the whole object (the clients share a
/// core with armrest; a full JSON parse per event would measure the client, not the service).
fn stamp_of(frame: &str) -> Option<SystemTime> {
    let start = frame.find("\"stamp\":\"")? + "\"stamp\":\"".len();
    let end = start + frame[start..].find('"')?;
    humantime::parse_rfc3339(&frame[start..end]).ok()
}

/// Reads one stream until `until` (wall clock), keeping the state events stamped inside
/// `window`.
async fn read_stream(client: reqwest::Client, url: String, window: (u64, u64), until: SystemTime) -> Tally {
    let mut response = client.get(&url).send().await.expect("stream request");
    assert_eq!(response.status(), 200, "stream answer");
    let mut tally = Tally::default();
    let mut buffer = String::new();
    while SystemTime::now() < until {
        let chunk = match tokio::time::timeout(Duration::from_secs(1), response.chunk()).await {
            Ok(Ok(Some(chunk))) => chunk,
            Ok(_) => break,
            Err(_) => continue,
        };
        let now = micros(SystemTime::now());
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            if let Some(stamp) = buffer[..end].starts_with("event: state\n").then(|| stamp_of(&buffer[..end])).flatten()
            {
                let stamp = micros(stamp);
                if (window.0..window.1).contains(&stamp) {
                    tally.stamps.push(stamp);
                    tally.delays_us.push(now.saturating_sub(stamp));
                }
            }
            buffer.drain(..end + 2);
        }
    }
    tally
}

/// A process's CPU time so far, in seconds (all its threads); `pid` "self" for this one.
fn cpu_seconds(pid: &str) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("a /proc stat");
    // The command name may hold spaces; the fields after it are fixed: utime and stime are the
    // 12th and 13th after the closing parenthesis.
    let after = &stat[stat.rfind(')').expect("stat format") + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().expect("utime") + fields[12].parse::<f64>().expect("stime");
    ticks / TICKS_PER_S
}

/// Keeps the arm moving between two named positions until `done`, so states change and motion
/// planning runs beside the stream as it would in use.
fn keep_moving(server: &common::Server, done: Arc<AtomicBool>) -> tokio::task::JoinHandle<()> {
    let (client, url) = (server.client.clone(), server.url("/robot/move/named"));
    tokio::spawn(async move {
        for name in ["work", "home"].iter().cycle() {
            if done.load(Ordering::Relaxed) {
                break;
            }
            let body = serde_json::json!({"name": name, "speed": 0.3});
            let _ = client.post(&url).json(&body).send().await;
        }
    })
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    sorted.get(((sorted.len() as f64 * p) as usize).min(sorted.len().saturating_sub(1))).copied().unwrap_or(0)
}

fn end_to_end() {
    let clients = clients();
    // One thread for every client, the motion requests and the bookkeeping.
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let server =
        rt.block_on(common::Server::start_as_process(common::Options { time_scale: 1.0, ..Default::default() }));
    let pid = server.pid.expect("armrest runs as a process").to_string();
    let pid = pid.as_str();
    let done = Arc::new(AtomicBool::new(false));
    let motion = {
        let _inside = rt.enter();
        keep_moving(&server, Arc::clone(&done))
    };

    // The same stretch with no client: what the simulator and the moves cost by themselves.
    let (cpu0, wall0) = (cpu_seconds(pid), Instant::now());
    rt.block_on(async { tokio::time::sleep(WINDOW).await });
    let idle_share = (cpu_seconds(pid) - cpu0) / wall0.elapsed().as_secs_f64();

    let start = SystemTime::now() + WARM_UP;
    let window = (micros(start), micros(start + WINDOW));
    let until = start + WINDOW + Duration::from_secs(1);
    let url = server.url(&format!("/robot/stream?events=state&rate={RATE}"));
    let readers: Vec<_> =
        (0..clients).map(|_| rt.spawn(read_stream(server.client.clone(), url.clone(), window, until))).collect();
    // CPU over the window itself, read when the wall clock enters and leaves it.
    let to_start = start.duration_since(SystemTime::now()).unwrap_or_default();
    rt.block_on(async { tokio::time::sleep(to_start).await });
    let (cpu1, own1, wall1) = (cpu_seconds(pid), cpu_seconds("self"), Instant::now());
    rt.block_on(async { tokio::time::sleep(WINDOW).await });
    let (cpu2, own2, wall2) = (cpu_seconds(pid), cpu_seconds("self"), Instant::now());
    let tallies: Vec<Tally> = rt.block_on(async {
        let mut out = Vec::new();
        for r in readers {
            out.push(r.await.expect("client task"));
        }
        out
    });
    done.store(true, Ordering::Relaxed);
    let _ = rt.block_on(motion);

    let share = (cpu2 - cpu1) / (wall2 - wall1).as_secs_f64();
    let clients_share = (own2 - own1) / (wall2 - wall1).as_secs_f64();
    let published: HashSet<u64> = tallies.iter().flat_map(|t| t.stamps.iter().copied()).collect();
    let delivered: usize = tallies.iter().map(|t| t.stamps.len()).sum();
    let missed_by = tallies.iter().filter(|t| t.stamps.len() < published.len()).count();
    let mut delays: Vec<u64> = tallies.iter().flat_map(|t| t.delays_us.iter().copied()).collect();
    delays.sort_unstable();
    let secs = WINDOW.as_secs_f64();
    println!(
        "GET /robot/stream?events=state&rate={RATE}, {clients} clients on loopback, {secs:.0} s of message time:\n  \
         states published by the simulator: {} ({:.1}/s)\n  \
         events delivered: {delivered} ({:.0}/s; expected {:.0}/s), clients that missed any: {missed_by}\n  \
         armrest CPU: {:.3} cores with the clients, {:.3} without (the stream's own share {:.3}); the clients: {:.3}\n  \
         delay from the tick's stamp to the client: p50 {} µs, p99 {} µs, max {} µs",
        published.len(),
        published.len() as f64 / secs,
        delivered as f64 / secs,
        published.len() as f64 * clients as f64 / secs,
        share,
        idle_share,
        share - idle_share,
        clients_share,
        percentile(&delays, 0.5),
        percentile(&delays, 0.99),
        delays.last().copied().unwrap_or(0),
    );
}

/// A state event as the simulator's feed makes it.
fn state(seq: u64, stamp: String) -> StateEvent {
    let names = (1..=7).map(|i| format!("joint_{i}")).collect();
    let pose = TcpPose::from_isometry("base_link", &nalgebra::Isometry3::identity());
    StateEvent { seq, stamp, name: names, position: vec![0.1; 7], velocity: vec![0.2; 7], effort: vec![0.0; 7], pose }
}

fn fan_out(c: &mut Criterion) {
    end_to_end();
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let mut group = c.benchmark_group("hub_state_event");
    for clients in [1, FAN_OUT] {
        group.bench_with_input(BenchmarkId::new("publish_and_read", clients), &clients, |b, &clients| {
            b.to_async(&rt).iter_custom(|iters| async move {
                let hub = Arc::new(Hub::new(1024, Duration::from_secs(15)));
                let mut subs: Vec<_> =
                    (0..clients).map(|_| hub.subscribe(Kinds::NONE.with(EventKind::State), RATE as f64)).collect();
                let t0 = SystemTime::now();
                let started = Instant::now();
                for i in 0..iters {
                    // One message period apart, so each is due to every subscriber.
                    let stamp = t0 + Duration::from_millis(10 * i);
                    hub.publish(EventKind::State, stamp, state);
                    for sub in &mut subs {
                        std::hint::black_box(sub.next().await);
                    }
                }
                started.elapsed()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fan_out);
criterion_main!(benches);
