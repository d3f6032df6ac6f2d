//! Recording cost per message: CDR encoding of a JointState (the `cdr` crate) against writing
//! the encoded message into the bag's MCAP file. Recording at 1 kHz leaves 1 ms per message;
//! the encoding must be a small fraction of the write. Run with `cargo bench --bench bag`.

use armrest::bag::BagWriter;
use armrest::bag::cdr::JointStateMessage;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn message_parts() -> (Vec<String>, [f64; 7]) {
    ((1..=7).map(|i| format!("joint{i}")).collect(), [0.1, 0.5, -0.2, -1.4, 0.3, 1.2, -0.5])
}

fn recording(c: &mut Criterion) {
    let (names, q) = message_parts();
    let msg =
        |stamp_ns| JointStateMessage { stamp_ns, frame_id: "", name: &names, position: &q, velocity: &q, effort: &q };
    let mut g = c.benchmark_group("record_joint_state");
    g.bench_function("cdr_encode", |b| b.iter(|| black_box(msg(black_box(1_700_000_000_123_456_789)).encode())));
    let dir = std::env::temp_dir().join(format!("armrest-bench-bag-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut bag = BagWriter::create(&dir).expect("bag");
    let topic =
        bag.add_topic("/joint_states", &JointStateMessage::definition().expect("definition"), &[]).expect("topic");
    let encoded = msg(1).encode().expect("encodes");
    let mut stamp = 1u64;
    g.bench_function("mcap_write", |b| {
        b.iter(|| {
            stamp += 1_000_000;
            bag.write(topic, stamp, black_box(&encoded)).expect("write")
        })
    });
    g.finish();
    drop(bag);
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, recording);
criterion_main!(benches);
