//! The service log: one line per event on stderr, written off the request path.
//!
//! Every request logs a line. Written straight to stderr, each line was a `write(2)` on the
//! worker that served the request, and a reader of stderr that stalls (a full pipe) stalled
//! every worker. Here a worker appends its formatted line to a shared buffer and goes on; a log
//! thread writes whatever has gathered within `GATHER` of the first line in one `write(2)`, so
//! under load many lines share a wake-up and a write, and at rest a line is out within 2 ms. The
//! request line is not even formatted by the worker: it appends the line's parts, and the log
//! thread formats it in its place among the others ([`write_later`]).
//!
//! Not `tracing-appender`'s non-blocking writer: it sends each line through a channel whose
//! receiving thread spins and yields while it waits, and on the 2-core machine that thread took
//! a fifth of armrest's CPU at 50,000 requests per second and lowered the read rate below the
//! blocking writer's (docs/performance.md, "The HTTP ceiling"). With `tracing-subscriber`'s
//! format it takes three times this writer's CPU per request line (`benches/request_log.rs`,
//! decision D31).
//!
//! No line is dropped: while `PENDING_MAX_BYTES` wait for the log thread, a worker waits for it
//! rather than lose what happened to the arm.

mod line;

/// The line format, for the bench that writes it through another writer (`benches/request_log.rs`).
pub use line::Line;

use std::io::Write;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, PoisonError};
use std::thread::JoinHandle;
use std::time::SystemTime;
use tracing::Level;
use tracing_subscriber::fmt::MakeWriter;

/// Bytes that may wait for the log thread before a worker waits for it.
const PENDING_MAX_BYTES: usize = 8 * 1024 * 1024;
/// Room the log thread keeps in its buffers after a batch: a burst's megabytes are given back,
/// while a usual batch (milliseconds of lines) fits.
const ROOM_KEPT_BYTES: usize = 256 * 1024;
/// How long the log thread lets lines gather after the first, before it writes them: the most
/// a line waits at rest.
const GATHER: std::time::Duration = std::time::Duration::from_millis(2);
/// The filter when `RUST_LOG` is not set: armrest's own lines, the request log among them.
pub const DEFAULT_FILTER: &str = "armrest=info";

/// Installs the process's log: `RUST_LOG`, else [`DEFAULT_FILTER`]; colours only on a terminal.
pub fn init() -> LogGuard {
    let colours = std::io::IsTerminal::is_terminal(&std::io::stderr());
    match init_to(std::io::stderr(), colours) {
        Ok(guard) => guard,
        // Without a thread of its own, the log is written where each line is made.
        Err(e) => {
            let filter =
                tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| DEFAULT_FILTER.into());
            let log = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(colours).event_format(line::Line);
            log.with_writer(std::io::stderr).init();
            tracing::warn!("the log is written on the request path: no log thread ({e})");
            LogGuard { thread: None }
        }
    }
}

/// Installs the process's log as [`init`] does, written to `out` by the log thread: for the
/// bench that weighs this writer against `tracing-appender`'s (`benches/request_log.rs`).
/// Fails only when the log thread cannot start; then nothing is installed.
pub fn init_to<W: Write + Send + 'static>(out: W, colours: bool) -> std::io::Result<LogGuard> {
    let (writer, guard) = start(out)?;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| DEFAULT_FILTER.into());
    let log = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(colours).event_format(line::Line);
    // Set before the subscriber: a line written direct is never written twice.
    let _ = DIRECT.set(Direct { writer: writer.clone(), ansi: colours });
    log.with_writer(writer).init();
    Ok(guard)
}

/// The service's own log, once [`init`] started its thread: for [`write_later`].
static DIRECT: OnceLock<Direct> = OnceLock::new();

/// Where a line is written without a `tracing` event: the log thread's buffer, in the log's
/// format and colours.
struct Direct {
    writer: LogWriter,
    ansi: bool,
}

/// Appends a message to the `String` from the bytes a worker recorded for it. The line it goes
/// into escapes what a terminal would act on, in the whole message at once.
pub type Message = fn(&[u8], &mut String);

/// Writes a line with only a message, as `tracing::event!(target: target, level, "{message}")`
/// would write it at this moment, into the service's log, and leaves its formatting to the log
/// thread: `record` appends what the message is made of to a buffer, and the log thread writes
/// the line with `message` from those bytes. The request log writes one line per request;
/// `tracing`'s dispatch, field recording and formatting were most of its cost, and formatting
/// on the worker that answers held up the answer (issue 25). `false` when the service's log is
/// not armrest's own (a test's subscriber, or no log thread): log through `tracing` then. The
/// caller has asked `tracing` whether the line is wanted (`tracing::enabled!`): the filter
/// (`RUST_LOG`) is the same for both ways.
pub fn write_later(level: Level, target: &'static str, record: impl FnOnce(&mut Vec<u8>), message: Message) -> bool {
    let Some(direct) = DIRECT.get() else { return false };
    direct.writer.append_later(Later { level, target, ansi: direct.ansi, message, at: SystemTime::now() }, record);
    true
}

/// A line for the log thread to write, but for its recorded bytes.
#[derive(Clone, Copy)]
struct Later {
    level: Level,
    target: &'static str,
    ansi: bool,
    message: Message,
    /// When it happened.
    at: SystemTime,
}

/// The lines waiting for the log thread, and whether it is to end once they are written.
#[derive(Default)]
struct Pending {
    lines: Batch,
    closing: bool,
}

/// Lines in the order they came: written ones, and among them those the log thread writes.
#[derive(Default)]
struct Batch {
    /// Whole lines as text.
    text: Vec<u8>,
    /// The lines to write, each with where it goes in `text` and where its recorded bytes end
    /// in `records` (they begin where the previous one's end).
    later: Vec<(usize, usize, Later)>,
    records: Vec<u8>,
}

impl Batch {
    fn is_empty(&self) -> bool {
        self.text.is_empty() && self.later.is_empty()
    }

    fn bytes(&self) -> usize {
        self.text.len() + self.records.len()
    }

    /// Empty, with at most [`ROOM_KEPT_BYTES`] of room kept for the next.
    fn clear(&mut self) {
        self.text.clear();
        self.later.clear();
        self.records.clear();
        self.text.shrink_to(ROOM_KEPT_BYTES);
        self.records.shrink_to(ROOM_KEPT_BYTES);
        self.later.shrink_to(ROOM_KEPT_BYTES / std::mem::size_of::<(usize, usize, Later)>());
    }

    /// The batch's text with the lines written later in their places; `room` is room for one
    /// line and its message.
    fn write(&self, out: &mut impl Write, room: &mut (String, String)) -> std::io::Result<()> {
        let (line, message) = room;
        let (mut from, mut record) = (0, 0);
        for &(at, end, later) in &self.later {
            out.write_all(&self.text[from..at])?;
            message.clear();
            (later.message)(self.records.get(record..end).unwrap_or_default(), message);
            line.clear();
            // Writing into a String cannot fail.
            let _ = line::message_line(line, later.ansi, (later.level, later.target, later.at), message);
            out.write_all(line.as_bytes())?;
            (from, record) = (at, end);
        }
        out.write_all(&self.text[from..])
    }
}

#[derive(Default)]
struct Shared {
    pending: Mutex<Pending>,
    /// Lines arrived, or the log is closing: for the log thread.
    arrived: Condvar,
    /// The pending lines were taken: for a worker waiting for room.
    taken: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Adds to the pending lines with `add`, once there is room.
    fn add(&self, add: impl FnOnce(&mut Batch)) {
        let mut pending = self.lock();
        while pending.lines.bytes() >= PENDING_MAX_BYTES && !pending.closing {
            pending = self.taken.wait(pending).unwrap_or_else(PoisonError::into_inner);
        }
        let was_empty = pending.lines.is_empty();
        add(&mut pending.lines);
        drop(pending);
        // The log thread waits only while nothing is pending: one wake-up per batch.
        if was_empty {
            self.arrived.notify_one();
        }
    }
}

/// Where the formatted lines go: the shared buffer.
#[derive(Clone)]
pub struct LogWriter(Arc<Shared>);

impl Write for LogWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.append(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl LogWriter {
    /// Appends `buf` (whole lines) for the log thread.
    fn append(&self, buf: &[u8]) {
        self.0.add(|lines| lines.text.extend_from_slice(buf));
    }

    /// Appends a line the log thread writes, with the bytes `record` appends for it.
    fn append_later(&self, later: Later, record: impl FnOnce(&mut Vec<u8>)) {
        self.0.add(|lines| {
            record(&mut lines.records);
            lines.later.push((lines.text.len(), lines.records.len(), later));
        });
    }
}

impl<'a> MakeWriter<'a> for LogWriter {
    type Writer = LogWriter;

    fn make_writer(&'a self) -> LogWriter {
        self.clone()
    }
}

/// Keeps the log thread; dropping it writes every line still pending, then ends the thread.
#[must_use = "the log thread ends when this is dropped"]
pub struct LogGuard {
    thread: Option<(Arc<Shared>, JoinHandle<()>)>,
}

impl Drop for LogGuard {
    fn drop(&mut self) {
        if let Some((shared, thread)) = self.thread.take() {
            shared.lock().closing = true;
            shared.arrived.notify_one();
            shared.taken.notify_all();
            let _ = thread.join();
        }
    }
}

/// Starts the log thread writing to `out`.
pub fn start<W: Write + Send + 'static>(mut out: W) -> std::io::Result<(LogWriter, LogGuard)> {
    let shared = Arc::new(Shared::default());
    let theirs = Arc::clone(&shared);
    let thread = std::thread::Builder::new().name("armrest log".into()).spawn(move || {
        let (mut batch, mut text, mut room) = (Batch::default(), Vec::new(), Default::default());
        loop {
            {
                let mut pending = theirs.lock();
                while pending.lines.is_empty() && !pending.closing {
                    pending = theirs.arrived.wait(pending).unwrap_or_else(PoisonError::into_inner);
                }
            }
            // Lines arriving meanwhile join this write: one wake-up and one write(2) for many.
            std::thread::sleep(GATHER);
            let closing = {
                let mut pending = theirs.lock();
                std::mem::swap(&mut batch, &mut pending.lines);
                pending.closing
            };
            theirs.taken.notify_all();
            // Nothing to do about a log that cannot be written; the service goes on.
            let _ = if batch.later.is_empty() {
                out.write_all(&batch.text)
            } else {
                text.clear();
                batch.write(&mut text, &mut room).and_then(|()| out.write_all(&text))
            }
            .and_then(|()| out.flush());
            batch.clear();
            text.shrink_to(ROOM_KEPT_BYTES);
            if closing && theirs.lock().lines.is_empty() {
                return;
            }
        }
    })?;
    Ok((LogWriter(Arc::clone(&shared)), LogGuard { thread: Some((shared, thread)) }))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A writer the tests can read back.
    #[derive(Clone, Default)]
    pub(crate) struct Sink(pub(crate) Arc<Mutex<Vec<u8>>>);

    impl Write for Sink {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Sink {
        type Writer = Sink;
        fn make_writer(&'a self) -> Sink {
            self.clone()
        }
    }

    /// Line `i` of thread `t`, `lines` from each of `threads` threads at once, written by
    /// `write`; back when every thread is done.
    fn from_threads(writer: &LogWriter, threads: usize, lines: usize, write: fn(&mut LogWriter, usize, usize)) {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let mut w = writer.clone();
                std::thread::spawn(move || (0..lines).for_each(|i| write(&mut w, t, i)))
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
    }

    /// The numbers of the lines `thread {t} line {i}` in `text`, in the order they were written.
    fn numbers_of(text: &str, t: usize) -> Vec<usize> {
        let mark = format!("thread {t} line ");
        text.lines().filter_map(|l| l.split_once(&mark).map(|(_, n)| n.parse().unwrap())).collect()
    }

    #[test]
    fn every_line_of_every_thread_is_written_whole_and_in_each_threads_order() {
        let sink = Sink::default();
        let (writer, guard) = start(sink.clone()).unwrap();
        from_threads(&writer, 4, 20_000, |w, t, i| w.write_all(format!("thread {t} line {i}\n").as_bytes()).unwrap());
        drop(guard);
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        for t in 0..4 {
            assert_eq!(numbers_of(&text, t), (0..20_000).collect::<Vec<_>>(), "thread {t}");
        }
        assert_eq!(text.lines().count(), 80_000);
    }

    /// A line whose message is `text`, written by the log thread.
    fn later(writer: &LogWriter, ansi: bool, level: Level, target: &'static str, text: &str) {
        let message: Message = |bytes, out| out.push_str(&String::from_utf8_lossy(bytes));
        writer.append_later(Later { level, target, ansi, message, at: SystemTime::now() }, |records| {
            records.extend_from_slice(text.as_bytes())
        });
    }

    #[test]
    fn a_line_written_later_reads_as_the_same_line_through_tracing() {
        for ansi in [false, true] {
            let ours = Sink::default();
            let (writer, guard) = start(ours.clone()).unwrap();
            let theirs = Sink::default();
            let subscriber =
                tracing_subscriber::fmt().with_ansi(ansi).event_format(line::Line).with_writer(theirs.clone()).finish();
            let shown = armrest_backend::client_text::quoted("/robot/joint_states?x=\u{1b}[31m");
            later(&writer, ansi, Level::INFO, "armrest::request", &format!("GET {shown} HTTP/1.1 200 0.250 ms"));
            later(&writer, ansi, Level::WARN, "armrest", "a bell \x07 and an escape \x1b[31m");
            drop(guard);
            tracing::subscriber::with_default(subscriber, || {
                tracing::info!(target: "armrest::request", "GET {shown} HTTP/1.1 200 0.250 ms");
                tracing::warn!(target: "armrest", "a bell \x07 and an escape \x1b[31m");
            });
            let text = |s: &Sink| line::tests::strip_times(&String::from_utf8(s.0.lock().unwrap().clone()).unwrap());
            assert_eq!(text(&ours), text(&theirs), "ansi: {ansi}");
            assert_eq!(text(&ours).lines().count(), 2);
        }
    }

    #[test]
    fn lines_written_later_keep_their_place_among_the_others_and_the_time_they_happened() {
        let sink = Sink::default();
        let (writer, guard) = start(sink.clone()).unwrap();
        // The time a line happened, not when the log thread wrote it.
        let at = std::time::UNIX_EPOCH + std::time::Duration::from_micros(86_400_000_001);
        let message: Message = |_, out| out.push_str("a day");
        writer.append_later(Later { level: Level::INFO, target: "t", ansi: false, message, at }, |_| ());
        from_threads(&writer, 3, 5_000, |w, t, i| {
            if i % 3 == 0 {
                later(w, false, Level::INFO, "t", &format!("thread {t} line {i}"));
            } else {
                w.write_all(format!("thread {t} line {i}\n").as_bytes()).unwrap();
            }
        });
        drop(guard);
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        for t in 0..3 {
            assert_eq!(numbers_of(&text, t), (0..5_000).collect::<Vec<_>>(), "thread {t}");
        }
        assert!(text.lines().any(|l| l == "1970-01-02T00:00:00.000001Z  INFO t: a day"), "{text}");
    }

    #[test]
    fn a_line_is_written_without_waiting_for_more() {
        let sink = Sink::default();
        let (mut writer, _guard) = start(sink.clone()).unwrap();
        writer.write_all(b"one line\n").unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while sink.0.lock().unwrap().is_empty() {
            assert!(std::time::Instant::now() < deadline, "the line was never written");
            std::thread::yield_now();
        }
        assert_eq!(&*sink.0.lock().unwrap(), b"one line\n");
    }
}
