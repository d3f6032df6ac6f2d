//! Optional bearer-token authentication (D15). With a token configured, every route but the
//! documentation (`/docs`, `/openapi.json`), the view's page (`/view`), the front door (`/`,
//! `/favicon.ico`) and the operations probes (`/health`, `/ready`: D38) needs
//! `Authorization: Bearer <token>`.

use super::error::HttpError;
use axum::extract::Request;
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::response::{IntoResponse, Response};
use subtle::ConstantTimeEq;

/// The token every request but the public ones must present; none: no authentication.
#[derive(Clone, Debug, Default)]
pub struct Auth {
    token: Option<Box<str>>,
}

impl Auth {
    pub fn new(token: Option<String>) -> Auth {
        Auth { token: token.filter(|t| !t.is_empty()).map(String::into_boxed_str) }
    }

    /// The 401 for a request that needs the token and does not present it; `None`: it may go on.
    pub fn refusal(&self, req: &Request) -> Option<Response> {
        if is_public(req.uri().path()) || self.admits(req.headers()) {
            return None;
        }
        Some(HttpError::Unauthorized.into_response())
    }

    /// Whether a request with `headers` may read what the token guards: no token is configured,
    /// or it presents it. A public route asks this to leave out run-time data (issue 49: the
    /// saved positions' names in `/openapi.json`).
    pub fn admits(&self, headers: &HeaderMap) -> bool {
        let Some(token) = self.token.as_deref() else { return true };
        let given = headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(bearer_credentials).unwrap_or("");
        // Constant-time, so response timing says nothing about how much of a guess was right.
        bool::from(given.as_bytes().ct_eq(token.as_bytes()))
    }
}

fn is_public(path: &str) -> bool {
    // The view's page and libraries carry no data; the page asks for the token itself. `/`
    // names the entry points (or sends a browser to the view), and the icon is a picture.
    path == "/"
        || path == super::view::FAVICON
        || path == "/openapi.json"
        || path == "/docs"
        || path.starts_with("/docs/")
        || path == "/view"
        || path.starts_with("/view/")
        // A supervisor's probe carries no token; they tell whether armrest serves, no robot data.
        || crate::operations::health::PUBLIC.contains(&path)
}

/// The credentials of a `Bearer` authorization: the scheme's name is case-insensitive (RFC 7235,
/// section 2.1) and separated from them by one or more spaces.
fn bearer_credentials(value: &str) -> Option<&str> {
    let (scheme, credentials) = value.trim_start().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| credentials.trim())
}

#[cfg(test)]
mod tests {
    use super::bearer_credentials;

    #[test]
    fn the_scheme_is_case_insensitive_and_the_token_is_not() {
        for value in ["Bearer s3cret", "bearer s3cret", "BEARER  s3cret", "BeArEr s3cret "] {
            assert_eq!(bearer_credentials(value), Some("s3cret"), "{value}");
        }
        assert_eq!(bearer_credentials("Bearer S3CRET"), Some("S3CRET"));
        for value in ["Basic s3cret", "Bearers3cret", "s3cret", "", "Token s3cret"] {
            assert_eq!(bearer_credentials(value), None, "{value}");
        }
    }
}
