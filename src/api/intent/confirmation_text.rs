//! The figures a person reads when asked to confirm a motion (MCP elicitation, D22; the words
//! are the intent's, so they sit below the MCP layer that asks): each one
//! rounded, angles in radians and degrees, lengths in metres and millimetres, durations in
//! seconds, a speed scale as the share of the joint limits it is. No figure carries more than
//! [`MOST_DECIMALS`] decimals, whatever the request or the plan holds.

use armrest_backend::motion::Scaling;

/// The most decimals any figure of a confirmation shows (a length in metres).
pub const MOST_DECIMALS: usize = 4;

/// Decimals of an angle in radians: `0.524 rad`.
const RAD_DECIMALS: usize = 3;
/// Decimals of an angle in degrees: `30.0°`.
const DEG_DECIMALS: usize = 1;
/// Decimals of a length in metres: `0.5755 m` (a tenth of a millimetre).
const M_DECIMALS: usize = MOST_DECIMALS;
/// Decimals of a length in millimetres: `575.5 mm`.
const MM_DECIMALS: usize = 1;
/// Decimals of a duration: `1.52 s`.
const S_DECIMALS: usize = 2;
/// Decimals of a scale as asked (`0.25`), trailing zeros dropped.
const SCALE_DECIMALS: usize = 3;
/// Decimals of the percentage a scale is (`12.5 %`), trailing zeros dropped.
const SHARE_PERCENT_DECIMALS: usize = 1;

/// Magnitudes from which a figure is written in scientific notation (no arm measures this much:
/// only a request out of every range has such a value).
const HUGE: f64 = 1e9;

/// `v` with `places` decimals; `-0.000` reads `0.000`; a huge value in scientific notation.
fn fixed(v: f64, places: usize) -> String {
    if v.is_nan() {
        return "NaN".to_owned();
    }
    if v.is_infinite() {
        return if v > 0.0 { "∞" } else { "-∞" }.to_owned();
    }
    if v.abs() >= HUGE {
        return format!("{v:.3e}");
    }
    let s = format!("{v:.places$}");
    match s.strip_prefix('-') {
        Some(positive) if positive.chars().all(|c| c == '0' || c == '.') => positive.to_owned(),
        _ => s,
    }
}

/// `v` with at most `places` decimals, trailing zeros dropped: `0.25`, `0.1`, `1`.
fn trimmed(v: f64, places: usize) -> String {
    let s = fixed(v, places);
    if s.contains('.') && !s.contains('e') { s.trim_end_matches('0').trim_end_matches('.').to_owned() } else { s }
}

/// An angle: `0.524 rad (30.0°)`.
pub fn angle(rad: f64) -> String {
    format!("{} rad ({}°)", fixed(rad, RAD_DECIMALS), fixed(rad.to_degrees(), DEG_DECIMALS))
}

/// Joint angles: `[0.400 rad (22.9°), 0.300 rad (17.2°), …]`.
pub fn angles(q: &[f64]) -> String {
    let each: Vec<String> = q.iter().map(|v| angle(*v)).collect();
    format!("[{}]", each.join(", "))
}

/// A length: `0.5755 m (575.5 mm)`.
pub fn length(m: f64) -> String {
    format!("{} m ({} mm)", fixed(m, M_DECIMALS), fixed(m * 1000.0, MM_DECIMALS))
}

/// A speed of the tool: `0.125 m/s`.
pub fn speed(m_s: f64) -> String {
    format!("{} m/s", fixed(m_s, 3))
}

/// A duration: `1.52 s`.
pub fn seconds(s: f64) -> String {
    format!("{} s", fixed(s, S_DECIMALS))
}

/// A fraction as a whole percentage: `20 %`.
pub fn percent(fraction: f64) -> String {
    format!("{} %", fixed(fraction * 100.0, 0))
}

/// A scale as asked and the share it is: `0.25 = 25 %`.
pub fn share(scale: f64) -> String {
    format!("{} = {} %", trimmed(scale, SCALE_DECIMALS), trimmed(scale * 100.0, SHARE_PERCENT_DECIMALS))
}

/// The speed and acceleration a move asks for, and whether the call gave them:
/// `Speed: speed 0.3 = 30 % of the joint limits, as asked; the acceleration follows it
/// (accel_scale 0).`
pub fn pace(scaling: &Scaling, speed_given: bool) -> String {
    let speed = format!(
        "speed {} of the joint limits{}",
        share(scaling.speed),
        if speed_given { ", as asked" } else { " (the default: the call gives no speed)" }
    );
    let accel = if scaling.accel > 0.0 {
        format!("accel_scale {} of the acceleration limits", share(scaling.accel))
    } else {
        "the acceleration follows the speed (accel_scale 0)".to_owned()
    };
    format!("Speed: {speed}; {accel}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn figures_read_rounded_in_both_units() {
        assert_eq!(angle(std::f64::consts::FRAC_PI_6), "0.524 rad (30.0°)");
        assert_eq!(angle(-0.008657518011616995), "-0.009 rad (-0.5°)");
        assert_eq!(angle(-0.00001), "0.000 rad (0.0°)", "no negative zero");
        assert_eq!(length(0.57551234), "0.5755 m (575.5 mm)");
        assert_eq!(seconds(1.5151), "1.52 s");
        assert_eq!(percent(0.2049), "20 %");
        assert_eq!(share(0.3), "0.3 = 30 %");
        assert_eq!(share(0.25), "0.25 = 25 %");
        assert_eq!(share(1.0), "1 = 100 %");
        assert_eq!(angles(&[0.4, -0.2]), "[0.400 rad (22.9°), -0.200 rad (-11.5°)]");
        assert_eq!(fixed(f64::INFINITY, 2), "∞");
        assert_eq!(fixed(1.234_567e300, 4), "1.235e300");
    }

    #[test]
    fn the_pace_says_the_speed_and_whether_it_was_asked() {
        assert_eq!(
            pace(&Scaling::new(0.3), true),
            "Speed: speed 0.3 = 30 % of the joint limits, as asked; the acceleration follows the speed (accel_scale 0)."
        );
        let given = Scaling { speed: 0.1, accel: 0.05 };
        assert_eq!(
            pace(&given, false),
            "Speed: speed 0.1 = 10 % of the joint limits (the default: the call gives no speed); accel_scale 0.05 = 5 % \
             of the acceleration limits."
        );
    }

    /// The most digits after a decimal point in `s`.
    fn most_decimals(s: &str) -> usize {
        s.split('.').skip(1).map(|after| after.chars().take_while(char::is_ascii_digit).count()).max().unwrap_or(0)
    }

    proptest! {
        /// Whatever the value, no figure has more than MOST_DECIMALS decimals.
        #[test]
        fn no_figure_has_more_than_four_decimals(v in proptest::num::f64::ANY) {
            for s in [angle(v), length(v), seconds(v), percent(v), share(v)] {
                prop_assert!(most_decimals(&s) <= MOST_DECIMALS, "{}", s);
            }
        }
    }
}
