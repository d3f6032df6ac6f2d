//! An MCP session's control lease (D29). An agent cannot renew a lease every second the way a
//! page does, so its session does it: `take_control` keeps the lease here, named after the
//! client; each tool call of the session renews it, and keeps renewing it while the call runs
//! (a move that outlasts the ttl is not cut short by its own lease); it lapses `ttl_s` after
//! the session's last call ended, as any lease does.

use super::tools::{self, ToolError, failure};
use crate::api::request::Source;
use crate::app::App;
use crate::control::Lease;
use crate::operations::Operation;
use armrest_backend::client_text::quoted;
use rmcp::model::{CallToolResult, Tool};
use serde_json::{Map, Value};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// What the agent is shown instead of the lease id: the session keeps it.
const KEPT: &str = "kept by this MCP session";

#[derive(Default)]
pub struct SessionLease {
    id: Mutex<Option<String>>,
}

/// Renews a lease until dropped.
pub struct Renewing(tokio::task::JoinHandle<()>);

impl Drop for Renewing {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl SessionLease {
    /// The session's lease id, if it took one (in force or not).
    pub fn id(&self) -> Option<String> {
        self.id.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }

    fn set(&self, id: Option<String>) {
        *self.id.lock().unwrap_or_else(PoisonError::into_inner) = id;
    }

    /// The lease in force, if it is this session's.
    pub fn held(&self, app: &App) -> Option<Lease> {
        app.control.holder_of(self.id().as_deref())
    }

    /// Renews the session's lease now and then every third of its ttl, until the answer is
    /// dropped; nothing when the session holds no lease in force.
    pub fn renewing(self: &Arc<Self>, app: &App) -> Option<Renewing> {
        let id = self.id()?;
        let lease = app.control.holder_of(Some(&id))?;
        app.control.renew(&id).ok()?;
        let every = (lease.ttl / 3).max(Duration::from_millis(10));
        let app = app.clone();
        Some(Renewing(tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.tick().await;
            loop {
                tick.tick().await;
                if app.control.renew(&id).is_err() {
                    return;
                }
            }
        })))
    }

    /// Whose lease a call of `op` with `args` would take away, as the audit names it (`#3 of
    /// 'pendant'`): `take_control` with `take: true` while another holds the lease in force.
    pub fn takes_over(&self, app: &App, op: &Operation, args: Option<&Map<String, Value>>) -> Option<String> {
        let take = args.and_then(|a| a.get("take")).and_then(Value::as_bool) == Some(true);
        if op.lease != crate::operations::Lease::No || !take {
            return None;
        }
        self.other_holder(app)
    }

    /// Who holds the lease in force, if not this session, as the audit names them.
    pub fn other_holder(&self, app: &App) -> Option<String> {
        let (held, _) = app.control.status().held?;
        self.held(app).is_none().then(|| format!("#{} of {}", held.number, quoted(&held.holder)))
    }

    /// A call of a control tool: `take_control` names the lease after the client and keeps
    /// it here; renewals and the release act on the kept one.
    pub async fn call(
        &self,
        app: &App,
        op: &Operation,
        tool: &Tool,
        mut args: Map<String, Value>,
        client: &str,
    ) -> CallToolResult {
        let takes = op.lease == crate::operations::Lease::No;
        if takes {
            args.insert("holder".into(), Value::String(client.to_owned()));
        }
        match op.run(app.clone(), Source::Tool(Value::Object(args)), self.id()).await {
            Ok(reply) => {
                let mut value = reply.value();
                if takes {
                    self.set(value.get("lease").and_then(Value::as_str).map(str::to_owned));
                    value["lease"] = Value::String(KEPT.to_owned());
                } else if value.get("held") == Some(&Value::Bool(false))
                    || op.spec.method == crate::operations::Method::Delete
                {
                    self.set(None);
                }
                tools::answer(op, tool, value)
            }
            Err(e) => failure(&ToolError::from(e).to_string()),
        }
    }
}
