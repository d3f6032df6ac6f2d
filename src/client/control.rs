//! `armrest control take|release|status`, and the lease kept renewed while a command runs
//! (`--lease`, `--take-control`): a renewal every third of the lease's ttl, as `/view` does (D29,
//! D40).

use super::http::{Client, Failure};
use super::output::Output;
use crate::cli::ControlCommand;
use serde_json::{Value, json};
use std::time::Duration;

/// The share of a lease's ttl between renewals: two more chances before it lapses.
pub const RENEW_FRACTION: f64 = 1.0 / 3.0;
/// The wait before a failed renewal is tried again (the service was busy or out of reach).
const RETRY: Duration = Duration::from_millis(200);
/// The holder `--take-control` takes the lease as.
const HOLDER: &str = "armrest-cli";

/// Renews its lease while it lives; dropped, it stops (and releases a lease it took).
pub struct Keeper {
    task: tokio::task::JoinHandle<()>,
    release: Option<Client>,
}

impl Keeper {
    /// Keeps the lease of `client` renewed, if it has one.
    pub fn keep(client: &Client) -> Option<Keeper> {
        client.lease()?;
        let c = client.clone();
        Some(Keeper { task: tokio::spawn(renew_loop(c)), release: None })
    }

    /// Takes the lease for this command (`--take-control`); the client with it, and its keeper.
    pub async fn take(client: &Client) -> Result<(Client, Keeper), Failure> {
        let grant = client.post("/control", &json!({"holder": HOLDER})).await?;
        let lease = grant["lease"].as_str().map(str::to_owned);
        if lease.is_none() {
            return Err(Failure::failed(format!("the service granted no lease: {grant}"), Some(grant)));
        }
        let leased = client.with_lease(lease);
        let mut keeper = Keeper::keep(&leased).ok_or_else(|| Failure::failed("no lease to keep", None))?;
        keeper.release = Some(leased.clone());
        Ok((leased, keeper))
    }

    /// Stops renewing; a lease this keeper took is given back.
    pub async fn finish(mut self) {
        self.task.abort();
        if let Some(client) = self.release.take() {
            let _ = client.delete("/control").await;
        }
    }
}

impl Drop for Keeper {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn renew_loop(client: Client) {
    loop {
        let wait = match client.post("/control/renew", &json!({})).await {
            Ok(answer) => answer["ttl_s"]
                .as_f64()
                .filter(|t| t.is_finite() && *t > 0.0)
                .map_or(RETRY, |ttl| Duration::from_secs_f64(ttl * RENEW_FRACTION)),
            // Not in force (lapsed, released, taken over) or refused: the command's own
            // requests will say so; renewing further cannot help.
            Err(f) if f.code == crate::cli::exit::REFUSED => {
                eprintln!("armrest: the lease is no longer renewed: {}", f.message);
                return;
            }
            Err(_) => RETRY,
        };
        tokio::time::sleep(wait).await;
    }
}

pub async fn run(client: &Client, out: Output, command: &ControlCommand) -> Result<u8, Failure> {
    match command {
        ControlCommand::Take { holder, ttl, force } => {
            let mut body = json!({"holder": holder});
            if let Some(ttl) = ttl {
                body["ttl_s"] = json!(ttl);
            }
            if *force {
                body["take"] = json!(true);
            }
            let grant = client.post("/control", &body).await?;
            out.answer(&grant, |g| {
                // The lease alone on stdout (`LEASE=$(armrest control take)`), the rest on stderr.
                eprintln!(
                    "control lease #{} for `{}`, lapses {} s after its last renewal",
                    g["number"],
                    g["holder"].as_str().unwrap_or(""),
                    g["ttl_s"]
                );
                g["lease"].as_str().unwrap_or("").to_owned()
            });
            Ok(crate::cli::exit::DONE)
        }
        ControlCommand::Release => {
            if client.lease().is_none() {
                return Err(Failure::usage("control release needs --lease (or ARMREST_LEASE)"));
            }
            let answer = client.delete("/control").await?;
            out.answer(&answer, |_| "released".to_owned());
            Ok(crate::cli::exit::DONE)
        }
        ControlCommand::Status => {
            let answer = client.get("/control").await?;
            out.answer(&answer, status_text);
            Ok(crate::cli::exit::DONE)
        }
    }
}

fn status_text(s: &Value) -> String {
    match (s["mode"].as_str(), s["held"].as_bool()) {
        (Some("open"), _) => "control is open: every client may move the arm".to_owned(),
        (_, Some(true)) => format!(
            "held by `{}` (lease #{}), lapses in {} s unless renewed",
            s["holder"].as_str().unwrap_or("?"),
            s["number"],
            s["expires_in_s"]
        ),
        _ => "nobody holds control".to_owned(),
    }
}
