//! What a web page the operator happens to open may do (D26).
//!
//! A browser sends a cross-site `POST` with no content type, or a multipart upload, without
//! asking first (no CORS preflight), so "the page cannot read the answer" protects nothing
//! when the request itself moves the arm. Two checks close that door:
//! - a request that changes state and carries an `Origin` other than the service's own (or one
//!   listed in `web.allowed_origins`) is refused; scripts and curl send no `Origin`. A
//!   WebSocket upgrade counts as changing state (the jog's moves the arm): a browser opens one
//!   to any origin without asking, and sends its page's `Origin`;
//! - a `Host` that is not an IP literal, `localhost`, one of the machine's names or listed in
//!   `web.allowed_hosts` is refused: a page whose DNS name was rebound to this machine's
//!   address still says its own name there.

use super::error::HttpError;
use armrest_backend::client_text::quoted;
use axum::extract::Request;
use axum::http::Method;
use axum::http::header::{HOST, ORIGIN, UPGRADE};
use axum::response::{IntoResponse, Response};
use std::net::IpAddr;

/// The names and origins this service answers to besides IP literals and `localhost`.
#[derive(Clone, Debug, Default)]
pub struct Exposure {
    /// Host names, lower case, without a port: the machine's own and `web.allowed_hosts`.
    hosts: Vec<String>,
    /// Origins (`scheme://host[:port]`), lower case: `web.allowed_origins`.
    origins: Vec<String>,
}

impl Exposure {
    pub fn new(machine_names: &[String], allowed_hosts: &[String], allowed_origins: &[String]) -> Exposure {
        let hosts = machine_names.iter().chain(allowed_hosts).map(|h| normal_name(h)).collect();
        let origins = allowed_origins.iter().map(|o| o.trim().trim_end_matches('/').to_ascii_lowercase()).collect();
        Exposure { hosts, origins }
    }

    /// Whether a `Host` header value names this service.
    pub fn host_allowed(&self, host: &str) -> bool {
        let Some(name) = host_name(host) else { return false };
        if name.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>().is_ok() {
            return true;
        }
        let name = normal_name(name);
        // RFC 6761: `localhost` and every name below it are this machine; browsers never ask
        // DNS for them.
        name == "localhost" || name.ends_with(".localhost") || self.hosts.contains(&name)
    }

    /// Whether an `Origin` may change state when the request was sent to `host`: the
    /// service's own origin, or a listed one.
    pub fn origin_allowed(&self, origin: &str, host: Option<&str>) -> bool {
        let origin = origin.trim().to_ascii_lowercase();
        let own = host.is_some_and(|h| origin == format!("http://{}", h.trim().to_ascii_lowercase()));
        own || self.origins.contains(&origin)
    }
}

/// The names of this machine a browser could use: its host name, and that name under `.local`
/// (mDNS, as a robot PC is often reached).
pub fn machine_names() -> Vec<String> {
    let mut buf = [0u8; 256];
    // SAFETY: gethostname writes at most `len` bytes into the buffer it is given.
    if unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) } != 0 {
        return Vec::new();
    }
    let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
    let name = normal_name(&String::from_utf8_lossy(&buf[..end]));
    if name.is_empty() {
        return Vec::new();
    }
    let short = name.split('.').next().unwrap_or(&name).to_owned();
    let mut names = vec![name.clone(), format!("{short}.local")];
    if short != name {
        names.push(short);
    }
    names
}

fn normal_name(name: &str) -> String {
    name.trim().trim_end_matches('.').to_ascii_lowercase()
}

/// The host of a `Host` value (`name`, `name:port`, `[v6]`, `[v6]:port`); `None` if it is
/// none of these.
fn host_name(value: &str) -> Option<&str> {
    let value = value.trim();
    let name = if value.starts_with('[') {
        let end = value.find(']')?;
        let rest = &value[end + 1..];
        if !(rest.is_empty() || rest.strip_prefix(':').is_some_and(is_port)) {
            return None;
        }
        &value[..=end]
    } else {
        match value.rsplit_once(':') {
            Some((name, port)) if is_port(port) => name,
            Some(_) => return None,
            None => value,
        }
    };
    let valid = !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_' | b'[' | b']' | b':'));
    valid.then_some(name)
}

fn is_port(s: &str) -> bool {
    !s.is_empty() && s.len() <= 5 && s.bytes().all(|b| b.is_ascii_digit())
}

/// Whether a request may change state: every method but the safe ones, and any protocol
/// upgrade (a WebSocket's is a `GET`).
fn changes_state(req: &Request) -> bool {
    let safe = matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS | Method::TRACE);
    !safe || req.headers().contains_key(UPGRADE)
}

impl Exposure {
    /// The answer to a request this service must not serve: a foreign `Host`, or a foreign
    /// page's request that would change state. `None`: it may go on.
    pub fn refusal(&self, req: &Request) -> Option<Response> {
        // HTTP/1.0 clients may send no Host; no browser does.
        let host = req.headers().get(HOST).map(|h| h.to_str().unwrap_or("\u{fffd}"));
        if let Some(host) = host
            && !self.host_allowed(host)
        {
            return Some(
                HttpError::Forbidden(format!(
                    "Host {} is not a name of this machine: use its IP address or localhost, or add the name to \
                     web.allowed_hosts",
                    quoted(host)
                ))
                .into_response(),
            );
        }
        if changes_state(req)
            && let Some(origin) = req.headers().get(ORIGIN)
        {
            let origin = origin.to_str().unwrap_or("\u{fffd}");
            if !self.origin_allowed(origin, host) {
                return Some(
                    HttpError::Forbidden(format!(
                        "a request from the web page at {} may not change anything here: only this service's own \
                         pages may, and those listed in web.allowed_origins",
                        quoted(origin)
                    ))
                    .into_response(),
                );
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn exposure() -> Exposure {
        Exposure::new(
            &["robot-pc".into(), "robot-pc.local".into()],
            &["Cell-7.Factory.example.".into()],
            &["http://mes.factory.example:8080/".into()],
        )
    }

    #[test]
    fn ip_literals_localhost_and_known_names_are_served() {
        let e = exposure();
        for host in [
            "127.0.0.1",
            "127.0.0.1:8007",
            "10.1.2.3:80",
            "[::1]",
            "[::1]:8007",
            "[fe80::1]:8007",
            "localhost",
            "LOCALHOST:8007",
            "localhost.",
            "app.localhost:8007",
            "robot-pc:8007",
            "Robot-PC.local",
            "cell-7.factory.example:8007",
        ] {
            assert!(e.host_allowed(host), "{host}");
        }
    }

    #[test]
    fn other_names_and_malformed_hosts_are_refused() {
        let e = exposure();
        for host in [
            "attacker.example",
            "attacker.example:8007",
            "localhost.attacker.example",
            "robot-pc.attacker.example",
            "",
            ":8007",
            "localhost:80:80",
            "localhost:port",
            "[::1",
            "[::1]x",
            "local host",
            "\u{fffd}",
        ] {
            assert!(!e.host_allowed(host), "{host}");
        }
    }

    #[test]
    fn the_services_own_origin_and_listed_ones_may_change_state() {
        let e = exposure();
        assert!(e.origin_allowed("http://127.0.0.1:8007", Some("127.0.0.1:8007")));
        assert!(e.origin_allowed("http://Robot-PC:8007", Some("robot-pc:8007")));
        assert!(e.origin_allowed("http://mes.factory.example:8080", Some("127.0.0.1:8007")));
        assert!(!e.origin_allowed("http://127.0.0.1:8008", Some("127.0.0.1:8007")), "another port");
        assert!(!e.origin_allowed("https://127.0.0.1:8007", Some("127.0.0.1:8007")), "another scheme");
        assert!(!e.origin_allowed("null", Some("127.0.0.1:8007")), "sandboxed frames and files");
        assert!(!e.origin_allowed("http://attacker.example", None));
    }

    #[test]
    fn a_websocket_upgrade_changes_state() {
        let e = exposure();
        let request = |origin: &str, upgrade: bool| {
            let mut r = Request::builder().uri("/robot/jog").header(HOST, "127.0.0.1:8007").header(ORIGIN, origin);
            if upgrade {
                r = r.header(UPGRADE, "websocket").header("connection", "Upgrade");
            }
            r.body(axum::body::Body::empty()).expect("a request")
        };
        let refused = |r: &Request| e.refusal(r).map(|answer| answer.status().as_u16());
        assert_eq!(refused(&request("http://attacker.example", true)), Some(403));
        assert_eq!(refused(&request("null", true)), Some(403));
        assert_eq!(refused(&request("http://127.0.0.1:8007", true)), None, "the service's own page");
        assert_eq!(refused(&request("http://mes.factory.example:8080", true)), None, "a listed origin");
        assert_eq!(refused(&request("http://attacker.example", false)), None, "a plain GET only reads");
    }

    proptest! {
        #[test]
        fn every_ip_literal_with_any_port_is_served(ip in any::<IpAddr>(), port in proptest::option::of(any::<u16>())) {
            let host = match (ip, port) {
                (IpAddr::V4(v4), None) => v4.to_string(),
                (IpAddr::V4(v4), Some(p)) => format!("{v4}:{p}"),
                (IpAddr::V6(v6), None) => format!("[{v6}]"),
                (IpAddr::V6(v6), Some(p)) => format!("[{v6}]:{p}"),
            };
            prop_assert!(Exposure::default().host_allowed(&host), "{}", host);
        }

        #[test]
        fn a_name_is_served_only_when_known(name in "[a-z][a-z0-9-]{0,20}(\\.[a-z][a-z0-9-]{0,10}){0,3}", port in proptest::option::of(any::<u16>())) {
            let host = match port { Some(p) => format!("{name}:{p}"), None => name.clone() };
            let local = name == "localhost" || name.ends_with(".localhost");
            prop_assert_eq!(Exposure::default().host_allowed(&host), local);
            let listed = Exposure::new(&[], std::slice::from_ref(&name.to_ascii_uppercase()), &[]);
            prop_assert!(listed.host_allowed(&host));
        }

        #[test]
        fn any_text_as_host_or_origin_is_judged_without_panic(text in ".{0,64}") {
            let e = exposure();
            let _ = e.host_allowed(&text);
            let _ = e.origin_allowed(&text, Some(&text));
        }
    }
}
