//! The type-erased machinery behind a catalogue entry: a typed request `R` and the `api`
//! function it runs become one [`Prepare`], which reads the request from either transport,
//! checks control (D29) first, and writes the answer's JSON once.

use super::{Answer, Effect, Lease, Operation, Serves, Spec, Switch};
use crate::api::ApiError;
use crate::api::intent::Intent;
use crate::api::request::{self, Request, Source};
use crate::api::schema::DetailBody;
use crate::app::App;
use serde::Serialize;
use serde_json::Value;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// An operation's answer, written as JSON once, straight from its type: HTTP sends the text as
/// it is, and a transport that needs a value (MCP) reads one from it.
#[derive(Clone, Debug)]
pub struct Reply(Vec<u8>);

/// Room for the JSON text of most answers (a joint state, a pose, a motion's result) at once,
/// rather than grown twice on the way.
const REPLY_CAPACITY: usize = 512;

impl Reply {
    fn of(value: &impl Serialize) -> Result<Reply, ApiError> {
        let mut text = Vec::with_capacity(REPLY_CAPACITY);
        serde_json::to_writer(&mut text, value)
            .map(|()| Reply(text))
            .map_err(|e| ApiError::Internal(format!("the answer could not be written: {e}")))
    }

    /// The answer's JSON text, as UTF-8 bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }

    /// The answer as a JSON value.
    pub fn value(&self) -> Value {
        // The text was written from a value a moment ago, so it reads back.
        serde_json::from_slice(&self.0).unwrap_or(Value::Null)
    }
}

pub type Outcome = Pin<Box<dyn Future<Output = Result<Reply, ApiError>> + Send>>;
/// What a moving request would do, once worked out (a plan, for a move).
pub type Planned = Pin<Box<dyn Future<Output = Result<Intent, ApiError>> + Send>>;
type IntentOf<R> = fn(&App, &R) -> Planned;
/// A request being read.
pub type Reading = Pin<Box<dyn Future<Output = Result<Prepared, ApiError>> + Send>>;
/// Reads a request; with `true`, also sets out what it would do (which may copy the request).
pub type Prepare = Arc<dyn Fn(App, Source, Option<String>, bool) -> Reading + Send + Sync>;

/// A request read and checked, not yet run. Both futures do nothing until awaited.
pub struct Prepared {
    /// What running it would do; every operation that moves the arm has one.
    pub intent: Option<Planned>,
    pub run: Outcome,
}

/// An operation that does not move the arm: `f` gets the request `R` read and checked.
pub fn operation<R, T, F, Fut>(spec: Spec, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    debug_assert!(spec.effect != Effect::Moves, "{} moves the arm: declare its intent", spec.name);
    build(spec, None, move |app, request, _| f(app, request))
}

/// An operation on the caller's own control lease (renew, release): `f` gets the lease the
/// caller presented.
pub fn with_lease<R, T, F, Fut>(spec: Spec, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R, Option<String>) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    Operation { lease: Lease::Own, ..build(spec, None, f) }
}

/// An operation that moves the arm, with what a request of it would do.
pub fn moving<R, T, F, Fut>(spec: Spec, intent: IntentOf<R>, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    build(Spec { effect: Effect::Moves, ..spec }, Some(intent), move |app, request, _| f(app, request))
}

/// A route that is no request/answer operation, served by its own handler; `Q` is its query.
pub fn route<Q: Request>(spec: Spec, serves: Serves) -> Operation {
    Operation {
        spec,
        switch: Switch::Own,
        request_name: Q::NAME,
        request_description: Q::DESCRIPTION,
        describe: request::describe::<Q>,
        lease: Lease::No,
        serves,
    }
}

fn build<R, T, F, Fut>(spec: Spec, intent: Option<IntentOf<R>>, f: F) -> Operation
where
    R: Request + Send + 'static,
    T: Serialize,
    F: Fn(App, R, Option<String>) -> Fut + Copy + Send + Sync + 'static,
    Fut: Future<Output = Result<T, ApiError>> + Send + 'static,
{
    let heavy = spec.heavy;
    let controlled = spec.effect.needs_control();
    let unchanged = if spec.effect == Effect::Changes { "nothing changed" } else { "nothing moved" };
    let mut spec = spec;
    if controlled {
        spec.answers.push(Answer::of::<DetailBody>(
            423,
            if spec.effect == Effect::Changes {
                "`control.mode: lease` and the request does not carry the lease in force in `X-Armrest-Lease`; \
                 `detail` says who holds control, or how to take it (D29). Nothing changed."
            } else {
                "`control.mode: lease` and the request does not carry the lease in force in `X-Armrest-Lease`; \
                 `detail` says who holds control, or how to take it (D29). Nothing moved."
            },
        ));
    }
    let prepare: Prepare = Arc::new(move |app: App, source: Source, lease: Option<String>, with_intent: bool| {
        Box::pin(async move {
            // Before the request is read: whoever does not hold control learns nothing more.
            if controlled {
                app.control.require_for(lease.as_deref(), unchanged)?;
            }
            let request = if heavy && source.is_large() {
                let reader = app.clone();
                tokio::task::spawn_blocking(move || request::read::<R>(reader.context(), &source))
                    .await
                    .map_err(|e| ApiError::Internal(format!("reading the request failed: {e}")))??
            } else {
                request::read::<R>(app.context(), &source)?
            };
            let intent = intent.filter(|_| with_intent).map(|i| i(&app, &request));
            let run = Box::pin(async move { Reply::of(&f(app, request, lease).await?) }) as Outcome;
            Ok(Prepared { intent, run })
        }) as Reading
    });
    Operation {
        lease: if controlled { Lease::InLeaseMode } else { Lease::No },
        ..route::<R>(spec, Serves::Request(prepare))
    }
}
