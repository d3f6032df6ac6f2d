//! The top-level modules read top-down: none depends, through `crate::…` paths, on a module
//! that depends back on it. A cycle would let a transport's detail leak into the operations or
//! the state below them; this test names the first one it finds.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Each top-level module of the library with the other top-level modules it names.
fn dependencies() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(&src).expect("below src");
        let first = rel.components().next().expect("a path").as_os_str().to_string_lossy().into_owned();
        let module = first.trim_end_matches(".rs").to_owned();
        if ["lib", "main", "bin"].contains(&module.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file is text");
        let deps = graph.entry(module.clone()).or_default();
        for (i, _) in text.match_indices("crate::") {
            let name: String = text[i + 7..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_' || c.is_ascii_digit())
                .collect();
            if !name.is_empty() && name != module {
                deps.insert(name);
            }
        }
    }
    graph
}

#[test]
fn top_level_modules_have_no_cycles() {
    let graph = dependencies();
    assert!(graph.len() > 10, "the modules were found: {graph:?}");
    // Depth-first search; a module met again while on the current path closes a cycle.
    fn visit<'a>(
        m: &'a str,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) {
        if done.contains(m) {
            return;
        }
        if let Some(at) = path.iter().position(|p| *p == m) {
            let mut cycle = path[at..].to_vec();
            cycle.push(m);
            panic!("the top-level modules depend on each other in a cycle: {}", cycle.join(" -> "));
        }
        path.push(m);
        for dep in graph.get(m).into_iter().flatten() {
            if graph.contains_key(dep) {
                visit(dep, graph, path, done);
            }
        }
        path.pop();
        done.insert(m);
    }
    let mut done = BTreeSet::new();
    for m in graph.keys() {
        visit(m, &graph, &mut Vec::new(), &mut done);
    }
}

#[test]
fn the_transports_sit_above_the_operations_and_the_state() {
    let graph = dependencies();
    let depends = |a: &str, b: &str| graph.get(a).is_some_and(|d| d.contains(b));
    for lower in ["app", "api", "operations", "sequence_supervisor", "admission", "audit", "config", "events"] {
        for transport in ["http", "mcp", "server"] {
            assert!(!depends(lower, transport), "{lower} depends on {transport}, a layer above it");
        }
    }
}
