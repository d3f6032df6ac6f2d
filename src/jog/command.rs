//! The jog protocol's commands (D29): one JSON object per WebSocket message, read and checked
//! here into the domain's `armrest_backend::jog::Command`, every problem located below `message`
//! as a request's are below `body` (D5).
//!
//! - `{"mode": "joint", "velocity": [7 fractions]}`: each joint's velocity as a fraction,
//!   -1..1, of its velocity limit (then capped by `jog.max_speed`).
//! - `{"mode": "cartesian", "frame": "base"|"tool", "linear": [vx, vy, vz], "angular": [wx, wy,
//!   wz]}`: the TCP's velocity, m/s and rad/s, along the axes of the planning frame (`base`) or
//!   of the TCP itself (`tool`); each component within `jog.max_linear_m_s` and
//!   `jog.max_angular_rad_s`.

use armrest_backend::DOF;
use armrest_backend::jog::{Command, Frame};
use armrest_backend::validation::{Checker, Loc, Reading, Violations};
use serde_json::{Map, Value};

/// Where a command's problems are located: `["message", ...]`.
pub const LOC_ROOT: &str = "message";
/// A joint command's fractions lie within `-FRACTION_MAX..=FRACTION_MAX` of the velocity limit.
pub const FRACTION_MAX: f64 = 1.0;
/// Longest command accepted, bytes: a command is a few hundred.
pub const MAX_BYTES: usize = 4096;
pub const MODES: [&str; 2] = ["joint", "cartesian"];
pub const FRAMES: [&str; 2] = ["base", "tool"];

/// The Cartesian bounds a command is checked against (`jog.max_linear_m_s`,
/// `jog.max_angular_rad_s`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub linear: f64,
    pub angular: f64,
}

/// Reads one message's text; every problem is located.
pub fn parse(text: &str, bounds: &Bounds) -> Result<Command, Violations> {
    let root = Loc::root(LOC_ROOT);
    if text.len() > MAX_BYTES {
        return Err(Violations::one(
            root,
            "too_long",
            format!("a jog command is at most {MAX_BYTES} bytes, this one has {}", text.len()),
        ));
    }
    let value: Value = serde_json::from_str(text)
        .map_err(|e| Violations::one(root.clone(), "json_invalid", format!("not a JSON object: {e}")))?;
    let mut c = Checker::new();
    let command = read(&mut c, &value, &root, bounds);
    c.finish(|| command)
}

fn read(c: &mut Checker, value: &Value, root: &Loc, bounds: &Bounds) -> Option<Command> {
    let obj = c.object(value, root)?;
    let mode = c.required(obj, "mode", root).and_then(|m| c.choice(m, &root.at("mode"), &MODES))?;
    let known: &[&str] = if mode == "joint" { &["mode", "velocity"] } else { &["mode", "frame", "linear", "angular"] };
    extra_fields(c, obj, root, known, mode);
    if mode == "joint" {
        let at = root.at("velocity");
        let velocity =
            c.required(obj, "velocity", root).and_then(|v| numbers::<DOF>(c, v, &at, FRACTION_MAX, Reading::Share));
        return Some(Command::Joint { velocity: velocity? });
    }
    let frame = c.required(obj, "frame", root).and_then(|f| c.choice(f, &root.at("frame"), &FRAMES));
    let linear = c
        .required(obj, "linear", root)
        .and_then(|v| numbers::<3>(c, v, &root.at("linear"), bounds.linear, Reading::Plain));
    let angular = c
        .required(obj, "angular", root)
        .and_then(|v| numbers::<3>(c, v, &root.at("angular"), bounds.angular, Reading::Plain));
    let frame = if frame? == "tool" { Frame::Tool } else { Frame::Base };
    Some(Command::Cartesian { frame, linear: linear?, angular: angular? })
}

/// A field the mode does not have is refused: a misspelt one would otherwise be a command
/// silently ignored while the arm moves.
fn extra_fields(c: &mut Checker, obj: &Map<String, Value>, root: &Loc, known: &[&str], mode: &str) {
    for key in obj.keys().filter(|k| !known.contains(&k.as_str())) {
        let fields: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
        c.push(
            root.at(key.clone()),
            "extra_forbidden",
            format!("Extra inputs are not permitted (a {mode} command has {})", fields.join(", ")),
        );
    }
}

/// Exactly `N` finite numbers, each within `-max..=max`, read as `reading` says (a joint's
/// share of its limit hints at a percentage).
fn numbers<const N: usize>(c: &mut Checker, v: &Value, loc: &Loc, max: f64, reading: Reading) -> Option<[f64; N]> {
    let items = c.array(v, loc)?;
    if !c.length(items.len(), loc, N, N) {
        return None;
    }
    let before = c.count();
    let mut out = [0.0; N];
    for (i, item) in items.iter().enumerate() {
        if let Some(x) = c.number_in_as(item, &loc.at(i), -max, max, reading) {
            out[i] = x;
        }
    }
    (c.count() == before).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const B: Bounds = Bounds { linear: 0.25, angular: 0.5 };

    fn locs(text: &str) -> Vec<(String, &'static str)> {
        let e = parse(text, &B).expect_err("refused");
        e.0.iter().map(|v| (v.loc.to_string(), v.kind)).collect()
    }

    #[test]
    fn reads_both_modes() {
        let j = parse(r#"{"mode":"joint","velocity":[0.5,0,0,0,0,0,-1]}"#, &B).unwrap();
        assert_eq!(j, Command::Joint { velocity: [0.5, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0] });
        let c = parse(r#"{"mode":"cartesian","frame":"tool","linear":[0,0,0.1],"angular":[0,0,0]}"#, &B).unwrap();
        assert_eq!(c, Command::Cartesian { frame: Frame::Tool, linear: [0.0, 0.0, 0.1], angular: [0.0; 3] });
        assert!(!c.is_zero());
        assert!(parse(r#"{"mode":"joint","velocity":[0,0,0,0,0,0,0]}"#, &B).unwrap().is_zero());
    }

    /// A joint's share given as a percentage says so (issue 38), as `speed` does.
    #[test]
    fn a_share_in_percent_is_answered_with_that_reading() {
        let Err(v) = parse(r#"{"mode":"joint","velocity":[25,0,0,0,0,0,0]}"#, &B) else { panic!("25 is refused") };
        let message = &v.0[0].msg;
        assert!(message.contains("a percentage? 25 % = 0.25"), "{message}");
    }

    #[test]
    fn locates_every_problem() {
        assert_eq!(locs("nope"), [("message".to_owned(), "json_invalid")]);
        assert_eq!(locs("[]"), [("message".to_owned(), "model_attributes_type")]);
        assert_eq!(locs(r#"{"mode":"fly"}"#), [("message.mode".to_owned(), "enum")]);
        assert_eq!(
            locs(r#"{"mode":"joint","velocity":[2,0,0,0,0,"x",0],"speed":1}"#),
            [
                ("message.speed".to_owned(), "extra_forbidden"),
                ("message.velocity[0]".to_owned(), "less_than_equal"),
                ("message.velocity[5]".to_owned(), "float_type"),
            ]
        );
        assert_eq!(locs(r#"{"mode":"joint","velocity":[0,0]}"#), [("message.velocity".to_owned(), "too_short")]);
        assert_eq!(
            locs(r#"{"mode":"cartesian","frame":"world","linear":[0,0,1],"angular":[0,0]}"#),
            [
                ("message.frame".to_owned(), "enum"),
                ("message.linear[2]".to_owned(), "less_than_equal"),
                ("message.angular".to_owned(), "too_short"),
            ]
        );
        assert_eq!(locs(&" ".repeat(MAX_BYTES + 1)), [("message".to_owned(), "too_long")]);
    }

    proptest! {
        /// Any text is answered, never a panic; what is accepted is within its bounds.
        #[test]
        fn any_text_is_answered(text in ".{0,200}") {
            if let Ok(c) = parse(&text, &B) {
                match c {
                    Command::Joint { velocity } => prop_assert!(velocity.iter().all(|v| v.abs() <= FRACTION_MAX)),
                    Command::Cartesian { linear, angular, .. } => {
                        prop_assert!(linear.iter().all(|v| v.abs() <= B.linear));
                        prop_assert!(angular.iter().all(|v| v.abs() <= B.angular));
                    }
                }
            }
        }

        /// A joint command is accepted exactly when every fraction is within -1..1, and read as
        /// given.
        #[test]
        fn joint_fractions_are_bounded(v in proptest::array::uniform7(-2.0f64..2.0)) {
            let text = serde_json::json!({"mode": "joint", "velocity": v}).to_string();
            match parse(&text, &B) {
                Ok(Command::Joint { velocity }) => prop_assert_eq!(velocity, v),
                Ok(other) => prop_assert!(false, "{:?}", other),
                Err(e) => {
                    prop_assert!(v.iter().any(|x| x.abs() > FRACTION_MAX));
                    let out = v.iter().filter(|x| x.abs() > FRACTION_MAX).count();
                    prop_assert_eq!(e.0.len(), out);
                    prop_assert!(e.0.iter().all(|p| p.kind.ends_with("than_equal") && p.loc.to_string().starts_with("message.velocity[")));
                }
            }
        }

        /// Cartesian components beyond the configured bounds are refused, each located.
        #[test]
        fn cartesian_components_are_bounded(
            l in proptest::array::uniform3(-0.5f64..0.5),
            a in proptest::array::uniform3(-1.0f64..1.0),
            tool in any::<bool>(),
        ) {
            let frame = if tool { "tool" } else { "base" };
            let text = serde_json::json!({"mode": "cartesian", "frame": frame, "linear": l, "angular": a}).to_string();
            let out = l.iter().filter(|x| x.abs() > B.linear).count() + a.iter().filter(|x| x.abs() > B.angular).count();
            match parse(&text, &B) {
                Ok(Command::Cartesian { linear, angular, frame: f }) => {
                    prop_assert_eq!(out, 0);
                    prop_assert_eq!((linear, angular), (l, a));
                    prop_assert_eq!(f, if tool { Frame::Tool } else { Frame::Base });
                }
                Ok(other) => prop_assert!(false, "{:?}", other),
                Err(e) => prop_assert_eq!(e.0.len(), out),
            }
        }
    }
}
