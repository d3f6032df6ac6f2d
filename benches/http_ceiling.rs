//! armrest's request rate against the machine's HTTP ceiling (issue 25), in one run so the
//! figures compare as ratios on a noisy machine.
//!
//! - The ceiling: a bare axum server (this bench's own executable started again as a process of
//!   its own, on a multi-threaded tokio runtime as armrest is) answering every `GET /` with a
//!   constant JSON body of 200 bytes.
//! - armrest: this build's release-profile binary on the simulator, as a process of its own,
//!   its log on at the default level and written to a file (as a service's log is written
//!   somewhere), answering `GET /robot/joint_states`, `GET /robot/pose`, a path it does not
//!   have (404) and `POST /trajectory/send` with a 7-joint, 10-point body; and a second armrest
//!   with the request log off (`armrest::request=warn`), for the log's share.
//!
//! The load: one client thread in this process keeping 32 keep-alive HTTP/1.1 connections
//! busy (each sends its next request when the previous answer is complete, as `wrk -t1 -c32`
//! does) for 1 s after a 0.25 s warm-up, per target, in 5 rounds that each measure every target
//! in turn, each back to back with the ceiling (the ceiling first in one round, the target first
//! in the next): the machine's pace drifts by a fifth within seconds, so each share is of two
//! rates measured side by side, and the median of the rounds is reported with the lowest and
//! highest. Prints req/s, the share of the ceiling, the server's CPU time per answer, and the
//! status codes seen. Goals: reads >= 80% of the ceiling; the trajectory >= 50% of the joint-state read
//! rate.
//!
//! Run with `cargo bench --bench http_ceiling`; figures are in docs/performance.md. With
//! `ARMREST_BENCH_ONLY=<part of a target's name>` it measures that target alone, for a profile;
//! with `ARMREST_BENCH_OTHER=<path of an armrest executable>` it measures that build's joint-state
//! and pose reads in the same rounds, for a before-and-after comparison of a change. Each target's line
//! also gives the server's CPU time per answer (all its threads, from `/proc`).

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const CONNECTIONS: usize = 32;
const WARM_UP: Duration = Duration::from_millis(250);
const MEASURED: Duration = Duration::from_secs(1);
/// Rounds of every target in turn; `ARMREST_BENCH_ROUNDS` sets another number.
const ROUNDS: usize = 5;
/// Set in the environment of the copy of this executable that serves as the bare server.
const BARE: &str = "ARMREST_BENCH_BARE_SERVER";
/// Set to a part of a target's name, the run measures that target alone (and the ceiling).
const ONLY: &str = "ARMREST_BENCH_ONLY";
/// Set to the path of another armrest executable, its joint-state and pose reads are measured too.
const OTHER: &str = "ARMREST_BENCH_OTHER";

/// The bare server's whole answer body: 200 bytes of JSON, about a joint state's size.
fn constant_body() -> String {
    let head = r#"{"name":"bare","padding":""#;
    let tail = r#""}"#;
    format!("{head}{}{tail}", "x".repeat(200 - head.len() - tail.len()))
}

/// The bare server: prints its address on stdout, then serves until killed.
fn serve_bare() {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    runtime.block_on(async {
        let body: &'static str = Box::leak(constant_body().into_boxed_str());
        let app = axum::Router::new()
            .route("/", axum::routing::get(move || async move { ([("content-type", "application/json")], body) }));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        println!("{}", listener.local_addr().expect("address"));
        // As armrest sets it on every connection it accepts.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        axum::serve(listener, app).await.expect("serve");
    });
}

/// A server process and the address it listens on; killed when dropped.
struct Served {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Served {
    /// SIGTERM, so armrest shuts down as a service does and leaves no runtime folder behind.
    fn drop(&mut self) {
        if let Ok(pid) = libc::pid_t::try_from(self.child.id()) {
            // SAFETY: kill(2) with a child's pid and a signal number has no memory effects.
            unsafe { libc::kill(pid, libc::SIGTERM) };
        }
        let _ = self.child.wait();
    }
}

fn start_bare() -> Served {
    let mut child = Command::new(std::env::current_exe().expect("this executable"))
        .env(BARE, "1")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the bare server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("its address");
    let addr = line.trim().parse().expect("an address");
    Served { child, addr }
}

/// armrest on the simulator with its shipped settings; the log to `log`, at the default level
/// or, with `filter`, at that `RUST_LOG`.
fn start_armrest(log: &std::path::Path, filter: Option<&str>) -> Served {
    start_armrest_built(std::path::Path::new(env!("CARGO_BIN_EXE_armrest")), log, filter)
}

/// [`start_armrest`] with the executable `binary`.
fn start_armrest_built(binary: &std::path::Path, log: &std::path::Path, filter: Option<&str>) -> Served {
    let file = std::fs::File::create(log).expect("a log file");
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut command = Command::new(binary);
    match filter {
        Some(filter) => command.env("RUST_LOG", filter),
        None => command.env_remove("RUST_LOG"),
    };
    let child = command
        .current_dir(repo)
        .args(["--backend", "sim", "--host", "127.0.0.1", "--port", "0"])
        .stderr(file)
        .spawn()
        .expect("armrest starts");
    // Served at once, so a panic below still ends the process.
    let mut served = Served { child, addr: SocketAddr::from(([127, 0, 0, 1], 0)) };
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        if let Some(addr) = text
            .split("listening on http://")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|a| a.parse().ok())
        {
            served.addr = addr;
            return served;
        }
        assert!(Instant::now() < deadline, "armrest never said where it listens: {text}");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// From starting armrest to its first answer to `GET /robot/joint_states`, and its resident
/// memory once it has idled a second after that.
fn start_up_and_idle_memory(client: &tokio::runtime::Runtime) -> (Duration, u64) {
    let log = std::env::temp_dir().join(format!("armrest-start-up-{}.log", std::process::id()));
    let started = Instant::now();
    let armrest = start_armrest(&log, None);
    let ask = request(armrest.addr, "GET", "/robot/joint_states", None);
    let first = client.block_on(async {
        let status = exchange(&mut connect(armrest.addr).await, &ask, &mut Vec::new()).await;
        assert_eq!(status, 200, "the first joint state");
        started.elapsed()
    });
    std::thread::sleep(Duration::from_secs(1));
    let status = std::fs::read_to_string(format!("/proc/{}/status", armrest.child.id())).unwrap_or_default();
    let rss_kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    drop(armrest);
    let _ = std::fs::remove_file(&log);
    (first, rss_kb)
}

/// One request as it goes on the wire.
fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Vec<u8> {
    let mut text = format!("{method} {path} HTTP/1.1\r\nhost: {addr}\r\n");
    if let Some(body) = body {
        text.push_str(&format!("content-type: application/json\r\ncontent-length: {}\r\n\r\n{body}", body.len()));
    } else {
        text.push_str("\r\n");
    }
    text.into_bytes()
}

/// Where the head of an answer ends, its status and its body's length, once the head is whole.
fn head(buffer: &[u8]) -> Option<(usize, u16, usize)> {
    let end = buffer.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    let text = std::str::from_utf8(&buffer[..end]).ok()?;
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    let length = text
        .lines()
        .find_map(|l| l.split_once(':').filter(|(k, _)| k.eq_ignore_ascii_case("content-length")))
        .and_then(|(_, v)| v.trim().parse().ok())
        .expect("answers carry a content-length");
    Some((end, status, length))
}

/// Sends `request` and reads its whole answer; the answer's status.
async fn exchange(stream: &mut TcpStream, request: &[u8], buffer: &mut Vec<u8>) -> u16 {
    stream.write_all(request).await.expect("send");
    let mut chunk = [0u8; 4096];
    loop {
        if let Some((end, status, length)) = head(buffer)
            && buffer.len() >= end + length
        {
            buffer.drain(..end + length);
            return status;
        }
        let n = stream.read(&mut chunk).await.expect("read");
        assert!(n > 0, "the server closed a keep-alive connection");
        buffer.extend_from_slice(&chunk[..n]);
    }
}

async fn connect(addr: SocketAddr) -> TcpStream {
    let stream = TcpStream::connect(addr).await.expect("connect");
    stream.set_nodelay(true).expect("nodelay");
    stream
}

/// Keeps one connection busy until `until`; counts the answers completed after `from` by status.
async fn connection(addr: SocketAddr, request: Vec<u8>, from: Instant, until: Instant) -> BTreeMap<u16, u64> {
    let mut stream = connect(addr).await;
    let mut counts = BTreeMap::new();
    let mut buffer = Vec::with_capacity(4096);
    while Instant::now() < until {
        let status = exchange(&mut stream, &request, &mut buffer).await;
        if Instant::now() >= from {
            *counts.entry(status).or_insert(0) += 1;
        }
    }
    counts
}

/// The CPU time the process `pid` has run, all its threads: nanoseconds (`/proc/PID/task/*/schedstat`).
fn cpu_ns(pid: u32) -> u64 {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else { return 0 };
    tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().next().and_then(|n| n.parse::<u64>().ok()))
        .sum()
}

/// What one target's measured stretch came to.
struct Measured {
    /// Requests per second.
    rate: f64,
    /// The server's CPU time per answer, all its threads: microseconds.
    server_us: f64,
    statuses: BTreeMap<u16, u64>,
}

/// Keeps `CONNECTIONS` connections to the server `pid` at `addr` busy with `request`.
fn load(client: &tokio::runtime::Runtime, request: &[u8], addr: SocketAddr, pid: u32) -> Measured {
    let from = Instant::now() + WARM_UP;
    let until = from + MEASURED;
    let (statuses, cpu) = client.block_on(async {
        let tasks: Vec<_> =
            (0..CONNECTIONS).map(|_| tokio::spawn(connection(addr, request.to_vec(), from, until))).collect();
        let cpu = tokio::spawn(async move {
            tokio::time::sleep_until(from.into()).await;
            let before = cpu_ns(pid);
            tokio::time::sleep_until(until.into()).await;
            cpu_ns(pid).saturating_sub(before)
        });
        let mut all = BTreeMap::new();
        for t in tasks {
            for (status, n) in t.await.expect("a connection") {
                *all.entry(status).or_insert(0) += n;
            }
        }
        (all, cpu.await.expect("the CPU reading"))
    });
    let answers = statuses.values().sum::<u64>();
    Measured {
        rate: answers as f64 / MEASURED.as_secs_f64(),
        server_us: cpu as f64 / 1e3 / answers.max(1) as f64,
        statuses,
    }
}

/// The median, lowest and highest of `figures`, those not measured (NaN) left out; NaN if none is.
fn median_and_extremes(figures: impl Iterator<Item = f64>) -> (f64, f64, f64) {
    let mut v: Vec<f64> = figures.filter(|f| !f.is_nan()).collect();
    v.sort_by(f64::total_cmp);
    match (v.get(v.len() / 2), v.first(), v.last()) {
        (Some(m), Some(low), Some(high)) => (*m, *low, *high),
        _ => (f64::NAN, f64::NAN, f64::NAN),
    }
}

/// A 10-point trajectory that starts where the shipped simulator's arm rests (home) and moves
/// joint 1 a little and back, well within every limit.
fn trajectory() -> String {
    let points: Vec<String> = (1..=10)
        .map(|i| {
            let q1 = 0.01 * (std::f64::consts::PI * f64::from(i) / 10.0).sin();
            format!(r#"{{"positions":[{q1:.6},0.5,0.0,-1.4,0.0,1.2,0.0],"time_from_start":{:.1}}}"#, f64::from(i) * 0.1)
        })
        .collect();
    format!(r#"{{"points":[{}]}}"#, points.join(","))
}

fn main() {
    if std::env::var_os(BARE).is_some() {
        serve_bare();
        return;
    }
    // Criterion's flags (`--bench`) are accepted and ignored: this bench prints its own table.
    let client = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let log = std::env::temp_dir().join(format!("armrest-http-ceiling-{}.log", std::process::id()));
    let bare = start_bare();
    let armrest = start_armrest(&log, None);
    let quiet_log = log.with_extension("quiet.log");
    let quiet = start_armrest(&quiet_log, Some("armrest=info,armrest::request=warn"));
    // Another build of armrest (a path), measured beside this one: for an A/B comparison of a
    // change on this noisy machine.
    let other_log = log.with_extension("other.log");
    let other = std::env::var_os(OTHER).map(|binary| start_armrest_built(binary.as_ref(), &other_log, None));
    let trajectory = trajectory();
    let mut targets = vec![
        ("bare axum: GET / (200-byte constant)", &bare, request(bare.addr, "GET", "/", None)),
        ("armrest: GET /robot/joint_states", &armrest, request(armrest.addr, "GET", "/robot/joint_states", None)),
        ("armrest: GET /robot/pose", &armrest, request(armrest.addr, "GET", "/robot/pose", None)),
        ("armrest: GET /nowhere (404)", &armrest, request(armrest.addr, "GET", "/nowhere", None)),
        (
            "armrest: POST /trajectory/send (10 points)",
            &armrest,
            request(armrest.addr, "POST", "/trajectory/send", Some(&trajectory)),
        ),
        (
            "armrest, request log off: GET /robot/joint_states",
            &quiet,
            request(quiet.addr, "GET", "/robot/joint_states", None),
        ),
    ];
    if let Some(other) = &other {
        targets.push((
            "other build: GET /robot/joint_states",
            other,
            request(other.addr, "GET", "/robot/joint_states", None),
        ));
        targets.push(("other build: GET /robot/pose", other, request(other.addr, "GET", "/robot/pose", None)));
    }
    let (first, rss_kb) = start_up_and_idle_memory(&client);
    println!(
        "armrest: start to its first joint state answer {:.1} ms; resident memory at rest {rss_kb} kB",
        first.as_secs_f64() * 1e3
    );
    let rounds = std::env::var("ARMREST_BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(ROUNDS).max(1);
    println!(
        "{CONNECTIONS} connections, one client thread; {rounds} rounds of every target in turn, {} s each after {} s \
         warm-up; median (lowest-highest) of the rounds",
        MEASURED.as_secs_f64(),
        WARM_UP.as_secs_f64()
    );
    // For a profile of one target (`perf record`): only the ceiling and the targets whose name
    // contains this text.
    let only = std::env::var(ONLY).unwrap_or_default();
    let measured: Vec<bool> = targets.iter().enumerate().map(|(i, t)| i > 0 && t.0.contains(only.as_str())).collect();
    // rates[round][target] and the ceiling's rate measured beside it, ceilings[round][target];
    // NaN for a target not measured. Index 0 is the ceiling itself.
    let mut rates = vec![vec![f64::NAN; targets.len()]; rounds];
    let mut ceilings = rates.clone();
    // The server's CPU time per answer, the same way.
    let (mut server_us, mut ceiling_us) = (rates.clone(), rates.clone());
    let mut statuses = vec![BTreeMap::new(); targets.len()];
    for k in 0..rounds {
        for (i, (_, served, request)) in targets.iter().enumerate().filter(|(i, _)| measured[*i]) {
            // The target and the ceiling back to back, in turn first: the machine's pace drifts
            // within seconds, and a share is of two rates measured side by side.
            let (_, bare, ask) = &targets[0];
            let ceiling = || load(&client, ask, bare.addr, bare.child.id());
            let target = || load(&client, request, served.addr, served.child.id());
            let (m, c) = if k % 2 == 0 {
                let c = ceiling();
                (target(), c)
            } else {
                let m = target();
                (m, ceiling())
            };
            (rates[k][i], server_us[k][i], ceilings[k][i], ceiling_us[k][i]) =
                (m.rate, m.server_us, c.rate, c.server_us);
            for (status, n) in m.statuses {
                *statuses[i].entry(status).or_insert(0) += n;
            }
        }
    }
    // The median and the extremes of a figure over the rounds.
    let spread = |of: &dyn Fn(usize) -> f64| median_and_extremes((0..rounds).map(of));
    println!(
        "  {:<50} {:>7.0} req/s  (median of every measurement beside a target)  server CPU {:.2} µs per answer",
        targets[0].0,
        median_and_extremes(ceilings.iter().flatten().copied()).0,
        median_and_extremes(ceiling_us.iter().flatten().copied()).0
    );
    for (i, (name, _, _)) in targets.iter().enumerate().filter(|(i, _)| measured[*i]) {
        let (rate, _, _) = spread(&|k| rates[k][i]);
        let (share, low, high) = spread(&|k| 100.0 * rates[k][i] / ceilings[k][i]);
        let (us, _, _) = spread(&|k| server_us[k][i]);
        println!(
            "  {name:<50} {rate:>7.0} req/s  {share:>5.1}% ({low:.1}-{high:.1}) of the ceiling  \
             server CPU {us:.2} µs per answer  statuses {:?}",
            statuses[i]
        );
    }
    let (share, low, high) = spread(&|k| 100.0 * rates[k][4] / rates[k][1]);
    println!("  trajectory send / joint-state read: {share:.1}% ({low:.1}-{high:.1})");
    println!("  each round, target / ceiling beside it, req/s (server CPU per answer):");
    for k in 0..rounds {
        let shown: Vec<String> = (1..targets.len())
            .filter(|i| measured[*i])
            .map(|i| {
                format!(
                    "{:.0} ({:.1} µs) / {:.0} ({:.1} µs)",
                    rates[k][i], server_us[k][i], ceilings[k][i], ceiling_us[k][i]
                )
            })
            .collect();
        println!("  round {}: {}", k + 1, shown.join(", "));
    }
    let log_bytes = std::fs::metadata(&log).map(|m| m.len()).unwrap_or(0);
    println!("  armrest's log: {log_bytes} bytes ({})", log.display());
    drop(targets);
    drop((armrest, quiet, other));
    for log in [log, quiet_log, other_log] {
        let _ = std::fs::remove_file(&log);
    }
}
