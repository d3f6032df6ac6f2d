//! Where armrest plans: inverse kinematics, and for `lin` thousands of solves, run on a
//! thread of their own, off the async workers, in Linux's idle scheduling class. A plan is
//! background work a client waits seconds for anyway; a read of the joint state is not, and on
//! a 2-core machine the two compete for the same cores. Measured (`benches/read_latency.rs`):
//! a lower nice value alone still let planning delay reads' wake-ups (p99 6x idle); in the idle
//! class, which keeps a small share so planning is slowed under load but never starved, p99
//! stays near idle.

use std::sync::mpsc;
use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

/// How much the planning thread yields to every other thread (nice value, 0..19).
const NICENESS: libc::c_int = 19;

pub struct PlanningThread {
    jobs: mpsc::Sender<Job>,
}

impl PlanningThread {
    pub fn start() -> std::io::Result<PlanningThread> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        std::thread::Builder::new().name("planner".into()).spawn(move || {
            // SAFETY: setpriority(2) and sched_setscheduler(2) on this thread only (id 0 and
            // its own tid: Linux schedules threads as tasks); a failure leaves the defaults.
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, NICENESS);
                let param = libc::sched_param { sched_priority: 0 };
                libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
            }
            while let Ok(job) = inbox.recv() {
                job();
            }
        })?;
        Ok(PlanningThread { jobs })
    }

    /// Runs `plan` on the planning thread; `None` if it panicked (a defect) or the thread is gone.
    pub async fn run<T: Send + 'static>(&self, plan: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let (done, result) = oneshot::channel();
        let job: Job = Box::new(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(plan));
            let _ = done.send(outcome.ok());
        });
        self.jobs.send(job).ok()?;
        result.await.ok().flatten()
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
}
