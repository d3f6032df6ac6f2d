//! `GET /robot/jog` (D29): the jog WebSocket. The upgrade request is admitted as a motion (409
//! while another runs; 423 without the lease in `lease` mode) before anything is upgraded;
//! the session then holds the arm until it ends, and the arm is at rest when it lets go.
//!
//! Messages: the client sends commands (`jog::command`); armrest sends `ready` once, a `state`
//! each tick, an `error` for each refused command (`detail` as a 422's), and `ended` before it
//! closes the socket itself.

use super::error::HttpError;
use super::handler::query_pairs;
use crate::admission::Permit;
use crate::api::jog::JogQuery;
use crate::api::request::{self, Body as RequestBody, Source};
use crate::app::App;
use crate::control::{LEASE_HEADER, LEASE_HEADER_NAME, LEASE_MAX_CHARS};
use crate::events::Outcome;
use crate::events::kinds::MotionPhase;
use crate::jog::command::MAX_BYTES;
use crate::jog::{Ended, Session};
use crate::motions::Phase;
use armrest_backend::stop_signal::StopToken;
use armrest_backend::validation::{Checker, Loc};
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{State, ws::rejection::WebSocketUpgradeRejection};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio::time::Instant;

/// Messages armrest may have queued for a client that reads slowly; past them, states are
/// dropped (a newer one follows within a tick), never the session's own ticking.
const OUTBOX: usize = 32;

/// Admits a jog session and upgrades the connection to its WebSocket.
pub async fn jog(
    State(app): State<App>,
    headers: HeaderMap,
    uri: Uri,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, HttpError> {
    let query = query_pairs(uri.query().unwrap_or(""));
    let source = Source::Http { path: Vec::new(), query, body: RequestBody::None };
    let JogQuery { lease } = request::read::<JogQuery>(app.context(), &source)?;
    let header = headers.get(LEASE_HEADER).map(|v| String::from_utf8_lossy(v.as_bytes()).trim().to_owned());
    if let Some(h) = &header {
        let mut c = Checker::new();
        c.text_length(h, &Loc::root("header").at(LEASE_HEADER_NAME), LEASE_MAX_CHARS);
        c.finish(|| Some(()))?;
    }
    let lease = header.filter(|l| !l.is_empty()).or(Some(lease).filter(|l| !l.is_empty()));
    app.control.require(lease.as_deref()).map_err(crate::api::ApiError::from)?;
    let upgrade = match upgrade {
        Ok(u) => u,
        // Not a WebSocket request: answered in D5 form by the normalizing layer.
        Err(rejection) => return Ok(rejection.into_response()),
    };
    // The stop token first: a stop from the moment others see the arm taken ends the session.
    let stop = app.backend.stop_token();
    let permit = app.admission.jog().map_err(crate::api::ApiError::from)?;
    let upgrade = upgrade.max_message_size(MAX_BYTES).max_frame_size(MAX_BYTES);
    Ok(upgrade.on_upgrade(move |socket| async move {
        serve(app, socket, stop, lease, permit).await;
    }))
}

/// One session, from the upgrade until the arm is at rest after its end.
/// Each command is taken only while `lease` is in force (D29, `lease` mode): once it lapsed,
/// was released or taken over, the arm is brought to rest and commands are refused.
/// `permit` holds the arm for the session; its id is the session's motion handle (D39).
async fn serve(app: App, socket: WebSocket, mut stop: StopToken, lease: Option<String>, permit: Permit) {
    let id = permit.motion_id();
    let log = |line: String| {
        tracing::info!("{line}");
        app.backend.trajectory_log().push(line);
    };
    app.backend.trajectory_log().set_prefix(crate::motions::log_prefix(id));
    app.admission.motions().begin(id, "jog", "", Phase::Executing, None);
    log("jog: session began".to_owned());
    app.events.motion(MotionPhase::Admitted, Some(id), "jog", "", None);
    let mut session = Session::new(&app, stop.clone());
    let (sink, mut incoming) = socket.split();
    let (outbox, queued) = mpsc::channel::<Message>(OUTBOX);
    let writer = tokio::spawn(write(sink, queued));
    let text = |v: Value| Message::Text(v.to_string().into());
    let _ = outbox.try_send(text(session.ready()));
    let mut ticks = tokio::time::interval(session.period());
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut open = true;
    let ended: Result<&str, Ended> = loop {
        tokio::select! {
            biased;
            () = stop.raised() => break Err(Ended::Stopped(stop.cause())),
            message = incoming.next(), if open => match message {
                Some(Ok(Message::Text(t))) => {
                    if let Err(refused) = app.control.require(lease.as_deref()) {
                        session.release();
                        let detail = json!([{"loc": ["header", LEASE_HEADER_NAME], "msg": refused.to_string(), "type": "locked"}]);
                        let _ = outbox.try_send(text(json!({"type": "error", "detail": detail})));
                    } else if let Err(v) = session.command(t.as_str(), Instant::now()) {
                        let _ = outbox.try_send(text(json!({"type": "error", "detail": v.0})));
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    session.release();
                    let detail = json!([{"loc": ["message"], "msg": "a jog command is a text message holding one JSON object", "type": "message_type"}]);
                    let _ = outbox.try_send(text(json!({"type": "error", "detail": detail})));
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Ok(Message::Close(_)) | Err(_)) | None => {
                    open = false;
                    session.release();
                }
            },
            _ = ticks.tick() => match session.tick(Instant::now()).await {
                Ok(state) if open => {
                    // A full outbox drops this state; the next tick sends a newer one.
                    if outbox.is_closed() {
                        open = false;
                        session.release();
                    } else {
                        let _ = outbox.try_send(text(state));
                    }
                }
                Ok(_) if session.is_at_rest() => break Ok("the client closed the socket; the arm came to rest"),
                Ok(_) => {}
                Err(e) => break Err(e),
            },
        }
    };
    let (success, why) = match &ended {
        Ok(why) => (true, (*why).to_owned()),
        Err(e) => (false, e.describe()),
    };
    log(format!("jog: session ended: {why}"));
    let phase = match &ended {
        Ok(_) => Phase::Succeeded,
        Err(Ended::Stopped(_)) => Phase::Stopped,
        Err(_) => Phase::Failed,
    };
    app.admission.motions().end(id, phase, &why);
    app.events.motion(MotionPhase::Finished, Some(id), "jog", "", Some(Outcome { success, message: &why }));
    // The arm is at rest or held by a stop: it is given back now, not once a client that reads
    // slowly has taken the session's last words (a stop waits for it, D10).
    drop(permit);
    if open {
        let _ = outbox.send(text(json!({"type": "ended", "detail": why}))).await;
        let code = if success { close_code::NORMAL } else { close_code::AGAIN };
        let reason = match &ended {
            Err(Ended::Stopped(_)) => "stopped",
            Err(Ended::Backend(_)) => "setpoint not sent",
            Ok(_) => "closed",
        };
        let _ = outbox.send(Message::Close(Some(CloseFrame { code, reason: reason.into() }))).await;
    }
    drop(outbox);
    let _ = writer.await;
}

async fn write(mut sink: futures_util::stream::SplitSink<WebSocket, Message>, mut queued: mpsc::Receiver<Message>) {
    while let Some(m) = queued.recv().await {
        let close = matches!(m, Message::Close(_));
        if sink.send(m).await.is_err() || close {
            break;
        }
    }
}
