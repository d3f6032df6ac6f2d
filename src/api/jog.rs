//! The query of `GET /robot/jog` (D29): the control lease, for clients that cannot set the
//! `X-Armrest-Lease` header on a WebSocket (a browser's `new WebSocket(url)` sets none).

use super::request::kinds::Text;
use super::request::{Absent, Field, Form, Request};

const LEASE: Field<Text> = Field::new(
    "lease",
    Text::NAME,
    Absent::Default(String::new()),
    "The control lease (`control.mode: lease`), as `POST /control` granted it. The \
     `X-Armrest-Lease` header, when given, wins; this parameter is for browsers, which cannot \
     set headers on a WebSocket.",
)
.in_query();

/// What a jog client asked for.
#[derive(Debug)]
pub struct JogQuery {
    /// Empty when not given.
    pub lease: String,
}

impl Request for JogQuery {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let lease = form.field(&LEASE);
        Some(JogQuery { lease: lease? })
    }
}
