//! Property tests of the CSV trajectory parser (D11).

use armrest_backend::formats::trajectory_csv::{parse, write};
use armrest_backend::{JointLimit, JointLimits, TrajectoryPoint};
use proptest::prelude::*;

/// Position limits as the arm's; velocity limits no random trajectory reaches (the velocity
/// check has its own property below).
fn limits() -> JointLimits {
    limits_with_velocity(f64::MAX)
}

fn limits_with_velocity(max_velocity: f64) -> JointLimits {
    JointLimits::new(
        [2.97, 2.10, 2.97, 2.10, 2.97, 2.10, 3.05]
            .iter()
            .enumerate()
            .map(|(i, &m)| JointLimit {
                name: format!("joint{}", i + 1),
                min_position: -m,
                max_position: m,
                max_velocity,
                max_acceleration: None,
            })
            .collect(),
    )
    .unwrap()
}

/// A parse result as the API relies on it: a trajectory of at least one point, every position
/// finite and within the limits, every time finite and >= 0; or problems, each with a location
/// (a row, the header, or the file as a whole: an empty location) and a message.
fn check_outcome(r: Result<armrest_backend::Trajectory, armrest_backend::Violations>) -> Result<(), TestCaseError> {
    match r {
        Ok(t) => {
            prop_assert!(!t.points().is_empty());
            for p in t.points() {
                prop_assert!(p.time_from_start.is_finite() && p.time_from_start >= 0.0, "{p:?}");
                prop_assert!(limits().contains(&p.positions), "{p:?}");
            }
        }
        Err(v) => {
            prop_assert!(!v.0.is_empty());
            for problem in &v.0 {
                let loc = serde_json::to_value(&problem.loc).map_err(|e| TestCaseError::fail(e.to_string()))?;
                let first = loc.get(0).and_then(|l| l.as_str()).unwrap_or("");
                prop_assert!(
                    ["row", "header"].contains(&first) || loc.as_array().is_some_and(|l| l.is_empty()),
                    "{loc}"
                );
                prop_assert!(!problem.msg.is_empty());
            }
        }
    }
    Ok(())
}

fn points() -> impl Strategy<Value = Vec<TrajectoryPoint>> {
    proptest::collection::vec(
        (proptest::array::uniform7(-2.0f64..2.0), 0.0f64..1000.0)
            .prop_map(|(positions, time_from_start)| TrajectoryPoint { positions, time_from_start }),
        1..40,
    )
}

/// Every accepted header spelling of joint `i` (0-based).
fn joint_spelling() -> impl Strategy<Value = (bool, bool, u8, u8)> {
    // (underscore, upper case, spaces before, spaces after)
    (any::<bool>(), any::<bool>(), 0u8..3, 0u8..3)
}

fn spell(i: usize, s: (bool, bool, u8, u8)) -> String {
    let base = if s.0 { format!("joint_{}", i + 1) } else { format!("joint{}", i + 1) };
    let base = if s.1 { base.to_uppercase() } else { base };
    format!("{}{}{}", " ".repeat(s.2 as usize), base, " ".repeat(s.3 as usize))
}

proptest! {
    #[test]
    fn written_points_parse_back(pts in points(), sep in prop_oneof![Just(b','), Just(b';'), Just(b'\t'), Just(b'|')]) {
        let bytes = write(&pts, sep, |i| format!("joint{i}"), "time_from_start");
        let t = parse(&bytes, sep, Some(&limits())).expect("parses");
        prop_assert_eq!(t.points(), &pts[..]);
    }

    #[test]
    fn any_spelling_order_bom_and_line_ending(
        pts in points(),
        spellings in proptest::array::uniform7(joint_spelling()),
        time_name in prop_oneof![Just("t"), Just("time"), Just("time_from_start"), Just("Time"), Just(" T ")],
        order in Just((0..9).collect::<Vec<usize>>()).prop_shuffle(),
        bom in any::<bool>(),
        crlf in any::<bool>(),
        sep in prop_oneof![Just(b','), Just(b';'), Just(b'\t')],
    ) {
        // Columns 0..7 are joints, 7 the time, 8 an ignored extra column.
        let header_of = |c: usize| match c {
            0..=6 => spell(c, spellings[c]),
            7 => time_name.to_owned(),
            _ => "comment".to_owned(),
        };
        let value_of = |p: &TrajectoryPoint, c: usize| match c {
            0..=6 => format!("{:?}", p.positions[c]),
            7 => format!("{:?}", p.time_from_start),
            _ => "note".to_owned(),
        };
        let sep_s = (sep as char).to_string();
        let eol = if crlf { "\r\n" } else { "\n" };
        let mut text = String::new();
        if bom { text.push('\u{feff}'); }
        text += &order.iter().map(|&c| header_of(c)).collect::<Vec<_>>().join(&sep_s);
        text += eol;
        for p in &pts {
            text += &order.iter().map(|&c| value_of(p, c)).collect::<Vec<_>>().join(&sep_s);
            text += eol;
        }
        let t = parse(text.as_bytes(), sep, Some(&limits())).expect("parses");
        prop_assert_eq!(t.points(), &pts[..]);
    }

    /// Whatever the bytes: no panic, and either a valid trajectory or located problems.
    #[test]
    fn arbitrary_bytes_give_a_valid_trajectory_or_located_problems(
        bytes in proptest::collection::vec(any::<u8>(), 0..2000),
        sep in any::<u8>(),
    ) {
        check_outcome(parse(&bytes, sep, Some(&limits())))?;
    }

    #[test]
    fn a_valid_header_with_arbitrary_rows_gives_a_valid_trajectory_or_located_problems(
        rows in proptest::collection::vec("[0-9a-z.,;eE+\\-\" \r\n]{0,80}", 0..30),
    ) {
        let text = format!("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n{}", rows.join("\n"));
        check_outcome(parse(text.as_bytes(), b',', Some(&limits())))?;
    }
}

proptest! {
    /// The hand-written splitter for plain input gives exactly what the csv crate gives.
    #[test]
    fn plain_splitter_agrees_with_the_csv_crate(
        rows in proptest::collection::vec(
            proptest::collection::vec(prop_oneof![
                Just("0.5".to_owned()), Just("-1".to_owned()), Just(" 2.5 ".to_owned()), Just("x".to_owned()),
                Just("".to_owned()), Just("9".to_owned()), Just("1e-3".to_owned()), Just("nan".to_owned()), Just("-0.2".to_owned()),
            ], 0..10),
            0..25),
        crlf in any::<bool>(),
        trailing_eol in any::<bool>(),
        sep in prop_oneof![Just(b','), Just(b';'), Just(b'\t')],
    ) {
        use armrest_backend::formats::trajectory_csv::{Reading, parse_with};
        let s = (sep as char).to_string();
        let eol = if crlf { "\r\n" } else { "\n" };
        let mut text = ["t", "joint1", "joint2", "joint3", "joint4", "joint5", "joint6", "joint7"].join(&s) + eol;
        text += &rows.iter().map(|r| r.join(&s)).collect::<Vec<_>>().join(eol);
        if trailing_eol { text += eol; }
        let fast = parse_with(text.as_bytes(), sep, Some(&limits()), Reading::Auto);
        let reference = parse_with(text.as_bytes(), sep, Some(&limits()), Reading::CsvCrate);
        prop_assert_eq!(fast, reference);
    }
}

proptest! {
    /// With a velocity limit, a file is accepted exactly when no two consecutive points need
    /// more than it, and each refusal names the later point's row and the joint's column.
    #[test]
    fn too_fast_points_are_refused_at_their_row_and_column(
        steps in proptest::collection::vec((proptest::array::uniform7(-0.5f64..0.5), 0.05f64..2.0), 1..30),
    ) {
        let mut t = 0.0;
        let mut q = [0.0; 7];
        let pts: Vec<TrajectoryPoint> = steps
            .iter()
            .map(|(dq, dt)| {
                t += dt;
                for (x, d) in q.iter_mut().zip(dq) {
                    *x += d;
                }
                TrajectoryPoint { positions: q, time_from_start: t }
            })
            .filter(|p| limits().contains(&p.positions))
            .collect();
        prop_assume!(!pts.is_empty());
        let l = limits_with_velocity(1.0);
        let bytes = write(&pts, b',', |i| format!("Joint_{i}"), "t");
        match parse(&bytes, b',', Some(&l)) {
            Ok(_) => prop_assert!(armrest_backend::trajectory::within_velocity_limits(&pts, &l)),
            Err(v) => {
                prop_assert!(!armrest_backend::trajectory::within_velocity_limits(&pts, &l));
                for problem in &v.0 {
                    prop_assert_eq!(problem.kind, "velocity_limit");
                    let loc = serde_json::to_value(&problem.loc).map_err(|e| TestCaseError::fail(e.to_string()))?;
                    let row = loc[1].as_u64().unwrap_or(0) as usize;
                    // Row 1 is the header: point k is on row k + 2, and k >= 1 (a later point).
                    prop_assert!(row >= 3 && row <= pts.len() + 1, "{}", loc);
                    let column = loc[2].as_str().unwrap_or("");
                    let joint: usize = column.trim_start_matches("Joint_").parse().unwrap_or(0);
                    let (a, b) = (&pts[row - 3], &pts[row - 2]);
                    let speed = (b.positions[joint - 1] - a.positions[joint - 1]).abs()
                        / (b.time_from_start - a.time_from_start);
                    prop_assert!(speed > 1.0, "{} at {}", speed, loc);
                }
            }
        }
    }
}
