//! The part of a recording a replay follows: the points between `from_s` and `to_s` (the
//! recording's own times), without the rests at its start and end.

use super::REST_TOLERANCE_RAD;
use armrest_backend::TrajectoryPoint;
use armrest_backend::planning::retime;

/// The points of `samples` (times increasing) from `from_s` to `to_s`, both included.
pub fn cut(samples: &[TrajectoryPoint], from_s: f64, to_s: f64) -> &[TrajectoryPoint] {
    let start = samples.partition_point(|p| p.time_from_start < from_s);
    let end = samples.partition_point(|p| p.time_from_start <= to_s);
    &samples[start..end.max(start)]
}

/// Where the arm moves in `samples`: from the last point at rest before the first joint leaves
/// to the first point at rest after the last arrives; `None` when nothing moves (by more than
/// [`REST_TOLERANCE_RAD`]).
pub fn moving(samples: &[TrajectoryPoint]) -> Option<&[TrajectoryPoint]> {
    retime::moving_span(samples, REST_TOLERANCE_RAD).map(|range| &samples[range]).filter(|s| s.len() >= 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(t: f64, q: f64) -> TrajectoryPoint {
        TrajectoryPoint { positions: [q, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], time_from_start: t }
    }

    #[test]
    fn a_cut_keeps_the_points_within_its_times() {
        let s: Vec<_> = (0..10).map(|i| at(f64::from(i) * 0.5, f64::from(i))).collect();
        let c = cut(&s, 1.0, 2.0);
        assert_eq!(c.iter().map(|p| p.time_from_start).collect::<Vec<_>>(), [1.0, 1.5, 2.0]);
        assert!(cut(&s, 7.0, 9.0).is_empty());
        assert_eq!(cut(&s, 0.0, f64::INFINITY).len(), 10);
    }

    #[test]
    fn rests_are_cut_and_a_still_recording_has_no_path() {
        let mut s: Vec<_> = (0..5).map(|i| at(f64::from(i) * 0.1, 0.0)).collect();
        assert!(moving(&s).is_none());
        s.extend((5..10).map(|i| at(f64::from(i) * 0.1, f64::from(i - 4) * 0.1)));
        s.extend((10..15).map(|i| at(f64::from(i) * 0.1, 0.5)));
        let m = moving(&s).expect("it moves");
        assert!(m.first().is_some_and(|p| p.positions[0] == 0.0));
        assert!(m.last().is_some_and(|p| p.positions[0] == 0.5));
        assert!(m.len() < s.len());
    }
}
