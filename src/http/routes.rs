//! Every enabled entry of the catalogue (`crate::operations`) to the handler that serves it, in
//! one match: from a route, go-to-definition reaches its handler here, and from a request
//! entry, the `api` function it names.

use super::{handler, health, jog, recording_file, stream, view};
use crate::app::App;
use crate::operations::{Operation, Serves};
use axum::Router;
use axum::routing::on;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The routes of `operations`; `meshes` are the URDF's mesh files by `NAME/PATH`.
pub fn routes(operations: Vec<Operation>, meshes: &BTreeMap<String, PathBuf>) -> Router<App> {
    let mut router = Router::new();
    for op in operations {
        let (path, method) = (op.spec.path, handler::method(op.spec.method));
        router = match op.serves {
            Serves::Request(_) => router.route(path, handler::route(op)),
            Serves::Stream => router.route(path, on(method, stream::stream)),
            Serves::Jog => router.route(path, on(method, jog::jog)),
            // The page and the files it loads.
            Serves::Page => router.merge(view::page()),
            Serves::Meshes => router.merge(view::meshes(path, meshes.clone())),
            Serves::RecordingFile(format) => router.route(path, recording_file::route(format)),
            Serves::Probe(probe) => router.route(path, health::route(probe)),
        };
    }
    router
}

#[cfg(test)]
mod tests {
    use crate::operations::{Serves, catalogue};

    /// The page's entry is where the page is served, and where the front door and the token
    /// check (D15) look for it.
    #[test]
    fn the_page_entry_is_the_page() {
        let page: Vec<_> = catalogue().into_iter().filter(|op| matches!(op.serves, Serves::Page)).collect();
        assert_eq!(page.len(), 1);
        assert_eq!(page[0].spec.path, super::view::PAGE);
    }

    /// No two files of `http/` import each other (the catalogue is what they share).
    #[test]
    fn no_two_http_files_import_each_other() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/http");
        let mut uses = std::collections::BTreeMap::new();
        for entry in std::fs::read_dir(&dir).expect("src/http reads") {
            let path = entry.expect("an entry").path();
            let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(str::to_owned) else { continue };
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source reads");
            uses.insert(name, text);
        }
        let imports = |text: &str, other: &str| {
            text.contains(&format!("super::{other}::"))
                || text.contains(&format!("super::{other};"))
                || text.contains(&format!("crate::http::{other}::"))
                || text.lines().any(|l| {
                    l.trim_start().starts_with("use super::{")
                        && l.split(['{', '}', ','])
                            .any(|w| w.trim() == other || w.trim().starts_with(&format!("{other}::")))
                })
        };
        let mut circles = Vec::new();
        for (a, text_a) in &uses {
            for (b, text_b) in &uses {
                if a < b && a != "mod" && b != "mod" && imports(text_a, b) && imports(text_b, a) {
                    circles.push(format!("{a}.rs <-> {b}.rs"));
                }
            }
        }
        assert!(circles.is_empty(), "files of src/http import each other: {circles:?}");
        // The one that was: openapi documented the stream, the jog and the audit, which borrowed
        // its helpers.
        assert!(!imports(&uses["openapi"], "stream") && !imports(&uses["stream"], "openapi"));
        assert!(!imports(&uses["openapi"], "jog") && !imports(&uses["jog"], "openapi"));
    }
}
