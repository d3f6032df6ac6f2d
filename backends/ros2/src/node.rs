//! One r2r node shared by everything in a process, spun on its own thread. Entities
//! (subscriptions, clients, publishers) are created through [`RosNode::with`], which briefly
//! takes the node from the spinning thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

#[derive(Debug, thiserror::Error)]
#[error("ROS 2: {0}")]
pub struct RosError(pub String);

impl From<r2r::Error> for RosError {
    fn from(e: r2r::Error) -> Self {
        RosError(e.to_string())
    }
}

#[derive(Clone)]
pub struct RosNode {
    node: Arc<Mutex<r2r::Node>>,
    running: Arc<AtomicBool>,
}

impl RosNode {
    /// Creates the node `name` and starts spinning it.
    pub fn start(name: &str) -> Result<RosNode, RosError> {
        let ctx = r2r::Context::create()?;
        let node = Arc::new(Mutex::new(r2r::Node::create(ctx, name, "")?));
        let running = Arc::new(AtomicBool::new(true));
        let (n, r) = (Arc::clone(&node), Arc::clone(&running));
        std::thread::Builder::new()
            .name(format!("{name}-spin"))
            .spawn(move || {
                while r.load(Ordering::Acquire) {
                    n.lock().unwrap_or_else(PoisonError::into_inner).spin_once(Duration::from_millis(5));
                    // Let entity creation in other threads take the lock between spins.
                    std::thread::yield_now();
                }
            })
            .map_err(|e| RosError(format!("cannot start the spin thread: {e}")))?;
        Ok(RosNode { node, running })
    }

    /// Runs `f` with the node (to create subscriptions, clients, publishers).
    pub fn with<T>(&self, f: impl FnOnce(&mut r2r::Node) -> T) -> T {
        let mut guard: MutexGuard<'_, r2r::Node> = self.node.lock().unwrap_or_else(PoisonError::into_inner);
        f(&mut guard)
    }

    /// Stops spinning.
    pub fn shutdown(&self) {
        self.running.store(false, Ordering::Release);
    }
}

/// Waits up to `wait` for a service or action server, given `r2r::Node::is_available(&it)`.
pub async fn available<F>(wait: Duration, pending: r2r::Result<F>) -> bool
where
    F: std::future::Future<Output = r2r::Result<()>>,
{
    match pending {
        Ok(f) => matches!(tokio::time::timeout(wait, f).await, Ok(Ok(()))),
        Err(_) => false,
    }
}

/// Why a bounded service call ([`call`]) brought no answer.
#[derive(Debug)]
pub enum CallError {
    /// The service did not appear within the wait.
    Unavailable,
    /// The request could not be sent.
    Request(r2r::Error),
    /// The call failed after it was sent.
    Failed(r2r::Error),
    /// No answer within the wait.
    TimedOut,
}

/// Calls a service: waits at most `wait` for it to appear, then at most `wait` for its answer.
/// Each caller words the failures in its own terms (which setting bounds the wait).
pub async fn call<T: r2r::WrappedServiceTypeSupport + 'static>(
    client: &r2r::Client<T>,
    request: &T::Request,
    wait: Duration,
) -> Result<T::Response, CallError> {
    if !available(wait, r2r::Node::is_available(client)).await {
        return Err(CallError::Unavailable);
    }
    let answer = client.request(request).map_err(CallError::Request)?;
    match tokio::time::timeout(wait, answer).await {
        Ok(Ok(response)) => Ok(response),
        Ok(Err(e)) => Err(CallError::Failed(e)),
        Err(_) => Err(CallError::TimedOut),
    }
}

type Outbox<T> = std::sync::mpsc::Sender<(T, tokio::sync::oneshot::Sender<Result<(), String>>)>;

/// A publisher on a thread of its own: r2r publishers may not cross threads, async tasks do.
pub struct PublisherThread<T> {
    outbox: Outbox<T>,
}

impl<T: r2r::WrappedTypesupport + Send + 'static> PublisherThread<T> {
    pub fn start(node: &RosNode, topic: &str, qos: r2r::QosProfile) -> Result<PublisherThread<T>, RosError> {
        let (outbox, inbox) = std::sync::mpsc::channel::<(T, tokio::sync::oneshot::Sender<Result<(), String>>)>();
        let (ready_tx, ready) = std::sync::mpsc::channel::<Result<(), String>>();
        let (node, topic) = (node.clone(), topic.to_owned());
        std::thread::Builder::new()
            .name(format!("publish {topic}"))
            .spawn(move || {
                let publisher = match node.with(|n| n.create_publisher::<T>(&topic, qos)) {
                    Ok(p) => {
                        let _ = ready_tx.send(Ok(()));
                        p
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(format!("cannot publish on {topic}: {e}")));
                        return;
                    }
                };
                while let Ok((msg, done)) = inbox.recv() {
                    let _ = done.send(publisher.publish(&msg).map_err(|e| format!("publishing on {topic}: {e}")));
                }
            })
            .map_err(|e| RosError(format!("cannot start a publisher thread: {e}")))?;
        match ready.recv() {
            Ok(Ok(())) => Ok(PublisherThread { outbox }),
            Ok(Err(e)) => Err(RosError(e)),
            Err(_) => Err(RosError("the publisher thread ended".into())),
        }
    }

    pub async fn publish(&self, msg: T) -> Result<(), String> {
        let (done, result) = tokio::sync::oneshot::channel();
        self.outbox.send((msg, done)).map_err(|_| "the publisher thread ended".to_owned())?;
        result.await.unwrap_or_else(|_| Err("the publisher thread ended".to_owned()))
    }
}
