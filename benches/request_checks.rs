//! What the connection and request checks of D26 cost a read. In one run, `GET
//! /robot/joint_states` over loopback, four clients on keep-alive connections, against the same
//! router served two ways: by armrest's accept loop (connection bound, header and idle timeouts,
//! every byte and request watched) and by a bare hyper loop with none of it; then the `Host` and
//! `Origin` checks alone. Prints the throughput ratio (target: within noise of 1). Run with
//! `cargo bench --bench request_checks`; figures are in docs/performance.md.

// A bench uses a few of the integration tests' helpers.
#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use armrest::config::{Config, Overrides};
use armrest::http::exposure::{Exposure, machine_names};
use armrest::server::Service;
use criterion::{Criterion, criterion_group, criterion_main};
use hyper_util::rt::TokioIo;
use std::hint::black_box;
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tower::ServiceExt;

/// Clients asking at once.
const CLIENTS: u64 = 4;

/// The router alone on HTTP/1.1: no bound, no timeouts, nothing watched.
async fn bare(listener: TcpListener, router: armrest::http::front::Front) {
    loop {
        let Ok((tcp, _)) = listener.accept().await else { continue };
        let _ = tcp.set_nodelay(true);
        let router = router.clone();
        let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
            router.clone().oneshot(request.map(axum::body::Body::new))
        });
        tokio::spawn(async move {
            let _ = hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(tcp), service).await;
        });
    }
}

/// `iters` reads of `url` shared among the clients; the time they took.
async fn reads(clients: &[reqwest::Client], url: &str, iters: u64) -> Duration {
    let start = Instant::now();
    let tasks: Vec<_> = clients
        .iter()
        .enumerate()
        .map(|(i, client)| {
            let (client, url) = (client.clone(), url.to_owned());
            let n = iters / CLIENTS + u64::from((i as u64) < iters % CLIENTS);
            tokio::spawn(async move {
                for _ in 0..n {
                    let r = client.get(&url).send().await.expect("GET");
                    assert_eq!(r.status(), 200);
                    black_box(r.bytes().await.expect("body"));
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.expect("a client");
    }
    start.elapsed()
}

fn read_throughput(c: &mut Criterion) {
    // Two workers, as on the 2-core machine the service runs on.
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let (checked, unchecked) = rt.block_on(async {
        let dir = common::temp_dir("bench-checks");
        let path = common::write_config(&dir, &common::Options::default());
        let config = Config::load(&path, &Overrides::default(), None).expect("config loads");
        let service = Service::bind(config).await.expect("service binds");
        let checked = format!("http://{}/robot/joint_states", service.local_addr().expect("address"));
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let unchecked = format!("http://{}/robot/joint_states", listener.local_addr().expect("address"));
        tokio::spawn(bare(listener, service.router.clone()));
        tokio::spawn(async move {
            let _ = service.run(std::future::pending()).await;
        });
        (checked, unchecked)
    });
    let clients: Vec<reqwest::Client> = (0..CLIENTS).map(|_| reqwest::Client::new()).collect();
    let mut group = c.benchmark_group("joint_states_reads");
    group.bench_function("armrest_accept_loop", |b| b.to_async(&rt).iter_custom(|n| reads(&clients, &checked, n)));
    group.bench_function("bare_hyper", |b| b.to_async(&rt).iter_custom(|n| reads(&clients, &unchecked, n)));
    group.finish();
    // Alternating rounds, so drift of a noisy machine falls on both alike.
    let (mut with, mut without) = (Duration::ZERO, Duration::ZERO);
    for _ in 0..5 {
        with += rt.block_on(reads(&clients, &checked, 4000));
        without += rt.block_on(reads(&clients, &unchecked, 4000));
    }
    println!(
        "GET /robot/joint_states, {CLIENTS} keep-alive clients, 5 x 4000 reads each way, alternating:\n  \
         armrest's accept loop {:.0} reads/s, bare hyper {:.0} reads/s: ratio {:.3} (1 = no cost)",
        20_000.0 / with.as_secs_f64(),
        20_000.0 / without.as_secs_f64(),
        without.as_secs_f64() / with.as_secs_f64(),
    );
}

fn host_and_origin(c: &mut Criterion) {
    let exposure = Exposure::new(
        &machine_names(),
        &["cell-7.factory.example".into()],
        &["http://mes.factory.example:8080".into()],
    );
    c.bench_function("host_check_ip_literal", |b| b.iter(|| exposure.host_allowed(black_box("127.0.0.1:8007"))));
    c.bench_function("host_check_listed_name", |b| {
        b.iter(|| exposure.host_allowed(black_box("cell-7.factory.example:8007")))
    });
    c.bench_function("origin_check_own", |b| {
        b.iter(|| exposure.origin_allowed(black_box("http://127.0.0.1:8007"), Some(black_box("127.0.0.1:8007"))))
    });
}

criterion_group!(benches, read_throughput, host_and_origin);
criterion_main!(benches);
