//! Collision checks (D28, issue 23): one joint state against the robot's own links and a world,
//! a 1,000-point trajectory checked end to end, and what the check adds to planning a `ptp`
//! move. Every world object is placed clear of every state checked here, so each check takes
//! the accepting path (the one every move takes). Ends with a summary timed by alternating
//! rounds, which prints the ratios criterion does not compute. Run with
//! `cargo bench --bench collision`; figures are in docs/performance.md.

use armrest_backend::collision::{ObjectKind, Primitive, Scene, Scratch, TRAVEL_STEP, World, WorldObject, WorldPose};
use armrest_backend::motion::{SPEED_DEFAULT, Scaling};
use armrest_backend::planning::{self, JointRates, Plan, planner};
use armrest_backend::{JointPositions, RobotModel};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::f64::consts::PI;
use std::hint::black_box;
use std::path::PathBuf;
use std::sync::LazyLock;
use std::time::{Duration, Instant};

/// Objects added to the shipped world (which holds the mounting surface).
const OBJECTS: usize = 20;
/// Least distance of any object from any state the benchmark checks, metres: above the cutoff of
/// a path check (4 × [`TRAVEL_STEP`]), so no stretch of the paths needs halving.
const MARGIN: f64 = 0.03;
/// An object this near some checked state (metres) counts as near the arm.
const NEAR: f64 = 0.10;
/// The cutoff a path check without `clearance` asks each state for.
const PATH_CUTOFF: f64 = 4.0 * TRAVEL_STEP;

/// Everything the benchmarks check, built once.
struct Fixture {
    /// The shipped model in the shipped world (`config/world.yaml`: the mounting surface).
    shipped: RobotModel,
    /// The same with [`OBJECTS`] more objects around the arm.
    cluttered: RobotModel,
    /// The one state of `state_check`: the named position `work`.
    state: JointPositions,
    /// 1,000 points at 100 Hz swinging out of `home` and back.
    trajectory: Vec<(JointPositions, f64)>,
    /// The `ptp` move: `home` to `work` at the service's default speed.
    start: JointPositions,
    goal: JointPositions,
    rates: JointRates,
}

static FIXTURE: LazyLock<Fixture> = LazyLock::new(Fixture::new);

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The shipped model in the shipped world.
fn shipped() -> RobotModel {
    let model = RobotModel::shipped(&repo()).expect("model");
    let world = World::load(&repo().join("config/world.yaml"), &model.world_frames()).expect("world");
    model.set_world(world);
    model
}

/// Deterministic numbers in [0, 1).
fn uniform() -> impl FnMut() -> f64 {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// `home` plus each joint swinging out and back once over 10 s, sampled at 100 Hz (as
/// `smooth()` of benches/core.rs), from rest to rest.
fn trajectory(home: &JointPositions, points: usize) -> Vec<(JointPositions, f64)> {
    let omega = 2.0 * PI / (points as f64 * 0.01);
    (0..points)
        .map(|i| {
            let t = (i + 1) as f64 * 0.01;
            let q = std::array::from_fn(|j| home[j] + (0.2 + 0.05 * j as f64) * (1.0 - (omega * t).cos()) / 2.0);
            (q, t)
        })
        .collect()
}

/// A box, sphere or cylinder turned every way: every other one 0.1 to 0.3 m from the TCP at
/// one of `near` (TCP positions of checked states), the others anywhere around the arm, 0.2 to
/// 1 m from the base's axis and up to 1.15 m high.
fn candidate(i: usize, near: &[nalgebra::Vector3<f64>], next: &mut impl FnMut() -> f64) -> WorldObject {
    let (x, y, z) = if i.is_multiple_of(2) {
        let tcp = near[((next() * near.len() as f64) as usize).min(near.len() - 1)];
        let (r, phi, theta) = (0.1 + 0.2 * next(), 2.0 * PI * next(), (2.0 * next() - 1.0).acos());
        (tcp.x + r * theta.sin() * phi.cos(), tcp.y + r * theta.sin() * phi.sin(), (tcp.z + r * theta.cos()).max(0.05))
    } else {
        let (r, phi) = (0.2 + 0.8 * next(), 2.0 * PI * next());
        (r * phi.cos(), r * phi.sin(), 0.05 + 1.1 * next())
    };
    let shape = match i % 3 {
        0 => Primitive::Box { size: [0.05 + 0.3 * next(), 0.05 + 0.3 * next(), 0.05 + 0.3 * next()] },
        1 => Primitive::Sphere { radius: 0.03 + 0.12 * next() },
        _ => Primitive::Cylinder { radius: 0.02 + 0.08 * next(), length: 0.1 + 0.5 * next() },
    };
    let mut angle = || PI * (2.0 * next() - 1.0);
    WorldObject {
        id: format!("object{i}"),
        kind: if i % 5 == 4 { ObjectKind::KeepOut } else { ObjectKind::Obstacle },
        shape,
        pose: WorldPose { x, y, z, a: angle(), b: angle(), c: angle() },
        frame_id: String::new(),
        touch_links: Vec::new(),
    }
}

/// The least distance of `object` from the robot over `states`.
fn clearance(probe: &RobotModel, object: &WorldObject, states: &[JointPositions]) -> f64 {
    let mut world = World::default();
    world.objects.insert(object.id.clone(), object.clone());
    probe.set_world(world);
    let scene = &probe.world().scene;
    states
        .iter()
        .flat_map(|q| scene.distances(q))
        .filter(|c| c.other == object.id)
        .map(|c| c.distance)
        .fold(f64::INFINITY, f64::min)
}

fn plan(model: &RobotModel, speed: f64) -> Plan {
    let rates = planning::rates(model.limits(), Scaling::new(speed)).expect("rates");
    let [home, work] = ["home", "work"].map(|n| model.named_position(n).expect("named position").joints);
    planner::ptp(&home, &work, &rates).expect("plan")
}

impl Fixture {
    fn new() -> Fixture {
        let shipped = shipped();
        let [home, work] = ["home", "work"].map(|n| shipped.named_position(n).expect("named position").joints);
        let rates = planning::rates(shipped.limits(), Scaling::new(SPEED_DEFAULT)).expect("rates");
        let trajectory = trajectory(&home, 1000);
        // Every state checked below: the state, the trajectory's points and both plans' samples.
        let mut states: Vec<JointPositions> = vec![work];
        states.extend(trajectory.iter().map(|w| w.0));
        for speed in [SPEED_DEFAULT, 1.0] {
            states.extend(plan(&shipped, speed).trajectory.points().iter().map(|p| p.positions));
        }
        let probe = RobotModel::shipped(&repo()).expect("model");
        let mut next = uniform();
        let tcps: Vec<_> = states.iter().map(|q| shipped.tcp_pose(q).translation.vector).collect();
        let mut world = shipped.world().world.clone();
        let mut nearest = Vec::new();
        for i in 0.. {
            assert!(i < 10_000, "no {OBJECTS} objects clear of the checked states in 10,000 tries");
            let object = candidate(i, &tcps, &mut next);
            let d = clearance(&probe, &object, &states);
            if d >= MARGIN {
                nearest.push(d);
                world.objects.insert(object.id.clone(), object);
                if nearest.len() == OBJECTS {
                    break;
                }
            }
        }
        let cluttered = RobotModel::shipped(&repo()).expect("model");
        cluttered.set_world(world);
        let near = nearest.iter().filter(|&&d| d < NEAR).count();
        let least = nearest.iter().copied().fold(f64::INFINITY, f64::min);
        println!(
            "world: the mounting surface and {OBJECTS} objects, {near} of them within {:.0} cm of a checked \
             state (nearest {:.1} cm)",
            NEAR * 100.0,
            least * 100.0
        );
        let f = Fixture { shipped, cluttered, state: work, trajectory, start: home, goal: work, rates };
        // The accepting path is what is measured.
        for m in [&f.shipped, &f.cluttered] {
            let scene = &m.world().scene;
            assert!(scene.check(&f.state, f64::INFINITY, &mut Scratch::default()).distance() >= MARGIN);
            let path = scene.check_path(&f.trajectory, true);
            assert!(path.contact.is_none() && path.clearance.is_some_and(|(c, _)| c.distance > PATH_CUTOFF));
            for speed in [SPEED_DEFAULT, 1.0] {
                assert!(planning::clear_of_the_world(m, &f.start, plan(m, speed)).is_ok());
            }
        }
        f
    }

    fn plan(&self) -> Plan {
        planner::ptp(black_box(&self.start), &self.goal, &self.rates).expect("plan")
    }
}

fn state_check(c: &mut Criterion) {
    let f = &*FIXTURE;
    let mut g = c.benchmark_group("state_check");
    for (name, model) in [("shipped_world", &f.shipped), ("20_objects", &f.cluttered)] {
        let world = model.world();
        let mut s = Scratch::default();
        for (cut, cutoff) in [("cutoff_20mm", PATH_CUTOFF), ("exact", f64::INFINITY)] {
            g.bench_function(format!("{name}/{cut}"), |b| {
                b.iter(|| world.scene.check(black_box(&f.state), cutoff, &mut s).distance())
            });
        }
    }
    g.finish();
}

fn trajectory_1000(c: &mut Criterion) {
    let f = &*FIXTURE;
    let mut g = c.benchmark_group("trajectory_1000");
    g.sample_size(20);
    g.throughput(Throughput::Elements(f.trajectory.len() as u64));
    for (name, model) in [("shipped_world", &f.shipped), ("20_objects", &f.cluttered)] {
        let world = model.world();
        for (kind, clearance) in [("contact_only", false), ("clearance", true)] {
            g.bench_function(format!("{name}/{kind}"), |b| {
                b.iter(|| world.scene.check_path(black_box(&f.trajectory), clearance).states)
            });
        }
    }
    g.finish();
}

fn ptp_check_share(c: &mut Criterion) {
    let f = &*FIXTURE;
    let mut g = c.benchmark_group("ptp_check_share");
    g.bench_function("plan", |b| b.iter(|| f.plan().duration));
    for (name, model) in [("shipped_world", &f.shipped), ("20_objects", &f.cluttered)] {
        g.bench_function(format!("plan_and_check/{name}"), |b| {
            b.iter(|| planning::clear_of_the_world(model, &f.start, f.plan()).map(|p| p.duration))
        });
    }
    g.finish();
}

/// Median time per call of each of `works` over `rounds` rounds of about `per_round` each, the
/// rounds of all of them alternating so the machine's noise falls on each alike.
fn alternating<const N: usize>(works: [&mut dyn FnMut(); N], rounds: usize, per_round: Duration) -> [Duration; N] {
    let mut works = works;
    // Calls per round, from one timed call each.
    let calls: [u32; N] = std::array::from_fn(|i| {
        let t = Instant::now();
        (works[i])();
        (per_round.as_secs_f64() / t.elapsed().as_secs_f64().max(1e-9)).clamp(1.0, 1e7) as u32
    });
    let mut times: [Vec<Duration>; N] = std::array::from_fn(|_| Vec::with_capacity(rounds));
    for _ in 0..rounds {
        for i in 0..N {
            let t = Instant::now();
            for _ in 0..calls[i] {
                (works[i])();
            }
            times[i].push(t.elapsed() / calls[i]);
        }
    }
    times.map(|mut t| {
        t.sort();
        t[t.len() / 2]
    })
}

/// One state check of `q` in `scene`, with its own scratch buffers.
fn checker<'a>(scene: &'a Scene, q: &'a JointPositions, cutoff: f64) -> impl FnMut() + 'a {
    let mut s = Scratch::default();
    move || {
        black_box(scene.check(black_box(q), cutoff, &mut s).distance());
    }
}

fn us(d: Duration) -> String {
    format!("{:.2} µs", d.as_secs_f64() * 1e6)
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// The ratios: timed with `Instant` in alternating rounds (medians of 7), after criterion's.
fn summary(_: &mut Criterion) {
    let f = &*FIXTURE;
    let (rounds, per_round) = (7, Duration::from_millis(300));
    let (shipped, cluttered) = (f.shipped.world(), f.cluttered.world());
    let (mut a, mut b) =
        (checker(&shipped.scene, &f.state, PATH_CUTOFF), checker(&shipped.scene, &f.state, f64::INFINITY));
    let (mut c, mut d) =
        (checker(&cluttered.scene, &f.state, PATH_CUTOFF), checker(&cluttered.scene, &f.state, f64::INFINITY));
    let [sc, se, cc, ce] = alternating([&mut a, &mut b, &mut c, &mut d], rounds, per_round);
    println!("\nsummary (Instant, alternating rounds, medians of {rounds}):");
    println!(
        "  state_check `work`: shipped world {} cutoff / {} exact; 20 objects {} cutoff / {} exact \
         (20 objects / shipped world: {:.1}x cutoff, {:.1}x exact)",
        us(sc),
        us(se),
        us(cc),
        us(ce),
        cc.as_secs_f64() / sc.as_secs_f64(),
        ce.as_secs_f64() / se.as_secs_f64()
    );
    // Where a state check's time goes: the same check without the mounting surface (whose
    // bounding sphere, of 2.8 m radius, bounds nothing), and of the robot alone.
    let (bare, alone) = (RobotModel::shipped(&repo()).expect("model"), RobotModel::shipped(&repo()).expect("model"));
    let mut objects_only = f.cluttered.world().world.clone();
    objects_only.objects.retain(|id, _| id != "mounting_surface");
    bare.set_world(objects_only);
    let (bare, alone) = (bare.world(), alone.world());
    let (mut a, mut b) = (checker(&bare.scene, &f.state, PATH_CUTOFF), checker(&alone.scene, &f.state, PATH_CUTOFF));
    let [bc, ac] = alternating([&mut a, &mut b], rounds, per_round);
    println!(
        "  state_check `work`, cutoff, for where the time goes: 20 objects without the mounting surface {}, \
         robot alone (self pairs) {}",
        us(bc),
        us(ac)
    );
    let states = |clearance| cluttered.scene.check_path(&f.trajectory, clearance).states;
    let (n_contact, n_clearance) = (states(false), states(true));
    let [tc, tx, tb] = alternating(
        [
            &mut || {
                black_box(cluttered.scene.check_path(black_box(&f.trajectory), false));
            },
            &mut || {
                black_box(cluttered.scene.check_path(black_box(&f.trajectory), true));
            },
            &mut || {
                black_box(bare.scene.check_path(black_box(&f.trajectory), false));
            },
        ],
        rounds,
        per_round,
    );
    println!(
        "  trajectory_1000, 20 objects: contact only {} ({n_contact} states, {} per state; goal < 5 ms: {}), \
         clearance {} ({n_clearance} states, {:.1}x); contact only without the mounting surface {}",
        ms(tc),
        us(tc / n_contact as u32),
        if tc < Duration::from_millis(5) { "met" } else { "MISSED" },
        ms(tx),
        tx.as_secs_f64() / tc.as_secs_f64(),
        ms(tb)
    );
    for speed in [SPEED_DEFAULT, 1.0] {
        let rates = planning::rates(f.shipped.limits(), Scaling::new(speed)).expect("rates");
        let plan = || planner::ptp(black_box(&f.start), &f.goal, &rates).expect("plan");
        let p = plan();
        let points = p.trajectory.points().len();
        let checked = cluttered.scene.check_path(&planning::waypoints(&f.start, &p.trajectory), false).states;
        for (name, model) in [("shipped world", &f.shipped), ("20 objects", &f.cluttered)] {
            let [alone, with_check] = alternating(
                [
                    &mut || {
                        black_box(plan());
                    },
                    &mut || {
                        black_box(planning::clear_of_the_world(model, &f.start, plan()).is_ok());
                    },
                ],
                rounds,
                per_round,
            );
            let share = 1.0 - alone.as_secs_f64() / with_check.as_secs_f64();
            println!(
                "  ptp home -> work, speed {speed} ({points} points, {:.2} s; {checked} states checked), {name}: \
                 plan {}, plan + check {}, check share: {:.1}% (goal < 20%: {})",
                p.duration,
                us(alone),
                us(with_check),
                share * 100.0,
                if share < 0.2 { "met" } else { "MISSED" }
            );
        }
    }
    // The same move asked as a pose (`move/pose` with `ptp`): planning then solves the inverse
    // kinematics first, as a robot's planner does.
    let rates = planning::rates(f.shipped.limits(), Scaling::new(SPEED_DEFAULT)).expect("rates");
    let target = f.shipped.tcp_pose(&f.goal);
    let plan = || {
        let q = f.shipped.ik(black_box(&target), &f.start).expect("ik");
        planner::ptp(&f.start, &q, &rates).expect("plan")
    };
    for (name, model) in [("shipped world", &f.shipped), ("20 objects", &f.cluttered)] {
        let [alone, with_check] = alternating(
            [
                &mut || {
                    black_box(plan());
                },
                &mut || {
                    black_box(planning::clear_of_the_world(model, &f.start, plan()).is_ok());
                },
            ],
            rounds,
            per_round,
        );
        let share = 1.0 - alone.as_secs_f64() / with_check.as_secs_f64();
        println!(
            "  ptp to work's pose (inverse kinematics + plan), speed {SPEED_DEFAULT}, {name}: plan {}, plan + check {}, \
             check share: {:.1}% (goal < 20%: {})",
            us(alone),
            us(with_check),
            share * 100.0,
            if share < 0.2 { "met" } else { "MISSED" }
        );
    }
}

criterion_group!(benches, state_check, trajectory_1000, ptp_check_share, summary);
criterion_main!(benches);
