//! Many clients at once: exactly one sequence starts, exactly one motion runs, nobody gets a
//! server error.

use crate::common::{self, Options, Server};
use serde_json::json;

#[tokio::test(flavor = "multi_thread")]
async fn two_hundred_simultaneous_starts_give_exactly_one_sequence() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let file =
        serde_json::to_vec(&json!({"waypoints": [{"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.05}]}))
            .unwrap();
    let url = s.url("/sequences/start");
    let tasks: Vec<_> = (0..200)
        .map(|_| {
            let (client, url, file) = (s.client.clone(), url.clone(), file.clone());
            tokio::spawn(async move {
                let form = reqwest::multipart::Form::new()
                    .part("config", reqwest::multipart::Part::bytes(file).file_name("s.json"))
                    .text("n_iterations", "1");
                client.post(url).multipart(form).send().await.map(|r| r.status().as_u16())
            })
        })
        .collect();
    let mut codes = Vec::new();
    for t in tasks {
        codes.push(t.await.unwrap().expect("every request is answered"));
    }
    assert_eq!(codes.iter().filter(|c| **c == 200).count(), 1, "{codes:?}");
    assert_eq!(codes.iter().filter(|c| **c == 409).count(), 199, "{codes:?}");
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["sequence_stopped"], true);
}

#[tokio::test(flavor = "multi_thread")]
async fn twenty_simultaneous_moves_give_exactly_one_motion() {
    let s = Server::start(Options { time_scale: 2.0, ..Options::default() }).await;
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let request = s
                .client
                .post(s.url("/robot/move/joints"))
                .json(&json!({"joints": [0.02 * i as f64, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.2}));
            tokio::spawn(async move {
                let r = request.send().await.expect("answered");
                (r.status().as_u16(), r.json::<serde_json::Value>().await.expect("JSON"))
            })
        })
        .collect();
    let mut answers = Vec::new();
    for t in tasks {
        answers.push(t.await.unwrap());
    }
    let moved: Vec<_> = answers.iter().filter(|(c, _)| *c == 200).collect();
    assert_eq!(moved.len(), 1, "{answers:?}");
    assert_eq!(moved[0].1["success"], true);
    assert_eq!(answers.iter().filter(|(c, _)| *c == 409).count(), 19);
    assert!(answers.iter().all(|(c, _)| *c < 500));
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    let count =
        |what: &str| logs["lines"].as_array().unwrap().iter().filter(|l| l.as_str().unwrap().contains(what)).count();
    assert_eq!(count("motion to joint target"), 1, "exactly one motion ran: {logs}");
    if !common::skipped_over_ros2("the controller's own log is in armrest's trajectory log only in process") {
        assert_eq!(count("executing trajectory"), 1, "exactly one motion reached the controller: {logs}");
    }
}
