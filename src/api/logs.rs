//! The `n` parameter of the log endpoints: 1 to 300 lines, default 50 (D9).

use armrest_backend::Violations;
use armrest_backend::validation::{Checker, Loc};

pub const DEFAULT_LINES: usize = 50;
pub const MAX_LINES: usize = 300;

/// Reads `n` from its raw text (absent = default).
pub fn lines_param(raw: Option<&str>, loc: &Loc) -> Result<usize, Violations> {
    let Some(raw) = raw else { return Ok(DEFAULT_LINES) };
    let mut c = Checker::new();
    let n = match raw.trim().parse::<i64>() {
        Ok(n) => c.range(n as f64, loc, 1.0, MAX_LINES as f64).map(|_| n as usize),
        Err(_) => {
            c.push(loc.clone(), "int_parsing", "Input should be a valid integer, unable to parse string as an integer");
            None
        }
    };
    c.finish(|| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_and_default() {
        let loc = Loc::root("query").at("n");
        assert_eq!(lines_param(None, &loc), Ok(50));
        assert_eq!(lines_param(Some("300"), &loc), Ok(300));
        assert_eq!(lines_param(Some("1"), &loc), Ok(1));
        assert_eq!(lines_param(Some("0"), &loc).unwrap_err().0[0].kind, "greater_than_equal");
        assert_eq!(lines_param(Some("301"), &loc).unwrap_err().0[0].kind, "less_than_equal");
        assert_eq!(lines_param(Some("x"), &loc).unwrap_err().0[0].kind, "int_parsing");
        assert_eq!(lines_param(Some("99999999999999999999"), &loc).unwrap_err().0[0].kind, "int_parsing");
    }
}
