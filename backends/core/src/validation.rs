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
        if x < min {
            self.push(
                loc.clone(),
                "greater_than_equal",
                format!("Input should be greater than or equal to {} (got {})", fmt_num(min), fmt_num(x)),
            );
            None
        } else if x > max {
            self.push(
                loc.clone(),
                "less_than_equal",
                format!("Input should be less than or equal to {} (got {})", fmt_num(max), fmt_num(x)),
            );
            None
        } else {
            Some(x)
        }
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
    fn one_of_words_choices() {
        assert_eq!(one_of(&["a", "b", "c"]), "'a', 'b' or 'c'");
        assert_eq!(one_of(&["a"]), "'a'");
    }
}
