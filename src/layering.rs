//! The modules read top-down, in the service and in every crate below it: no top-level module
//! depends, through `crate::…` paths (grouped ones such as `use crate::{a, b::c}` included, and
//! names the crate root re-exports followed to their module), on a module that depends back on
//! it. A cycle would let a transport's detail leak into the operations or the state below them,
//! or the domain's pieces into each other; each test names the first cycle it finds. And the
//! configuration knows no backend crate: it is read before a backend is chosen.

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

/// `text` without its line comments (a doc link is no dependency) and, unless `tests` is set, without
/// what follows the first `#[cfg(test)]` module (each file keeps its tests at its end).
fn code(text: &str, tests: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let trimmed = line.trim_start();
        if !tests && trimmed.starts_with("#[cfg(test)]") {
            break;
        }
        // A comment to the end of the line (a `//` inside a string cuts the line short: it
        // loses at most that line's paths).
        out.push_str(line.split("//").next().unwrap_or(""));
        out.push('\n');
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The items of a group's text `a, b::{c, d}, e` at its top level.
fn group_items(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut items) = (0usize, 0usize, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                items.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(text[start..].trim());
    items.into_iter().filter(|i| !i.is_empty()).collect()
}

/// The text inside the braces `text` starts with, if they close.
fn braced(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&text[1..i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// Each path below `crate::` that `code` names, as its segments: `crate::a::b` gives `[a, b]`,
/// and `use crate::{a, b::{c, d}}` gives `[a]`, `[b, c]` and `[b, d]`.
fn crate_paths(code: &str) -> Vec<Vec<String>> {
    fn expand(text: &str, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let mut path = prefix.to_vec();
        let mut rest = text.trim_start();
        loop {
            if rest.starts_with('{') {
                let Some(inner) = braced(rest) else { return };
                for item in group_items(inner) {
                    expand(item, &path, out);
                }
                return;
            }
            let name: String = rest.chars().take_while(|c| is_ident(*c)).collect();
            if name.is_empty() {
                break;
            }
            rest = &rest[name.len()..];
            path.push(name);
            match rest.strip_prefix("::") {
                Some(after) => rest = after,
                None => break,
            }
        }
        if path.len() > prefix.len() {
            out.push(path);
        }
    }
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        // `armrest_crate::` is not this crate.
        if code[..i].chars().next_back().is_some_and(is_ident) {
            continue;
        }
        expand(&code[i + "crate::".len()..], &[], &mut out);
    }
    out
}

/// The names the crate root re-exports (`pub use module::{A, B};`), with their module.
fn root_exports(lib: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for statement in code(lib, false).split(';') {
        let Some(used) = statement.trim().strip_prefix("pub use ") else { continue };
        let module: String = used.chars().take_while(|c| is_ident(*c)).collect();
        let Some(rest) = used[module.len()..].strip_prefix("::") else { continue };
        let names = if rest.starts_with('{') { braced(rest).map(group_items).unwrap_or_default() } else { vec![rest] };
        for name in names {
            let last = name.rsplit("::").next().unwrap_or(name).trim();
            out.insert(last.to_owned(), module.clone());
        }
    }
    out
}

/// Each top-level module of the crate whose sources are at `src` with the other top-level
/// modules it names; test modules count when `tests` is set.
fn dependencies_of(src: &Path, tests: bool) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let exports = std::fs::read_to_string(src.join("lib.rs")).map(|lib| root_exports(&lib)).unwrap_or_default();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(src).expect("below src");
        let first = rel.components().next().expect("a path").as_os_str().to_string_lossy().into_owned();
        let module = first.trim_end_matches(".rs").to_owned();
        if ["lib", "main", "bin"].contains(&module.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file is text");
        let deps = graph.entry(module.clone()).or_default();
        for path in crate_paths(&code(&text, tests)) {
            let name = exports.get(&path[0]).unwrap_or(&path[0]);
            if *name != module {
                deps.insert(name.clone());
            }
        }
    }
    graph
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The service's top-level modules, tests included.
fn dependencies() -> BTreeMap<String, BTreeSet<String>> {
    dependencies_of(&root().join("src"), true)
}

/// The first cycle among `graph`'s modules, as `a -> b -> a`.
fn first_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<String> {
    // Depth-first search; a module met again while on the current path closes a cycle.
    fn visit<'a>(
        m: &'a str,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<String> {
        if done.contains(m) {
            return None;
        }
        if let Some(at) = path.iter().position(|p| *p == m) {
            let mut cycle = path[at..].to_vec();
            cycle.push(m);
            return Some(cycle.join(" -> "));
        }
        path.push(m);
        for dep in graph.get(m).into_iter().flatten() {
            if graph.contains_key(dep)
                && let Some(cycle) = visit(dep, graph, path, done)
            {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(m);
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

#[test]
fn top_level_modules_have_no_cycles() {
    let graph = dependencies();
    assert!(graph.len() > 10, "the modules were found: {graph:?}");
    if let Some(cycle) = first_cycle(&graph) {
        panic!("the top-level modules depend on each other in a cycle: {cycle}");
    }
}

/// The crates below the service (the domain crate, each backend): their top-level modules too,
/// without their tests (a drive test may plan a path to drive).
#[test]
fn the_crates_below_have_no_module_cycles() {
    let backends = root().join("backends");
    let mut crates: Vec<PathBuf> = std::fs::read_dir(&backends)
        .expect("backends/ is readable")
        .flatten()
        .map(|e| e.path().join("src"))
        .filter(|src| src.join("lib.rs").is_file())
        .collect();
    crates.sort();
    assert!(crates.iter().any(|c| c.ends_with("core/src")), "the domain crate was found: {crates:?}");
    for src in crates {
        let graph = dependencies_of(&src, false);
        if let Some(cycle) = first_cycle(&graph) {
            panic!("{}: the top-level modules depend on each other in a cycle: {cycle}", src.display());
        }
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

/// The configuration is read and checked before a backend is chosen, and the same file serves
/// both: it names no backend crate (a backend's settings type lives in `armrest_backend`).
#[test]
fn the_configuration_knows_no_backend_crate() {
    let mut files = Vec::new();
    sources(&root().join("src/config"), &mut files);
    assert!(!files.is_empty());
    for file in files {
        let text = code(&std::fs::read_to_string(&file).expect("a source file is text"), true);
        for (i, _) in text.match_indices("armrest_") {
            let name: String = text[i..].chars().take_while(|c| is_ident(*c)).collect();
            let whole = !text[..i].chars().next_back().is_some_and(is_ident);
            assert!(
                !whole || name == "armrest_backend",
                "{} names `{name}`: the configuration knows no backend crate",
                file.display()
            );
        }
    }
}

#[test]
fn grouped_and_re_exported_paths_are_seen() {
    let text = "use crate::{a, b::{c, d}};\nuse crate::e::{f::g, h};\nlet x = crate::i::j(); // crate::k\n\
                let y = my_crate::l;";
    let paths: Vec<String> = crate_paths(&code(text, true)).iter().map(|p| p.join("::")).collect();
    assert_eq!(paths, ["a", "b::c", "b::d", "e::f::g", "e::h", "i::j"]);
    let exports = root_exports("pub mod m;\npub use m::{A, B};\npub use n::C;\n#[cfg(test)]\nmod tests {}");
    assert_eq!(exports.get("A").map(String::as_str), Some("m"));
    assert_eq!(exports.get("C").map(String::as_str), Some("n"));
    assert_eq!(code("a // b\n#[cfg(test)]\nmod tests { crate::z }", false), "a \n");
}
