//! Where armrest plans: inverse kinematics, and for `lin` thousands of solves, run on a
//! thread of their own, off the async workers, in Linux's idle scheduling class. A plan is
//! background work a client waits seconds for anyway; a read of the joint state is not, and on
//! a 2-core machine the two compete for the same cores. Measured (`benches/read_latency.rs`):
//! a lower nice value alone still let planning delay reads' wake-ups (p99 6x idle); in the idle
//! class p99 stays near idle.
//!
//! The idle class keeps almost nothing for itself when other processes keep the cores busy
//! (its weight is 3 against a busy process's 1024: a 0.1 s solve took over 30 s beside two busy
//! loops). So a plan is never left starving: once a job has waited [`STARVED_AFTER`] while the
//! thread got less than [`STARVED_SHARE`] of a core, the thread leaves the idle class for the
//! normal one at [`BOOSTED_NICE`] until its queue is empty. An idle machine never boosts it:
//! there it gets the cores it wants, however long a `lin` plan takes.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

/// How much the planning thread yields to every other thread in the idle class (nice value).
const NICENESS: libc::c_int = 19;
/// How long a job may wait for the planning thread before its share of a core is judged.
pub const STARVED_AFTER: Duration = Duration::from_secs(1);
/// Below this share of one core over [`STARVED_AFTER`], the planning thread is starved.
pub const STARVED_SHARE: f64 = 0.1;
/// The nice value of a starved planning thread in the normal class: a tenth of a busy
/// process's weight, so planning goes on beside it without taking the cores from reads.
pub const BOOSTED_NICE: libc::c_int = 10;

pub struct PlanningThread {
    jobs: mpsc::Sender<Job>,
    /// The thread's id, once it runs (0 before).
    tid: Arc<AtomicI32>,
}

/// The idle class for this thread (`tid` 0) or another of this process.
fn idle(tid: libc::pid_t) {
    // SAFETY: setpriority(2) and sched_setscheduler(2) on one thread of this process (Linux
    // schedules threads as tasks); a failure leaves what was set before.
    unsafe {
        let who = if tid == 0 { libc::gettid() } else { tid };
        libc::setpriority(libc::PRIO_PROCESS, who as libc::id_t, NICENESS);
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(tid, libc::SCHED_IDLE, &param);
    }
}

/// The normal class at [`BOOSTED_NICE`] for thread `tid` of this process.
fn boosted(tid: libc::pid_t) {
    // SAFETY: as in `idle`.
    unsafe {
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(tid, libc::SCHED_OTHER, &param);
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, BOOSTED_NICE);
    }
}

/// The CPU time thread `tid` of this process has run, if Linux tells it.
fn cpu_time(tid: libc::pid_t) -> Option<Duration> {
    let text = std::fs::read_to_string(format!("/proc/self/task/{tid}/schedstat")).ok()?;
    text.split_whitespace().next()?.parse().ok().map(Duration::from_nanos)
}

impl PlanningThread {
    pub fn start() -> std::io::Result<PlanningThread> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let tid = Arc::new(AtomicI32::new(0));
        let own = Arc::clone(&tid);
        std::thread::Builder::new().name("planner".into()).spawn(move || {
            // SAFETY: gettid(2) has no preconditions.
            own.store(unsafe { libc::gettid() }, Ordering::Release);
            idle(0);
            while let Ok(job) = inbox.recv() {
                job();
            }
        })?;
        Ok(PlanningThread { jobs, tid })
    }

    /// Runs `plan` on the planning thread; `None` if it panicked (a defect) or the thread is gone.
    /// A job kept waiting by a starved thread boosts it (see the module's text).
    pub async fn run<T: Send + 'static>(&self, plan: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (done, mut result) = oneshot::channel();
        let job: Job = Box::new(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(plan));
            // A boost lasts as long as the job it was for (a job waiting behind it boosts the
            // thread again if it starves too).
            idle(0);
            let _ = done.send(outcome.ok());
        });
        self.jobs.send(job).ok()?;
        let tid = self.tid.load(Ordering::Acquire);
        loop {
            let (since, used) = (Instant::now(), cpu_time(tid));
            match tokio::time::timeout(STARVED_AFTER, &mut result).await {
                Ok(outcome) => return outcome.ok().flatten(),
                Err(_) => {
                    let share = match (used, cpu_time(tid)) {
                        (Some(a), Some(b)) => b.saturating_sub(a).as_secs_f64() / since.elapsed().as_secs_f64(),
                        _ => 0.0,
                    };
                    if tid > 0 && share < STARVED_SHARE {
                        boosted(tid);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn runs_jobs_and_survives_a_panicking_one() {
        let t = PlanningThread::start().expect("thread");
        assert_eq!(t.run(|| 6 * 7).await, Some(42));
        assert_eq!(t.run(|| -> u8 { panic!("a defect") }).await, None);
        assert_eq!(t.run(|| "still there").await, Some("still there"));
    }

    /// A job that waits while the thread gets no CPU (here: a job that only sleeps, which is
    /// what a starved thread looks like from outside) boosts it out of the idle class; once
    /// the job is done the thread is back in it.
    #[tokio::test(flavor = "multi_thread")]
    async fn a_starved_thread_is_boosted_and_goes_back_to_idle() {
        let t = Arc::new(PlanningThread::start().expect("thread"));
        // SAFETY: sched_getscheduler(2) of a thread of this process.
        let policy = |tid: libc::pid_t| unsafe { libc::sched_getscheduler(tid) };
        // The thread has stored its id once it ran a job.
        t.run(|| ()).await;
        let tid = t.tid.load(Ordering::Acquire);
        assert_eq!(policy(tid), libc::SCHED_IDLE);
        let (seen_tx, seen_rx) = std::sync::mpsc::channel();
        let slow = {
            let t = Arc::clone(&t);
            tokio::spawn(async move {
                t.run(move || {
                    // Waits (bounded) to see the boost come, using no CPU meanwhile.
                    let until = Instant::now() + Duration::from_secs(20);
                    // SAFETY: sched_getscheduler(2) of this thread.
                    let policy = || unsafe { libc::sched_getscheduler(0) };
                    while policy() == libc::SCHED_IDLE && Instant::now() < until {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    let _ = seen_tx.send(policy());
                })
                .await
            })
        };
        slow.await.expect("joined").expect("ran");
        assert_eq!(seen_rx.recv().expect("seen"), libc::SCHED_OTHER, "boosted while starved");
        t.run(|| ()).await;
        assert_eq!(policy(tid), libc::SCHED_IDLE, "idle again once nothing waits");
    }
}
