//! One client connection: what it is doing, judged from the bytes it moves and the requests it
//! has open, and the deadline that follows (D26).
//!
//! A connection keeps armrest waiting on the client when a request head has begun and not
//! ended, when no request is open and nothing arrives, when a request body has not all arrived,
//! or when an answer cannot be written because the client does not read. Each of these has a
//! deadline: the head `header_read_timeout_s` from its first byte, the others `idle_timeout_s`
//! from the last byte that moved. While armrest itself works on a request (a motion that runs
//! for a minute) or has nothing to send on an open stream, there is no deadline.

use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::Notify;
use tokio::time::Instant;

/// The two timeouts of a connection (`connections` in the endpoints configuration).
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    pub header_read: Duration,
    pub idle: Duration,
}

const NONE: u64 = u64::MAX;

/// What one connection is doing; shared by its socket, its requests and its watchdog.
#[derive(Debug)]
pub struct Activity {
    born: Instant,
    /// Microseconds since `born` of the last byte read or written.
    last_io: AtomicU64,
    /// Microseconds since `born` when the current request head began (`NONE`: none is pending).
    head_since: AtomicU64,
    /// Microseconds since `born` when the last open request ended.
    quiet_since: AtomicU64,
    /// Requests whose head arrived and whose answer has not been handed over to the socket.
    open: AtomicUsize,
    /// Request bodies still arriving.
    bodies_arriving: AtomicUsize,
    /// The last write could not go out: the client does not read.
    write_blocked: AtomicBool,
    /// Told to go (the connection bound needed its place); the watchdog ends it.
    shed: Notify,
    /// The deadline may have come nearer (a request head began, a body began to arrive, a
    /// write could not go out): the watchdog, asleep until the deadline it saw, looks again.
    moved: Notify,
    /// Closed by the watchdog after an upgrade: the socket answers every read and write with
    /// an error from then on, so whoever took it over ends.
    closed: AtomicBool,
    /// The task last waiting to read, woken when the socket is closed.
    reader: std::sync::Mutex<Option<std::task::Waker>>,
    /// Microseconds since `born` when the connection became a stream: an event stream is open
    /// on it, or it was upgraded (`NONE`: it is neither). The oldest stream yields first.
    stream_since: AtomicU64,
    /// An upgraded connection's place among the streams, kept as long as its socket.
    upgraded_place: std::sync::Mutex<Option<super::streams::StreamPlace>>,
}

impl Activity {
    pub fn new() -> Arc<Activity> {
        Arc::new(Activity {
            born: Instant::now(),
            last_io: AtomicU64::new(0),
            head_since: AtomicU64::new(NONE),
            quiet_since: AtomicU64::new(0),
            open: AtomicUsize::new(0),
            bodies_arriving: AtomicUsize::new(0),
            write_blocked: AtomicBool::new(false),
            shed: Notify::new(),
            moved: Notify::new(),
            closed: AtomicBool::new(false),
            reader: std::sync::Mutex::new(None),
            stream_since: AtomicU64::new(NONE),
            upgraded_place: std::sync::Mutex::new(None),
        })
    }

    pub(super) fn stream_began(&self) {
        self.stream_since.store(self.now(), Ordering::Relaxed);
    }

    pub(super) fn stream_ended(&self) {
        self.stream_since.store(NONE, Ordering::Relaxed);
    }

    /// Since when the connection is a stream; `None` if it is none.
    pub fn stream_since(&self) -> Option<Instant> {
        let since = self.stream_since.load(Ordering::Relaxed);
        (since != NONE).then(|| self.at(since))
    }

    /// Keeps an upgraded connection's place among the streams until the connection goes.
    pub(super) fn keep_upgraded_place(&self, place: super::streams::StreamPlace) {
        *self.upgraded_place.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(place);
    }

    /// Closes an upgraded connection's socket under whoever holds it (see `closed`).
    pub fn close(&self) {
        self.closed.store(true, Ordering::Relaxed);
        let waker = self.reader.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        if let Some(w) = waker {
            w.wake();
        }
    }

    fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }

    fn now(&self) -> u64 {
        u64::try_from(self.born.elapsed().as_micros()).unwrap_or(NONE - 1)
    }

    fn at(&self, micros: u64) -> Instant {
        self.born + Duration::from_micros(micros)
    }

    fn read_bytes(&self) {
        let now = self.now();
        self.last_io.store(now, Ordering::Relaxed);
        // Bytes that are not a body's are a request head's (a pipelined one included).
        if self.bodies_arriving.load(Ordering::Relaxed) == 0
            && self.head_since.compare_exchange(NONE, now, Ordering::Relaxed, Ordering::Relaxed).is_ok()
        {
            // A head began: its deadline may be nearer than the idle one the watchdog sleeps to.
            self.moved.notify_one();
        }
    }

    /// A write could not go out: the client does not read.
    fn write_pending(&self) {
        if !self.write_blocked.swap(true, Ordering::Relaxed) {
            self.moved.notify_one();
        }
    }

    fn wrote_bytes(&self) {
        self.last_io.store(self.now(), Ordering::Relaxed);
        self.write_blocked.store(false, Ordering::Relaxed);
    }

    /// A request head has arrived and goes to the router. With a body still to come, the
    /// second value stands for it until it has all arrived or is no longer read.
    pub fn request_began(self: &Arc<Self>, body_arriving: bool) -> (OpenRequest, Option<BodyArriving>) {
        self.open.fetch_add(1, Ordering::Relaxed);
        self.head_since.store(NONE, Ordering::Relaxed);
        let body = body_arriving.then(|| {
            self.bodies_arriving.fetch_add(1, Ordering::Relaxed);
            self.moved.notify_one();
            BodyArriving { activity: Arc::clone(self) }
        });
        (OpenRequest { activity: Arc::clone(self) }, body)
    }

    /// When the connection is to be closed unless something moves first; `None` while armrest
    /// works on a request or has nothing to send.
    pub fn deadline(&self, t: Timeouts) -> Option<Instant> {
        let last_io = self.last_io.load(Ordering::Relaxed);
        if self.open.load(Ordering::Relaxed) == 0 {
            let quiet = self.quiet_since.load(Ordering::Relaxed);
            let head = self.head_since.load(Ordering::Relaxed);
            return Some(if head != NONE {
                self.at(head.max(quiet)) + t.header_read
            } else {
                self.at(last_io.max(quiet)) + t.idle
            });
        }
        let waiting_on_client =
            self.write_blocked.load(Ordering::Relaxed) || self.bodies_arriving.load(Ordering::Relaxed) > 0;
        waiting_on_client.then(|| self.at(last_io) + t.idle)
    }

    /// Asks the connection to close now (its place is needed).
    pub fn shed(&self) {
        self.shed.notify_one();
    }

    /// Resolves when the connection should close: its deadline passed with nothing moving, or
    /// it was shed. Returns why, for the log.
    pub async fn expired(&self, t: Timeouts) -> &'static str {
        loop {
            let before = self.deadline(t);
            let wake = before.unwrap_or_else(|| Instant::now() + t.idle);
            tokio::select! {
                () = tokio::time::sleep_until(wake) => {}
                () = self.shed.notified() => return "shed to make room for a new connection",
                () = self.moved.notified() => continue,
            }
            // Activity may have moved the deadline meanwhile; only an unmoved one has passed.
            if let Some(d) = self.deadline(t)
                && d <= Instant::now()
            {
                return if self.head_since.load(Ordering::Relaxed) != NONE && self.open.load(Ordering::Relaxed) == 0 {
                    "request head not complete within connections.header_read_timeout_s"
                } else {
                    "idle past connections.idle_timeout_s"
                };
            }
        }
    }
}

/// A request from the arrival of its head until its answer is handed to the socket.
#[derive(Debug)]
pub struct OpenRequest {
    activity: Arc<Activity>,
}

impl Drop for OpenRequest {
    fn drop(&mut self) {
        let a = &self.activity;
        a.quiet_since.store(a.now(), Ordering::Relaxed);
        a.open.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A request body that has not all arrived; dropped when it has, or when nobody reads it.
#[derive(Debug)]
pub struct BodyArriving {
    activity: Arc<Activity>,
}

impl Drop for BodyArriving {
    fn drop(&mut self) {
        self.activity.bodies_arriving.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A socket that tells its [`Activity`] about every byte it moves, and holds its place among
/// the connections (`G`) for as long as it lives.
pub struct Watched<S, G = ()> {
    inner: S,
    activity: Arc<Activity>,
    _place: G,
}

impl<S, G> Watched<S, G> {
    pub fn new(inner: S, activity: Arc<Activity>, place: G) -> Watched<S, G> {
        Watched { inner, activity, _place: place }
    }
}

fn closed_error() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::ConnectionAborted, "connection closed by armrest")
}

impl<S: AsyncRead + Unpin, G: Unpin> AsyncRead for Watched<S, G> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        if self.activity.is_closed() {
            return Poll::Ready(Err(closed_error()));
        }
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.inner).poll_read(cx, buf);
        match &polled {
            Poll::Ready(Ok(())) if buf.filled().len() > before => self.activity.read_bytes(),
            Poll::Pending => {
                let mut reader = self.activity.reader.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                *reader = Some(cx.waker().clone());
                drop(reader);
                // Closed meanwhile: the waker may have been taken before it was stored.
                if self.activity.is_closed() {
                    return Poll::Ready(Err(closed_error()));
                }
            }
            _ => {}
        }
        polled
    }
}

impl<S: AsyncWrite + Unpin, G> Watched<S, G> {
    fn wrote(&self, polled: Poll<std::io::Result<usize>>) -> Poll<std::io::Result<usize>> {
        match &polled {
            Poll::Ready(Ok(n)) if *n > 0 => self.activity.wrote_bytes(),
            Poll::Pending => self.activity.write_pending(),
            _ => {}
        }
        polled
    }
}

impl<S: AsyncWrite + Unpin, G: Unpin> AsyncWrite for Watched<S, G> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        if self.activity.is_closed() {
            return Poll::Ready(Err(closed_error()));
        }
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.wrote(polled)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.wrote(polled)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Timeouts = Timeouts { header_read: Duration::from_secs(10), idle: Duration::from_secs(60) };

    #[tokio::test(start_paused = true)]
    async fn a_silent_connection_goes_after_the_idle_timeout() {
        let a = Activity::new();
        let born = Instant::now();
        assert_eq!(a.deadline(T), Some(born + T.idle));
        assert_eq!(a.expired(T).await, "idle past connections.idle_timeout_s");
        assert_eq!(Instant::now(), born + T.idle);
    }

    #[tokio::test(start_paused = true)]
    async fn a_begun_head_has_the_header_timeout_from_its_first_byte() {
        let a = Activity::new();
        tokio::time::advance(Duration::from_secs(5)).await;
        a.read_bytes();
        let first_byte = Instant::now();
        tokio::time::advance(Duration::from_secs(3)).await;
        a.read_bytes(); // more of the same head: the deadline stays
        assert!(a.expired(T).await.contains("header_read_timeout_s"));
        assert_eq!(Instant::now(), first_byte + T.header_read);
    }

    /// The watchdog went to sleep until the idle deadline before the head began (a connection
    /// that waits a moment before it sends, the next request on a keep-alive connection).
    #[tokio::test(start_paused = true)]
    async fn a_head_that_begins_while_the_watchdog_sleeps_has_the_header_timeout() {
        let a = Activity::new();
        let watchdog = tokio::spawn({
            let a = Arc::clone(&a);
            async move { a.expired(T).await }
        });
        tokio::time::sleep(Duration::from_secs(5)).await;
        assert!(!watchdog.is_finished());
        a.read_bytes();
        let first_byte = Instant::now();
        let why = watchdog.await.expect("the watchdog");
        assert!(why.contains("header_read_timeout_s"), "{why}");
        assert_eq!(Instant::now(), first_byte + T.header_read);
    }

    #[tokio::test(start_paused = true)]
    async fn a_client_that_stops_reading_during_a_long_request_goes_after_the_idle_timeout() {
        let a = Activity::new();
        a.read_bytes();
        let (_request, _) = a.request_began(false);
        let watchdog = tokio::spawn({
            let a = Arc::clone(&a);
            async move { a.expired(T).await }
        });
        // Half a minute into a motion, a part of its answer goes out; then, after the watchdog
        // found no deadline at the idle timeout and went to sleep for another, a write blocks.
        tokio::time::sleep(T.idle / 2).await;
        a.wrote_bytes();
        let last = Instant::now();
        tokio::time::sleep(T.idle / 2 + Duration::from_secs(1)).await;
        a.write_pending();
        let why = watchdog.await.expect("the watchdog");
        assert!(why.contains("idle_timeout_s"), "{why}");
        assert_eq!(Instant::now(), last + T.idle, "not a second sleep later");
    }

    #[tokio::test(start_paused = true)]
    async fn no_deadline_while_armrest_works_on_a_request() {
        let a = Activity::new();
        a.read_bytes();
        let (request, body) = a.request_began(false);
        assert!(body.is_none());
        assert_eq!(a.deadline(T), None, "a motion may take minutes");
        // The answer cannot be written: the client does not read.
        a.write_blocked.store(true, Ordering::Relaxed);
        assert!(a.deadline(T).is_some());
        a.wrote_bytes();
        assert_eq!(a.deadline(T), None);
        drop(request);
        tokio::time::advance(Duration::from_secs(1)).await;
        let quiet = a.deadline(T).expect("a quiet connection has a deadline");
        assert!(quiet > Instant::now() + T.header_read, "between requests the idle timeout applies");
    }

    #[tokio::test(start_paused = true)]
    async fn a_body_that_stops_arriving_is_idle() {
        let a = Activity::new();
        a.read_bytes();
        let (_request, body) = a.request_began(true);
        let arriving = a.deadline(T).expect("a body still arriving waits on the client");
        a.read_bytes(); // body bytes: no new head begins
        assert_eq!(a.head_since.load(Ordering::Relaxed), NONE);
        assert!(arriving <= a.deadline(T).expect("still arriving"));
        drop(body);
        assert_eq!(a.deadline(T), None);
    }

    #[tokio::test(start_paused = true)]
    async fn shedding_ends_the_wait_at_once() {
        let a = Activity::new();
        a.shed();
        assert!(a.expired(T).await.starts_with("shed"));
        assert_eq!(a.born.elapsed(), Duration::ZERO);
    }
}
