//! The operations probes and the metrics (D38): `/health`, `/ready` (503 naming what is missing
//! while the simulator's joint states are silent or its planner absent, and 200 again when they
//! return), `/version`, the front door listing them, and `/metrics` read by an independent
//! Prometheus text parser, its counters moving with the requests made.

use crate::common::{Options, Server, eventually, skipped_over_ros2, temp_dir, write_config};
use armrest::config::{Config, Overrides};
use armrest::server::Service;
use armrest_sim::SimFaults;
use serde_json::{Value, json};
use std::time::Duration;

/// The metrics of `s` (with `token`, if any), parsed by `prometheus-parse`.
async fn scrape(s: &Server, token: &str) -> prometheus_parse::Scrape {
    let mut request = s.client.get(s.url("/metrics"));
    if !token.is_empty() {
        request = request.bearer_auth(token);
    }
    let r = request.send().await.expect("GET /metrics");
    assert_eq!(r.status(), 200);
    let content_type = r.headers()["content-type"].to_str().expect("a text header").to_owned();
    assert!(content_type.starts_with("application/openmetrics-text"), "{content_type}");
    let text = r.text().await.expect("the metrics' text");
    let lines = text.lines().map(|l| Ok(l.to_owned()));
    prometheus_parse::Scrape::parse(lines).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The value of `metric`'s sample whose labels include `labels`; 0 when there is none (a
/// counter not yet counted).
fn value(scrape: &prometheus_parse::Scrape, metric: &str, labels: &[(&str, &str)]) -> f64 {
    let sample =
        scrape.samples.iter().find(|s| s.metric == metric && labels.iter().all(|(k, v)| s.labels.get(k) == Some(v)));
    match sample.map(|s| &s.value) {
        Some(
            prometheus_parse::Value::Counter(v)
            | prometheus_parse::Value::Gauge(v)
            | prometheus_parse::Value::Untyped(v),
        ) => *v,
        Some(other) => panic!("{metric}: not a number: {other:?}"),
        None => 0.0,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn health_and_version_answer_and_the_front_door_lists_them() {
    let s = Server::start(Options::default()).await;
    let (status, body) = s.get("/health").await;
    assert_eq!((status, &body), (200, &json!({"status": "ok"})));
    let (status, v) = s.get("/version").await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["name"], "armrest");
    assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
    let (_, doc) = s.get("/openapi.json").await;
    assert_eq!(v["api_version"], doc["info"]["version"], "the API version is the document's");
    let expected_backend = if crate::common::over_ros2() { "ros2" } else { "sim" };
    assert_eq!(v["backend"], expected_backend);
    // Built from this checkout: its commit (build.rs), or `unknown` without git.
    let head = std::process::Command::new("git")
        .args(["rev-parse", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
    let commit = v["commit"].as_str().expect("a commit");
    match head {
        // A build made before the last commit still names a commit of this repository.
        Some(_) => assert!(commit.len() == 40 && commit.chars().all(|c| c.is_ascii_hexdigit()), "{commit}"),
        None => assert_eq!(commit, "unknown"),
    }
    let (status, front) = s.get("/").await;
    assert_eq!(status, 200);
    for (name, path) in [("health", "/health"), ("ready", "/ready"), ("version", "/version"), ("metrics", "/metrics")] {
        assert_eq!(front[name], path, "{front}");
    }
    assert_eq!((&front["view"], &front["docs"]), (&json!("/view"), &json!("/docs")), "{front}");
    for path in ["/health", "/ready", "/version", "/metrics"] {
        assert!(doc["paths"][path]["get"].is_object(), "{path} is documented");
    }
    assert!(doc["paths"]["/ready"]["get"]["responses"]["503"].is_object());
}

#[tokio::test(flavor = "multi_thread")]
async fn ready_names_what_is_missing() {
    let s = Server::start(Options::default()).await;
    let mut ready = eventually(Duration::from_secs(10), "GET /ready 200", async || match s.get("/ready").await {
        (200, body) => Ok(body),
        other => Err(other),
    })
    .await;
    // Over ROS 2 it shows the robot's settings too, once read (ros2_stacks::ready_shows_*); the
    // simulator runs its own controller.
    let robot = ready.as_object_mut().and_then(|o| o.remove("robot"));
    assert!(crate::common::over_ros2() || robot.is_none(), "{robot:?}");
    assert_eq!(ready, json!({"status": "ready", "detail": "ready", "missing": []}));

    let silent = Server::start(Options {
        faults: SimFaults { joint_states_silent: true, ..SimFaults::default() },
        ..Options::default()
    })
    .await;
    let (status, body) = silent.get("/ready").await;
    assert_eq!(status, 503, "{body}");
    // Over ROS 2 the planner may not have been discovered yet either: joint states are named.
    assert!(checks(&body).contains(&"joint_states"), "{body}");
    assert!(body["detail"].as_str().is_some_and(|d| d.contains("joint_states")), "{body}");
    // /health never asks the robot.
    assert_eq!(silent.get("/health").await.0, 200);

    let no_planner = Server::start(Options {
        faults: SimFaults { planner_unavailable: true, ..SimFaults::default() },
        ..Options::default()
    })
    .await;
    let (status, body) = no_planner.get("/ready").await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(checks(&body), ["planner"], "{body}");
    assert!(body["missing"][0]["detail"].as_str().is_some_and(|d| d.contains("/compute_fk")), "{body}");
}

/// The names of the checks a `/ready` answer says are missing.
fn checks(body: &Value) -> Vec<&str> {
    body["missing"].as_array().map(|m| m.iter().filter_map(|c| c["check"].as_str()).collect()).unwrap_or_default()
}

/// The simulator's joint states go quiet while the service runs: `/ready` turns 503 naming
/// them once the latest is older than `joint_states.wait_s`, and 200 again when they return.
#[tokio::test(flavor = "multi_thread")]
async fn ready_follows_the_joint_states_going_silent_and_back() {
    if skipped_over_ros2("switches the in-process simulator's fault while it runs") {
        return;
    }
    let o = Options::default().with_endpoints(|e| e.joint_states.wait_s = 0.5);
    let dir = temp_dir("ready");
    let config = Config::load(&write_config(&dir, &o), &Overrides::default(), None).expect("config loads");
    let service = Service::bind(config).await.expect("service binds");
    let base = format!("http://{}", service.local_addr().expect("address"));
    let faults = service.sim_faults.clone().expect("the simulator's faults");
    let _running = tokio::spawn(async move {
        let _ = service.run(std::future::pending()).await;
    });
    let client = reqwest::Client::new();
    let ready = async || {
        let r = client.get(format!("{base}/ready")).send().await.map_err(|e| e.to_string())?;
        let status = r.status().as_u16();
        let body: Value = r.json().await.map_err(|e| e.to_string())?;
        Ok::<_, String>((status, body))
    };
    let up = async |awaited: &str, want: u16| {
        eventually(Duration::from_secs(20), awaited, async || match ready().await {
            Ok((status, body)) if status == want => Ok(body),
            other => Err(other),
        })
        .await
    };
    up("GET /ready 200 at start", 200).await;
    faults.joint_states_silent(true);
    let body = up("GET /ready 503 once the joint states are silent", 503).await;
    assert_eq!(checks(&body), ["joint_states"], "{body}");
    assert!(body["missing"][0]["detail"].as_str().is_some_and(|d| d.contains("old")), "{body}");
    faults.joint_states_silent(false);
    let body = up("GET /ready 200 once the joint states return", 200).await;
    assert_eq!(body["missing"], json!([]));
}

#[tokio::test(flavor = "multi_thread")]
async fn metrics_count_requests_and_motions_behind_the_token() {
    let token = "s3cret";
    let s = Server::start(Options { auth_token: token, ..Options::default() }).await;
    // The probes are public; the metrics and the version are not.
    assert_eq!(s.get("/health").await.0, 200);
    assert_eq!(s.client.get(s.url("/ready")).send().await.expect("GET").status(), 200);
    assert_eq!(s.get("/metrics").await.0, 401);
    assert_eq!(s.get("/version").await.0, 401);

    let requests = "armrest_http_requests_total";
    let joint_states = [("method", "GET"), ("route", "/robot/joint_states"), ("status", "200")];
    let before = scrape(&s, token).await;
    let n = 5;
    for _ in 0..n {
        let r = s.client.get(s.url("/robot/joint_states")).bearer_auth(token).send().await.expect("GET");
        assert_eq!(r.status(), 200);
    }
    // An object's id is counted under its template, never as the URL asked.
    s.client.get(s.url("/world/objects/no-such-box")).bearer_auth(token).send().await.expect("GET");
    let after = scrape(&s, token).await;
    assert_eq!(value(&after, requests, &joint_states) - value(&before, requests, &joint_states), f64::from(n));
    assert!(
        after.samples.iter().all(|s| s.labels.get("route").is_none_or(|r| !r.contains("no-such-box"))),
        "a route label holds a raw URL"
    );
    let unauthorized = [("route", "/metrics"), ("status", "401")];
    assert!(value(&after, requests, &unauthorized) >= 1.0, "the refused scrape is counted");
    let latency = after
        .samples
        .iter()
        .find(|x| {
            x.metric == "armrest_http_request_duration_seconds"
                && joint_states.iter().all(|(k, v)| x.labels.get(k) == Some(v))
        })
        .expect("a latency histogram of the reads");
    match &latency.value {
        prometheus_parse::Value::Histogram(buckets) => {
            let all = buckets.iter().map(|b| b.count).fold(0.0, f64::max);
            assert!(all >= f64::from(n), "{buckets:?}");
        }
        other => panic!("not a histogram: {other:?}"),
    }
    assert!(value(&after, "armrest_joint_state_present", &[]) == 1.0);
    assert!(value(&after, "armrest_joint_state_age_seconds", &[]) >= 0.0);
    assert_eq!(value(&after, "armrest_lease_held", &[]), 0.0);
    assert_eq!(value(&after, "armrest_jog_sessions", &[]), 0.0);

    // A move that succeeds is counted by its kind and outcome; a stop by its cause.
    let r = s
        .client
        .post(s.url("/robot/move/joints"))
        .bearer_auth(token)
        .json(&json!({"joints": [0, 0.3, 0, -1.2, 0, 1.0, 0], "speed": 1.0}))
        .send()
        .await
        .expect("POST");
    let moved: Value = r.json().await.expect("JSON");
    assert_eq!(moved["success"], true, "{moved}");
    let out_of_limits = s
        .client
        .post(s.url("/robot/move/joints"))
        .bearer_auth(token)
        .json(&json!({"joints": [9, 0, 0, 0, 0, 0, 0]}))
        .send()
        .await
        .expect("POST");
    assert_eq!(out_of_limits.status(), 422);
    let stop = s.client.post(s.url("/stop")).bearer_auth(token).send().await.expect("POST");
    assert_eq!(stop.status(), 200);
    let last = scrape(&s, token).await;
    let motions: f64 = last
        .samples
        .iter()
        .filter(|x| {
            x.metric == "armrest_motions_total"
                && x.labels.get("outcome") == Some("succeeded")
                && x.labels.get("kind").is_some_and(|k| k.contains("joints"))
        })
        .map(|x| match x.value {
            prometheus_parse::Value::Counter(v) | prometheus_parse::Value::Untyped(v) => v,
            _ => 0.0,
        })
        .sum();
    assert_eq!(motions, 1.0, "one joint move succeeded");
    assert_eq!(value(&last, "armrest_refusals_total", &[("reason", "invalid")]), 1.0);
    assert_eq!(value(&last, "armrest_stops_total", &[("cause", "request")]), 1.0);
}
