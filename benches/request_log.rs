//! The request log's writer weighed against the crates that could replace it (issue 39, D31):
//! armrest's log thread (`src/logging/`, `src/http/request_log.rs`) against
//! `tracing-subscriber`'s own format written by `tracing-appender`'s non-blocking writer, in one
//! run. Run with `cargo bench --bench request_log`; figures are in docs/performance.md.
//!
//! Both write the same request line (`GET `/robot/joint_states` HTTP/1.1 200 0.004 ms`, under
//! `armrest::request` at `info`) from two threads at once (the machine's cores, as armrest's
//! workers), to `/dev/null` through a writer that counts the lines, and a measurement ends when
//! every line is written. `tracing-appender` is set up with the guarantee armrest's log keeps:
//! no line dropped (`lossy(false)`; its default drops lines when 128,000 wait).
//!
//! A third way keeps armrest's line format (`logging::Line`, without `tracing-subscriber`'s
//! per-character escaping) and takes only the writer from `tracing-appender`.
//!
//! Two figures per writer: the wall time per line (the workers and the writer's thread share the
//! 2 cores) and the process's CPU time per line (all threads; on the HTTP ceiling each
//! microsecond of CPU per answer costs about 4 points of the read rate).

use armrest::http::request_log::{Asked, TARGET};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Threads writing request lines at once.
const THREADS: u64 = 2;
const PATH: &str = "/robot/joint_states";

/// `/dev/null`, counting the lines written to it.
struct Counted {
    out: std::fs::File,
    lines: Arc<AtomicU64>,
}

impl Counted {
    fn new(lines: &Arc<AtomicU64>) -> Counted {
        let out = std::fs::OpenOptions::new().write(true).open("/dev/null").expect("/dev/null");
        Counted { out, lines: Arc::clone(lines) }
    }
}

impl Write for Counted {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.out.write(buf)?;
        let lines = buf[..n].iter().filter(|b| **b == b'\n').count();
        self.lines.fetch_add(lines as u64, Ordering::Release);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A writer under test: writes one request line on the calling thread.
type WriteLine = fn(&Request<Body>);

/// armrest's: the worker records the line's parts, the log thread writes the line.
fn armrest_line(request: &Request<Body>) {
    if let Some(asked) = Asked::of(request) {
        asked.answered(StatusCode::OK);
    }
}

/// With the crates: the line formatted by `tracing-subscriber` on the worker, as a
/// `tracing::info!` that replaced `request_log.rs` would write it.
fn tracing_line(request: &Request<Body>) {
    let at = Instant::now();
    let micros = u64::try_from(at.elapsed().as_micros()).unwrap_or(u64::MAX);
    tracing::info!(
        target: TARGET,
        "{} {} {:?} {} {}.{:03} ms",
        request.method(),
        armrest_backend::client_text::quoted(request.uri().path()),
        request.version(),
        StatusCode::OK.as_u16(),
        micros / 1000,
        micros % 1000
    );
}

/// Writes `iters` lines from [`THREADS`] threads with `line`, in `dispatch` where given, and
/// waits until `written` counts them all; back with the wall time and the process's CPU time.
fn run(iters: u64, line: WriteLine, dispatch: Option<&tracing::Dispatch>, written: &AtomicU64) -> (Duration, Duration) {
    let target = written.load(Ordering::Acquire) + iters;
    let (wall, cpu) = (Instant::now(), cpu_time());
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let n = iters / THREADS + u64::from(t < iters % THREADS);
            s.spawn(move || {
                let request = Request::get(PATH).body(Body::empty()).expect("a request");
                let lines = || (0..n).for_each(|_| line(&request));
                match dispatch {
                    Some(d) => tracing::dispatcher::with_default(d, lines),
                    None => lines(),
                }
            });
        }
    });
    while written.load(Ordering::Acquire) < target {
        std::thread::sleep(Duration::from_micros(50));
    }
    (wall.elapsed(), cpu_time() - cpu)
}

/// The CPU time of every thread of this process.
fn cpu_time() -> Duration {
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid rusage for getrusage to fill.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let t = |v: libc::timeval| Duration::new(v.tv_sec as u64, v.tv_usec as u32 * 1000);
    t(usage.ru_utime) + t(usage.ru_stime)
}

fn request_log(c: &mut Criterion) {
    // armrest's log, installed as the process's (`logging::init`), to a counting /dev/null.
    let ours = Arc::new(AtomicU64::new(0));
    let _guard = armrest::logging::init_to(Counted::new(&ours), false).expect("the log thread");
    // The crates', for the threads that write through it.
    let theirs = Arc::new(AtomicU64::new(0));
    let (appender, _appender_guard) =
        tracing_appender::non_blocking::NonBlockingBuilder::default().lossy(false).finish(Counted::new(&theirs));
    let dispatch = tracing::Dispatch::new(
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(armrest::logging::DEFAULT_FILTER))
            .with_ansi(false)
            .with_writer(appender)
            .finish(),
    );
    // The crate's writer with armrest's line format.
    let mixed = Arc::new(AtomicU64::new(0));
    let (appender, _mixed_guard) =
        tracing_appender::non_blocking::NonBlockingBuilder::default().lossy(false).finish(Counted::new(&mixed));
    let mixed_dispatch = tracing::Dispatch::new(
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(armrest::logging::DEFAULT_FILTER))
            .with_ansi(false)
            .event_format(armrest::logging::Line)
            .with_writer(appender)
            .finish(),
    );
    let writers: [(&str, WriteLine, Option<&tracing::Dispatch>, &AtomicU64); 3] = [
        ("armrest_log_thread", armrest_line, None, &ours),
        ("tracing_appender", tracing_line, Some(&dispatch), &theirs),
        ("tracing_appender_armrest_format", tracing_line, Some(&mixed_dispatch), &mixed),
    ];

    let mut group = c.benchmark_group("request_line_wall");
    group.throughput(Throughput::Elements(1));
    for (name, line, dispatch, written) in writers {
        group.bench_function(name, |b| b.iter_custom(|iters| run(iters, line, dispatch, written).0));
    }
    group.finish();
    let mut group = c.benchmark_group("request_line_cpu");
    group.throughput(Throughput::Elements(1));
    for (name, line, dispatch, written) in writers {
        group.bench_function(name, |b| b.iter_custom(|iters| run(iters, line, dispatch, written).1));
    }
    group.finish();
}

criterion_group!(benches, request_log);
criterion_main!(benches);
