//! Jogging (D29), measured on the simulator with armrest (its `armrest` executable, as the
//! tests build it) as a process of its own at time scale 1:
//! - command-to-state latency over loopback: from sending a joint command to the arm at rest
//!   until the first `state` on the socket whose velocity shows the arm moving (the session's
//!   tick, the controller, a joint state and the socket; target p99 < 20 ms);
//! - CPU of a 100 Hz jog: armrest's utime + stime (`/proc/PID/stat`) over 10 s of jogging back
//!   and forth at 100 commands per second, and over 10 s idle (target < 5% of a core).
//! - In process, with criterion: one tick's arithmetic (a command read, a Cartesian command's
//!   joint velocities and singularity share, the limiter's step).
//!
//! Run with `cargo bench --bench jog`; figures are in docs/performance.md.

#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use armrest::config::jog::JogConfig;
use armrest::jog::command::{self, Bounds};
use armrest_backend::jog::limiter::{Caps, Motion};
use armrest_backend::jog::{Command, Frame, JogSettings, cartesian};
use criterion::{Criterion, criterion_group, criterion_main};
use futures_util::{SinkExt, StreamExt};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

const SAMPLES: usize = 200;
const WINDOW: Duration = Duration::from_secs(10);
/// `/proc/PID/stat` counts CPU time in these (USER_HZ).
const TICKS_PER_S: f64 = 100.0;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("a /proc stat");
    let after = &stat[stat.rfind(')').expect("stat format") + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    (fields[11].parse::<f64>().expect("utime") + fields[12].parse::<f64>().expect("stime")) / TICKS_PER_S
}

fn joint(fraction: f64) -> Message {
    Message::Text(serde_json::json!({"mode": "joint", "velocity": [fraction, 0, 0, 0, 0, 0, 0]}).to_string().into())
}

async fn state(ws: &mut Socket) -> serde_json::Value {
    loop {
        if let Some(Ok(Message::Text(t))) = ws.next().await {
            let v: serde_json::Value = serde_json::from_str(t.as_str()).expect("JSON");
            if v["type"] == "state" {
                return v;
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}

async fn measure() {
    let server = common::Server::start_as_process(common::Options { time_scale: 1.0, ..Default::default() }).await;
    let pid = server.pid.expect("a process");
    let url = format!("{}/robot/jog", server.base.replacen("http", "ws", 1));
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.expect("upgraded");
    let mut latencies = Vec::with_capacity(SAMPLES);
    for i in 0..SAMPLES {
        // Back and forth, so the arm stays near home.
        let sign = if i % 2 == 0 { 1.0 } else { -1.0 };
        let sent = Instant::now();
        ws.send(joint(0.05 * sign)).await.expect("send");
        while state(&mut ws).await["velocity"][0].as_f64().unwrap_or(0.0) == 0.0 {}
        latencies.push(sent.elapsed());
        ws.send(joint(0.0)).await.expect("send");
        while state(&mut ws).await["jogging"] != false {}
    }
    latencies.sort();
    // CPU: idle, then a 100 Hz jog back and forth.
    let (cpu0, t0) = (cpu_seconds(pid), Instant::now());
    let idle_end = Instant::now() + WINDOW;
    while Instant::now() < idle_end {
        state(&mut ws).await;
    }
    let idle = (cpu_seconds(pid) - cpu0) / t0.elapsed().as_secs_f64();
    let (cpu1, t1) = (cpu_seconds(pid), Instant::now());
    let mut every = tokio::time::interval(Duration::from_millis(10));
    let mut sent = 0usize;
    while t1.elapsed() < WINDOW {
        tokio::select! {
            _ = every.tick() => {
                let sign = if (t1.elapsed().as_secs() / 2) % 2 == 0 { 1.0 } else { -1.0 };
                ws.send(joint(0.2 * sign)).await.expect("send");
                sent += 1;
            }
            _ = state(&mut ws) => {}
        }
    }
    let jogging = (cpu_seconds(pid) - cpu1) / t1.elapsed().as_secs_f64();
    println!(
        "jog over loopback on the simulator (armrest as a process, time scale 1):\n  \
         command-to-state latency, {SAMPLES} commands: p50 {:?}  p99 {:?}  max {:?} (target p99 < 20 ms)\n  \
         armrest CPU: {:.3} cores jogging at 100 Hz ({sent} commands in {:?}), {:.3} cores with the socket open \
         and idle (target < 0.05)",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or_default(),
        jogging,
        WINDOW,
        idle,
    );
    let _ = ws.close(None).await;
}

fn tick(c: &mut Criterion) {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(measure());
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let model = armrest_backend::RobotModel::shipped(&root).expect("the shipped model");
    let config = JogConfig::default();
    let caps = Caps::new(model.limits(), &JogSettings::from(&config));
    let q = model.named_position("work").expect("work").joints;
    let bounds = Bounds { linear: config.max_linear_m_s, angular: config.max_angular_rad_s };
    let text = r#"{"mode":"cartesian","frame":"tool","linear":[0,0,0.05],"angular":[0,0,0.1]}"#;
    c.bench_function("jog_tick_cartesian", |b| {
        b.iter(|| {
            let parsed = command::parse(std::hint::black_box(text), &bounds).expect("valid");
            let Command::Cartesian { linear, angular, .. } = parsed else { return None };
            let qd = cartesian::joint_velocities(&model, &q, Frame::Tool, &linear, &angular);
            let share = cartesian::singularity_scale(&model, &q, &qd, 0.01, 0.05, 0.02);
            Some(Motion::at_rest(q).step(&qd.map(|v| v * share), 0.01, &caps))
        })
    });
}

criterion_group!(benches, tick);
criterion_main!(benches);
