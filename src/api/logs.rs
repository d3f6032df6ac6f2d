//! The `n` parameter of the log endpoints: 1 to 300 ([`MAX_TAIL`]) lines, default 50 (D9).

use super::request::kinds::Integer;
use super::request::{Absent, Field, Form, Request};
use armrest_backend::log_buffer::MAX_TAIL;

pub const MIN_LINES: usize = 1;
pub const DEFAULT_LINES: usize = 50;

const N: Field<Integer> = Field::new(
    "n",
    Integer { min: MIN_LINES as i64, max: Some(MAX_TAIL as i64) },
    Absent::Default(DEFAULT_LINES as i64),
    "Number of latest lines",
)
.in_query();

/// How many of the latest log lines to return.
#[derive(Debug)]
pub struct Lines(pub usize);

impl Request for Lines {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        // In range, so the conversion cannot fail.
        form.field(&N).and_then(|n| usize::try_from(n).ok()).map(Lines)
    }
}
