//! The client end of the action socket: one connection, requests out, replies in.

use super::protocol::{Reply, Request};
use std::path::Path;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::net::UnixStream;
use tokio::net::unix::{OwnedReadHalf, OwnedWriteHalf};

/// Why the simulator could not be talked to; the text says what happened.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ClientError(pub String);

pub struct Connection {
    lines: Lines<BufReader<OwnedReadHalf>>,
    out: OwnedWriteHalf,
}

impl Connection {
    pub async fn open(path: &Path) -> Result<Connection, ClientError> {
        let stream = UnixStream::connect(path)
            .await
            .map_err(|e| ClientError(format!("cannot reach the simulator at {}: {e}", path.display())))?;
        let (read, out) = stream.into_split();
        Ok(Connection { lines: BufReader::new(read).lines(), out })
    }

    pub async fn send(&mut self, request: &Request) -> Result<(), ClientError> {
        let mut line = serde_json::to_vec(request).map_err(|e| ClientError(e.to_string()))?;
        line.push(b'\n');
        self.out.write_all(&line).await.map_err(|e| ClientError(format!("simulator connection: {e}")))
    }

    /// The next reply. Cancel-safe: a reply not yet complete is read by the next call.
    pub async fn reply(&mut self) -> Result<Reply, ClientError> {
        match self.lines.next_line().await {
            Ok(Some(line)) => serde_json::from_str(&line)
                .map_err(|e| ClientError(format!("unexpected answer from the simulator: {e}"))),
            _ => Err(ClientError("the simulator closed the connection".into())),
        }
    }
}
