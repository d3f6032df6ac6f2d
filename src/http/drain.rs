//! No dropped connections (D5): a handler may answer before it read the request body (a 401, a
//! 404, a 422 for a wrong content type, a 413). HTTP/1.1 cannot reuse a connection whose request
//! body is unread, and a client that already sent its next request on it sees the connection
//! close without an answer. This layer reads what the handler left of the body, up to
//! `uploads.max_bytes` and `uploads.drain_s`, so the keep-alive connection stays usable; past
//! either bound the answer says `Connection: close`, so no client reuses it.

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::CONNECTION;
use axum::response::Response;
use http_body::{Body as _, Frame, SizeHint};
use http_body_util::BodyExt;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

/// How much of a body left unread is read, and for how long, before the connection is given up.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    max_bytes: u64,
    wait: Duration,
}

impl Bounds {
    pub fn new(max_bytes: usize, wait: Duration) -> Bounds {
        Bounds { max_bytes: max_bytes as u64, wait }
    }
}

/// The body of a request gone to the router, whose unread rest stays reachable here.
pub struct Held(Arc<Mutex<Body>>);

/// The request with its body shared with the [`Held`] returned beside it; `None` when no body
/// is to come (most requests), and the request goes on untouched.
pub fn hold(request: Request) -> (Request, Option<Held>) {
    if request.body().is_end_stream() {
        return (request, None);
    }
    let (parts, body) = request.into_parts();
    let shared = Arc::new(Mutex::new(body));
    (Request::from_parts(parts, Body::new(SharedBody(Arc::clone(&shared)))), Some(Held(shared)))
}

impl Held {
    /// Reads what the handler left of the body; when it cannot within `bounds`, the answer says
    /// `Connection: close`.
    pub async fn finish(self, bounds: Bounds, response: &mut Response) {
        let rest = std::mem::take(&mut *lock(&self.0));
        if !rest.is_end_stream() && !read_to_end(rest, bounds).await {
            response.headers_mut().insert(CONNECTION, HeaderValue::from_static("close"));
        }
    }
}

/// Reads and drops the rest of a body; false if it is larger than the bounds allow, or broken.
async fn read_to_end(mut rest: Body, bounds: Bounds) -> bool {
    if rest.size_hint().lower() > bounds.max_bytes {
        return false;
    }
    let reading = async {
        let mut read = 0u64;
        while let Some(frame) = rest.frame().await {
            let Ok(frame) = frame else { return false };
            read += frame.data_ref().map_or(0, |d| d.len() as u64);
            if read > bounds.max_bytes {
                return false;
            }
        }
        true
    };
    tokio::time::timeout(bounds.wait, reading).await.unwrap_or(false)
}

fn lock(body: &Mutex<Body>) -> MutexGuard<'_, Body> {
    body.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The request body as the handler sees it, while the layer keeps hold of what it leaves.
struct SharedBody(Arc<Mutex<Body>>);

impl http_body::Body for SharedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut *lock(&self.0)).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        lock(&self.0).is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        lock(&self.0).size_hint()
    }
}
