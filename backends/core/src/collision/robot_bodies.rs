//! The robot's collision geometry (D28): every link's `<collision>` elements, else its
//! `<visual>` ones; boxes, cylinders, capsules, spheres and STL meshes (as their convex hull: a
//! solid that covers the mesh, so a link inside an obstacle is a contact too). Each piece is
//! placed in the frame of the TCP chain's node it rides on, so one FK per state places them all.

use super::world::Primitive;
use nalgebra::{Isometry3, Translation3, UnitQuaternion, Vector3};
use parry3d_f64::math::Vector;
use parry3d_f64::shape::SharedShape;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// One solid the checks place and query.
#[derive(Clone)]
pub struct Body {
    /// The link's name, or `tool`.
    pub name: String,
    /// Index into [`crate::kinematics::Chain::link_poses`].
    pub frame: usize,
    /// The shape's pose in that frame.
    pub local: Isometry3<f64>,
    pub shape: SharedShape,
    /// A sphere around the shape, in that frame: a cheap lower bound of distances.
    pub center: Vector3<f64>,
    pub radius: f64,
}

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Body").field("name", &self.name).field("frame", &self.frame).finish_non_exhaustive()
    }
}

impl Body {
    pub fn new(name: &str, frame: usize, local: Isometry3<f64>, shape: SharedShape) -> Body {
        let sphere = shape.compute_local_bounding_sphere();
        let c = sphere.center;
        let center = local * nalgebra::Point3::new(c.x, c.y, c.z);
        Body { name: name.to_owned(), frame, local, shape, center: center.coords, radius: sphere.radius }
    }
}

/// The robot's solids and which pairs of links are never checked.
#[derive(Clone, Debug, Default)]
pub struct RobotBodies {
    pub bodies: Vec<Body>,
    /// Link pairs the SRDF disables, each as (smaller name, larger name).
    pub disabled: BTreeSet<(String, String)>,
    /// The chain frame the TCP link rides on (where the tool is attached).
    pub tcp_frame: usize,
    /// Links rigidly attached to the TCP (no moving joint between): the tool may touch them.
    pub tcp_links: Vec<String>,
    /// Links no joint moves, with their pose in the URDF root: where world objects may be given.
    pub fixed_links: BTreeMap<String, Isometry3<f64>>,
    /// What start-up should say: geometry left out and why.
    pub warnings: Vec<String>,
}

/// An ordered pair, as [`RobotBodies::disabled`] keeps them.
pub fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b { (a.to_owned(), b.to_owned()) } else { (b.to_owned(), a.to_owned()) }
}

impl RobotBodies {
    /// Whether links `a` and `b` are checked against each other.
    pub fn checks(&self, a: &str, b: &str) -> bool {
        a != b && !self.disabled.contains(&pair(a, b))
    }

    /// Reads the geometry of `robot`. `tree` is `k`'s model of it and `chain` the serial chain
    /// to the TCP link; `meshes` maps a mesh's `package://NAME/PATH` (without the scheme) to its
    /// file. A `<collision>` mesh that cannot be read is an error; a `<visual>` one (only a
    /// stand-in) is left out with a warning.
    pub fn load(
        robot: &urdf_rs::Robot,
        tree: &k::Chain<f64>,
        chain: &k::SerialChain<f64>,
        meshes: &BTreeMap<String, PathBuf>,
        disabled: &[(String, String)],
    ) -> Result<RobotBodies, String> {
        let chain_links: Vec<Option<String>> =
            chain.iter().map(|n| n.link().as_ref().map(|l| l.name.clone())).collect();
        let tcp_frame = chain_links.len().saturating_sub(1);
        // The TCP rides rigidly on every frame up to its last moving joint (a flange link and a
        // `tool0` frame on a fixed joint): the tool is mounted on those links.
        let fixed: Vec<bool> = chain.iter().map(|n| matches!(n.joint().joint_type, k::JointType::Fixed)).collect();
        let mut rigid_from = tcp_frame;
        while rigid_from > 0 && fixed[rigid_from] {
            rigid_from -= 1;
        }
        let mut out = RobotBodies { tcp_frame, ..RobotBodies::default() };
        for link in &robot.links {
            let Some((frame, offset)) = place(tree, &chain_links, &link.name) else {
                out.warnings
                    .push(format!("link {} is not in the kinematic tree; it has no collision geometry", link.name));
                continue;
            };
            if let Some(pose) = tree.find_link(&link.name).and_then(fixed_pose) {
                out.fixed_links.insert(link.name.clone(), pose);
            }
            if frame >= rigid_from {
                out.tcp_links.push(link.name.clone());
            }
            let (pieces, from_visual): (Vec<(&urdf_rs::Pose, &urdf_rs::Geometry)>, bool) = if link.collision.is_empty()
            {
                (link.visual.iter().map(|v| (&v.origin, &v.geometry)).collect(), true)
            } else {
                (link.collision.iter().map(|c| (&c.origin, &c.geometry)).collect(), false)
            };
            for (origin, geometry) in pieces {
                let local = offset * urdf_pose(origin);
                match urdf_shape(geometry, meshes) {
                    Ok((shape, correction)) => out.bodies.push(Body::new(&link.name, frame, local * correction, shape)),
                    Err(why) if from_visual => out.warnings.push(format!(
                        "link {}: {why}; the link has no collision geometry from that visual",
                        link.name
                    )),
                    Err(why) => return Err(format!("link {}: collision geometry: {why}", link.name)),
                }
            }
        }
        let names: BTreeSet<&str> = robot.links.iter().map(|l| l.name.as_str()).collect();
        for (a, b) in disabled {
            for name in [a, b] {
                if !names.contains(name.as_str()) {
                    return Err(format!("the SRDF disables collisions of link {name}, which the URDF does not have"));
                }
            }
            out.disabled.insert(pair(a, b));
        }
        Ok(out)
    }

    /// Adds the tool: `shape` at `pose` in the TCP link's frame, allowed to touch the links that
    /// ride with the TCP.
    pub fn with_tool(&self, shape: &Primitive, pose: &Isometry3<f64>, tcp_offset: &Isometry3<f64>) -> RobotBodies {
        let mut out = self.clone();
        let (s, correction) = primitive_shape(shape);
        out.bodies.push(Body::new(TOOL, self.tcp_frame, tcp_offset * pose * correction, s));
        for link in &self.tcp_links {
            out.disabled.insert(pair(TOOL, link));
        }
        out
    }
}

/// The name the tool's body goes by in messages.
pub const TOOL: &str = "tool";

/// Where link `name` rides: the index of the chain node it is rigidly attached to (joints off the
/// chain taken at zero) and its pose in that node's frame.
fn place(tree: &k::Chain<f64>, chain_links: &[Option<String>], name: &str) -> Option<(usize, Isometry3<f64>)> {
    let mut node = tree.find_link(name)?.clone();
    let mut offset = Isometry3::identity();
    loop {
        let link = node.link().as_ref().map(|l| l.name.clone());
        if let Some(i) = chain_links.iter().position(|l| l.is_some() && *l == link) {
            return Some((i, offset));
        }
        offset = *node.joint().origin() * offset;
        node = node.parent()?;
    }
}

/// Pose in the URDF root of the link of `node` when no movable joint lies between them.
pub fn fixed_pose(node: &k::Node<f64>) -> Option<Isometry3<f64>> {
    let mut pose = Isometry3::identity();
    let mut current = Some(node.clone());
    while let Some(n) = current {
        let joint = n.joint();
        if !matches!(joint.joint_type, k::JointType::Fixed) {
            return None;
        }
        pose = joint.origin() * pose;
        drop(joint);
        current = n.parent();
    }
    Some(pose)
}

fn urdf_pose(p: &urdf_rs::Pose) -> Isometry3<f64> {
    Isometry3::from_parts(
        Translation3::new(p.xyz[0], p.xyz[1], p.xyz[2]),
        UnitQuaternion::from_euler_angles(p.rpy[0], p.rpy[1], p.rpy[2]),
    )
}

/// parry's cylinders and capsules lie along y, URDF's and the world's along z.
fn y_to_z() -> Isometry3<f64> {
    Isometry3::rotation(Vector3::x() * std::f64::consts::FRAC_PI_2)
}

/// The solid of a world primitive, and the rotation that puts it in its frame.
pub fn primitive_shape(p: &Primitive) -> (SharedShape, Isometry3<f64>) {
    match *p {
        Primitive::Box { size } => {
            (SharedShape::cuboid(size[0] / 2.0, size[1] / 2.0, size[2] / 2.0), Isometry3::identity())
        }
        Primitive::Sphere { radius } => (SharedShape::ball(radius), Isometry3::identity()),
        Primitive::Cylinder { radius, length } => (SharedShape::cylinder(length / 2.0, radius), y_to_z()),
    }
}

fn positive(what: &str, x: f64) -> Result<f64, String> {
    if x.is_finite() && x > 0.0 { Ok(x) } else { Err(format!("{what} must be above 0, got {x}")) }
}

fn urdf_shape(
    g: &urdf_rs::Geometry,
    meshes: &BTreeMap<String, PathBuf>,
) -> Result<(SharedShape, Isometry3<f64>), String> {
    Ok(match g {
        urdf_rs::Geometry::Box { size } => primitive_shape(&Primitive::Box {
            size: [positive("box size", size[0])?, positive("box size", size[1])?, positive("box size", size[2])?],
        }),
        urdf_rs::Geometry::Sphere { radius } => {
            primitive_shape(&Primitive::Sphere { radius: positive("radius", *radius)? })
        }
        urdf_rs::Geometry::Cylinder { radius, length } => primitive_shape(&Primitive::Cylinder {
            radius: positive("radius", *radius)?,
            length: positive("length", *length)?,
        }),
        urdf_rs::Geometry::Capsule { radius, length } => {
            (SharedShape::capsule_y(positive("length", *length)? / 2.0, positive("radius", *radius)?), y_to_z())
        }
        urdf_rs::Geometry::Mesh { filename, scale } => {
            let path = mesh_path(filename, meshes)?;
            let scale = scale.map(|s| s.0).unwrap_or([1.0; 3]);
            (mesh_hull(&path, scale)?, Isometry3::identity())
        }
    })
}

fn mesh_path(filename: &str, meshes: &BTreeMap<String, PathBuf>) -> Result<PathBuf, String> {
    if let Some(rel) = filename.strip_prefix("package://") {
        return meshes.get(rel).cloned().ok_or_else(|| format!("mesh {filename} is not found in any package path"));
    }
    let path = PathBuf::from(filename.strip_prefix("file://").unwrap_or(filename));
    if path.is_absolute() {
        Ok(path)
    } else {
        Err(format!("mesh {filename} is neither package:// nor an absolute path"))
    }
}

/// The convex hull of an STL file's vertices, scaled.
fn mesh_hull(path: &std::path::Path, scale: [f64; 3]) -> Result<SharedShape, String> {
    let is_stl = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("stl"));
    if !is_stl {
        return Err(format!("mesh {} is not an STL file (armrest reads STL collision meshes)", path.display()));
    }
    let mut file = std::fs::File::open(path).map_err(|e| format!("cannot open mesh {}: {e}", path.display()))?;
    let mesh = stl_io::read_stl(&mut file).map_err(|e| format!("cannot read STL {}: {e}", path.display()))?;
    let points: Vec<Vector> = mesh
        .vertices
        .iter()
        .map(|v| Vector::new(f64::from(v[0]) * scale[0], f64::from(v[1]) * scale[1], f64::from(v[2]) * scale[2]))
        .filter(|p| p.is_finite())
        .collect();
    SharedShape::convex_hull(&points)
        .ok_or_else(|| format!("mesh {} has no volume (fewer than four points not in one plane)", path.display()))
}
