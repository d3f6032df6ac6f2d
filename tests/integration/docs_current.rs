//! The docs name what the code has: every list a reader looks things up in is checked against
//! the code it describes, read from the code itself (never from a copy kept here):
//!
//! - the stream's event kinds (`EventKind::ALL`): the user guide's event table and `events` list,
//!   and the stream's row of the README's and the user guide's endpoint tables;
//! - the groups of the endpoints configuration (`EndpointsConfig::default()` as JSON) and the
//!   keys of the settings file (a test server's `SettingsFile` as JSON): the user guide's tables;
//! - the integration modules (`tests/integration/main.rs`'s `mod` lines): contributing.md's table
//!   of modules, both ways;
//! - the top-level modules of `src/` (`src/lib.rs`): contributing.md's layering tree;
//! - the HTTP paths (`/openapi.json` of a test server): the README's and the user guide's
//!   endpoint tables; and every path those tables name is an entry of the catalogue
//!   (`operations::catalogue()`) or one of the entry points outside it;
//!
//! - the tests ported from upstream projects (a doc line `Upstream: FILE, TEST(FIXTURE, NAME).`
//!   above the test): ros2.md's table of upstream tests, both ways;
//!
//! and that contributing.md and performance.md keep their table rows short.
//!
//! A failure names the doc, the list and what it misses; all of a test's failures are listed
//! together, so the docs are fixed in one go.

use crate::common::{self, Options, Server};
use armrest::config::EndpointsConfig;
use armrest::events::EventKind;
use serde_json::Value;
use std::collections::BTreeSet;

const README: &str = "README.md";
const USER_GUIDE: &str = "docs/user-guide.md";
const CONTRIBUTING: &str = "docs/contributing.md";
const PERFORMANCE: &str = "docs/performance.md";
const ROS2: &str = "docs/ros2.md";

/// The longest table row contributing.md and performance.md may have, in characters.
const MAX_ROW_CHARS: usize = 300;

/// The headings the checked lists live under. A heading renamed here and in the doc together.
const STREAM: &str = "## Live events: `GET /robot/stream`";
const ENDPOINTS_CONFIGURATION: &str = "### The endpoints configuration";
const SETTINGS_FILE: &str = "### The settings file";
const USER_GUIDE_ENDPOINTS: &str = "## The HTTP API";
const README_ENDPOINTS: &str = "## What armrest offers";
const INTEGRATION_MODULES: &str = "### Integration modules";
const UPSTREAM_TESTS: &str = "### The stand-in against upstream's own tests";
const MODULE_LAYERING: &str = "### Module layering";

#[test]
fn every_event_kind_is_named_where_the_docs_list_them() {
    let kinds: Vec<&str> = EventKind::ALL.iter().map(|k| k.name()).collect();
    let mut failures = Failures::default();

    let guide = Doc::read(USER_GUIDE);
    let stream = guide.section(STREAM, &mut failures);
    failures.missing(&guide, "the stream's event table", &kinds, &first_column(stream));
    let events_item = list_item(stream, "- `events`:");
    if events_item.is_empty() {
        failures.push(format!("{USER_GUIDE}: under {STREAM:?}, no list item `- \\`events\\`:`"));
    }
    failures.missing(
        &guide,
        "the `events` query parameter's list",
        &kinds,
        &backticked(&events_item).into_iter().collect(),
    );

    for (doc, heading) in [(&guide, USER_GUIDE_ENDPOINTS), (&Doc::read(README), README_ENDPOINTS)] {
        let table = doc.section(heading, &mut failures);
        let row = table.lines().find(|l| l.starts_with('|') && l.contains("`/robot/stream`"));
        let named = words(row.unwrap_or_default());
        failures.missing(doc, &format!("the `/robot/stream` row of the endpoint table ({heading})"), &kinds, &named);
    }
    failures.check();
}

#[test]
fn every_configuration_group_is_named_in_the_user_guide() {
    let mut failures = Failures::default();
    let guide = Doc::read(USER_GUIDE);

    let endpoints = top_level_keys(&serde_json::to_value(EndpointsConfig::default()).expect("serializes"));
    let documented = first_column(guide.section(ENDPOINTS_CONFIGURATION, &mut failures));
    let groups: BTreeSet<String> = documented.iter().map(|k| group(k).to_string()).collect();
    failures.missing(&guide, "the endpoints configuration table", &endpoints, &groups);

    let settings = serde_json::to_value(common::settings(&Options::default())).expect("serializes");
    let documented = first_column(guide.section(SETTINGS_FILE, &mut failures));
    let keys = settings_keys(&settings);
    let named: BTreeSet<String> = keys.iter().filter(|key| documents(&documented, key)).cloned().collect();
    failures.missing(&guide, "the settings file's table", &keys, &named);
    failures.check();
}

#[test]
fn contributing_lists_every_integration_module_and_no_other() {
    let mut failures = Failures::default();
    let doc = Doc::read(CONTRIBUTING);
    let modules = modules_of("tests/integration/main.rs", &["common"]);
    let listed = first_column(doc.section(INTEGRATION_MODULES, &mut failures));
    failures.missing(&doc, "the table of integration modules", &modules, &listed);
    let known: BTreeSet<String> = modules.iter().cloned().collect();
    for name in listed.difference(&known) {
        failures.push(format!(
            "{CONTRIBUTING}: the table of integration modules ({INTEGRATION_MODULES}) names `{name}`, which tests/integration/main.rs does not declare"
        ));
    }
    failures.check();
}

#[test]
fn contributing_s_layering_tree_names_every_top_level_module() {
    let mut failures = Failures::default();
    let doc = Doc::read(CONTRIBUTING);
    let modules = modules_of("src/lib.rs", &[]);
    let section = doc.section(MODULE_LAYERING, &mut failures);
    let tree = code_block(section);
    if tree.is_empty() {
        failures.push(format!("{CONTRIBUTING}: under {MODULE_LAYERING:?}, no code block (the layering tree)"));
    }
    failures.missing(&doc, "the layering tree", &modules, &words(tree));
    failures.check();
}

#[test]
fn the_upstream_test_table_names_every_ported_test() {
    let mut failures = Failures::default();
    let doc = Doc::read(ROS2);
    let section = doc.section(UPSTREAM_TESTS, &mut failures);
    // (upstream file, "FIXTURE, NAME", test) as the table pairs them.
    let listed: BTreeSet<(String, String, String)> = section
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| Upstream file"))
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            // A counterpart is a backticked test name; "left out: …" and "not yet …" are not.
            let test = Some(*cells.get(3)?).filter(|c| c.starts_with('`')).map(backticked)?.into_iter().next()?;
            Some((cells.get(1)?.to_string(), cells.get(2)?.to_string(), test))
        })
        .collect();
    let mut ported = BTreeSet::new();
    for dir in ["backends", "tests"] {
        ported_tests(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut ported);
    }
    for (file, test, name) in ported.difference(&listed) {
        failures.push(format!(
            "{ROS2}: the table of upstream tests ({UPSTREAM_TESTS}) misses `{name}`, the port of {file} TEST({test})"
        ));
    }
    for (file, test, name) in listed.difference(&ported) {
        failures.push(format!(
            "{ROS2}: the table of upstream tests ({UPSTREAM_TESTS}) names `{name}` for {file} TEST({test}), but no test of \
             that name has the doc line `Upstream: {file}, TEST({test}).`"
        ));
    }
    if ported.is_empty() {
        failures.push("no test has an `Upstream:` doc line: the scan found none".to_owned());
    }
    failures.check();
}

/// Every `.rs` file's tests under `dir` whose doc has `/// Upstream: FILE, TEST(FIXTURE, NAME).`,
/// as (file, "FIXTURE, NAME", the `fn` after it).
fn ported_tests(dir: &std::path::Path, into: &mut BTreeSet<(String, String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && !path.ends_with("target") {
            ported_tests(&path, into);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let mut pending: Option<(String, String)> = None;
        for line in text.lines().map(str::trim) {
            if let Some(rest) = line.strip_prefix("/// Upstream: ")
                && let Some((file, test)) = rest.split_once(", TEST(")
                && let Some(test) = test.strip_suffix(").")
            {
                pending = Some((file.to_string(), test.to_string()));
            } else if let Some(rest) = line.strip_prefix("fn ").or_else(|| line.strip_prefix("async fn "))
                && let Some((file, test)) = pending.take()
            {
                let name = rest.split('(').next().unwrap_or_default().to_string();
                into.insert((file, test, name));
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn every_http_path_is_named_in_the_endpoint_tables() {
    // The document is the same on either backend: the in-process simulator serves it.
    let s = Server::start_in_process(Options::default()).await;
    let (status, openapi) = s.get("/openapi.json").await;
    assert_eq!(status, 200, "{openapi}");
    let paths = top_level_keys(&openapi["paths"]);
    assert!(paths.len() > 10, "/openapi.json lists paths: {openapi}");

    let mut failures = Failures::default();
    for (doc, heading) in [(Doc::read(README), README_ENDPOINTS), (Doc::read(USER_GUIDE), USER_GUIDE_ENDPOINTS)] {
        let table = doc.section(heading, &mut failures);
        let named: BTreeSet<String> =
            table.lines().filter(|l| l.starts_with('|')).flat_map(|l| backticked(l).into_iter()).collect();
        failures.missing(&doc, &format!("the endpoint table ({heading})"), &paths, &named);
    }
    failures.check();
}

/// The paths outside the catalogue: the front door, the documentation and the MCP endpoint.
const ENTRY_POINTS: [&str; 4] = ["/", "/docs", "/openapi.json", "/mcp/mcp"];

#[test]
fn every_path_the_endpoint_tables_name_is_in_the_catalogue() {
    let mut served: BTreeSet<String> = armrest::operations::catalogue()
        .iter()
        .map(|op| armrest::http::openapi::documented_path(op.spec.path))
        .collect();
    served.extend(ENTRY_POINTS.map(str::to_owned));
    let mut failures = Failures::default();
    for (doc, heading) in [(Doc::read(README), README_ENDPOINTS), (Doc::read(USER_GUIDE), USER_GUIDE_ENDPOINTS)] {
        let table = doc.section(heading, &mut failures);
        // The rows of the first table: method, path, what it does.
        let named: Vec<String> = table
            .lines()
            .skip_while(|l| !l.starts_with("| method |"))
            .take_while(|l| l.starts_with('|'))
            .flat_map(|l| backticked(l).into_iter())
            .filter(|p| p.starts_with('/'))
            .collect();
        assert!(named.len() > 10, "{}: no endpoint table under {heading:?}", doc.path);
        for path in named.iter().filter(|p| !served.contains(*p)) {
            failures.push(format!(
                "{}: the endpoint table ({heading}) names `{path}`, which no catalogue entry serves",
                doc.path
            ));
        }
    }
    failures.check();
}

/// contributing.md and performance.md are read for the current rule or figure: a table row is
/// one short line of it, not a paragraph (the history, with its long rows, is docs/history.md).
#[test]
fn contributing_and_performance_keep_their_table_rows_short() {
    let mut failures = Failures::default();
    for path in [CONTRIBUTING, PERFORMANCE] {
        let doc = Doc::read(path);
        for (n, line) in doc.text.lines().enumerate() {
            let chars = line.chars().count();
            if line.starts_with('|') && chars > MAX_ROW_CHARS {
                failures.push(format!(
                    "{path}:{}: a table row of {chars} characters (at most {MAX_ROW_CHARS}): say the rule here, the details in prose",
                    n + 1
                ));
            }
        }
    }
    failures.check();
}

/// The checker itself: a list that lacks a name fails naming the doc, the list and the name.
#[test]
fn a_missing_name_fails_naming_doc_list_and_name() {
    let doc =
        Doc { path: "docs/example.md", text: "## Kinds\n\n| kind | what |\n|---|---|\n| `state` | … |\n".into() };
    let mut failures = Failures::default();
    let listed = first_column(doc.section("## Kinds", &mut failures));
    failures.missing(&doc, "the kind table", &["state", "control"], &listed);
    assert_eq!(failures.0, ["docs/example.md: the kind table misses `control` (named: `state`)"]);

    let mut failures = Failures::default();
    doc.section("## Gone", &mut failures);
    assert_eq!(failures.0, ["docs/example.md: no heading \"## Gone\" (the checked list lives under it)"]);

    let lib = "pub mod a;\n#[cfg(test)]\nmod layering;\nmod b;\n#[cfg(feature = \"x\")]\nmod c;\n";
    assert_eq!(mod_lines(lib, &[]), ["a", "b", "c"]);
}

struct Doc {
    path: &'static str,
    text: String,
}

impl Doc {
    fn read(path: &'static str) -> Doc {
        let text = std::fs::read_to_string(common::repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        Doc { path, text }
    }

    /// The text under `heading` (a whole line), up to the next heading of its level or above;
    /// empty, with a failure, when the doc has no such heading.
    fn section(&self, heading: &str, failures: &mut Failures) -> &str {
        let level = heading.chars().take_while(|c| *c == '#').count();
        let mut start = None;
        let mut offset = 0;
        let mut fenced = false;
        for line in self.text.split_inclusive('\n') {
            let trimmed = line.trim_end();
            if trimmed.starts_with("```") {
                fenced = !fenced;
            }
            let hashes = trimmed.chars().take_while(|c| *c == '#').count();
            let is_heading = !fenced && hashes > 0 && trimmed[hashes..].starts_with(' ');
            match start {
                None if trimmed == heading => start = Some(offset + line.len()),
                Some(s) if is_heading && hashes <= level => return &self.text[s..offset],
                _ => {}
            }
            offset += line.len();
        }
        match start {
            Some(s) => &self.text[s..],
            None => {
                failures.push(format!("{}: no heading {heading:?} (the checked list lives under it)", self.path));
                ""
            }
        }
    }
}

#[derive(Default)]
struct Failures(Vec<String>);

impl Failures {
    fn push(&mut self, failure: String) {
        self.0.push(failure);
    }

    /// One failure per name of `truth` not among `named`.
    fn missing<T: AsRef<str>>(&mut self, doc: &Doc, list: &str, truth: &[T], named: &BTreeSet<String>) {
        for name in truth.iter().map(AsRef::as_ref).filter(|n| !named.contains(*n)) {
            // The names it has, when they are a list's few (not every word of a tree).
            let seen = match named.len() {
                0 => " (it names nothing)".to_string(),
                1..=20 => {
                    format!(" (named: {})", named.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "))
                }
                _ => String::new(),
            };
            self.0.push(format!("{}: {list} misses `{name}`{seen}", doc.path));
        }
    }

    fn check(self) {
        assert!(self.0.is_empty(), "the docs lag the code:\n{}", self.0.join("\n"));
    }
}

/// The backticked names of a table's first column (header and separator rows left out).
fn first_column(section: &str) -> BTreeSet<String> {
    section
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---") && !l.starts_with("| ---"))
        .filter_map(|l| l.split('|').nth(1))
        .flat_map(backticked)
        .collect()
}

/// Every `…` span of `text`.
fn backticked(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// The identifiers of `text` (runs of letters, digits and `_`).
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).map(str::to_string).collect()
}

/// The list item of `section` that starts with `start`, with its continuation lines.
fn list_item(section: &str, start: &str) -> String {
    let mut lines = section.lines().skip_while(|l| !l.starts_with(start));
    let Some(first) = lines.next() else { return String::new() };
    let mut item = first.to_string();
    for line in lines.take_while(|l| l.starts_with("  ")) {
        item.push('\n');
        item.push_str(line);
    }
    item
}

/// The first fenced code block of `section`.
fn code_block(section: &str) -> &str {
    let Some(open) = section.find("```") else { return "" };
    let body = &section[open..];
    let body = &body[body.find('\n').map_or(body.len(), |n| n + 1)..];
    &body[..body.find("```").unwrap_or(body.len())]
}

/// `web.port` → `web`.
fn group(key: &str) -> &str {
    key.split('.').next().unwrap_or(key)
}

fn top_level_keys(value: &Value) -> Vec<String> {
    value.as_object().map(|o| o.keys().cloned().collect()).unwrap_or_default()
}

/// The settings file's keys as the docs write them: `web.port`,
/// `simulator.faults.planner_unavailable`; an empty group as its own name.
fn settings_keys(value: &Value) -> Vec<String> {
    fn walk(prefix: &str, value: &Value, out: &mut Vec<String>) {
        match value.as_object() {
            Some(o) if !o.is_empty() => {
                for (k, v) in o {
                    let key = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                    walk(&key, v, out);
                }
            }
            _ => out.push(prefix.to_string()),
        }
    }
    let mut out = Vec::new();
    walk("", value, &mut out);
    out
}

/// Whether the settings table names `key`: as itself, or as an entry of a map the table writes
/// `group.NAME` (`packages.NAME` for `packages.robot_config`).
fn documents(documented: &BTreeSet<String>, key: &str) -> bool {
    documented.iter().any(|d| {
        d == key
            || d.strip_suffix(".NAME")
                .is_some_and(|map| key == map || key.strip_prefix(map).is_some_and(|rest| rest.starts_with('.')))
    })
}

/// The modules a Rust file declares (`mod name;`), but those compiled only for its own tests and
/// those in `skip`.
fn modules_of(path: &str, skip: &[&str]) -> Vec<String> {
    let text = std::fs::read_to_string(common::repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    mod_lines(&text, skip)
}

fn mod_lines(text: &str, skip: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut test_only = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with("#[cfg(test)]") {
            test_only = true;
            continue;
        }
        let name =
            line.strip_prefix("pub mod ").or_else(|| line.strip_prefix("mod ")).and_then(|r| r.strip_suffix(';'));
        if let Some(name) = name
            && !test_only
            && !skip.contains(&name)
        {
            out.push(name.to_string());
        }
        if !line.starts_with("#[") {
            test_only = false;
        }
    }
    out
}
