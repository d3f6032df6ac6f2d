//! Route handlers: each reads its transport-specific input, calls the matching `api`
//! operation and lets `http::error` shape any failure.

pub mod motion;
pub mod robot;
pub mod sequences;
pub mod trajectory;
