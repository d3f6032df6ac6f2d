//! The control lease (D29) as operations: take it, renew it, give it back, ask who has it. The
//! lease itself and its rules are [`crate::control`]; here a take stops the arm before it
//! changes hands, and a lapse holds the arm as `POST /stop` does.

use super::request::kinds::{Flag, Number, Text};
use super::request::{Absent, Field, Form, Request};
use super::{ApiError, App};
use crate::control::{Change, ControlMode, LEASE_HEADER_NAME, Lease, TTL_MAX_S, TTL_MIN_S};
use crate::events::kinds::ControlChange;
use armrest_backend::Violations;
use armrest_backend::client_text::quoted;
use armrest_backend::stop_signal::StopCause;
use armrest_backend::validation::Loc;
use serde::Serialize;
use utoipa::ToSchema;

/// Who a lease is for when the request names nobody.
const ANONYMOUS: &str = "anonymous";

const HOLDER: Field<Text> = Field::new(
    "holder",
    Text::NAME,
    Absent::Configured(|_| String::new()),
    "Who takes control, as `GET /control` and the stream show it to others; `anonymous` when not given. An \
     MCP agent's lease is named after its client, whatever it gives here.",
);

const TTL: Field<Number> = Field::new(
    "ttl_s",
    Number::within(TTL_MIN_S, TTL_MAX_S),
    Absent::Configured(|ctx| ctx.endpoints.control.ttl_s),
    "Seconds the lease lasts unless renewed (`POST /control/renew`); not renewed in time, it lapses and the arm \
     is held.",
);

const TAKE: Field<Flag> = Field::new(
    "take",
    Flag,
    Absent::Default(false),
    "Take control from whoever holds it: the arm is stopped first, as `POST /stop` stops it, then the lease is \
     granted. Without it a request while another holds control is refused (409).",
);

/// Body of `POST /control`.
#[derive(Debug)]
pub struct TakeControl {
    pub holder: String,
    pub ttl_s: f64,
    pub take: bool,
}

impl Request for TakeControl {
    const NAME: &'static str = "TakeControlRequest";
    const DESCRIPTION: &'static str = "Body of `POST /control`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let holder = form.field(&HOLDER);
        let ttl_s = form.field(&TTL);
        let take = form.field(&TAKE);
        let holder = holder?;
        Some(TakeControl {
            holder: if holder.is_empty() { ANONYMOUS.to_owned() } else { holder },
            ttl_s: ttl_s?,
            take: take?,
        })
    }
}

/// A lease granted (`POST /control`).
#[derive(Debug, Serialize, ToSchema)]
pub struct LeaseGrant {
    /// The lease: send it in the `X-Armrest-Lease` header with every request that moves the arm,
    /// and with renewals and the release. Keep it to yourself; others see its `number`.
    pub lease: String,
    pub number: u64,
    pub holder: String,
    pub ttl_s: f64,
    /// Who had control before a take (`"take": true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub took_from: Option<String>,
}

/// A lease as anyone may see it (`GET /control`, renewals, releases).
#[derive(Debug, Serialize, ToSchema)]
pub struct ControlStatus {
    /// `open`: every client may move the arm; `lease`: only the lease holder (control.mode).
    #[schema(example = "lease")]
    pub mode: String,
    /// Whether someone holds the lease now.
    pub held: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holder: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ttl_s: Option<f64>,
    /// Seconds before it lapses unless renewed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_in_s: Option<f64>,
}

fn mode_name(mode: ControlMode) -> &'static str {
    match mode {
        ControlMode::Open => "open",
        ControlMode::Lease => "lease",
    }
}

impl ControlStatus {
    fn of(app: &App, held: Option<(&Lease, f64)>) -> ControlStatus {
        ControlStatus {
            mode: mode_name(app.control.mode()).to_owned(),
            held: held.is_some(),
            holder: held.map(|(l, _)| l.holder.clone()),
            number: held.map(|(l, _)| l.number),
            ttl_s: held.map(|(l, _)| l.ttl.as_secs_f64()),
            expires_in_s: held.map(|(_, left)| left),
        }
    }
}

/// `GET /control`.
pub fn status(app: &App) -> ControlStatus {
    let status = app.control.status();
    ControlStatus::of(app, status.held.as_ref().map(|(l, left)| (l, *left)))
}

/// `POST /control`. A take from another holder stops the arm before the lease changes hands:
/// what they started must not run on under someone else's control.
pub async fn take(app: App, r: TakeControl) -> Result<LeaseGrant, ApiError> {
    let held_by_other = app.control.status().held.is_some();
    if r.take && held_by_other {
        super::stop::stop(&app, &StopCause::TakeOver { holder: r.holder.clone() }).await;
    }
    let change = app.control.grant(&r.holder, r.ttl_s, r.take)?;
    announce(&app, &change);
    let (lease, took_from) = match change {
        Change::Granted(lease) => (lease, None),
        Change::Taken { previous, lease } => (lease, Some(previous.holder)),
        other => return Err(ApiError::Internal(format!("a grant answered {other:?}"))),
    };
    Ok(LeaseGrant {
        number: lease.number,
        holder: lease.holder,
        ttl_s: lease.ttl.as_secs_f64(),
        lease: lease.id,
        took_from,
    })
}

/// The caller's lease, which renewals and releases need.
fn presented(lease: Option<String>) -> Result<String, ApiError> {
    lease.filter(|l| !l.is_empty()).ok_or_else(|| {
        ApiError::Invalid(Violations::one(
            Loc::root("header").at(LEASE_HEADER_NAME),
            "missing",
            format!("Field required: the lease `POST /control` answered, in the {LEASE_HEADER_NAME} header"),
        ))
    })
}

/// `POST /control/renew`.
pub async fn renew(app: App, lease: Option<String>) -> Result<ControlStatus, ApiError> {
    let Change::Renewed(l) = app.control.renew(&presented(lease)?)? else {
        return Err(ApiError::Internal("a renewal answered another change".into()));
    };
    Ok(ControlStatus::of(&app, Some((&l, l.ttl.as_secs_f64()))))
}

/// `DELETE /control`. The arm is not stopped: a release is deliberate, and what the holder
/// started (a motion, a sequence) runs to its end.
pub async fn release(app: App, lease: Option<String>) -> Result<ControlStatus, ApiError> {
    let change = app.control.release(&presented(lease)?)?;
    announce(&app, &change);
    Ok(status(&app))
}

/// Tells the stream and the service log who holds control now.
fn announce(app: &App, change: &Change) {
    let (kind, lease, previous) = match change {
        Change::Granted(l) => (ControlChange::Granted, l, None),
        Change::Taken { previous, lease } => (ControlChange::Taken, lease, Some(previous.holder.as_str())),
        Change::Released(l) => (ControlChange::Released, l, None),
        Change::Lapsed(l) => (ControlChange::Lapsed, l, None),
        Change::Renewed(_) => return,
    };
    let holder = quoted(&lease.holder);
    let number = lease.number;
    match kind {
        ControlChange::Granted => tracing::info!("control: lease #{number} granted to {holder}"),
        ControlChange::Taken => tracing::warn!(
            "control: lease #{number} taken by {holder} from {}; the arm was stopped first",
            quoted(previous.unwrap_or_default())
        ),
        ControlChange::Released => tracing::info!("control: lease #{number} released by {holder}"),
        ControlChange::Lapsed => tracing::warn!(
            "control: lease #{number} of {holder} lapsed (not renewed within {} s); the arm was held",
            lease.ttl.as_secs_f64()
        ),
    }
    app.events.control(kind, &lease.holder, number, lease.ttl.as_secs_f64(), previous);
}

/// Holds the arm whenever a lease lapses, for the service's life: the stop first, then the
/// event and the log line (D18's order).
pub async fn hold_on_lapse(app: App) {
    loop {
        let lease = app.control.lapsed().await;
        let cause = StopCause::LeaseLapsed {
            number: lease.number,
            holder: lease.holder.clone(),
            ttl_s: lease.ttl.as_secs_f64(),
        };
        super::stop::stop(&app, &cause).await;
        app.backend.trajectory_log().push(format!(
            "control: lease #{} of {} lapsed; the arm was held as POST /stop holds it",
            lease.number,
            quoted(&lease.holder)
        ));
        announce(&app, &Change::Lapsed(lease));
    }
}
