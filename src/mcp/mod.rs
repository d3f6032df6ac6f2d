//! The Model Context Protocol interface at `/mcp/mcp` (D14): streamable HTTP through the
//! official Rust SDK (rmcp), in the same process and on the same port as the HTTP API.

pub mod guard;
pub mod resources;
pub mod session;
pub mod session_bound;
pub mod tools;

use crate::api::request::Source;
use crate::app::App;
use crate::operations::{Effect, Operation};
use armrest_backend::client_text::quoted;
use guard::Guard;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, Implementation, ListResourcesResult, ListToolsResult,
    PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use serde_json::Value;
use session_bound::BoundedSessions;
use std::sync::Arc;
use tools::ToolError;

/// One MCP session's handler; all share the service's [`App`].
#[derive(Clone)]
pub struct ArmrestMcp {
    app: App,
    operations: Arc<Vec<Operation>>,
    /// The tool of each operation, in the same order.
    tools: Arc<Vec<rmcp::model::Tool>>,
    guard: Arc<Guard>,
    /// This session's control lease (D29).
    lease: Arc<session::SessionLease>,
}

impl ServerHandler for ArmrestMcp {
    fn get_info(&self) -> ServerConfig {
        let mut implementation = Implementation::from_build_env();
        implementation.name = "armrest".into();
        implementation.version = env!("CARGO_PKG_VERSION").into();
        ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_resources().build())
            .with_server_info(implementation)
            .with_instructions(format!(
                "Reads and commands a 7-joint robot arm. Read and plan tools are safe. Motion, trajectory and \
                 sequence tools move the arm (a real one with the ROS 2 backend); {} stop halts software \
                 operations but is no emergency stop.",
                if self.guard.offers_motion() {
                    self.guard.describe()
                } else {
                    "this server offers them to no agent (mcp.motion: deny).".to_owned()
                }
            ))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        // Written anew per list: the named positions' enum follows positions saved and deleted at
        // run time (D32).
        let tools = tools::tools(&self.app, &self.operations, &self.guard);
        let offered = self
            .operations
            .iter()
            .zip(tools)
            .filter(|(op, _)| !hidden_when_denied(op.spec.effect) || self.guard.offers_motion())
            .map(|(_, tool)| tool)
            .collect();
        Ok(ListToolsResult::with_all_items(offered))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let Some(i) =
            self.operations.iter().position(|op| op.spec.tool.as_ref().is_some_and(|t| t.name == request.name))
        else {
            return Err(McpError::invalid_params(format!("unknown tool {}", quoted(&request.name)), None));
        };
        let (op, tool) = (&self.operations[i], &self.tools[i]);
        // Every call of the session renews its lease, and keeps it renewed while it runs.
        let _renewing = self.lease.renewing(&self.app);
        match op.spec.effect {
            Effect::Moves => {
                let lease = self.lease.id();
                return self.guard.call(&self.app, op, tool, request, &context, lease).await;
            }
            Effect::Changes => {
                let lease = self.lease.id();
                return Ok(self.guard.change(&self.app, op, tool, request, &context, lease).await);
            }
            Effect::Controls if !self.guard.offers_motion() => {
                let why = format!(
                    "tool `{}` is not offered: this server lets no agent move the arm (mcp.motion: deny), so no \
                     agent takes control",
                    request.name
                );
                return Err(McpError::invalid_params(why, None));
            }
            Effect::Controls => {
                // Taking control from someone stops their motion: a person confirms it (issue 49).
                if let Some(from) = self.lease.takes_over(&self.app, op, request.arguments.as_ref()) {
                    return Ok(self.guard.take_over(&self.app, op, tool, request, &context, &self.lease, from).await);
                }
                let args = request.arguments.unwrap_or_default();
                return Ok(self.lease.call(&self.app, op, tool, args, &guard::client_of(&context)).await.into());
            }
            Effect::Paces => {
                let lease = self.lease.id();
                return Ok(self.guard.pace(&self.app, op, tool, request, &context, lease).await);
            }
            Effect::Reads | Effect::Stops => {}
        }
        let args = Value::Object(request.arguments.unwrap_or_default());
        Ok(match op.run(self.app.clone(), Source::Tool(args), None).await {
            Ok(reply) => tools::answer(op, tool, reply.value()),
            Err(e) => tools::failure(&ToolError::from(e).to_string()),
        }
        .into())
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, McpError> {
        Ok(ListResourcesResult::with_all_items(resources::list(&self.app)))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, McpError> {
        resources::read(&self.app, &request.uri).map(Into::into)
    }
}

/// Tools not offered under `mcp.motion: deny`: those that move the arm, and those that take
/// control of it (D29).
fn hidden_when_denied(effect: Effect) -> bool {
    matches!(effect, Effect::Moves | Effect::Controls)
}

/// The `/mcp/mcp` service. `allowed_hosts` empty accepts any `Host` (a server listening on
/// every interface must serve remote clients); otherwise only those.
pub fn service(app: App, allowed_hosts: Vec<String>) -> StreamableHttpService<ArmrestMcp, BoundedSessions> {
    // The same operations the HTTP router serves: an endpoint disabled there is no tool (D3).
    let operations = Arc::new(crate::operations::tools(&app.endpoints));
    let guard = Arc::new(Guard::new(app.endpoints.mcp.clone()));
    let tools = Arc::new(tools::tools(&app, &operations, &guard));
    let limit = app.endpoints.uploads.max_bytes;
    let mut config = StreamableHttpServerConfig::default().with_allowed_hosts(allowed_hosts);
    config.max_request_body_bytes = limit;
    StreamableHttpService::new(
        move || {
            Ok(ArmrestMcp {
                app: app.clone(),
                operations: Arc::clone(&operations),
                tools: Arc::clone(&tools),
                guard: Arc::clone(&guard),
                lease: Arc::default(),
            })
        },
        Arc::new(BoundedSessions::new(session_bound::IDLE, session_bound::MAX)),
        config,
    )
}

/// Hosts `/mcp/mcp` accepts, following where the service listens: any host when it listens on
/// every interface, else that address and loopback names, plus configured extra names.
pub fn allowed_hosts(listen_host: &str, extra: &[String]) -> Vec<String> {
    let all_interfaces = matches!(listen_host.trim(), "0.0.0.0" | "::" | "[::]");
    if all_interfaces && extra.is_empty() {
        return Vec::new();
    }
    let mut hosts: Vec<String> = vec!["localhost".into(), "127.0.0.1".into(), "::1".into()];
    let listen = (!all_interfaces).then(|| listen_host.trim().to_owned());
    for h in listen.into_iter().chain(extra.iter().cloned()) {
        if !hosts.contains(&h) {
            hosts.push(h);
        }
    }
    hosts
}

#[cfg(test)]
mod tests {
    use super::allowed_hosts;

    #[test]
    fn hosts_follow_the_listen_address() {
        assert!(allowed_hosts("0.0.0.0", &[]).is_empty(), "every interface: any host");
        assert_eq!(allowed_hosts("127.0.0.1", &[]), ["localhost", "127.0.0.1", "::1"]);
        let h = allowed_hosts("192.168.1.20", &["robot-pc".into()]);
        assert!(
            h.contains(&"192.168.1.20".to_owned())
                && h.contains(&"robot-pc".to_owned())
                && h.contains(&"localhost".to_owned())
        );
        let h = allowed_hosts("0.0.0.0", &["robot-pc".into()]);
        assert!(h.contains(&"robot-pc".to_owned()) && !h.contains(&"0.0.0.0".to_owned()));
    }
}
