//! One state of the arm against itself and the world: the closest pair of solids and their
//! distance. Spheres around every solid bound each pair's distance from below for a few
//! nanoseconds; the exact distance (parry) is computed only for the pairs whose bound could
//! still be the smallest, and only below the distance the caller needs to know.

use super::convert;
use super::robot_bodies::{Body, RobotBodies, TOOL};
use super::world::{ObjectKind, Primitive, World};
use crate::kinematics::Chain;
use crate::{DOF, JointPositions};
use nalgebra::{Isometry3, Vector3};
use parry3d_f64::math::Pose;
use parry3d_f64::query;
use parry3d_f64::shape::SharedShape;

/// A world object, placed in the URDF root.
#[derive(Clone)]
struct Placed {
    id: String,
    kind: ObjectKind,
    pose: Pose,
    shape: SharedShape,
    /// Its primitive in its own frame, and the root-to-object transform: a point's exact
    /// distance to it bounds a link's distance far tighter than two spheres (a 4 m slab's
    /// sphere would bound nothing).
    primitive: Primitive,
    inverse: Isometry3<f64>,
    touch_links: Vec<String>,
}

/// The signed distance from `x` (in the primitive's frame) to the primitive: negative inside.
fn signed_distance(p: &Primitive, x: &Vector3<f64>) -> f64 {
    // Outside part and inside part of a box-like distance over per-axis excesses.
    let combine = |excess: &[f64]| {
        let outside = excess.iter().map(|e| e.max(0.0).powi(2)).sum::<f64>().sqrt();
        outside + excess.iter().copied().fold(f64::NEG_INFINITY, f64::max).min(0.0)
    };
    match *p {
        Primitive::Box { size } => {
            combine(&[x.x.abs() - size[0] / 2.0, x.y.abs() - size[1] / 2.0, x.z.abs() - size[2] / 2.0])
        }
        Primitive::Sphere { radius } => x.norm() - radius,
        Primitive::Cylinder { radius, length } => {
            combine(&[(x.x * x.x + x.y * x.y).sqrt() - radius, x.z.abs() - length / 2.0])
        }
    }
}

/// The two solids nearest each other and their distance (metres; zero or less: in contact).
#[derive(Clone, Debug, PartialEq)]
pub struct Closest {
    /// A link, or `tool`.
    pub body: String,
    /// Another link, `tool`, or an object's id.
    pub other: String,
    /// The object's kind when `other` is one.
    pub other_kind: Option<ObjectKind>,
    pub distance: f64,
}

impl Closest {
    /// `link7 and obstacle 'table'`, `tool and base_link`.
    pub fn pair(&self) -> String {
        match self.other_kind {
            Some(kind) => format!("{} and {}", self.body, kind.describe(&self.other)),
            None => format!("{} and {}", self.body, self.other),
        }
    }
}

/// What one check of a state found: the closest pair with its exact distance when that is below
/// the cutoff asked for, else a lower bound of every pair's distance at or above it. The pair is
/// kept as its index and named ([`Scene::closest`]) only when reported: a path check looks at
/// hundreds of states and names one or two.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StateCheck {
    /// The pair's index in the scene and its distance; `None` when nothing can collide.
    nearest: Option<(usize, f64)>,
    /// Whether the distance is exact (else a lower bound).
    pub exact: bool,
}

impl StateCheck {
    /// The smallest distance found (infinite when nothing can collide).
    pub fn distance(&self) -> f64 {
        self.nearest.map_or(f64::INFINITY, |(_, d)| d)
    }
}

enum Pair {
    Bodies(usize, usize),
    Object(usize, usize),
}

/// The robot (and its tool) in one world, ready to check states.
pub struct Scene {
    chain: Chain,
    bodies: Vec<Body>,
    objects: Vec<Placed>,
    pairs: Vec<Pair>,
    /// For each joint: the farthest any point of any solid can be from its axis (metres; 1 for
    /// a sliding joint), so a joint step of `dq` moves no point more than `reach * |dq|`.
    reach: [f64; DOF],
}

/// Buffers one thread reuses between checks.
#[derive(Debug, Default)]
pub struct Scratch {
    frames: Vec<Isometry3<f64>>,
    poses: Vec<Pose>,
    centers: Vec<Vector3<f64>>,
    bounds: Vec<(f64, usize)>,
}

impl Scene {
    /// `root_of` gives a world object's frame pose in the URDF root (`None`: unknown frame, the
    /// object is left out; the world's reader refuses such frames before they get here).
    pub fn new(
        chain: &Chain,
        robot: &RobotBodies,
        world: &World,
        tcp_offset: &Isometry3<f64>,
        root_of: impl Fn(&str) -> Option<Isometry3<f64>>,
    ) -> Scene {
        let robot = match &world.tool {
            Some(tool) => robot.with_tool(&tool.shape, &tool.pose.isometry(), tcp_offset),
            None => robot.clone(),
        };
        let mut objects = Vec::new();
        for o in world.objects.values() {
            let Some(frame) = root_of(&o.frame_id) else { continue };
            let (shape, correction) = super::robot_bodies::primitive_shape(&o.shape);
            let placed = frame * o.pose.isometry();
            let iso = placed * correction;
            objects.push(Placed {
                id: o.id.clone(),
                kind: o.kind,
                pose: convert::pose(&iso),
                shape,
                primitive: o.shape,
                inverse: placed.inverse(),
                touch_links: o.touch_links.clone(),
            });
        }
        let bodies = robot.bodies.clone();
        let mut pairs = Vec::new();
        for i in 0..bodies.len() {
            for j in i + 1..bodies.len() {
                if robot.checks(&bodies[i].name, &bodies[j].name) {
                    pairs.push(Pair::Bodies(i, j));
                }
            }
            for (k, o) in objects.iter().enumerate() {
                if !o.touch_links.contains(&bodies[i].name) {
                    pairs.push(Pair::Object(i, k));
                }
            }
        }
        Scene { reach: reach(chain, &bodies), chain: chain.clone(), bodies, objects, pairs }
    }

    /// A bound on how far any point of the robot moves between `a` and `b` when the joints move
    /// linearly from one to the other (metres).
    pub fn travel(&self, a: &JointPositions, b: &JointPositions) -> f64 {
        (0..DOF).map(|j| self.reach[j] * (b[j] - a[j]).abs()).sum()
    }

    /// Checks the arm at `q`: the closest pair, exact when its distance is below `cutoff`.
    pub fn check(&self, q: &JointPositions, cutoff: f64, s: &mut Scratch) -> StateCheck {
        self.chain.link_poses(q, &mut s.frames);
        s.poses.clear();
        s.centers.clear();
        for b in &self.bodies {
            let frame = &s.frames[b.frame];
            s.poses.push(convert::pose(&(frame * b.local)));
            s.centers.push(frame.transform_point(&b.center.into()).coords);
        }
        s.bounds.clear();
        for (i, pair) in self.pairs.iter().enumerate() {
            let bound = match *pair {
                Pair::Bodies(a, b) => {
                    (s.centers[a] - s.centers[b]).norm() - self.bodies[a].radius - self.bodies[b].radius
                }
                Pair::Object(a, o) => {
                    let o = &self.objects[o];
                    let local = o.inverse.transform_point(&s.centers[a].into()).coords;
                    signed_distance(&o.primitive, &local) - self.bodies[a].radius
                }
            };
            s.bounds.push((bound, i));
        }
        s.bounds.sort_unstable_by(|x, y| x.0.total_cmp(&y.0));
        let mut best: Option<(f64, usize)> = None;
        // The first pair not measured, whose bound every later pair's distance is at least.
        let mut frontier: Option<(f64, usize)> = None;
        for &(bound, i) in &s.bounds {
            if bound >= cutoff || best.is_some_and(|(d, _)| bound >= d) {
                frontier = Some((bound, i));
                break;
            }
            let d = self.exact(&self.pairs[i], s);
            if best.is_none_or(|(b, _)| d < b) {
                best = Some((d, i));
            }
        }
        match (best, frontier) {
            (Some((d, i)), f) if f.is_none_or(|(bound, _)| d <= bound) => {
                StateCheck { nearest: Some((i, d)), exact: true }
            }
            (_, f) => StateCheck { nearest: f.map(|(bound, i)| (i, bound)), exact: false },
        }
    }

    /// The pair `check` found nearest, named, with its distance; `None` when nothing can collide.
    pub fn closest(&self, check: &StateCheck) -> Option<Closest> {
        check.nearest.map(|(i, d)| self.named(&self.pairs[i], d))
    }

    /// Buffers sized for this scene's checks.
    pub fn scratch(&self) -> Scratch {
        Scratch {
            frames: Vec::with_capacity(self.chain.node_count()),
            poses: Vec::with_capacity(self.bodies.len()),
            centers: Vec::with_capacity(self.bodies.len()),
            bounds: Vec::with_capacity(self.pairs.len()),
        }
    }

    /// Every checked pair at `q` with its exact distance: what a single check bounds, for tests
    /// and for tools that list clearances.
    pub fn distances(&self, q: &JointPositions) -> Vec<Closest> {
        let mut s = Scratch::default();
        self.chain.link_poses(q, &mut s.frames);
        for b in &self.bodies {
            s.poses.push(convert::pose(&(s.frames[b.frame] * b.local)));
        }
        self.pairs.iter().map(|p| self.named(p, self.exact(p, &s))).collect()
    }

    fn exact(&self, pair: &Pair, s: &Scratch) -> f64 {
        let (p1, g1, p2, g2) = match *pair {
            Pair::Bodies(a, b) => (&s.poses[a], &self.bodies[a].shape, &s.poses[b], &self.bodies[b].shape),
            Pair::Object(a, o) => (&s.poses[a], &self.bodies[a].shape, &self.objects[o].pose, &self.objects[o].shape),
        };
        // Every shape armrest builds is one parry measures; a refusal would be a defect, and
        // counts as contact rather than as clearance.
        query::distance(p1, g1.as_ref(), p2, g2.as_ref()).map_or(0.0, |d| d.distance)
    }

    fn named(&self, pair: &Pair, distance: f64) -> Closest {
        match *pair {
            Pair::Bodies(a, b) => {
                // The tool first, then the link farther out on the chain: "link7 and base_link".
                let (x, y) = if self.bodies[b].name == TOOL || self.bodies[b].frame > self.bodies[a].frame {
                    (b, a)
                } else {
                    (a, b)
                };
                Closest {
                    body: self.bodies[x].name.clone(),
                    other: self.bodies[y].name.clone(),
                    other_kind: None,
                    distance,
                }
            }
            Pair::Object(a, o) => Closest {
                body: self.bodies[a].name.clone(),
                other: self.objects[o].id.clone(),
                other_kind: Some(self.objects[o].kind),
                distance,
            },
        }
    }
}

/// For each joint, the farthest any solid's bounding sphere reaches from the joint's axis: the
/// offsets of the chain between them, the sphere's centre and its radius (rotations keep
/// lengths, so their sum bounds the distance in every state).
fn reach(chain: &Chain, bodies: &[Body]) -> [f64; DOF] {
    let nodes: Vec<(f64, Option<usize>)> = chain.node_offsets().collect();
    let mut reach = [0.0_f64; DOF];
    for b in bodies {
        for (k, (_, joint)) in nodes.iter().enumerate().take(b.frame + 1) {
            let Some(j) = *joint else { continue };
            let r = if chain.joint_slides(j) {
                1.0
            } else {
                nodes[k + 1..=b.frame].iter().map(|(o, _)| o).sum::<f64>() + b.center.norm() + b.radius
            };
            reach[j] = reach[j].max(r);
        }
    }
    reach
}
