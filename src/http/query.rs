//! Query strings, read by hand so a malformed parameter is a located 422, not axum's text.

use axum::http::Uri;

/// The decoded `key=value` pairs of a request's query string.
pub struct QueryParams(Vec<(String, String)>);

impl QueryParams {
    pub fn of(uri: &Uri) -> Self {
        let raw = uri.query().unwrap_or("");
        QueryParams(form_urlencoded::parse(raw.as_bytes()).into_owned().collect())
    }

    /// The first value given for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}
