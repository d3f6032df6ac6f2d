//! Validation problems in the shape FastAPI clients parse (`loc`, `msg`, `type`), and a small
//! checker that walks a JSON value and collects every problem instead of stopping at the first.
//! HTTP bodies, MCP arguments and uploaded files all go through it, so a rule written once
//! answers the same way everywhere.

use serde::Serialize;
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::fmt;

/// One step of a location path: an object key or an array index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum LocItem {
    /// A field's name is nearly always the text of its declaration: borrowed, not copied, so a
    /// valid request builds its locations without allocating for their names.
    Key(Cow<'static, str>),
    Index(usize),
}

impl From<&'static str> for LocItem {
    fn from(s: &'static str) -> Self {
        LocItem::Key(Cow::Borrowed(s))
    }
}
impl From<String> for LocItem {
    fn from(s: String) -> Self {
        LocItem::Key(Cow::Owned(s))
    }
}
impl From<usize> for LocItem {
    fn from(i: usize) -> Self {
        LocItem::Index(i)
    }
}

/// Path to an offending value, e.g. `["body", "points", 12, "positions", 2]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Loc(pub Vec<LocItem>);

impl Loc {
    pub fn root(first: &'static str) -> Self {
        Loc(vec![first.into()])
    }
    pub fn empty() -> Self {
        Loc(Vec::new())
    }
    /// This path extended by one step.
    pub fn at(&self, step: impl Into<LocItem>) -> Self {
        let mut v = Vec::with_capacity(self.0.len() + 1);
        v.extend_from_slice(&self.0);
        v.push(step.into());
        Loc(v)
    }
    /// `prefix` followed by this path.
    pub fn prefixed(mut self, prefix: &Loc) -> Self {
        let mut v = prefix.0.clone();
        v.append(&mut self.0);
        Loc(v)
    }
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, item) in self.0.iter().enumerate() {
            match item {
                LocItem::Key(k) if i == 0 => write!(f, "{k}")?,
                LocItem::Key(k) => write!(f, ".{k}")?,
                LocItem::Index(n) => write!(f, "[{n}]")?,
            }
        }
        Ok(())
    }
}

/// One problem with an input value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Violation {
    pub loc: Loc,
    pub msg: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
}

impl Violation {
    pub fn new(loc: Loc, kind: &'static str, msg: impl Into<String>) -> Self {
        Violation { loc, msg: msg.into(), kind }
    }
}

/// Every problem found in one input; never empty when returned as an error.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub struct Violations(pub Vec<Violation>);

impl Violations {
    pub fn one(loc: Loc, kind: &'static str, msg: impl Into<String>) -> Self {
        Violations(vec![Violation::new(loc, kind, msg)])
    }
    /// The same problems with `prefix` put before every path.
    pub fn prefixed(self, prefix: &Loc) -> Self {
        Violations(self.0.into_iter().map(|v| Violation { loc: v.loc.prefixed(prefix), ..v }).collect())
    }
}

impl fmt::Display for Violations {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{}: {}", v.loc, v.msg)?;
        }
        Ok(())
    }
}

/// Formats a number the way a person writes it: the shortest text that reads back as the same
/// number (`1`, `0.01`, `-2.97`), in exponent form where plain digits would be long (`1e300`,
/// `1.5e-7`, as Python's `repr` switches), and non-finite values as Python prints them (`inf`,
/// `-inf`, `nan`). A client may send any number: a message or a log line that shows one stays
/// short (at most 24 characters).
pub fn fmt_num(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let magnitude = x.abs();
    if magnitude == 0.0 || (PLAIN_FROM..PLAIN_BELOW).contains(&magnitude) { format!("{x}") } else { format!("{x:e}") }
}

/// Magnitudes [`fmt_num`] writes in plain digits; outside, in exponent form (Python's bounds).
const PLAIN_FROM: f64 = 1e-4;
const PLAIN_BELOW: f64 = 1e16;

/// `x` with `places` decimals (`0.400`), as messages and log lines print measures, where that is
/// short and shows the value; otherwise (`1e300`, `2e-9` with 3 places) as [`fmt_num`] writes it.
pub fn fmt_fixed(x: f64, places: usize) -> String {
    let magnitude = x.abs();
    let smallest = 10f64.powi(-i32::try_from(places).unwrap_or(i32::MAX));
    if magnitude == 0.0 || (smallest..FIXED_BELOW).contains(&magnitude) { format!("{x:.places$}") } else { fmt_num(x) }
}

/// Magnitudes from which [`fmt_fixed`] switches to [`fmt_num`]: beyond any measure of an arm.
const FIXED_BELOW: f64 = 1e9;

/// Collects problems while reading a JSON value. Each accessor returns `None` after recording
/// why, so a caller reads every field, then calls [`Checker::finish`].
#[derive(Default)]
pub struct Checker {
    problems: Vec<Violation>,
    /// Problems beyond [`MAX_LISTED`], counted but not kept: a million bad rows must not make a
    /// million-item answer.
    unlisted: usize,
}

/// At most this many problems are listed in one answer.
pub const MAX_LISTED: usize = 100;

impl Checker {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, loc: Loc, kind: &'static str, msg: impl Into<String>) {
        if self.problems.len() < MAX_LISTED {
            self.problems.push(Violation::new(loc, kind, msg));
        } else {
            self.unlisted += 1;
        }
    }

    pub fn extend(&mut self, v: Violations) {
        for p in v.0 {
            self.push(p.loc, p.kind, p.msg);
        }
    }

    /// Takes over `other`'s problems (after this checker's own), with `relocate` applied to each
    /// location.
    pub fn absorb(&mut self, other: Checker, relocate: impl Fn(&mut Loc)) {
        for mut p in other.problems {
            relocate(&mut p.loc);
            self.push(p.loc, p.kind, p.msg);
        }
        self.unlisted += other.unlisted;
    }

    /// How many problems were recorded so far.
    pub fn count(&self) -> usize {
        self.problems.len() + self.unlisted
    }

    pub fn is_clean(&self) -> bool {
        self.problems.is_empty()
    }

    /// `Ok(value)` when nothing was recorded, else every problem.
    pub fn finish<T>(mut self, value: impl FnOnce() -> Option<T>) -> Result<T, Violations> {
        if self.unlisted > 0 {
            self.problems.push(Violation::new(
                Loc::empty(),
                "too_many_errors",
                format!("{} more problems not listed; fix the ones above and try again", self.unlisted),
            ));
        }
        if !self.problems.is_empty() {
            return Err(Violations(self.problems));
        }
        match value() {
            Some(v) => Ok(v),
            // Unreachable when every `None` was recorded; kept as an error rather than a panic.
            None => Err(Violations::one(Loc::empty(), "value_error", "invalid input")),
        }
    }

    pub fn object<'v>(&mut self, v: &'v Value, loc: &Loc) -> Option<&'v Map<String, Value>> {
        match v {
            Value::Object(m) => Some(m),
            _ => {
                self.push(
                    loc.clone(),
                    "model_attributes_type",
                    "Input should be a valid dictionary or object to extract fields from",
                );
                None
            }
        }
    }

    /// The field, or a `missing` problem.
    pub fn required<'v>(&mut self, obj: &'v Map<String, Value>, key: &'static str, loc: &Loc) -> Option<&'v Value> {
        match obj.get(key) {
            Some(v) => Some(v),
            None => {
                self.push(loc.at(key), "missing", "Field required");
                None
            }
        }
    }

    /// A JSON `null` counts as absent, as for an optional field in FastAPI.
    pub fn optional<'v>(obj: &'v Map<String, Value>, key: &str) -> Option<&'v Value> {
        obj.get(key).filter(|v| !v.is_null())
    }

    pub fn number(&mut self, v: &Value, loc: &Loc) -> Option<f64> {
        match v.as_f64() {
            Some(x) if x.is_finite() => Some(x),
            Some(_) => {
                self.push(loc.clone(), "finite_number", "Input should be a finite number");
                None
            }
            None => {
                self.push(loc.clone(), "float_type", "Input should be a valid number");
                None
            }
        }
    }

    /// A number within `[min, max]`.
    pub fn number_in(&mut self, v: &Value, loc: &Loc, min: f64, max: f64) -> Option<f64> {
        let x = self.number(v, loc)?;
        self.range(x, loc, min, max)
    }

    /// `x` if within `[min, max]`; else a problem in pydantic's words, with the value received.
    pub fn range(&mut self, x: f64, loc: &Loc, min: f64, max: f64) -> Option<f64> {
        self.range_as(x, loc, min, max, Reading::Plain)
    }

    /// A number within `[min, max]` that measures what `reading` says: a value out of range that
    /// reads as another unit says so ([`unit_hint`]).
    pub fn number_in_as(&mut self, v: &Value, loc: &Loc, min: f64, max: f64, reading: Reading) -> Option<f64> {
        let x = self.number(v, loc)?;
        self.range_as(x, loc, min, max, reading)
    }

    /// [`Checker::range`] for a number that measures what `reading` says: the problem of a
    /// value out of range that reads as another unit ends with the hint ([`unit_hint`]).
    pub fn range_as(&mut self, x: f64, loc: &Loc, min: f64, max: f64, reading: Reading) -> Option<f64> {
        let (kind, bound) = if x < min {
            ("greater_than_equal", format!("greater than or equal to {}", fmt_num(min)))
        } else if x > max {
            ("less_than_equal", format!("less than or equal to {}", fmt_num(max)))
        } else {
            return Some(x);
        };
        let hint = unit_hint(x, reading, min, max).map(|h| format!(": {h}")).unwrap_or_default();
        self.push(loc.clone(), kind, format!("Input should be {bound} (got {}){hint}", fmt_num(x)));
        None
    }

    /// Whether `text` has at most `max` characters (Unicode scalar values, as JSON Schema's
    /// `maxLength` and pydantic's `max_length` count them); else a `string_too_long` problem that
    /// says the bound and never repeats the text.
    pub fn text_length(&mut self, text: &str, loc: &Loc, max: usize) -> bool {
        // A character is at least a byte: short text needs no counting.
        if text.len() <= max || text.chars().count() <= max {
            return true;
        }
        self.push(loc.clone(), "string_too_long", format!("String should have at most {max} character{}", plural(max)));
        false
    }

    pub fn integer(&mut self, v: &Value, loc: &Loc) -> Option<i64> {
        match v.as_i64() {
            Some(i) => Some(i),
            None => {
                // 3.0 is an integer to a person and to pydantic.
                if let Some(f) = v.as_f64()
                    && f.fract() == 0.0
                    && f.abs() < 9.0e15
                {
                    return Some(f as i64);
                }
                self.push(loc.clone(), "int_type", "Input should be a valid integer");
                None
            }
        }
    }

    pub fn string<'v>(&mut self, v: &'v Value, loc: &Loc) -> Option<&'v str> {
        match v.as_str() {
            Some(s) => Some(s),
            None => {
                self.push(loc.clone(), "string_type", "Input should be a valid string");
                None
            }
        }
    }

    pub fn boolean(&mut self, v: &Value, loc: &Loc) -> Option<bool> {
        match v.as_bool() {
            Some(b) => Some(b),
            None => {
                self.push(loc.clone(), "bool_type", "Input should be a valid boolean");
                None
            }
        }
    }

    pub fn array<'v>(&mut self, v: &'v Value, loc: &Loc) -> Option<&'v [Value]> {
        match v.as_array() {
            Some(a) => Some(a),
            None => {
                self.push(loc.clone(), "list_type", "Input should be a valid list");
                None
            }
        }
    }

    /// Checks a list's length against `[min, max]` items.
    pub fn length(&mut self, len: usize, loc: &Loc, min: usize, max: usize) -> bool {
        if len < min {
            let what = if min == max { "" } else { "at least " };
            self.push(
                loc.clone(),
                "too_short",
                format!("List should have {what}{min} item{} after validation, not {len}", plural(min)),
            );
            false
        } else if len > max {
            let what = if min == max { "" } else { "at most " };
            self.push(
                loc.clone(),
                "too_long",
                format!("List should have {what}{max} item{} after validation, not {len}", plural(max)),
            );
            false
        } else {
            true
        }
    }

    /// One of `choices`, compared case-insensitively; returns the canonical spelling.
    pub fn choice(&mut self, v: &Value, loc: &Loc, choices: &[&'static str]) -> Option<&'static str> {
        let s = self.string(v, loc)?;
        match choices.iter().find(|c| c.eq_ignore_ascii_case(s.trim())) {
            Some(c) => Some(c),
            None => {
                self.push(loc.clone(), "enum", format!("Input should be {}", one_of(choices)));
                None
            }
        }
    }
}

/// What a bounded number measures, so that a value out of its range that reads plausibly as
/// another unit is answered with that reading (`speed: 50` is a percentage, `b: 180` degrees).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reading {
    /// No other reading is offered.
    #[default]
    Plain,
    /// A share of at most 1 in magnitude (a speed scale, an acceleration scale, the override's
    /// fraction, a jog's signed share of a limit): a value of magnitude in (1, 100] whose
    /// hundredth is in range reads as a percentage.
    Share,
    /// An angle in radians: a value whose degrees lie in range reads as degrees.
    Radians,
}

/// Largest value [`Reading::Share`] reads as a percentage.
pub const PERCENT_MAX: f64 = 100.0;

/// The other reading of `x`, out of `[min, max]`, when it lies in range read that way: the one
/// rule of unit hints, for every request, MCP argument and file (`a percentage? 50 % = 0.5`,
/// `degrees? 180° = 3.1416 rad`). `None` for a value within range, or with no plausible reading.
pub fn unit_hint(x: f64, reading: Reading, min: f64, max: f64) -> Option<String> {
    if !x.is_finite() || (min..=max).contains(&x) {
        return None;
    }
    match reading {
        Reading::Plain => None,
        Reading::Share => {
            let share = x / PERCENT_MAX;
            (x.abs() > 1.0 && x.abs() <= PERCENT_MAX && (min..=max).contains(&share))
                .then(|| format!("a percentage? {} % = {}", fmt_num(x), fmt_num(share)))
        }
        Reading::Radians => degrees_hint(x, min, max),
    }
}

/// `degrees? 30° = 0.5236 rad` when `x` read as degrees lies within `[min, max]` radians.
pub fn degrees_hint(x: f64, min: f64, max: f64) -> Option<String> {
    let rad = x.to_radians();
    (x.is_finite() && (min..=max).contains(&rad))
        .then(|| format!("degrees? {}° = {} rad", fmt_num(x), fmt_fixed(rad, 4)))
}

/// Records that `frame` names none of `known` (`known_what`: "frames", "fixed frames"), in the one
/// wording every place that takes a frame answers with (a pose target, a world object).
pub fn unknown_frame(c: &mut Checker, loc: &Loc, frame: &str, known_what: &str, known: &[String]) {
    c.push(
        loc.clone(),
        "value_error",
        format!("unknown frame {}; known {known_what}: {}", crate::client_text::quoted(frame), known.join(", ")),
    );
}

/// Edits (Damerau-Levenshtein: a letter added, removed, changed, or two swapped) within which an
/// unknown key is a misspelling of a known one (D25): `sped` for `speed`, `time_from_strat` for
/// `time_from_start`. Fewer edits than the known key has letters, so `x` is never a misspelt `y`.
/// Compared without letter case and with `-` read as `_`: `Speed` and `frame-id` are misspelt too.
pub const TYPO_MAX_EDITS: usize = 2;

/// The known key `key` misspells (within [`TYPO_MAX_EDITS`]), the nearest one; `None` when none
/// is that near.
pub fn nearest_key<'k>(key: &str, known: &[&'k str]) -> Option<&'k str> {
    // The length difference is at least the distance: a long key (a client's 8 MiB) is never
    // compared letter by letter.
    let longest = known.iter().map(|k| k.chars().count()).max().unwrap_or(0);
    if key.len() > 4 * (longest + TYPO_MAX_EDITS) || key.chars().count() > longest + TYPO_MAX_EDITS {
        return None;
    }
    let plain = |s: &str| s.to_lowercase().replace('-', "_");
    let given = plain(key);
    known
        .iter()
        .map(|k| (strsim::damerau_levenshtein(&given, &plain(k)), *k))
        .filter(|(d, k)| *d <= TYPO_MAX_EDITS && *d < k.chars().count())
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

/// How a reader treats a key it does not know (D25).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extras {
    /// Every unknown key is a problem: MCP arguments, the world's objects and files.
    Refused,
    /// Only a misspelling of a known key is ([`nearest_key`]); any other is ignored, as FastAPI
    /// does for the original clients (HTTP bodies).
    Misspelt,
}

/// Records unknown `key` of the object at `loc` as `extras` says: `of` says what it is not part
/// of (`a field of this body`, `an argument of this tool`), `known` the keys there are. The key is
/// the client's text: the problem's `loc` and message show a bounded prefix of it, escaped
/// ([`crate::client_text::quoted`], D26).
pub fn unknown_key(c: &mut Checker, loc: &Loc, key: &str, known: &[&str], of: &str, extras: Extras) {
    use crate::client_text::{SHOWN_MAX_CHARS, quoted, sanitized};
    let at = loc.at(sanitized(key, SHOWN_MAX_CHARS));
    match (nearest_key(key, known), extras) {
        (Some(near), _) => {
            c.push(at, "extra_forbidden", format!("{} is not {of}: did you mean `{near}`?", quoted(key)));
        }
        (None, Extras::Refused) => {
            let expected = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
            c.push(at, "extra_forbidden", format!("{} is not {of} (there are: {expected})", quoted(key)));
        }
        (None, Extras::Misspelt) => {}
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// `'a', 'b' or 'c'`, as pydantic words an enum.
pub fn one_of(choices: &[&str]) -> String {
    let quoted: Vec<String> = choices.iter().map(|c| format!("'{c}'")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::f64::consts::TAU;

    #[test]
    fn loc_serializes_as_mixed_list() {
        let loc = Loc::root("body").at("points").at(12).at("positions").at(2);
        assert_eq!(serde_json::to_value(&loc).unwrap(), json!(["body", "points", 12, "positions", 2]));
        assert_eq!(loc.to_string(), "body.points[12].positions[2]");
    }

    #[test]
    fn checker_collects_every_problem() {
        let v = json!({"speed": 3, "name": 5});
        let mut c = Checker::new();
        let obj = c.object(&v, &Loc::root("body")).unwrap();
        let root = Loc::root("body");
        let _ = c.number_in(&obj["speed"], &root.at("speed"), 0.01, 1.0);
        let _ = c.string(&obj["name"], &root.at("name"));
        let _ = c.required(obj, "joints", &root);
        let err = c.finish(|| Some(())).unwrap_err();
        let kinds: Vec<_> = err.0.iter().map(|v| v.kind).collect();
        assert_eq!(kinds, ["less_than_equal", "string_type", "missing"]);
    }

    #[test]
    fn numbers_read_as_a_person_writes_them() {
        for (x, shown) in [
            (1.0, "1"),
            (0.01, "0.01"),
            (-2.97, "-2.97"),
            (86400.0, "86400"),
            (1e300, "1e300"),
            (-1.5e-7, "-1.5e-7"),
            (1e16, "1e16"),
            (0.0001, "0.0001"),
            (0.0, "0"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
        ] {
            assert_eq!(fmt_num(x), shown, "{x:?}");
        }
        assert_eq!(fmt_fixed(0.4, 3), "0.400");
        assert_eq!(fmt_fixed(-12.34567, 2), "-12.35");
        assert_eq!(fmt_fixed(0.0, 3), "0.000");
        assert_eq!(fmt_fixed(1e300, 3), "1e300");
        assert_eq!(fmt_fixed(2e-9, 3), "2e-9");
        assert_eq!(fmt_fixed(f64::INFINITY, 1), "inf");
    }

    #[test]
    fn a_long_text_is_refused_with_its_bound_never_its_content() {
        let mut c = Checker::new();
        let loc = Loc::root("body").at("frame_id");
        assert!(c.text_length(&"ä".repeat(256), &loc, 256), "256 characters (512 bytes) fit");
        assert!(!c.text_length(&"secret".repeat(100), &loc, 256));
        let err = c.finish(|| Some(())).unwrap_err();
        assert_eq!(err.0[0].kind, "string_too_long");
        assert_eq!(err.0[0].msg, "String should have at most 256 characters");
    }

    proptest::proptest! {
        /// Any number a client sends prints short and reads back as the same number.
        #[test]
        fn fmt_num_is_short_and_round_trips(bits in proptest::num::u64::ANY) {
            let x = f64::from_bits(bits);
            proptest::prop_assume!(x.is_finite());
            let shown = fmt_num(x);
            proptest::prop_assert!(shown.len() < 25, "{}", shown);
            proptest::prop_assert_eq!(shown.parse::<f64>().map(f64::to_bits), Ok(x.to_bits()), "{}", shown);
        }

        /// A known key with one letter changed is found as itself (or as a key as near), and
        /// whatever a client sends as a key, finding its nearest never panics.
        #[test]
        fn one_edit_finds_the_key_and_any_text_is_safe(i in 0usize..4, at in 0usize..20, letter in proptest::char::range('a', 'z'), any in ".*") {
            let known = ["speed", "accel_scale", "time_from_start", "frame_id"];
            let key: Vec<char> = known[i].chars().collect();
            let mut misspelt = key.clone();
            misspelt[at % key.len()] = letter;
            let misspelt: String = misspelt.into_iter().collect();
            let found = nearest_key(&misspelt, &known);
            proptest::prop_assert!(found.is_some(), "{}", misspelt);
            if let Some(k) = found {
                proptest::prop_assert!(strsim::damerau_levenshtein(&misspelt, k) <= 1, "{} {}", misspelt, k);
            }
            let _ = nearest_key(&any, &known);
        }

        /// With decimals too, no number prints long.
        #[test]
        fn fmt_fixed_is_short(bits in proptest::num::u64::ANY, places in 0usize..4) {
            let x = f64::from_bits(bits);
            let shown = fmt_fixed(x, places);
            proptest::prop_assert!(shown.len() < 25, "{}", shown);
        }
    }

    #[test]
    fn a_misspelt_key_is_the_nearest_known_one() {
        let known = ["name", "speed", "accel_scale", "time_from_start", "x", "y"];
        for (key, near) in [
            ("sped", Some("speed")),
            ("Speed", Some("speed")),
            ("spede", Some("speed")),
            ("accel-scale", Some("accel_scale")),
            ("ACCEL_SCALE", Some("accel_scale")),
            ("time_from_strat", Some("time_from_start")),
            ("nmae", Some("name")),
            ("velocity", None),
            ("z", None),
            ("xx", None),
            ("", None),
        ] {
            assert_eq!(nearest_key(key, &known), near, "{key}");
        }
        assert_eq!(nearest_key(&"s".repeat(8 << 20), &known), None);
    }

    #[test]
    fn an_unknown_key_is_shown_short_and_refused_as_extras_says() {
        let loc = Loc::root("body");
        let mut c = Checker::new();
        unknown_key(&mut c, &loc, "sped", &["name", "speed"], "a field of this body", Extras::Misspelt);
        unknown_key(&mut c, &loc, "colour", &["name", "speed"], "a field of this body", Extras::Misspelt);
        let long = "k".repeat(8 << 20);
        unknown_key(&mut c, &loc, &long, &["name"], "a field of this object", Extras::Refused);
        let err = c.finish(|| Some(())).unwrap_err();
        assert_eq!(err.0.len(), 2, "{err}");
        assert_eq!(err.0[0].loc, loc.at("sped"));
        assert_eq!(err.0[0].kind, "extra_forbidden");
        assert_eq!(err.0[0].msg, "`sped` is not a field of this body: did you mean `speed`?");
        assert!(err.0[1].msg.ends_with("is not a field of this object (there are: name)"), "{}", err.0[1].msg);
        assert!(serde_json::to_string(&err.0[1]).unwrap().len() < 600);
    }

    #[test]
    fn a_value_out_of_range_that_reads_as_another_unit_says_so() {
        let mut c = Checker::new();
        let loc = Loc::root("body").at("speed");
        assert_eq!(c.range_as(50.0, &loc, 0.01, 1.0, Reading::Share), None);
        assert_eq!(c.range_as(2.0, &loc, 0.01, 1.0, Reading::Plain), None);
        assert_eq!(c.range_as(180.0, &loc, -TAU, TAU, Reading::Radians), None);
        assert_eq!(c.range_as(0.5, &loc, 0.01, 1.0, Reading::Share), Some(0.5));
        let err = c.finish(|| Some(())).unwrap_err();
        assert_eq!(err.0[0].msg, "Input should be less than or equal to 1 (got 50): a percentage? 50 % = 0.5");
        assert_eq!(err.0[0].kind, "less_than_equal");
        assert_eq!(err.0[1].msg, "Input should be less than or equal to 1 (got 2)");
        assert_eq!(
            err.0[2].msg,
            "Input should be less than or equal to 6.283185307179586 (got 180): degrees? 180° = 3.1416 rad"
        );
        // Beyond what the other reading puts in range: no hint.
        assert_eq!(unit_hint(101.0, Reading::Share, 0.0, 1.0), None);
        assert_eq!(unit_hint(-50.0, Reading::Share, 0.0, 1.0), None);
        assert_eq!(unit_hint(-50.0, Reading::Share, -1.0, 1.0).as_deref(), Some("a percentage? -50 % = -0.5"));
        assert_eq!(unit_hint(0.5, Reading::Share, 0.01, 1.0), None);
        assert_eq!(unit_hint(400.0, Reading::Radians, -TAU, TAU), None);
        assert_eq!(unit_hint(-180.0, Reading::Radians, -TAU, TAU).as_deref(), Some("degrees? -180° = -3.1416 rad"));
    }

    proptest::proptest! {
        /// A share sent as a percentage (1 % excluded: 1 is a share) is answered with its share;
        /// an angle sent in degrees beyond ±2π with its radians; a value in range never is; and the
        /// value the hint offers is within range.
        #[test]
        fn unit_hints_offer_a_value_in_range(pct in 1.0001f64..=100.0, deg in 6.3f64..=360.0, neg in proptest::bool::ANY, x in -1e6f64..1e6) {
            let hint = unit_hint(pct, Reading::Share, 0.0, 1.0);
            proptest::prop_assert_eq!(hint, Some(format!("a percentage? {} % = {}", fmt_num(pct), fmt_num(pct / 100.0))));
            let deg = if neg { -deg } else { deg };
            let hint = unit_hint(deg, Reading::Radians, -TAU, TAU).unwrap_or_default();
            proptest::prop_assert!(hint.starts_with(&format!("degrees? {}° = ", fmt_num(deg))), "{}", hint);
            let offered: f64 = hint.trim_end_matches(" rad").rsplit(' ').next().unwrap_or("").parse().unwrap_or(f64::NAN);
            proptest::prop_assert!((offered - deg.to_radians()).abs() < 1e-4 && offered.abs() <= TAU + 1e-4, "{}", hint);
            for reading in [Reading::Plain, Reading::Share, Reading::Radians] {
                if (0.0..=1.0).contains(&x) {
                    proptest::prop_assert_eq!(unit_hint(x, reading, 0.0, 1.0), None);
                }
                let _ = unit_hint(x, reading, -TAU, TAU);
            }
        }
    }

    #[test]
    fn one_of_words_choices() {
        assert_eq!(one_of(&["a", "b", "c"]), "'a', 'b' or 'c'");
        assert_eq!(one_of(&["a"]), "'a'");
    }
}
