//! MCP sessions with an end (issue 49): rmcp's `LocalSessionManager` ends an idle session's worker
//! after its `keep_alive` but keeps the session's entry in its map for good, and bounds nothing:
//! 3,000 `initialize` without `DELETE` took 300 MB that never came back. This wraps it: a
//! session unused for [`IDLE`] is closed, and at [`MAX`] sessions the least recently used one is
//! closed to make room for a new one. A client whose session was closed gets 404 and initializes
//! again, as the protocol says.

use futures_util::Stream;
use rmcp::model::{ClientJsonRpcMessage, ServerJsonRpcMessage};
use rmcp::transport::streamable_http_server::session::local::{LocalSessionManager, SessionConfig};
use rmcp::transport::streamable_http_server::session::{ServerSseMessage, SessionId, SessionManager};
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a session may go unused before it is closed: rmcp's own keep-alive (5 minutes), and
/// longer than a person's time to answer a confirmation (`mcp.confirm_wait_s`, at most 600 s
/// counts from the call, which uses the session when it answers).
pub const IDLE: Duration = Duration::from_secs(300);

/// The most sessions kept at once.
pub const MAX: usize = 256;

pub struct BoundedSessions {
    inner: LocalSessionManager,
    /// When each session was last used.
    used: Mutex<HashMap<SessionId, Instant>>,
    idle: Duration,
    max: usize,
}

impl BoundedSessions {
    pub fn new(idle: Duration, max: usize) -> BoundedSessions {
        let mut inner = LocalSessionManager::default();
        let mut config = SessionConfig::default();
        config.keep_alive = Some(idle);
        inner.session_config = config;
        BoundedSessions { inner, used: Mutex::default(), idle, max: max.max(1) }
    }

    /// How many sessions are kept.
    pub fn count(&self) -> usize {
        self.used.lock().unwrap_or_else(PoisonError::into_inner).len()
    }

    fn touch(&self, id: &SessionId) {
        if let Some(at) = self.used.lock().unwrap_or_else(PoisonError::into_inner).get_mut(id) {
            *at = Instant::now();
        }
    }

    /// The sessions to close before a new one: those idle too long, and the least recently used
    /// while there would be more than the bound. Taken off the list at once.
    fn to_close(&self) -> Vec<SessionId> {
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        let mut by_age: Vec<(SessionId, Instant)> = used.iter().map(|(k, v)| (k.clone(), *v)).collect();
        by_age.sort_by_key(|(_, at)| *at);
        let over = (by_age.len() + 1).saturating_sub(self.max);
        let close: Vec<SessionId> = by_age
            .into_iter()
            .enumerate()
            .filter(|(i, (_, at))| *i < over || at.elapsed() > self.idle)
            .map(|(_, (id, _))| id)
            .collect();
        for id in &close {
            used.remove(id);
        }
        close
    }
}

impl SessionManager for BoundedSessions {
    type Error = <LocalSessionManager as SessionManager>::Error;
    type Transport = <LocalSessionManager as SessionManager>::Transport;

    async fn create_session(&self) -> Result<(SessionId, Self::Transport), Self::Error> {
        for id in self.to_close() {
            if let Err(e) = self.inner.close_session(&id).await {
                tracing::debug!("mcp: closing session {id}: {e}");
            }
        }
        let (id, transport) = self.inner.create_session().await?;
        self.used.lock().unwrap_or_else(PoisonError::into_inner).insert(id.clone(), Instant::now());
        Ok((id, transport))
    }

    async fn initialize_session(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<ServerJsonRpcMessage, Self::Error> {
        self.touch(id);
        self.inner.initialize_session(id, message).await
    }

    async fn has_session(&self, id: &SessionId) -> Result<bool, Self::Error> {
        // A session closed here is gone, whatever the inner map still holds.
        if !self.used.lock().unwrap_or_else(PoisonError::into_inner).contains_key(id) {
            return Ok(false);
        }
        self.inner.has_session(id).await
    }

    async fn close_session(&self, id: &SessionId) -> Result<(), Self::Error> {
        self.used.lock().unwrap_or_else(PoisonError::into_inner).remove(id);
        self.inner.close_session(id).await
    }

    async fn create_stream(
        &self,
        id: &SessionId,
        message: ClientJsonRpcMessage,
    ) -> Result<impl Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        self.touch(id);
        self.inner.create_stream(id, message).await
    }

    async fn accept_message(&self, id: &SessionId, message: ClientJsonRpcMessage) -> Result<(), Self::Error> {
        self.touch(id);
        self.inner.accept_message(id, message).await
    }

    async fn create_standalone_stream(
        &self,
        id: &SessionId,
    ) -> Result<impl Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        self.touch(id);
        self.inner.create_standalone_stream(id).await
    }

    async fn resume(
        &self,
        id: &SessionId,
        last_event_id: String,
    ) -> Result<impl Stream<Item = ServerSseMessage> + Send + Sync + 'static, Self::Error> {
        self.touch(id);
        self.inner.resume(id, last_event_id).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sessions_beyond_the_bound_or_idle_too_long_are_closed() {
        let sessions = BoundedSessions::new(Duration::from_millis(200), 3);
        let mut ids = Vec::new();
        for _ in 0..5 {
            ids.push(sessions.create_session().await.expect("a session").0);
            assert!(sessions.count() <= 3, "bounded: {}", sessions.count());
        }
        assert!(!sessions.has_session(&ids[0]).await.unwrap(), "the least recently used went first");
        assert!(sessions.has_session(&ids[4]).await.unwrap());
        // Used since: kept when the bound makes room again.
        sessions.touch(&ids[2]);
        sessions.create_session().await.expect("a session");
        assert!(sessions.has_session(&ids[2]).await.unwrap(), "used lately, kept");
        assert!(!sessions.has_session(&ids[3]).await.unwrap(), "the least recently used now");
        // Idle past the limit: closed at the next session's creation.
        tokio::time::sleep(Duration::from_millis(250)).await;
        sessions.create_session().await.expect("a session");
        assert_eq!(sessions.count(), 1, "the idle ones are closed");
    }
}
