//! The one control lease (D29) as a state: granted, renewed, released, taken over or lapsed.
//! Pure: every call is given the moment it happens, so the rules are tested without waiting.

use std::time::{Duration, Instant};

/// A granted lease as its holder sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Lease {
    /// The opaque id the holder presents (`X-Armrest-Lease`): unguessable, never logged or
    /// shown to anyone else.
    pub id: String,
    /// Counts the leases since start-up: what others see of this one (`#3`).
    pub number: u64,
    pub holder: String,
    pub ttl: Duration,
    /// When it lapses unless renewed.
    pub expires: Instant,
}

/// Why a lease request was not granted, or a lease not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Someone else holds it: `holder`, lapsing in `left` unless renewed.
    HeldBy { holder: String, number: u64, left: Duration },
    /// Nobody holds it.
    Free,
}

/// What the state did, for the stream and the log.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    Granted(Lease),
    /// `previous` was taken over by the new lease.
    Taken {
        previous: Lease,
        lease: Lease,
    },
    Renewed(Lease),
    Released(Lease),
    Lapsed(Lease),
}

#[derive(Default)]
pub struct LeaseState {
    current: Option<Lease>,
    issued: u64,
}

impl LeaseState {
    /// The lease in force at `now`, if any (a lapsed one is no longer in force, even before the
    /// watchdog has removed it).
    pub fn current(&self, now: Instant) -> Option<&Lease> {
        self.current.as_ref().filter(|l| l.expires > now)
    }

    /// When the lease in force lapses unless renewed.
    pub fn deadline(&self) -> Option<Instant> {
        self.current.as_ref().map(|l| l.expires)
    }

    /// Grants a new lease to `holder` for `ttl` with id `id`; refused while another is in force
    /// unless `take`, which replaces it.
    pub fn grant(
        &mut self,
        holder: &str,
        ttl: Duration,
        take: bool,
        id: String,
        now: Instant,
    ) -> Result<Change, Refusal> {
        let previous = self.current(now).cloned();
        if let (Some(p), false) = (&previous, take) {
            return Err(held_by(p, now));
        }
        self.issued += 1;
        let lease = Lease { id, number: self.issued, holder: holder.to_owned(), ttl, expires: now + ttl };
        self.current = Some(lease.clone());
        Ok(match previous {
            Some(previous) => Change::Taken { previous, lease },
            None => Change::Granted(lease),
        })
    }

    /// Renews the lease `id` for its ttl from `now`.
    pub fn renew(&mut self, id: &str, now: Instant) -> Result<Change, Refusal> {
        let lease = self.matching(id, now)?;
        lease.expires = now + lease.ttl;
        Ok(Change::Renewed(lease.clone()))
    }

    /// Gives the lease `id` back.
    pub fn release(&mut self, id: &str, now: Instant) -> Result<Change, Refusal> {
        self.matching(id, now)?;
        let lease = self.current.take().ok_or(Refusal::Free)?;
        Ok(Change::Released(lease))
    }

    /// Whether `id` is the lease in force.
    pub fn check(&self, id: Option<&str>, now: Instant) -> Result<&Lease, Refusal> {
        match self.current(now) {
            None => Err(Refusal::Free),
            Some(l) if id.is_some_and(|id| same_id(id, &l.id)) => Ok(l),
            Some(l) => Err(held_by(l, now)),
        }
    }

    /// Removes a lease that lapsed by `now`; the change says which.
    pub fn lapse(&mut self, now: Instant) -> Option<Change> {
        if self.current.as_ref().is_some_and(|l| l.expires <= now) {
            return self.current.take().map(Change::Lapsed);
        }
        None
    }

    fn matching(&mut self, id: &str, now: Instant) -> Result<&mut Lease, Refusal> {
        self.check(Some(id), now)?;
        self.current.as_mut().ok_or(Refusal::Free)
    }
}

fn held_by(l: &Lease, now: Instant) -> Refusal {
    Refusal::HeldBy { holder: l.holder.clone(), number: l.number, left: l.expires.saturating_duration_since(now) }
}

/// Compares ids in time independent of where they differ: an id is a bearer secret.
fn same_id(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const TTL: Duration = Duration::from_secs(2);

    fn at(t0: Instant, ms: u64) -> Instant {
        t0 + Duration::from_millis(ms)
    }

    #[test]
    fn one_holder_renewed_released_and_taken() {
        let t0 = Instant::now();
        let mut s = LeaseState::default();
        let Ok(Change::Granted(a)) = s.grant("view", TTL, false, "a".into(), t0) else { panic!("granted") };
        assert_eq!(a.number, 1);
        let refused = s.grant("script", TTL, false, "b".into(), at(t0, 500));
        assert_eq!(
            refused,
            Err(Refusal::HeldBy { holder: "view".into(), number: 1, left: Duration::from_millis(1500) })
        );
        assert!(s.check(Some("b"), at(t0, 600)).is_err());
        assert!(s.check(None, at(t0, 600)).is_err());
        assert!(s.check(Some("a"), at(t0, 600)).is_ok());
        assert!(matches!(s.renew("a", at(t0, 1900)), Ok(Change::Renewed(_))));
        assert!(s.check(Some("a"), at(t0, 3800)).is_ok(), "renewed at 1.9 s, in force until 3.9 s");
        let Ok(Change::Taken { previous, lease }) = s.grant("script", TTL, true, "b".into(), at(t0, 3000)) else {
            panic!("taken")
        };
        assert_eq!((previous.holder.as_str(), lease.number), ("view", 2));
        assert!(s.renew("a", at(t0, 3100)).is_err(), "a taken lease is gone for good");
        assert!(matches!(s.release("b", at(t0, 3200)), Ok(Change::Released(_))));
        assert_eq!(s.check(Some("b"), at(t0, 3300)), Err(Refusal::Free));
    }

    #[test]
    fn a_lease_not_renewed_lapses_at_its_ttl() {
        let t0 = Instant::now();
        let mut s = LeaseState::default();
        s.grant("view", TTL, false, "a".into(), t0).ok();
        assert_eq!(s.lapse(at(t0, 1999)), None);
        assert!(s.check(Some("a"), at(t0, 2000)).is_err(), "not in force at its deadline");
        assert!(s.renew("a", at(t0, 2001)).is_err(), "too late to renew");
        assert!(matches!(s.lapse(at(t0, 2001)), Some(Change::Lapsed(l)) if l.holder == "view"));
        assert!(matches!(s.grant("other", TTL, false, "c".into(), at(t0, 2002)), Ok(Change::Granted(_))));
    }

    proptest! {
        /// Whatever requests come in whatever order, at most one lease is in force, only its
        /// id passes, and nothing is in force past its deadline.
        #[test]
        fn at_most_one_lease_and_only_its_id_passes(ops in proptest::collection::vec((0u8..4, 0u8..3, 0u64..3000), 1..40)) {
            let t0 = Instant::now();
            let mut s = LeaseState::default();
            let mut now = t0;
            for (op, who, dt) in ops {
                now += Duration::from_millis(dt);
                let id = format!("id{who}");
                match op {
                    0 => { let _ = s.grant(&id, TTL, false, id.clone(), now); }
                    1 => { let _ = s.grant(&id, TTL, true, id.clone(), now); }
                    2 => { let _ = s.renew(&id, now); }
                    _ => { let _ = s.release(&id, now); }
                }
                let passing: Vec<u8> = (0..3).filter(|w| s.check(Some(&format!("id{w}")), now).is_ok()).collect();
                prop_assert!(passing.len() <= 1);
                if let Some(l) = s.current(now) {
                    prop_assert!(l.expires > now && l.expires <= now + TTL);
                    prop_assert_eq!(passing.len(), 1);
                }
            }
        }
    }
}
