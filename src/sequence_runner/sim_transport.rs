//! The runner's transport to the built-in simulator: its action socket (see
//! `armrest_sim::action_socket`).

use super::transport::{MeasuredState, SharedBag, Transport, TransportError};
use crate::bag::cdr::JointStateMessage;
use crate::bag::qos::OfferedQos;
use armrest_backend::Trajectory;
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::MotionResult;
use armrest_sim::action_socket::client::{ClientError, Connection};
use armrest_sim::action_socket::protocol::{Goal, Point, Reply, Request};
use async_trait::async_trait;
use std::path::PathBuf;
use std::sync::PoisonError;
use std::time::Duration;

impl From<ClientError> for TransportError {
    fn from(e: ClientError) -> Self {
        TransportError::Unavailable(e.0)
    }
}

pub struct SimTransport {
    path: PathBuf,
    goals: Option<Connection>,
    cancel_wait: Duration,
    /// How long recording a topic waits for its first message, so a bag holds the state before
    /// the first goal moves the arm.
    first_message_wait: Duration,
    /// A goal was sent and its result not read: `send_goal` was abandoned mid-goal.
    goal_active: bool,
}

impl SimTransport {
    pub fn new(path: PathBuf, cancel_wait: Duration, first_message_wait: Duration) -> Self {
        SimTransport { path, goals: None, cancel_wait, first_message_wait, goal_active: false }
    }

    /// Sends a goal (a motion goal or a trajectory) and waits for its result.
    async fn request_goal(&mut self, request: Request) -> Result<MotionResult, TransportError> {
        let c = self.connection().await?;
        c.send(&request).await?;
        self.goal_active = true;
        let Some(c) = self.goals.as_mut() else { return Err(TransportError::Unavailable("no connection".into())) };
        let reply = c.reply().await;
        self.goal_active = false;
        match reply? {
            Reply::Result { success, message } => Ok(MotionResult::new(success, message)),
            Reply::Unavailable { message } => Err(TransportError::Unavailable(message)),
            other => Err(TransportError::Unavailable(format!("unexpected answer from the simulator: {other:?}"))),
        }
    }

    async fn connection(&mut self) -> Result<&mut Connection, TransportError> {
        if self.goals.is_none() {
            self.goals = Some(Connection::open(&self.path).await?);
        }
        self.goals.as_mut().ok_or_else(|| TransportError::Unavailable("no connection".into()))
    }
}

#[async_trait]
impl Transport for SimTransport {
    async fn send_goal(&mut self, action: &str, waypoint: &Waypoint) -> Result<MotionResult, TransportError> {
        self.request_goal(Request::Goal { action: action.to_owned(), goal: Goal::from(&waypoint.goal()) }).await
    }

    /// Asks the simulator for the arm's joint state (its socket's `JointState` request); its
    /// joint names are the model's, reported in the model's order.
    async fn arm_state(&mut self) -> Result<MeasuredState, TransportError> {
        let c = self.connection().await?;
        c.send(&Request::JointState).await?;
        match c.reply().await? {
            Reply::JointState { name, position, velocity, .. } => {
                MeasuredState::from_message(&name, &name, &position, &velocity).ok_or_else(|| {
                    TransportError::Unavailable(format!("the simulator's joint state is incomplete: {name:?}"))
                })
            }
            Reply::Unavailable { message } => Err(TransportError::Unavailable(message)),
            other => Err(TransportError::Unavailable(format!("unexpected answer from the simulator: {other:?}"))),
        }
    }

    async fn follow(&mut self, action: &str, trajectory: &Trajectory) -> Result<MotionResult, TransportError> {
        let points = trajectory
            .points()
            .iter()
            .map(|p| Point { positions: p.positions, time_from_start: p.time_from_start })
            .collect();
        self.request_goal(Request::Trajectory { action: action.to_owned(), points }).await
    }

    /// Cancels the goal in progress (its `send_goal` or `follow` was abandoned mid-goal) and waits, bounded,
    /// for the simulator to answer that the arm stopped.
    async fn cancel(&mut self) {
        if !self.goal_active {
            return;
        }
        let Some(c) = self.goals.as_mut() else { return };
        let cancelled = async {
            c.send(&Request::Cancel).await?;
            c.reply().await
        };
        let _ = tokio::time::timeout(self.cancel_wait, cancelled).await;
    }

    async fn topics(&mut self, _wanted: &[String]) -> Result<Vec<String>, TransportError> {
        let c = self.connection().await?;
        c.send(&Request::Topics).await?;
        match c.reply().await? {
            Reply::Topics { topics } => Ok(topics),
            other => Err(TransportError::Unavailable(format!("unexpected answer from the simulator: {other:?}"))),
        }
    }

    async fn record(&mut self, topic: &str, bag: SharedBag) -> Result<(), TransportError> {
        let mut c = Connection::open(&self.path).await?;
        c.send(&Request::Subscribe { topic: topic.to_owned() }).await?;
        let definition = JointStateMessage::definition().map_err(|e| TransportError::Unavailable(e.to_string()))?;
        let id = {
            let mut guard = bag.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(writer) = guard.as_mut() else { return Ok(()) };
            writer
                .add_topic(topic, &definition, &[OfferedQos::rclcpp_default()])
                .map_err(|e| TransportError::Unavailable(e.to_string()))?
        };
        let write = move |reply: Reply| -> bool {
            let Reply::JointState { stamp_ns, name, position, velocity, effort } = reply else { return false };
            let cdr = JointStateMessage {
                stamp_ns,
                frame_id: "",
                name: &name,
                position: &position,
                velocity: &velocity,
                effort: &effort,
            }
            .encode();
            let cdr = match cdr {
                Ok(bytes) => bytes,
                Err(e) => {
                    super::output::err!("recording stopped: a joint state could not be encoded: {e}");
                    return false;
                }
            };
            let mut guard = bag.lock().unwrap_or_else(PoisonError::into_inner);
            match guard.as_mut() {
                Some(writer) => match writer.write(id, stamp_ns, &cdr) {
                    Ok(()) => true,
                    Err(e) => {
                        super::output::err!("recording stopped: {e}");
                        false
                    }
                },
                None => false,
            }
        };
        // The first message is in the bag before any goal goes out (bounded: a silent topic
        // is recorded from whenever it speaks).
        let first = match tokio::time::timeout(self.first_message_wait, c.reply()).await {
            Ok(Ok(reply)) => Some(reply),
            Ok(Err(e)) => return Err(e.into()),
            Err(_) => {
                super::output::out!(
                    "no message on {topic} within {} s yet; recording it when it comes",
                    self.first_message_wait.as_secs_f64()
                );
                None
            }
        };
        if let Some(reply) = first
            && !write(reply)
        {
            return Ok(());
        }
        tokio::spawn(async move {
            while let Ok(reply) = c.reply().await {
                if !write(reply) {
                    return;
                }
            }
        });
        Ok(())
    }
}
