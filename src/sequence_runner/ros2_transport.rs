//! The runner's transport over ROS 2: goals as action client requests on the given action
//! names, recording as raw CDR subscriptions of the chosen topics.

use super::transport::{MeasuredState, RecordedState, SharedBag, Transport, TransportError};
use super::{RunnerArgs, secs};
use crate::bag::cdr::{JointStateMotion, joint_state_motion, stamp_ns};
use crate::bag::message_definition::{AmentIndex, MessageDefinition};
use crate::bag::qos::{OfferedQos, RmwTime};
use crate::sequence_runner::output::{err, out};
use armrest_backend::BackendError;
use armrest_backend::Trajectory;
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::MotionResult;
use armrest_ros2::actions::{MotionActions, MotionWaits};
use armrest_ros2::node::RosNode;
use armrest_ros2::speed_scaling::PathClock;
use async_trait::async_trait;
use futures_util::StreamExt;
use std::sync::{Arc, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub struct Ros2Transport {
    node: RosNode,
    actions: MotionActions,
    discovery: Duration,
    /// The latest joint state recorded (see [`Transport::recorded_rest`]).
    rest: tokio::sync::watch::Sender<Option<RecordedState>>,
    /// The model's joint names (a blended iteration's trajectory names them).
    joint_names: Vec<String>,
    joint_states_topic: String,
    /// The arm's latest joint state and when it arrived, once [`Transport::arm_state`] subscribed.
    states: Option<tokio::sync::watch::Receiver<Option<(Instant, MeasuredState)>>>,
    /// The first joint state topic a recording records: where [`Transport::arm_stamp`] reads.
    recorded_joint_states: Option<String>,
}

impl Ros2Transport {
    pub fn start(args: &RunnerArgs) -> Result<Ros2Transport, TransportError> {
        let node = RosNode::start("motion_sequence_runner").map_err(|e| TransportError::Unavailable(e.to_string()))?;
        let waits = MotionWaits {
            // A fresh process must first discover the graph (a few seconds with Fast DDS, more
            // on a loaded machine), so its wait for an action server is longer than the
            // service's: `motion.discovery_wait_s`. The wait ends as soon as the server is seen.
            server: secs(args.server_wait).max(secs(args.discovery_wait)),
            accept: secs(args.accept_wait),
            result: secs(args.motion_timeout),
            cancel: secs(args.cancel_wait),
            check: secs(args.server_check),
        };
        let mut actions = MotionActions::new(node.clone(), waits);
        // The tool mounted when the sequence started: pose goals carry its flange's target (D36).
        if let Some(path) = &args.planning {
            let (_, model) = super::blend::Planning::load(path).map_err(TransportError::Unavailable)?;
            if model.tool().is_some() {
                actions = actions.with_tool_of(model);
            }
        }
        if !args.speed_scaling_topic.is_empty() {
            let clock = PathClock::start(&node, &args.speed_scaling_topic)
                .map_err(|e| TransportError::Unavailable(e.to_string()))?;
            actions = actions.with_path_clock(clock);
        }
        let (rest, _) = tokio::sync::watch::channel(None);
        Ok(Ros2Transport {
            node,
            actions,
            discovery: secs(args.discovery_wait),
            rest,
            joint_names: Vec::new(),
            joint_states_topic: String::new(),
            states: None,
            recorded_joint_states: None,
        })
    }
}

impl Drop for Ros2Transport {
    fn drop(&mut self) {
        self.node.shutdown();
    }
}

fn unavailable(e: BackendError) -> TransportError {
    TransportError::Unavailable(e.to_string())
}

#[async_trait]
impl Transport for Ros2Transport {
    async fn send_goal(&mut self, action: &str, waypoint: &Waypoint) -> Result<MotionResult, TransportError> {
        self.actions.send_goal(action, &waypoint.goal(), self.actions.stop_token()).await.map_err(unavailable)
    }

    fn plan_with(&mut self, joint_names: &[String], joint_states_topic: &str) {
        self.joint_names = joint_names.to_vec();
        self.joint_states_topic = joint_states_topic.to_owned();
    }

    /// The first joint state naming the model's joints that arrives after the call (so not one
    /// from before the last goal ended), within the discovery wait. A velocity the robot does not
    /// report counts as 0: the arm rests between a sequence's goals.
    async fn arm_state(&mut self) -> Result<MeasuredState, TransportError> {
        use r2r::sensor_msgs::msg::JointState;
        let topic = self.joint_states_topic.clone();
        if self.states.is_none() {
            let stream = self
                .node
                .with(|n| n.subscribe::<JointState>(&topic, r2r::QosProfile::sensor_data()))
                .map_err(|e| TransportError::Unavailable(format!("cannot subscribe to {topic}: {e}")))?;
            let (tx, rx) = tokio::sync::watch::channel(None);
            let names = self.joint_names.clone();
            tokio::spawn(async move {
                let mut stream = stream;
                while let Some(msg) = stream.next().await {
                    if let Some(state) = MeasuredState::from_message(&names, &msg.name, &msg.position, &msg.velocity) {
                        tx.send_replace(Some((Instant::now(), state)));
                    }
                }
            });
            self.states = Some(rx);
        }
        let Some(states) = self.states.as_mut() else {
            return Err(TransportError::Unavailable("no subscription".into()));
        };
        let asked = Instant::now();
        let fresh = states.wait_for(|s| s.as_ref().is_some_and(|(arrived, _)| *arrived >= asked));
        match tokio::time::timeout(self.discovery, fresh).await {
            Ok(Ok(s)) => {
                (*s).map(|(_, state)| state).ok_or_else(|| TransportError::Unavailable("no joint state".into()))
            }
            _ => Err(TransportError::Unavailable(format!(
                "no joint state naming the arm's joints ({}) on {topic} within {} s (motion.discovery_wait_s)",
                self.joint_names.join(", "),
                self.discovery.as_secs_f64()
            ))),
        }
    }

    /// One `control_msgs/action/FollowJointTrajectory` goal: position-only points, as the
    /// service's own trajectories (`controller_points`), the last at rest; the header's stamp 0
    /// (start on receipt). The controller's speed scaling, where it has one, times it (D29).
    async fn follow(&mut self, action: &str, trajectory: &Trajectory) -> Result<MotionResult, TransportError> {
        use r2r::control_msgs::action::FollowJointTrajectory;
        use r2r::trajectory_msgs::msg::JointTrajectory;
        let goal = FollowJointTrajectory::Goal {
            trajectory: JointTrajectory {
                joint_names: self.joint_names.clone(),
                points: armrest_ros2::backend::controller_points(trajectory, 1.0),
                ..Default::default()
            },
            ..Default::default()
        };
        self.actions.follow_trajectory(action, goal, self.actions.stop_token()).await.map_err(unavailable)
    }

    async fn cancel(&mut self) {
        self.actions.cancel_active().await;
    }

    /// Waits for discovery by condition: until every wanted topic has a publisher, or (none
    /// named) until the graph's topic list has settled; bounded by the discovery wait.
    /// Every topic that has a publisher (as rosbag2 records by default: a topic only
    /// subscribed, armrest's own `/joint_states` subscription for one, is not yet recordable).
    /// With none named, discovery is complete when the list has settled and holds the arm's
    /// joint states (a `sensor_msgs/msg/JointState` topic): a bag of a run never lacks them.
    async fn topics(&mut self, wanted: &[String]) -> Result<Vec<String>, TransportError> {
        let t = Instant::now();
        let (mut last, mut steady) = (Vec::new(), 0);
        loop {
            let published = published_topics(&self.node)?;
            let names: Vec<String> = published.iter().map(|(name, _)| name.clone()).collect();
            steady = if names == last && !names.is_empty() { steady + 1 } else { 0 };
            let joint_states = published.iter().any(|(_, types)| types.iter().any(|t| t == JOINT_STATE_TYPE));
            let complete = if wanted.is_empty() {
                steady >= SETTLED && joint_states
            } else {
                wanted.iter().all(|w| names.contains(w))
            };
            if complete {
                return Ok(names);
            }
            if t.elapsed() > self.discovery {
                if wanted.is_empty() && !joint_states {
                    return Err(TransportError::Unavailable(format!(
                        "recording: no publisher of {JOINT_STATE_TYPE} discovered within {} s \
                         (motion.discovery_wait_s); no motion started",
                        self.discovery.as_secs_f64()
                    )));
                }
                return Ok(names);
            }
            last = names;
            tokio::time::sleep(POLL).await;
        }
    }

    async fn record(&mut self, topic: &str, bag: SharedBag) -> Result<(), TransportError> {
        if record(&self.node, topic, bag, self.rest.clone())? {
            self.recorded_joint_states.get_or_insert_with(|| topic.to_owned());
        }
        Ok(())
    }

    /// From a subscription of its own, made now: with volatile durability it holds nothing sent
    /// before, while the recording's may still hold a backlog (a loaded machine delivered seconds
    /// late, and a recording ended on a state from before the last motion).
    async fn arm_stamp(&mut self) -> Option<i64> {
        use r2r::sensor_msgs::msg::JointState;
        let topic = self.recorded_joint_states.clone()?;
        let mut fresh = self.node.with(|n| n.subscribe::<JointState>(&topic, r2r::QosProfile::sensor_data())).ok()?;
        let msg = tokio::time::timeout(self.discovery, fresh.next()).await.ok()??;
        Some(stamp_ns(msg.header.stamp.sec, msg.header.stamp.nanosec))
    }

    fn recorded_rest(&self) -> Option<tokio::sync::watch::Receiver<Option<RecordedState>>> {
        Some(self.rest.subscribe())
    }

    fn keep_discovering(&mut self, tried: Vec<String>, wanted: Vec<String>, bag: SharedBag) {
        let node = self.node.clone();
        let rest = self.rest.clone();
        tokio::spawn(async move {
            let mut tried: std::collections::BTreeSet<String> = tried.into_iter().collect();
            // rosbag2 stops discovering once every named topic is subscribed; with none named it
            // discovers as long as it records.
            while wanted.is_empty() || wanted.iter().any(|w| !tried.contains(w)) {
                tokio::time::sleep(POLL).await;
                if bag.lock().unwrap_or_else(PoisonError::into_inner).is_none() {
                    return;
                }
                let Ok(published) = published_topics(&node) else { continue };
                for (topic, _) in published {
                    if tried.contains(&topic) || !(wanted.is_empty() || wanted.contains(&topic)) {
                        continue;
                    }
                    match record(&node, &topic, Arc::clone(&bag), rest.clone()) {
                        Ok(_) => out!("recording {topic} (discovered while recording)"),
                        Err(e) => err!("recording: skipped {topic}: {e}"),
                    }
                    tried.insert(topic);
                }
            }
        });
    }
}

/// The graph's topics that have a publisher, with their types, without the actions' hidden
/// ones, sorted by name.
fn published_topics(node: &RosNode) -> Result<Vec<(String, Vec<String>)>, TransportError> {
    node.with(|n| -> Result<_, r2r::Error> {
        let mut topics = Vec::new();
        for (name, types) in n.get_topic_names_and_types()? {
            if name.contains("/_action/") || n.get_publishers_info_by_topic(&name, false)?.is_empty() {
                continue;
            }
            topics.push((name, types));
        }
        Ok(topics)
    })
    .map_err(|e| TransportError::Unavailable(e.to_string()))
    .map(|mut topics| {
        topics.sort();
        topics
    })
}

/// The type of the arm's joint states, which a recording of every topic waits for.
const JOINT_STATE_TYPE: &str = "sensor_msgs/msg/JointState";

/// Subscribes to `topic` with its publishers' QoS and writes what arrives into `bag` until the
/// bag is taken. Joint states also tell `rest` when they arrived, their stamp and whether the arm
/// was at rest; `Ok(true)` when `topic` carries joint states.
fn record(
    node: &RosNode,
    topic: &str,
    bag: SharedBag,
    rest: tokio::sync::watch::Sender<Option<RecordedState>>,
) -> Result<bool, TransportError> {
    let types = node.with(|n| n.get_topic_names_and_types()).map_err(|e| TransportError::Unavailable(e.to_string()))?;
    let type_name = types
        .get(topic)
        .and_then(|t| t.first())
        .cloned()
        .ok_or_else(|| TransportError::Unavailable(format!("topic {topic} has no publisher")))?;
    // As `ros2 bag record` does: the QoS the publishers offer, so best-effort and
    // transient-local topics are recorded too.
    let publishers = node
        .with(|n| n.get_publishers_info_by_topic(topic, false))
        .map_err(|e| TransportError::Unavailable(e.to_string()))?;
    let qos = recording_qos(publishers.iter().map(|p| &p.qos_profile));
    let offered: Vec<OfferedQos> = publishers.iter().map(|p| offered_qos(&p.qos_profile)).collect();
    // Before subscribing: a type without a definition in the ament index is refused, not
    // recorded into a file no reader could decode.
    let definition = MessageDefinition::load(&type_name, &AmentIndex::from_env())
        .map_err(|e| TransportError::Unavailable(format!("{type_name}: {e}")))?;
    // r2r subscribes only with type support compiled into this binary (rosbag2 loads it at
    // run time; docs/ros2.md says why armrest does not).
    let mut stream = node
        .with(|n| n.subscribe_raw(topic, &type_name, qos))
        .map_err(|e| TransportError::Unavailable(format!("{type_name} is not compiled into this armrest ({e})")))?;
    let id = {
        let mut guard = bag.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(writer) = guard.as_mut() else { return Ok(false) };
        writer.add_topic(topic, &definition, &offered).map_err(|e| TransportError::Unavailable(e.to_string()))?
    };
    let joint_states = type_name == JOINT_STATE_TYPE;
    tokio::spawn(async move {
        let mut previous: Option<Vec<f64>> = None;
        while let Some(cdr) = stream.next().await {
            if joint_states && let Some(JointStateMotion { stamp_ns, position, velocity }) = joint_state_motion(&cdr) {
                // At rest: every velocity 0; where the robot reports none, the same positions as
                // the message before.
                let reported = velocity.len() == position.len() && velocity.iter().all(|v| v.is_finite());
                let at_rest = if reported {
                    velocity.iter().all(|v| v.abs() <= 1e-6)
                } else {
                    previous.as_ref().is_some_and(|p| p == &position)
                };
                previous = Some(position);
                rest.send_replace(Some(RecordedState { arrived: Instant::now(), stamp_ns, at_rest }));
            }
            let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
            let mut guard = bag.lock().unwrap_or_else(PoisonError::into_inner);
            match guard.as_mut() {
                Some(writer) => {
                    if writer.write(id, stamp, &cdr).is_err() {
                        return;
                    }
                }
                None => return,
            }
        }
    });
    Ok(joint_states)
}

/// A publisher's QoS as rosbag2 stores it.
fn offered_qos(p: &r2r::QosProfile) -> OfferedQos {
    use r2r::qos::{DurabilityPolicy, HistoryPolicy, LivelinessPolicy, ReliabilityPolicy};
    OfferedQos {
        history: match p.history {
            HistoryPolicy::KeepLast => "keep_last",
            HistoryPolicy::KeepAll => "keep_all",
            HistoryPolicy::SystemDefault => "system_default",
            _ => "unknown",
        },
        depth: p.depth as u64,
        reliability: match p.reliability {
            ReliabilityPolicy::Reliable => "reliable",
            ReliabilityPolicy::BestEffort => "best_effort",
            ReliabilityPolicy::SystemDefault => "system_default",
            ReliabilityPolicy::BestAvailable => "best_available",
            _ => "unknown",
        },
        durability: match p.durability {
            DurabilityPolicy::TransientLocal => "transient_local",
            DurabilityPolicy::Volatile => "volatile",
            DurabilityPolicy::SystemDefault => "system_default",
            DurabilityPolicy::BestAvailable => "best_available",
            _ => "unknown",
        },
        deadline: RmwTime::of(p.deadline),
        lifespan: RmwTime::of(p.lifespan),
        liveliness: match p.liveliness {
            LivelinessPolicy::Automatic => "automatic",
            LivelinessPolicy::ManualByNode => "manual_by_node",
            LivelinessPolicy::ManualByTopic => "manual_by_topic",
            LivelinessPolicy::SystemDefault => "system_default",
            LivelinessPolicy::BestAvailable => "best_available",
            _ => "unknown",
        },
        liveliness_lease_duration: RmwTime::of(p.liveliness_lease_duration),
        avoid_ros_namespace_conventions: p.avoid_ros_namespace_conventions,
    }
}

/// Polls (100 ms apart) the topic list must stay the same to count as settled.
const SETTLED: usize = 5;

/// How often the graph is asked for its topics: rosbag2's `topic_polling_interval`.
const POLL: Duration = Duration::from_millis(100);

/// A subscription QoS that matches every publisher: best effort if any publisher is, transient
/// local (to get their latched messages) if all are.
fn recording_qos<'a>(publishers: impl Iterator<Item = &'a r2r::QosProfile>) -> r2r::QosProfile {
    use r2r::qos::{DurabilityPolicy, ReliabilityPolicy};
    let (mut best_effort, mut all_latched, mut any) = (false, true, false);
    for p in publishers {
        any = true;
        best_effort |= p.reliability == ReliabilityPolicy::BestEffort;
        all_latched &= p.durability == DurabilityPolicy::TransientLocal;
    }
    let qos = r2r::QosProfile::default().keep_last(1000);
    let qos = if best_effort { qos.best_effort() } else { qos };
    if any && all_latched { qos.transient_local() } else { qos }
}
