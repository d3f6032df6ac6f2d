//! The accept loop (D26): every connection gets a place out of a bounded number, its
//! timeouts, and HTTP/1.1; running out of places or of files never stops the loop.
//!
//! When every place is taken, the connection that has kept armrest waiting longest (a head that
//! does not end, a silent keep-alive, a client that does not read) is closed to make room, so a
//! flood of half-open connections cannot keep `POST /stop` out. When none keeps armrest
//! waiting, the oldest stream (an event stream, a WebSocket) yields: streams have their own
//! bound below this one (`streams`), and whatever holds the places, a new request gets in. A
//! connection on which armrest works on a request (a motion) is never closed for room; if all
//! are such, the next connection waits in the kernel's queue until one ends.

use super::connection::{Activity, Timeouts, Watched};
use super::exchange::Exchanges;
use super::memory::Trim;
use super::streams::Streams;
use crate::http::front::Front;
use hyper_util::rt::TokioIo;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, watch};
use tokio::time::Instant;

/// How many connections at once, and their timeouts.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub timeouts: Timeouts,
    pub max_connections: usize,
    /// Of those, how many may be streams (`streams::stream_bound`).
    pub max_streams: usize,
}

/// A pause after an accept error that is not the client's (out of files, out of memory), so
/// the loop does not spin while the cause lasts.
const ACCEPT_ERROR_PAUSE: Duration = Duration::from_millis(50);
/// The pause when a connection was closed to free a file: long enough for its task to end.
const SHED_PAUSE: Duration = Duration::from_millis(1);
/// At most one log line per this long about accept errors, with a count of those not logged.
const ACCEPT_ERROR_LOG_EVERY: Duration = Duration::from_secs(5);

/// The connections being served, by number.
#[derive(Default)]
struct Live {
    connections: Mutex<HashMap<u64, Arc<Activity>>>,
}

impl Live {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Arc<Activity>>> {
        // A panic while the map was held left it whole (inserts and removes are single calls).
        self.connections.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Closes the connection whose deadline comes first, or when none has one, the oldest
    /// stream; false if every connection is busy with a request armrest works on.
    fn shed_one(&self, timeouts: Timeouts) -> bool {
        let live = self.lock();
        let first = live.values().filter_map(|a| a.deadline(timeouts).map(|d| (d, a))).min_by_key(|(d, _)| *d);
        let oldest_stream = || live.values().filter_map(|a| a.stream_since().map(|s| (s, a))).min_by_key(|(s, _)| *s);
        match first.or_else(oldest_stream) {
            Some((_, activity)) => {
                activity.shed();
                true
            }
            None => false,
        }
    }
}

/// Serves `router` on `listener` until `shutdown` resolves; then lets every connection finish
/// its requests (graceful) and returns when all have closed.
pub async fn serve(listener: TcpListener, router: Front, limits: Limits, shutdown: impl Future<Output = ()>) {
    let places = Arc::new(Semaphore::new(limits.max_connections));
    let streams = Arc::new(Streams::new(limits.max_streams));
    let live = Arc::new(Live::default());
    let trim = Arc::new(Trim::default());
    let (stopping, stop) = watch::channel(false);
    let mut errors = AcceptErrors::default();
    let mut tasks = tokio::task::JoinSet::new();
    let mut next_id: u64 = 0;
    tokio::pin!(shutdown);
    loop {
        while tasks.try_join_next().is_some() {}
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => break,
        };
        let tcp = match accepted {
            Ok((tcp, _)) => tcp,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                errors.note(&e);
                let out_of_files = matches!(e.raw_os_error(), Some(libc::EMFILE | libc::ENFILE));
                // A shed connection gives its file back at once; otherwise wait for the cause.
                let pause =
                    if out_of_files && live.shed_one(limits.timeouts) { SHED_PAUSE } else { ACCEPT_ERROR_PAUSE };
                tokio::select! {
                    () = tokio::time::sleep(pause) => continue,
                    () = &mut shutdown => break,
                }
            }
        };
        // A place for the newcomer, only now that there is one: none is freed in advance.
        // Meanwhile it holds one file of the reserve, and later ones wait in the kernel's queue.
        let place = match Arc::clone(&places).try_acquire_owned() {
            Ok(place) => place,
            Err(_) => {
                live.shed_one(limits.timeouts);
                tokio::select! {
                    place = Arc::clone(&places).acquire_owned() => match place {
                        Ok(place) => place,
                        Err(_) => break, // never closed
                    },
                    () = &mut shutdown => break,
                }
            }
        };
        // Small writes (a stream's events, short answers) must leave at once: with Nagle's
        // algorithm one waited for the client's delayed ACK, up to 40 ms on Linux.
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY could not be set on a connection: {e}");
        }
        let activity = Activity::new();
        let id = next_id;
        next_id += 1;
        live.lock().insert(id, Arc::clone(&activity));
        // The place goes with the socket: an upgraded connection (the jog's WebSocket) keeps it
        // until the socket itself is dropped, long after its HTTP exchange ended.
        let (closed, socket_gone) = tokio::sync::oneshot::channel();
        let gone = Gone { id, live: Arc::clone(&live), trim: Arc::clone(&trim), _place: place, _closed: closed };
        let service = Exchanges::new(router.clone(), Arc::clone(&activity), Arc::clone(&streams));
        let io = TokioIo::new(Watched::new(tcp, Arc::clone(&activity), gone));
        tasks.spawn(connection(io, service, activity, limits.timeouts, stop.clone(), socket_gone));
    }
    drop(listener);
    let _ = stopping.send(true);
    while tasks.join_next().await.is_some() {}
}

/// One connection, until it ends, its deadline passes or it is shed; an upgraded one until its
/// socket is dropped.
async fn connection(
    io: TokioIo<Watched<tokio::net::TcpStream, Gone>>,
    service: Exchanges,
    activity: Arc<Activity>,
    timeouts: Timeouts,
    mut stop: watch::Receiver<bool>,
    mut socket_gone: tokio::sync::oneshot::Receiver<()>,
) {
    let mut conn = Box::pin(hyper::server::conn::http1::Builder::new().serve_connection(io, service).with_upgrades());
    let mut graceful = false;
    loop {
        tokio::select! {
            served = conn.as_mut() => {
                if let Err(e) = served {
                    tracing::debug!("connection ended: {e}");
                }
                break;
            }
            why = activity.expired(timeouts) => {
                tracing::debug!("connection closed: {why}");
                return;
            }
            _ = stop.wait_for(|s| *s), if !graceful => {
                graceful = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
    // Dropped, the connection drops its socket, unless an upgrade took it over: then the socket
    // lives on with its place, under the same deadlines, and shutdown closes it too.
    drop(conn);
    tokio::select! {
        _ = &mut socket_gone => return,
        why = activity.expired(timeouts) => {
            tracing::debug!("upgraded connection closed: {why}");
            activity.close();
        }
        _ = stop.wait_for(|s| *s) => activity.close(),
    }
    let _ = socket_gone.await;
}

/// Leaves the live set, gives the place back and counts toward returning memory; it goes with
/// the connection's socket, and tells the connection's task when it does.
pub(super) struct Gone {
    id: u64,
    live: Arc<Live>,
    trim: Arc<Trim>,
    _place: tokio::sync::OwnedSemaphorePermit,
    _closed: tokio::sync::oneshot::Sender<()>,
}

impl Drop for Gone {
    fn drop(&mut self) {
        self.live.lock().remove(&self.id);
        self.trim.connection_closed();
    }
}

fn is_connection_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(e.kind(), ConnectionRefused | ConnectionAborted | ConnectionReset)
}

/// Accept errors, logged at most once per [`ACCEPT_ERROR_LOG_EVERY`].
#[derive(Default)]
struct AcceptErrors {
    logged: Option<Instant>,
    unlogged: u64,
}

impl AcceptErrors {
    fn note(&mut self, e: &std::io::Error) {
        let due = self.logged.is_none_or(|at| at.elapsed() >= ACCEPT_ERROR_LOG_EVERY);
        if !due {
            self.unlogged += 1;
            return;
        }
        let more = match self.unlogged {
            0 => String::new(),
            n => format!(" ({n} more since the last line)"),
        };
        tracing::error!(
            "accept error: {e}{more}; closing the connection that kept armrest waiting longest and trying again"
        );
        self.logged = Some(Instant::now());
        self.unlogged = 0;
    }
}
