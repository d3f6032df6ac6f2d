//! The robot as armrest knows it: kinematics from the URDF (through the `k` crate), named
//! positions from the SRDF, limits from the URDF overridden by the limits file. Loaded once at
//! start-up; every backend and the HTTP layer read the same instance.

use crate::collision::robot_bodies::fixed_pose;
use crate::collision::{Frames as WorldFrames, RobotBodies, Scene, World, WorldSnapshot, WorldStore};
use crate::formats::srdf;
use crate::kinematics::{Chain, IkFailure, IkOptions};
use crate::limits::{JointLimit, JointLimits, LimitsFile};
use crate::named_position::NamedPosition;
use crate::tool::ToolDefinition;
use crate::yaml_file::FileError;
use crate::{DOF, JointPositions};
use nalgebra::Isometry3;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

/// Where the model's files are.
#[derive(Clone, Copy, Debug)]
pub struct RobotFiles<'a> {
    pub urdf: &'a Path,
    pub srdf: &'a Path,
    pub joint_limits: &'a Path,
    /// Mesh files by `NAME/PATH` of their `package://NAME/PATH` (collision meshes are read).
    pub meshes: &'a BTreeMap<String, PathBuf>,
}

/// Which frames the model reports poses in and for.
#[derive(Clone, Debug)]
pub struct Frames {
    /// Frame poses are expressed in (`base_link`).
    pub planning_frame: String,
    /// Link whose pose is the TCP (`tool0`).
    pub tcp_link: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error(transparent)]
    File(#[from] FileError),
}

/// The loaded robot model.
pub struct RobotModel {
    joint_names: Arc<[String]>,
    limits: JointLimits,
    named_positions: Vec<NamedPosition>,
    frames: Frames,
    links: Vec<String>,
    /// The chain to the TCP link (the flange) as plain data, read once from `k`'s model of the
    /// URDF: what link poses (collision checks) are computed with.
    flange_chain: Chain,
    /// The active tool and the chain that aims its TCP (D36), swapped whole on a change so a
    /// caller holding a snapshot computes with one tool throughout.
    active: RwLock<ActiveTool>,
    /// The configured tools and the arm's rated payload (D36).
    tool_library: RwLock<(Arc<[ToolDefinition]>, f64)>,
    /// The world's own `tool` entry while an active tool's geometry stands in its place.
    world_tool_replaced: Mutex<Option<Option<crate::collision::Tool>>>,
    /// Pose of the planning frame in the URDF root, when no joint moves it (the usual case).
    planning_frame_fixed: Option<Isometry3<f64>>,
    /// `k` chains keep joint angles inside their nodes, so one FK at a time per chain.
    kinematics: Mutex<Kinematics>,
    /// The files' text as loaded, for clients that draw or plan with the robot
    /// (`GET /robot/description`, as ROS's `robot_description`).
    description: Description,
    /// The robot's solids and the SRDF's disabled pairs (D28).
    bodies: RobotBodies,
    /// The world every path is checked against; empty until the configuration gives one.
    world: WorldStore,
    /// Links no joint moves: the frames world objects may be given in.
    fixed_links: Vec<String>,
}

/// The tool the arm carries now, and the chain to its TCP.
struct ActiveTool {
    tool: Option<Arc<ToolDefinition>>,
    chain: Arc<Chain>,
}

/// The URDF and SRDF text the model was loaded from.
#[derive(Clone, Debug)]
pub struct Description {
    pub urdf: Arc<str>,
    pub srdf: Arc<str>,
}

/// `k`'s own chains, kept for link poses and as the reference FK is checked against.
struct Kinematics {
    /// Root of the URDF to the TCP link.
    tcp: k::SerialChain<f64>,
    /// The whole tree, for poses of other links.
    tree: k::Chain<f64>,
}

impl std::fmt::Debug for RobotModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RobotModel")
            .field("joint_names", &self.joint_names)
            .field("frames", &self.frames)
            .finish_non_exhaustive()
    }
}

impl RobotModel {
    /// The robot a checkout of this repository ships, below `root`: `urdf/arm.urdf`,
    /// `urdf/arm.srdf` and `config/moveit/joint_limits.yaml`, planning frame `base_link`, TCP
    /// `tool0` (as `config/settings.yaml` names them). What tests and benchmarks load.
    pub fn shipped(root: &Path) -> Result<RobotModel, ModelError> {
        RobotModel::load(
            RobotFiles {
                urdf: &root.join("urdf/arm.urdf"),
                srdf: &root.join("urdf/arm.srdf"),
                joint_limits: &root.join("config/moveit/joint_limits.yaml"),
                meshes: &BTreeMap::new(),
            },
            Frames { planning_frame: "base_link".into(), tcp_link: "tool0".into() },
            &BTreeMap::new(),
        )
    }

    /// Loads the URDF, SRDF and limits file. `descriptions` gives text for named positions; a
    /// position without one gets a generated sentence (D7).
    pub fn load(
        files: RobotFiles<'_>,
        frames: Frames,
        descriptions: &BTreeMap<String, String>,
    ) -> Result<RobotModel, ModelError> {
        let urdf_text = std::fs::read_to_string(files.urdf)
            .map_err(|e| FileError::new(files.urdf, "", format!("cannot read the file: {e}")))?;
        let robot = urdf_rs::read_from_string(&urdf_text)
            .map_err(|e| FileError::new(files.urdf, "", format!("not a valid URDF: {e}")))?;
        let tree: k::Chain<f64> = k::Chain::from(&robot);
        let links: Vec<String> = robot.links.iter().map(|l| l.name.clone()).collect();
        let known = |name: &str, key: &str, path: &Path| -> Result<(), FileError> {
            if links.iter().any(|l| l == name) {
                Ok(())
            } else {
                Err(FileError::new(
                    path,
                    key,
                    format!("link `{name}` is not in {} (links: {})", files.urdf.display(), links.join(", ")),
                ))
            }
        };
        known(&frames.tcp_link, "tcp_link", files.urdf)?;
        known(&frames.planning_frame, "planning_frame", files.urdf)?;
        let end = tree.find_link(&frames.tcp_link).ok_or_else(|| {
            FileError::new(files.urdf, "", format!("link `{}` is not reachable in the kinematic tree", frames.tcp_link))
        })?;
        let tcp = k::SerialChain::from_end(end);
        let chain = Chain::from_k(&tcp);
        let planning_frame_fixed = tree.find_link(&frames.planning_frame).and_then(fixed_pose);
        let joint_names: Vec<String> = tcp.iter_joints().map(|j| j.name.clone()).collect();
        if joint_names.len() != DOF {
            return Err(FileError::new(
                files.urdf,
                "",
                format!(
                    "the chain to `{}` has {} movable joints ({}); armrest drives exactly {DOF}",
                    frames.tcp_link,
                    joint_names.len(),
                    joint_names.join(", ")
                ),
            )
            .into());
        }
        let mut from_urdf = Vec::with_capacity(DOF);
        for name in &joint_names {
            let j =
                robot.joints.iter().find(|j| &j.name == name).ok_or_else(|| {
                    FileError::new(files.urdf, "", format!("joint `{name}` is missing from the URDF"))
                })?;
            let lim = &j.limit;
            from_urdf.push(JointLimit {
                name: name.clone(),
                min_position: lim.lower,
                max_position: lim.upper,
                max_velocity: lim.velocity,
                max_acceleration: None,
            });
        }
        let urdf_limits = JointLimits::new(from_urdf)
            .ok_or_else(|| FileError::new(files.urdf, "", "joint count changed while reading limits"))?;
        let limits_file = LimitsFile::load(files.joint_limits)?;
        let limits = urdf_limits.overridden_by(&limits_file, files.joint_limits)?;
        let joint_names: Arc<[String]> = joint_names.into();
        let (named_positions, srdf, srdf_text) = read_named_positions(files.srdf, &joint_names, &limits, descriptions)?;
        let disabled: Vec<(String, String)> =
            srdf.disabled_collisions.iter().map(|p| (p.link1.clone(), p.link2.clone())).collect();
        let bodies = RobotBodies::load(&robot, &tree, &tcp, files.meshes, &disabled)
            .map_err(|e| FileError::new(files.urdf, "", e))?;
        let fixed_links: Vec<String> = links.iter().filter(|l| bodies.fixed_links.contains_key(*l)).cloned().collect();
        let world = WorldStore::new(WorldSnapshot {
            scene: Scene::new(&chain, &bodies, &World::default(), &Isometry3::identity(), |_| None),
            world: World::default(),
            version: 0,
        });
        Ok(RobotModel {
            bodies,
            world,
            fixed_links,
            description: Description { urdf: urdf_text.into(), srdf: srdf_text.into() },
            joint_names,
            limits,
            named_positions,
            frames,
            links,
            active: RwLock::new(ActiveTool { tool: None, chain: Arc::new(chain.clone()) }),
            world_tool_replaced: Mutex::new(None),
            tool_library: RwLock::new((Arc::from([]), crate::tool::DEFAULT_PAYLOAD_RATING_KG)),
            flange_chain: chain,
            planning_frame_fixed,
            kinematics: Mutex::new(Kinematics { tcp, tree }),
        })
    }

    /// Joint names J1..J7 as the URDF spells them.
    pub fn joint_names(&self) -> &Arc<[String]> {
        &self.joint_names
    }

    pub fn limits(&self) -> &JointLimits {
        &self.limits
    }

    pub fn named_positions(&self) -> &[NamedPosition] {
        &self.named_positions
    }

    pub fn named_position(&self, name: &str) -> Option<&NamedPosition> {
        self.named_positions.iter().find(|p| p.name == name)
    }

    pub fn frames(&self) -> &Frames {
        &self.frames
    }

    pub fn description(&self) -> &Description {
        &self.description
    }

    /// Every link of the URDF: the frames a pose may be given in.
    pub fn links(&self) -> &[String] {
        &self.links
    }

    /// Pose of the TCP in the URDF's root frame: the active tool's (D36), else the TCP link's.
    pub fn fk(&self, q: &JointPositions) -> Isometry3<f64> {
        self.chain().fk(q)
    }

    /// Pose of the TCP link (the flange, `tool0`) in the URDF's root frame, whatever tool is
    /// active.
    pub fn flange_fk(&self, q: &JointPositions) -> Isometry3<f64> {
        self.flange_chain.flange(q)
    }

    /// The chain to the TCP as it is now: with the active tool's offset as its tip (D36). A
    /// snapshot: a tool changed later does not change it.
    pub fn chain(&self) -> Arc<Chain> {
        Arc::clone(&self.active.read().unwrap_or_else(PoisonError::into_inner).chain)
    }

    /// The tool the arm carries now; `None`: the bare flange.
    pub fn tool(&self) -> Option<Arc<ToolDefinition>> {
        self.active.read().unwrap_or_else(PoisonError::into_inner).tool.clone()
    }

    /// Sets the configured tools (by name) and the arm's rated payload, kilograms (D36).
    pub fn set_tool_library(&self, configured: Vec<ToolDefinition>, payload_rating_kg: f64) {
        *self.tool_library.write().unwrap_or_else(PoisonError::into_inner) = (configured.into(), payload_rating_kg);
    }

    /// The configured tools, in the configuration's order.
    pub fn configured_tools(&self) -> Arc<[ToolDefinition]> {
        Arc::clone(&self.tool_library.read().unwrap_or_else(PoisonError::into_inner).0)
    }

    /// The arm's rated payload, kilograms: a tool heavier is refused.
    pub fn payload_rating_kg(&self) -> f64 {
        self.tool_library.read().unwrap_or_else(PoisonError::into_inner).1
    }

    /// The active tool's TCP in the flange's frame (identity: the bare flange).
    pub fn tool_offset(&self) -> Isometry3<f64> {
        *self.chain().tip()
    }

    /// Makes `tool` the active tool (`None`: back to the bare flange). From now on the TCP every
    /// pose, plan and jog computes is the tool's. A tool with geometry puts it in the world as its
    /// `tool` while it is active (the world's own entry comes back after); answers whether the
    /// world changed. The caller makes sure no motion runs (the admission, D36).
    pub fn set_tool(&self, tool: Option<ToolDefinition>) -> bool {
        let mut active = self.active.write().unwrap_or_else(PoisonError::into_inner);
        let mut replaced = self.world_tool_replaced.lock().unwrap_or_else(PoisonError::into_inner);
        let geometry = tool.as_ref().and_then(|t| t.geometry.clone());
        let world_changed = match geometry {
            Some(g) => {
                let _ = self.change_world(|w| {
                    if replaced.is_none() {
                        *replaced = Some(w.tool.clone());
                    }
                    w.tool = Some(g);
                    Ok::<(), ()>(())
                });
                true
            }
            None => match replaced.take() {
                Some(own) => {
                    let _ = self.change_world(|w| {
                        w.tool = own;
                        Ok::<(), ()>(())
                    });
                    true
                }
                None => false,
            },
        };
        let tip = tool.as_ref().map_or_else(Isometry3::identity, |t| t.offset());
        *active = ActiveTool { chain: Arc::new(self.flange_chain.with_tip(tip)), tool: tool.map(Arc::new) };
        world_changed
    }

    /// Pose of the planning frame in the URDF root at joint angles `q`.
    pub fn planning_frame_pose(&self, q: &JointPositions) -> Isometry3<f64> {
        match &self.planning_frame_fixed {
            Some(base) => *base,
            None => self.frame_pose(&self.frames.planning_frame, q).unwrap_or_else(Isometry3::identity),
        }
    }

    /// Joint angles within the limits that put the TCP at `target` (in the URDF root frame),
    /// nearest to `seed`; named positions, then random configurations, serve as further starting
    /// points (D34).
    pub fn ik(&self, target: &Isometry3<f64>, seed: &JointPositions) -> Result<JointPositions, IkFailure> {
        let alternatives: Vec<JointPositions> = self.named_positions.iter().map(|p| p.joints).collect();
        self.chain().ik(target, seed, &alternatives, &self.limits, &self.joint_names, &IkOptions::default())
    }

    /// Pose of the TCP through `k`'s own chain (with the active tool's offset): the reference
    /// [`RobotModel::fk`] is checked against.
    pub fn fk_by_k(&self, q: &JointPositions) -> Isometry3<f64> {
        let tip = self.tool_offset();
        let k = self.kinematics.lock().unwrap_or_else(PoisonError::into_inner);
        k.tcp.set_joint_positions_unchecked(q);
        k.tcp.end_transform() * tip
    }

    /// Pose of the TCP (the active tool's, D36) in the planning frame.
    pub fn tcp_pose(&self, q: &JointPositions) -> Isometry3<f64> {
        self.planning_frame_pose(q).inverse() * self.fk(q)
    }

    /// The robot's solids and disabled pairs (D28).
    pub fn bodies(&self) -> &RobotBodies {
        &self.bodies
    }

    /// The world as it is now, with the scene paths are checked in.
    pub fn world(&self) -> Arc<WorldSnapshot> {
        self.world.snapshot()
    }

    /// The world's version after each change.
    pub fn world_changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.world.changes()
    }

    /// What world objects' frames and touch links are checked against.
    pub fn world_frames(&self) -> WorldFrames<'_> {
        WorldFrames { fixed: &self.fixed_links, links: &self.links }
    }

    /// Changes the world with `change` (`Err` changes nothing); the next check sees the result.
    pub fn change_world<T, E>(&self, change: impl FnOnce(&mut World) -> Result<T, E>) -> Result<T, E> {
        self.world.update(change, |w| self.scene_of(w))
    }

    /// Sets the world the service starts with (the world file): version 0, no change yet.
    pub fn set_world(&self, world: World) {
        let scene = self.scene_of(&world);
        self.world.reset(WorldSnapshot { world, scene, version: 0 });
    }

    /// The scene of `world` with this robot: what a check of a world not (yet) in force uses
    /// (a world change is judged before it is made).
    pub fn scene_of(&self, world: &World) -> Scene {
        let root_of = |frame: &str| {
            let frame = if frame.is_empty() { self.frames.planning_frame.as_str() } else { frame };
            self.bodies.fixed_links.get(frame).copied()
        };
        Scene::new(&self.flange_chain, &self.bodies, world, &Isometry3::identity(), root_of)
    }

    /// Pose of link `frame` in the URDF's root frame at joint angles `q`; `None` for an unknown link.
    pub fn frame_pose(&self, frame: &str, q: &JointPositions) -> Option<Isometry3<f64>> {
        let k = self.kinematics.lock().unwrap_or_else(PoisonError::into_inner);
        k.tcp.set_joint_positions_unchecked(q);
        let node = k.tree.find_link(frame)?;
        k.tree.update_transforms();
        node.world_transform()
    }
}

fn read_named_positions(
    path: &Path,
    joint_names: &Arc<[String]>,
    limits: &JointLimits,
    descriptions: &BTreeMap<String, String>,
) -> Result<(Vec<NamedPosition>, srdf::Srdf, String), FileError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| FileError::new(path, "", format!("cannot read the file: {e}")))?;
    let srdf = srdf::parse(&text).map_err(|e| FileError::new(path, "", e))?;
    let mut out: Vec<NamedPosition> = Vec::new();
    for gs in &srdf.group_states {
        let key = format!("group_state {}", gs.name);
        if out.iter().any(|p| p.name == gs.name) {
            return Err(FileError::new(path, key, "defined twice"));
        }
        let mut joints = [f64::NAN; DOF];
        for (name, value) in &gs.joints {
            let i = joint_names.iter().position(|n| n == name).ok_or_else(|| {
                FileError::new(path, &key, format!("joint `{name}` is not one of {}", joint_names.join(", ")))
            })?;
            joints[i] = *value;
        }
        if let Some(i) = joints.iter().position(|v| v.is_nan()) {
            return Err(FileError::new(path, key, format!("gives no value for {}", joint_names[i])));
        }
        if let Some(outside) = limits.first_outside(&joints) {
            return Err(FileError::new(path, key, outside.to_string()));
        }
        let description = descriptions
            .get(&gs.name)
            .cloned()
            .unwrap_or_else(|| format!("Named position '{}' of planning group '{}'.", gs.name, gs.group));
        out.push(NamedPosition {
            name: gs.name.clone(),
            description,
            group: gs.group.clone(),
            joints,
            joint_names: joint_names.clone(),
        });
    }
    Ok((out, srdf, text))
}
