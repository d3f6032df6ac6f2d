//! The guardrails on an agent's tool calls that move the arm (`mcp:` in the endpoints
//! configuration): the caps on speed and acceleration, and whether a call runs as asked
//! (`allow`), after a person at the client accepted the planned motion (`confirm`), or not at
//! all (`deny`). Every such call is audited.
//!
//! A change of the world that takes protection away (removing an object, replacing one by a
//! different one) follows the same policy (D28): refused under `deny`, asked under `confirm`,
//! run under `allow`. Adding an object only protects: it runs as asked. Every change is audited.
//!
//! A person is asked through MCP elicitation. Up to protocol 2025-11-25 the server sends the
//! question to the client while the tool call waits. From 2026-07-28 servers may not send
//! requests to clients: the call answers `input_required` with the question, and the client
//! calls the tool again with the answer and the opaque `requestState` it got. That state is a
//! random handle to the question kept here (one use, bound to the client, the tool and its
//! arguments, valid for `mcp.confirm_wait_s`), so an echoed state cannot approve another call.

use super::session::SessionLease;
use super::tools::{self, ToolError, failure};
use crate::api::intent::{Basis, Intent, Scale, confirmation_text};
use crate::api::request::Source;
use crate::api::world;
use crate::app::App;
use crate::audit::{AuditEntry, Decision};
use crate::config::endpoints::{McpConfig, MotionPolicy};
use crate::operations::{Effect, Method, Operation, Outcome, Prepared};
use armrest_backend::client_text::quoted;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ElicitRequest, ElicitRequestParams, ElicitResult,
    ElicitationAction, ElicitationSchema, InputRequest, InputRequests, InputRequiredResult, ProtocolVersion, Tool,
};
use rmcp::service::{RequestContext, ServiceError};
use rmcp::{ErrorData as McpError, RoleServer};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The first protocol version in which a question goes back in the tool's answer
/// (`input_required`) instead of as a request to the client.
const INPUT_REQUIRED_FROM: ProtocolVersion = ProtocolVersion::V_2026_07_28;

/// The key of the confirmation among a call's input requests.
const CONFIRM: &str = "confirm";

/// Questions awaiting an answer (2026-07-28 clients) beyond which the oldest is forgotten.
const PENDING_MAX: usize = 64;

type Answer = (Result<CallToolResponse, McpError>, AuditEntry);

/// A question put to a person through a 2026-07-28 client, kept until its answer comes back.
struct Pending {
    client: String,
    tool: String,
    /// A digest of the arguments: a question kept for minutes must not keep a large upload.
    arguments: [u8; 32],
    asked: Instant,
    about: About,
}

/// What a kept question was about.
enum About {
    /// A motion: its answer when it does not run, and what the plan was judged from.
    Motion { not_run: fn(Decision, String) -> Value, basis: Option<Basis> },
    /// A change of the world, as the person was shown it.
    World { shown: String },
    /// Taking control from the holder the person was shown (`#3 of 'pendant'`).
    TakeOver { from: String },
}

/// What a refusal of a motion after the person accepted it adds: it could be planned when they
/// were asked.
const CHANGED_SINCE: &str =
    "it could be planned when the person was asked: the world or the arm changed while they were asked";

/// How a world change not made ends its refusal.
const NOTHING_CHANGED: &str = "nothing changed";

pub struct Guard {
    config: McpConfig,
    pending: Mutex<HashMap<String, Pending>>,
}

impl Guard {
    pub fn new(config: McpConfig) -> Guard {
        Guard { config, pending: Mutex::new(HashMap::new()) }
    }

    /// Whether tools that move the arm are offered at all.
    pub fn offers_motion(&self) -> bool {
        self.config.motion != MotionPolicy::Deny
    }

    /// What a moving tool's description adds about the guardrails.
    pub fn describe(&self) -> String {
        let caps = format!(
            "This server lets agents ask for speed at most {} and acceleration at most {} (mcp.max_speed, \
             mcp.max_accel_scale); a call above is refused.",
            self.config.max_speed, self.config.max_accel_scale
        );
        match self.config.motion {
            MotionPolicy::Confirm => format!(
                "Before anything moves, the person at your client is shown the planned motion and asked to accept \
                 it (MCP elicitation). {caps}"
            ),
            MotionPolicy::Allow | MotionPolicy::Deny => caps,
        }
    }

    /// What the speed override tool's description adds about the guardrails.
    pub fn describe_pacing(&self) -> String {
        match self.config.motion {
            MotionPolicy::Deny => "Agents may lower it (slow down, pause) but never raise it on this server \
                                   (mcp.motion: deny); a call that raises it is refused."
                .to_owned(),
            MotionPolicy::Allow | MotionPolicy::Confirm => format!(
                "Agents may always lower it (slow down, pause) and raise it only up to {} (mcp.max_speed); a call \
                 that raises it above is refused.",
                self.config.max_speed
            ),
        }
    }

    /// Runs the call of `op`, the speed override tool, as the guardrails allow, and audits it
    /// (D29). An agent may always lower the override: slowing or pausing is on the side of
    /// safety, as a stop is. It may raise it (which speeds up or resumes the motion in
    /// progress) only up to its speed cap, `mcp.max_speed`, and not at all where agents may not
    /// move the arm (`mcp.motion: deny`). Nobody is asked to confirm: no new motion is planned.
    pub async fn pace(
        &self,
        app: &App,
        op: &Operation,
        tool: &Tool,
        request: CallToolRequestParams,
        context: &RequestContext<RoleServer>,
        lease: Option<String>,
    ) -> CallToolResponse {
        let arguments = Value::Object(request.arguments.clone().unwrap_or_default());
        let held = lease_label(app, lease.as_deref());
        let entry = AuditEntry::new(client_of(context), &request.name, &arguments).with_lease(held);
        // The value the operation reads (a number, or a 422 it gives itself).
        let asked = arguments.get(crate::api::speed_override::FRACTION.name).and_then(Value::as_f64);
        let current = app.backend.speed_override();
        if let Some(fraction) = asked.filter(|f| *f > current) {
            let refusal = match self.config.motion {
                MotionPolicy::Deny => Some(format!(
                    "refused: raising the speed override ({current} -> {fraction}) would speed up or resume the arm, \
                     and this server lets no agent move it (mcp.motion: deny); the override stays {current}. Agents \
                     may lower it."
                )),
                MotionPolicy::Allow | MotionPolicy::Confirm if fraction > self.config.max_speed => Some(format!(
                    "refused: speed override {fraction} is above this server's cap for agents, mcp.max_speed = {}; \
                     the override stays {current}. Agents may lower it, and raise it to at most {}.",
                    self.config.max_speed, self.config.max_speed
                )),
                MotionPolicy::Allow | MotionPolicy::Confirm => None,
            };
            if let Some(why) = refusal {
                let decision =
                    if self.config.motion == MotionPolicy::Deny { Decision::Denied } else { Decision::OverCap };
                app.audit.record(entry.decided(decision, why.clone()));
                return failure(&why).into();
            }
        }
        run_audited(app, op, tool, arguments, lease, entry, Decision::Allowed).await
    }

    /// Runs `take_control` with `take: true` while `from` holds the lease (issue 49): taking
    /// control stops the arm, ending whatever the holder started, so under `mcp.motion: confirm`
    /// a person at the client accepts it first (refused where the client cannot ask), under
    /// `allow` it runs; either way it is audited. The lease goes to `lease`, the session's.
    #[allow(clippy::too_many_arguments)]
    pub async fn take_over(
        &self,
        app: &App,
        op: &Operation,
        tool: &Tool,
        request: CallToolRequestParams,
        context: &RequestContext<RoleServer>,
        lease: &SessionLease,
        from: String,
    ) -> CallToolResponse {
        let args = request.arguments.clone().unwrap_or_default();
        let arguments = Value::Object(args.clone());
        let client = client_of(context);
        let entry = AuditEntry::new(client.clone(), &request.name, &arguments);
        let take = async |decision: Decision, entry: AuditEntry| {
            let result = lease.call(app, op, tool, args.clone(), &client).await;
            let outcome = match (&result.structured_content, result.is_error) {
                (_, Some(true)) => result.content.first().and_then(|c| c.as_text()).map(|t| t.text.clone()),
                (Some(v), _) => Some(v.to_string()),
                _ => None,
            };
            let decision = if result.is_error == Some(true) { Decision::Rejected } else { decision };
            app.audit.record(entry.decided(decision, outcome.unwrap_or_default()));
            CallToolResponse::from(result)
        };
        let refuse = |decision: Decision, why: String, entry: AuditEntry| {
            app.audit.record(entry.decided(decision, why.clone()));
            CallToolResponse::from(failure(&why))
        };
        if self.config.motion != MotionPolicy::Confirm {
            return take(Decision::Allowed, entry).await;
        }
        let kept = "control stays with them and nothing was stopped";
        if let Some(state) = &request.request_state {
            let asked = self.pending.lock().unwrap_or_else(PoisonError::into_inner).remove(state.as_str());
            let fits = asked.as_ref().is_some_and(|a| {
                a.client == client && a.tool == request.name.as_ref() && a.arguments == digest(&arguments)
            });
            let Some(Pending { about: About::TakeOver { from: shown }, asked, .. }) = asked.filter(|_| fits) else {
                let why = format!("refused: this confirmation is unknown, used or for another call; {kept}");
                return refuse(Decision::Rejected, why, entry);
            };
            if asked.elapsed() > Duration::from_secs_f64(self.config.confirm_wait_s) {
                return refuse(Decision::TimedOut, format!("the person did not answer in time; {kept}"), entry);
            }
            let answer = request
                .input_responses
                .as_ref()
                .and_then(|r| r.get(CONFIRM))
                .and_then(|v| serde_json::from_value::<ElicitResult>(v.clone()).ok())
                .map(|a| a.action);
            return match answer {
                Some(ElicitationAction::Accept) if shown == from => take(Decision::Confirmed, entry).await,
                Some(ElicitationAction::Accept) => {
                    let why =
                        format!("stale: control passed from {shown} to {from} while the person was asked; {kept}");
                    refuse(Decision::Stale, why, entry)
                }
                Some(ElicitationAction::Decline) => {
                    refuse(Decision::Declined, format!("the person declined; {kept}"), entry)
                }
                _ => refuse(Decision::Cancelled, format!("the person dismissed the question; {kept}"), entry),
            };
        }
        if !can_ask(context) {
            let why = format!(
                "refused: taking control from {from} stops the arm and ends what they started, and this server asks a \
                 person to confirm that (mcp.motion: confirm); this MCP client cannot ask its user; {kept}"
            );
            return refuse(Decision::NoConfirmation, why, entry);
        }
        let question = ElicitRequestParams::FormElicitationParams {
            meta: None,
            message: format!(
                "An AI agent asks to take control of the robot arm from {from}. Taking it stops the arm now: whatever \
                 {from} started ends, and only the agent may move the arm until it gives control back.\n\nAccept to \
                 let the agent take control; decline to leave control with {from}."
            ),
            requested_schema: ElicitationSchema::new(BTreeMap::new()),
        };
        if context.protocol_version().is_some_and(|v| v >= INPUT_REQUIRED_FROM) {
            let handle = uuid::Uuid::new_v4().simple().to_string();
            let pending = Pending {
                client: client.clone(),
                tool: request.name.to_string(),
                arguments: digest(&arguments),
                asked: Instant::now(),
                about: About::TakeOver { from },
            };
            self.remember(handle.clone(), pending);
            let mut questions = InputRequests::new();
            questions.insert(CONFIRM.to_owned(), InputRequest::Elicitation(ElicitRequest::new(question)));
            app.audit.record(entry.decided(Decision::Asked, "waiting for the person's answer"));
            return InputRequiredResult::new(Some(questions), Some(handle)).into();
        }
        let wait = Duration::from_secs_f64(self.config.confirm_wait_s);
        match context.peer.create_elicitation_with_timeout(question, Some(wait)).await {
            Ok(answer) => match answer.action {
                ElicitationAction::Accept => match lease.other_holder(app) {
                    Some(now) if now != from => {
                        let why =
                            format!("stale: control passed from {from} to {now} while the person was asked; {kept}");
                        refuse(Decision::Stale, why, entry)
                    }
                    _ => take(Decision::Confirmed, entry).await,
                },
                ElicitationAction::Decline => refuse(Decision::Declined, format!("the person declined; {kept}"), entry),
                _ => refuse(Decision::Cancelled, format!("the person dismissed the question; {kept}"), entry),
            },
            Err(ServiceError::Timeout { .. }) => {
                refuse(Decision::TimedOut, format!("the person did not answer in time; {kept}"), entry)
            }
            Err(e) => {
                refuse(Decision::NoConfirmation, format!("the confirmation could not be asked ({e}); {kept}"), entry)
            }
        }
    }

    /// Runs the call of `op`, a tool that moves the arm, as the guardrails allow, and audits it.
    pub async fn call(
        &self,
        app: &App,
        op: &Operation,
        tool: &Tool,
        request: CallToolRequestParams,
        context: &RequestContext<RoleServer>,
        lease: Option<String>,
    ) -> Result<CallToolResponse, McpError> {
        let arguments = Value::Object(request.arguments.clone().unwrap_or_default());
        let client = client_of(context);
        let held = lease_label(app, lease.as_deref());
        let entry = AuditEntry::new(client.clone(), &request.name, &arguments).with_lease(held);
        let call = Call { app, op, tool, request, arguments, client, context, lease };
        let (answer, entry) = self.decide(&call, entry).await;
        app.audit.record(entry);
        answer
    }

    /// Runs the call of `op`, a tool that changes the world (not the arm), as the guardrails
    /// allow, and audits it (D28). Nothing moves, so no caps apply; a change that takes
    /// protection away (see [`world::lessens`]) follows `mcp.motion` as a motion does, and one
    /// that only adds runs as asked. In `lease` mode it needs the session's lease either way.
    pub async fn change(
        &self,
        app: &App,
        op: &Operation,
        tool: &Tool,
        request: CallToolRequestParams,
        context: &RequestContext<RoleServer>,
        lease: Option<String>,
    ) -> CallToolResponse {
        let arguments = Value::Object(request.arguments.clone().unwrap_or_default());
        let client = client_of(context);
        let held = lease_label(app, lease.as_deref());
        let entry = AuditEntry::new(client.clone(), &request.name, &arguments).with_lease(held);
        let call = Call { app, op, tool, request, arguments, client, context, lease };
        let (answer, entry) = self.decide_change(&call, entry).await;
        app.audit.record(entry);
        // Every path above answers a result, never a protocol error.
        answer.unwrap_or_else(|e| failure(&e.message).into())
    }

    async fn decide_change(&self, call: &Call<'_>, entry: AuditEntry) -> Answer {
        if let Some(state) = &call.request.request_state {
            return self.resume(call, state, entry).await;
        }
        // Control first (in `lease` mode), and the request read: a bad one fails as it would.
        let prepared = match call.prepare().await {
            Ok(p) => p,
            Err(e) => return rejected(e, entry),
        };
        let Some(words) = call.lessens() else {
            return call.change(prepared.run, Decision::NotAMotion, entry).await;
        };
        // What would be refused anyway (an object around the arm) is answered without asking.
        if let Some(refusal) = call.refusal().await {
            return rejected(refusal, entry);
        }
        match self.config.motion {
            MotionPolicy::Allow => call.change(prepared.run, Decision::Allowed, entry).await,
            MotionPolicy::Deny if call.changes_tool() => {
                let why = format!(
                    "refused: changing the tool changes what every later motion aims, and this server lets no agent \
                     move the arm (mcp.motion: deny); {NOTHING_CHANGED}.\n\n{words}"
                );
                (Ok(failure(&why).into()), entry.decided(Decision::Denied, why))
            }
            MotionPolicy::Deny => {
                let why = format!(
                    "refused: this takes protection away from the arm, and this server lets no agent do that \
                     (mcp.motion: deny); {NOTHING_CHANGED}. Agents may add objects here.\n\n{words}"
                );
                (Ok(failure(&why).into()), entry.decided(Decision::Denied, why))
            }
            MotionPolicy::Confirm => self.confirm_change(call, words, entry).await,
        }
    }

    /// Asks the person about a change of the world that takes protection away.
    async fn confirm_change(&self, call: &Call<'_>, words: String, entry: AuditEntry) -> Answer {
        if !can_ask(call.context) {
            let why = format!(
                "refused: this server asks a person to confirm each change that takes protection away from the arm \
                 (mcp.motion: confirm), and this MCP client cannot ask its user (it declares no form elicitation \
                 capability); {NOTHING_CHANGED}. Use a client that supports elicitation, or set `mcp.motion: allow` \
                 in the endpoints configuration (config/api_endpoints.yaml)."
            );
            return (Ok(failure(&why).into()), entry.decided(Decision::NoConfirmation, why));
        }
        let question = ElicitRequestParams::FormElicitationParams {
            meta: None,
            message: if call.changes_tool() {
                format!(
                    "An AI agent asks to change the tool the robot arm carries: every later pose move and jog aims \
                     its TCP.\n\n{words}\n\nAccept to change it now; decline to leave it as it is."
                )
            } else {
                format!(
                    "An AI agent asks to change the world the robot arm's motions are checked against, taking \
                     protection away.\n\n{words}\n\nAccept to change it now; decline to leave it as it is."
                )
            },
            requested_schema: ElicitationSchema::new(BTreeMap::new()),
        };
        if call.context.protocol_version().is_some_and(|v| v >= INPUT_REQUIRED_FROM) {
            return self.ask_later(call, question, About::World { shown: words }, entry);
        }
        let wait = Duration::from_secs_f64(self.config.confirm_wait_s);
        match call.context.peer.create_elicitation_with_timeout(question, Some(wait)).await {
            Ok(answer) => self.answered_change(call, answer.action, &words, entry).await,
            Err(ServiceError::Timeout { .. }) => unchanged(Decision::TimedOut, entry),
            Err(e) => {
                let why = format!("the confirmation could not be asked ({e}); {NOTHING_CHANGED}");
                (Ok(failure(&why).into()), entry.decided(Decision::NoConfirmation, why))
            }
        }
    }

    /// The person's answer about a change of the world shown to them as `shown`. Accepted, it
    /// runs only if it still takes away what they were shown (the world may have changed
    /// meanwhile), and only with control (checked again).
    async fn answered_change(
        &self,
        call: &Call<'_>,
        action: ElicitationAction,
        shown: &str,
        entry: AuditEntry,
    ) -> Answer {
        match action {
            ElicitationAction::Accept => {}
            ElicitationAction::Decline => return unchanged(Decision::Declined, entry),
            _ => return unchanged(Decision::Cancelled, entry),
        }
        let prepared = match call.prepare().await {
            Ok(p) => p,
            Err(e) => return rejected(e, entry),
        };
        match call.lessens() {
            Some(now) if now == shown => call.change(prepared.run, Decision::Confirmed, entry).await,
            // Nothing is taken away any more (the object was already removed, or is the same): it
            // runs as any such change does.
            None => call.change(prepared.run, Decision::Confirmed, entry).await,
            Some(_) => {
                let why = format!(
                    "refused: the world changed while the person was asked; what the change would take away is no \
                     longer what they accepted; {NOTHING_CHANGED}. Call the tool again."
                );
                (Ok(failure(&why).into()), entry.decided(Decision::Stale, why))
            }
        }
    }

    /// Keeps `question` for a 2026-07-28 client, which answers it in a second call of the tool.
    fn ask_later(&self, call: &Call<'_>, question: ElicitRequestParams, about: About, entry: AuditEntry) -> Answer {
        let handle = uuid::Uuid::new_v4().simple().to_string();
        let pending = Pending {
            client: call.client.clone(),
            tool: call.request.name.to_string(),
            arguments: digest(&call.arguments),
            asked: Instant::now(),
            about,
        };
        self.remember(handle.clone(), pending);
        let mut questions = InputRequests::new();
        questions.insert(CONFIRM.to_owned(), InputRequest::Elicitation(ElicitRequest::new(question)));
        let asked = InputRequiredResult::new(Some(questions), Some(handle));
        (Ok(asked.into()), entry.decided(Decision::Asked, "waiting for the person's answer"))
    }

    async fn decide(&self, call: &Call<'_>, entry: AuditEntry) -> Answer {
        if self.config.motion == MotionPolicy::Deny {
            let why = format!(
                "tool `{}` is not offered: this server lets no agent move the arm (mcp.motion: deny in the \
                 endpoints configuration); reads, plans and stop are offered",
                call.request.name
            );
            return (Err(McpError::invalid_params(why.clone(), None)), entry.decided(Decision::Denied, why));
        }
        if let Some(state) = &call.request.request_state {
            return self.resume(call, state, entry).await;
        }
        let (run, intent, entry) = match self.planned(call, "show", entry).await {
            Ok(planned) => planned,
            Err(answer) => return *answer,
        };
        if let Some(why) = intent.refusal {
            return call.not_run_because(Decision::NotPlannable, intent.not_run, why, entry);
        }
        match self.config.motion {
            MotionPolicy::Confirm => self.confirm(call, intent, entry).await,
            MotionPolicy::Allow | MotionPolicy::Deny => call.run(run, Decision::Allowed, entry).await,
        }
    }

    /// `call` prepared and planned, within this server's caps: what runs, what it would do, and
    /// the entry to record it by. Otherwise the answer that ends the call; `purpose` is what the
    /// plan was wanted for (to show the person, to check their answer).
    async fn planned(
        &self,
        call: &Call<'_>,
        purpose: &str,
        entry: AuditEntry,
    ) -> Result<(Outcome, Intent, AuditEntry), Box<Answer>> {
        let prepared = match call.prepare().await {
            Ok(p) => p,
            Err(e) => return Err(Box::new(rejected(e, entry))),
        };
        let intent = match prepared.intent {
            Some(planned) => match planned.await {
                Ok(i) => i,
                Err(e) => return Err(Box::new(rejected(ToolError::from(e), entry))),
            },
            None => {
                let why = format!("{} has no plan to {purpose}", call.request.name);
                return Err(Box::new(rejected(ToolError::Failed(why), entry)));
            }
        };
        // The caps first: a rule of this server, whatever the plan says.
        if let Some(why) = self.over_cap(&intent) {
            return Err(Box::new((Ok(failure(&why).into()), entry.decided(Decision::OverCap, why))));
        }
        Ok((prepared.run, intent, entry))
    }

    /// The first demand of `intent` above its cap, as the refusal says it.
    fn over_cap(&self, intent: &Intent) -> Option<String> {
        intent.demands.iter().find_map(|d| {
            let (cap, key) = match d.scale {
                Scale::Speed => (self.config.max_speed, "mcp.max_speed"),
                Scale::Accel => (self.config.max_accel_scale, "mcp.max_accel_scale"),
            };
            // NaN is above every cap too: nothing unmeasurable moves.
            (d.value > cap || d.value.is_nan()).then(|| {
                let value = if d.value.is_finite() {
                    armrest_backend::validation::fmt_fixed(d.value, 3)
                } else {
                    "is infinite (a jump: a point at time 0 away from where the arm is, done in no time), which"
                        .to_owned()
                };
                format!(
                    "refused: {} {value} is above this server's cap for agents, {key} = {cap}; nothing moved. Ask for \
                     at most {cap}.",
                    d.what
                )
            })
        })
    }

    /// Asks the person; what runs once they accept is prepared again then (see `accepted`).
    async fn confirm(&self, call: &Call<'_>, intent: Intent, entry: AuditEntry) -> Answer {
        if !can_ask(call.context) {
            let why = "refused: this server asks a person to confirm each motion (mcp.motion: confirm), and this \
                       MCP client cannot ask its user (it declares no form elicitation capability); nothing moved. \
                       Use a client that supports elicitation, or set `mcp.motion: allow` in the endpoints \
                       configuration (config/api_endpoints.yaml) to let agents move the arm without asking.";
            return (Ok(failure(why).into()), entry.decided(Decision::NoConfirmation, why));
        }
        let question = ElicitRequestParams::FormElicitationParams {
            meta: None,
            message: call.question(&intent),
            requested_schema: ElicitationSchema::new(BTreeMap::new()),
        };
        if call.context.protocol_version().is_some_and(|v| v >= INPUT_REQUIRED_FROM) {
            let about = About::Motion { not_run: intent.not_run, basis: intent.basis.clone() };
            return self.ask_later(call, question, about, entry);
        }
        let wait = Duration::from_secs_f64(self.config.confirm_wait_s);
        match call.context.peer.create_elicitation_with_timeout(question, Some(wait)).await {
            Ok(answer) => self.answered(call, answer.action, intent.basis, intent.not_run, entry).await,
            Err(ServiceError::Timeout { .. }) => call.not_run(Decision::TimedOut, intent.not_run, entry),
            Err(e) => {
                let why = format!("the confirmation could not be asked ({e}); nothing moved");
                (Ok(failure(&why).into()), entry.decided(Decision::NoConfirmation, why))
            }
        }
    }

    /// The second call of a 2026-07-28 client: the person's answer to the question `state` names.
    async fn resume(&self, call: &Call<'_>, state: &str, entry: AuditEntry) -> Answer {
        let asked = self.pending.lock().unwrap_or_else(PoisonError::into_inner).remove(state);
        let nothing = call.nothing_done();
        let Some(asked) = asked else {
            let why = format!(
                "refused: this confirmation is unknown or was already used; {nothing}. Call the tool again without \
                 requestState."
            );
            return (Ok(failure(&why).into()), entry.decided(Decision::Rejected, why));
        };
        if asked.client != call.client || asked.tool != call.request.name || asked.arguments != digest(&call.arguments)
        {
            let why = format!(
                "refused: the confirmation was given for another call (client, tool or arguments differ); {nothing}"
            );
            return (Ok(failure(&why).into()), entry.decided(Decision::Rejected, why));
        }
        if asked.asked.elapsed() > Duration::from_secs_f64(self.config.confirm_wait_s) {
            return match asked.about {
                About::Motion { not_run, .. } => call.not_run(Decision::TimedOut, not_run, entry),
                About::World { .. } | About::TakeOver { .. } => unchanged(Decision::TimedOut, entry),
            };
        }
        let answer = call
            .request
            .input_responses
            .as_ref()
            .and_then(|r| r.get(CONFIRM))
            .and_then(|v| serde_json::from_value::<ElicitResult>(v.clone()).ok());
        match (answer, asked.about) {
            (Some(a), About::Motion { not_run, basis }) => self.answered(call, a.action, basis, not_run, entry).await,
            (Some(a), About::World { shown }) => self.answered_change(call, a.action, &shown, entry).await,
            // A take-over's answer comes back through `take_over`, which checks it itself.
            (Some(_), About::TakeOver { .. }) => {
                let why = format!("refused: this confirmation was for taking control, not for this call; {nothing}");
                (Ok(failure(&why).into()), entry.decided(Decision::Rejected, why))
            }
            (None, _) => {
                let why = format!(
                    "refused: the call carries no answer to the confirmation (inputResponses.{CONFIRM}); {nothing}"
                );
                (Ok(failure(&why).into()), entry.decided(Decision::Rejected, why))
            }
        }
    }

    /// The person's answer to the question about `call`, asked when the request was judged as
    /// `asked`.
    async fn answered(
        &self,
        call: &Call<'_>,
        action: ElicitationAction,
        asked: Option<Basis>,
        not_run_answer: fn(Decision, String) -> Value,
        entry: AuditEntry,
    ) -> Answer {
        match action {
            ElicitationAction::Accept => self.accepted(call, asked, entry).await,
            ElicitationAction::Decline => call.not_run(Decision::Declined, not_run_answer, entry),
            _ => call.not_run(Decision::Cancelled, not_run_answer, entry),
        }
    }

    /// What runs is what was approved (D25): the request is judged again from where the arm is
    /// now, against the caps and the drives, and runs only if its start and plan are still
    /// those the person saw.
    async fn accepted(&self, call: &Call<'_>, asked: Option<Basis>, entry: AuditEntry) -> Answer {
        let (run, intent, entry) = match self.planned(call, "check", entry).await {
            Ok(planned) => planned,
            Err(answer) => return *answer,
        };
        // It could be planned when the person was asked: the world or the arm changed since.
        if let Some(why) = intent.refusal {
            let why = format!("{why} ({CHANGED_SINCE})");
            return call.not_run_because(Decision::NotPlannable, intent.not_run, why, entry);
        }
        let names = call.app.model.joint_names();
        if let (Some(asked), Some(now)) = (&asked, &intent.basis)
            && let Some(why) = asked.stale(now, self.config.start_tolerance_rad, names)
        {
            return call.not_run_because(Decision::Stale, intent.not_run, why, entry);
        }
        call.run(run, Decision::Confirmed, entry).await
    }

    fn remember(&self, handle: String, pending: Pending) {
        let wait = Duration::from_secs_f64(self.config.confirm_wait_s);
        let mut all = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        all.retain(|_, p| p.asked.elapsed() <= wait);
        if all.len() >= PENDING_MAX
            && let Some(oldest) = all.iter().min_by_key(|(_, p)| p.asked).map(|(k, _)| k.clone())
        {
            all.remove(&oldest);
        }
        all.insert(handle, pending);
    }
}

/// Whether the client can show a person a form (an empty one: accept or decline).
fn can_ask(context: &RequestContext<RoleServer>) -> bool {
    context
        .client_capabilities()
        .and_then(|c| c.elicitation)
        // A client naming neither mode supports forms (the capability predates modes).
        .is_some_and(|e| e.form.is_some() || e.url.is_none())
}

/// SHA-256 of `arguments` as JSON (object keys in order, so equal arguments give equal digests).
fn digest(arguments: &Value) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(arguments.to_string().as_bytes()).into()
}

/// The client as it introduced itself, bounded and escaped: it is kept with questions and in the
/// audit.
pub fn client_of(context: &RequestContext<RoleServer>) -> String {
    use armrest_backend::client_text::{NAME_MAX_CHARS, sanitized};
    context.client_info().map_or_else(
        || "unknown".to_owned(),
        |i| format!("{} {}", sanitized(&i.name, NAME_MAX_CHARS), sanitized(&i.version, NAME_MAX_CHARS)),
    )
}

/// The session's lease as its audit entries name it (`#3 of 'client 1.0'`), if in force.
fn lease_label(app: &App, lease: Option<&str>) -> Option<String> {
    app.control.holder_of(lease).map(|l| format!("#{} of {}", l.number, quoted(&l.holder)))
}

/// Runs `op` with `arguments` (nothing to confirm) and audits it as `decision`, or `rejected`
/// when it failed.
async fn run_audited(
    app: &App,
    op: &Operation,
    tool: &Tool,
    arguments: Value,
    lease: Option<String>,
    entry: AuditEntry,
    decision: Decision,
) -> CallToolResponse {
    let (result, entry) = match op.run(app.clone(), Source::Tool(arguments), lease).await {
        Ok(reply) => {
            let value = reply.value();
            let outcome = value.to_string();
            (tools::answer(op, tool, value), entry.decided(decision, outcome))
        }
        Err(e) => {
            let why = ToolError::from(e).to_string();
            (failure(&why), entry.decided(Decision::Rejected, why))
        }
    };
    app.audit.record(entry);
    result.into()
}

/// One tool call under the guard.
struct Call<'a> {
    app: &'a App,
    op: &'a Operation,
    tool: &'a Tool,
    request: CallToolRequestParams,
    arguments: Value,
    client: String,
    context: &'a RequestContext<RoleServer>,
    /// The session's control lease (D29), presented with the call.
    lease: Option<String>,
}

impl Call<'_> {
    /// What this call, a change of the world, takes away from what protects the arm, in words;
    /// `None` when it only adds, or is no valid request (it then fails as it would anyway).
    fn lessens(&self) -> Option<String> {
        let put = self.op.spec.method == Method::Put;
        // A change of the tool changes what every later motion aims (D36): it follows the
        // policy as a change that takes protection away does.
        if self.changes_tool() {
            return crate::api::tool::change_words(self.app, put, &self.arguments);
        }
        world::WorldChange::read(self.app, put, &self.arguments).and_then(|c| world::lessens(self.app, &c))
    }

    /// The refusal a put of this call's object would get where the arm stands now, if any.
    async fn refusal(&self) -> Option<ToolError> {
        if self.changes_tool() {
            return None;
        }
        let put = self.op.spec.method == Method::Put;
        match world::WorldChange::read(self.app, put, &self.arguments)? {
            world::WorldChange::Put(object) => world::refusal_of(self.app, &object).await.map(ToolError::from),
            world::WorldChange::Delete(_) => None,
        }
    }

    /// Whether this call changes the tool the arm carries (D36) rather than the world.
    fn changes_tool(&self) -> bool {
        self.op.spec.path == crate::operations::TOOL_PATH
    }

    /// How a refusal of this call ends: what did not happen.
    fn nothing_done(&self) -> &'static str {
        if self.op.spec.effect == Effect::Changes { NOTHING_CHANGED } else { "nothing moved" }
    }

    async fn prepare(&self) -> Result<Prepared, ToolError> {
        Ok(self.op.prepare(self.app.clone(), Source::Tool(self.arguments.clone()), self.lease.clone()).await?)
    }

    fn answer(&self, value: Value) -> CallToolResult {
        tools::answer(self.op, self.tool, value)
    }

    /// What the person is asked about a motion: the request and its plan in words, each figure
    /// rounded, and the speed it runs at, said to be the default when the call gives none.
    fn question(&self, intent: &Intent) -> String {
        // A move's words start with the request on a line of its own; its speed follows it.
        let words = match &intent.pace {
            Some(pace) => {
                let given = self.arguments.get(crate::api::motion::SPEED.name).is_some();
                let (what, plan) = intent.words.split_once('\n').unwrap_or((&intent.words, ""));
                let pace = confirmation_text::pace(pace, given);
                if plan.is_empty() { format!("{what}\n{pace}") } else { format!("{what}\n{pace}\n{plan}") }
            }
            None => intent.words.clone(),
        };
        format!(
            "An AI agent asks to move the robot arm.\n\n{words}\n\nAccept to move it now; decline to leave it where it is."
        )
    }

    /// The tool's answer for a call the person did not accept: a result, not an error.
    fn not_run(&self, decision: Decision, not_run_answer: fn(Decision, String) -> Value, entry: AuditEntry) -> Answer {
        let why = match decision {
            Decision::Declined => "the person asked to confirm declined; nothing moved",
            Decision::TimedOut => {
                "the person asked to confirm did not answer in time (mcp.confirm_wait_s); nothing moved"
            }
            _ => "the person asked to confirm dismissed the question; nothing moved",
        };
        self.not_run_because(decision, not_run_answer, why.to_owned(), entry)
    }

    /// The tool's answer for a motion that did not run, decided as `decision` because `why`: a
    /// result, not an error, and the audit entry with the same decision and the same answer
    /// (a trajectory's or a sequence's `status` is the decision's word where it has one).
    fn not_run_because(
        &self,
        decision: Decision,
        not_run_answer: fn(Decision, String) -> Value,
        why: String,
        entry: AuditEntry,
    ) -> Answer {
        let answer = not_run_answer(decision, why);
        let outcome = answer.to_string();
        (Ok(self.answer(answer).into()), entry.decided(decision, outcome))
    }

    /// Makes a change of the world decided as `decision`; one that fails is audited `rejected`.
    async fn change(&self, run_it: Outcome, decision: Decision, entry: AuditEntry) -> Answer {
        match run_it.await {
            Ok(reply) => {
                let value = reply.value();
                let outcome = value.to_string();
                (Ok(self.answer(value).into()), entry.decided(decision, outcome))
            }
            Err(e) => rejected(ToolError::from(e), entry),
        }
    }

    async fn run(&self, run_it: Outcome, decision: Decision, entry: AuditEntry) -> Answer {
        match run_it.await {
            Ok(reply) => {
                let value = reply.value();
                let outcome = value.to_string();
                (Ok(self.answer(value).into()), entry.decided(decision, outcome))
            }
            Err(e) => {
                let e = ToolError::from(e);
                let outcome = format!("error: {e}");
                (Ok(failure(&e.to_string()).into()), entry.decided(decision, outcome))
            }
        }
    }
}

fn rejected(e: ToolError, entry: AuditEntry) -> Answer {
    let why = e.to_string();
    (Ok(failure(&why).into()), entry.decided(Decision::Rejected, why))
}

/// The answer to a change of the world the person did not accept: a tool error (the tool's
/// result is the object changed, and nothing was).
fn unchanged(decision: Decision, entry: AuditEntry) -> Answer {
    let why = match decision {
        Decision::Declined => "the person asked to confirm declined",
        Decision::TimedOut => "the person asked to confirm did not answer in time (mcp.confirm_wait_s)",
        _ => "the person asked to confirm dismissed the question",
    };
    let why = format!("{why}; {NOTHING_CHANGED}");
    (Ok(failure(&why).into()), entry.decided(decision, why))
}
