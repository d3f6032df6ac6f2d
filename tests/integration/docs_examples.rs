//! The examples of the README, the user guide and every other doc, run: every ```sh block with a
//! `curl … localhost:8007/…` command is read from the Markdown at test time, its requests are
//! sent in document order to a server on the simulator (the examples form a story: read, move,
//! plan, stop, …), and each answer is compared with the documented one, the `# {…}` lines under
//! the command: the JSON shape (keys, types, array lengths), strings exactly, numbers (also those
//! in strings) within one unit of their printed last place, and `…` elides (a value, array
//! elements, an object's further keys, part of a string). A block the checker cannot run is
//! marked in the Markdown, `<!-- example: not checked (why) -->`; an unmarked one it cannot run
//! fails. How to write and mark an example: docs/contributing.md ("Examples in the docs").

use crate::common::{self, Options, Server};
use armrest::control::ControlMode;
use serde_json::Value;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// Why these tests do not run over ROS 2 (see `common::over_ros2`).
const SIM_FIGURES: &str = "the documented figures are the simulator's";

/// The simulator's time scale. A motion's duration in an answer is simulated time, the same at
/// any scale, so the docs show what time scale 1 answers; 4 leaves a motion sent in the
/// background (`curl … &`) long enough in wall-clock time for the commands that act on it while
/// it runs, on a busy machine.
const TIME_SCALE: f64 = 4.0;

/// How long a documented read (`GET`) is asked again until it answers as documented: the state a
/// person waits for before reading (a sequence finished), bounded.
const READ_AGAIN_FOR: Duration = Duration::from_secs(30);

/// How long the command after one sent in the background (`curl … &`, a motion) waits for the
/// arm to move.
const MOVES_WITHIN: Duration = Duration::from_secs(10);

/// What a marker before a block says (`<!-- example: … -->`).
const NOT_CHECKED: &str = "not checked";
const ON_A_LEASE_SERVER: &str = "on a server with control.mode: lease";
const ON_A_SERVER_OF_ITS_OWN: &str = "on a server of its own";

#[tokio::test(flavor = "multi_thread")]
async fn readme_examples_answer_as_documented() {
    if common::skipped_over_ros2(SIM_FIGURES) {
        return;
    }
    check_file("README.md").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn user_guide_examples_answer_as_documented() {
    if common::skipped_over_ros2(SIM_FIGURES) {
        return;
    }
    check_file("docs/user-guide.md").await;
}

/// The other docs have no `curl` example today; one added there is checked as these are.
#[tokio::test(flavor = "multi_thread")]
async fn other_docs_examples_answer_as_documented() {
    if common::skipped_over_ros2(SIM_FIGURES) {
        return;
    }
    let mut docs: Vec<String> = std::fs::read_dir(common::repo().join("docs"))
        .expect("docs/")
        .flatten()
        .map(|e| format!("docs/{}", e.file_name().to_string_lossy()))
        .filter(|p| p.ends_with(".md") && p != "docs/user-guide.md")
        .collect();
    docs.sort();
    assert!(docs.len() >= 6, "{docs:?}");
    for doc in docs {
        check_file(&doc).await;
    }
}

/// The checker itself: a drifted figure fails, naming the file, the line, the command, the
/// documented and the observed answer; an unmarked stream, a stray answer and an unknown marker
/// fail too.
#[tokio::test(flavor = "multi_thread")]
async fn the_checker_names_what_drifted() {
    if common::skipped_over_ros2(SIM_FIGURES) {
        return;
    }
    let doc = "intro\n\n```sh\ncurl -s localhost:8007/robot/joint_states\n\
               # {\"name\":[\"joint1\",…,\"joint7\"],\"position\":[0.0,0.5,0.0,-1.4,0.0,1.2,0.0],\"velocity\":[…],\"effort\":[…]}\n\n\
               curl -s -X POST localhost:8007/robot/move/joints -H 'content-type: application/json' \\\n  \
               -d '{\"joints\": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], \"speed\": 0.5}'\n\
               # {\"success\":true,\"message\":\"reached the joint target in 9.999 s\"}\n```\n";
    let failures = run_file("example.md", doc).await;
    assert_eq!(failures.len(), 1, "{failures:#?}");
    let f = &failures[0];
    for part in [
        "example.md:7",
        "curl -s -X POST localhost:8007/robot/move/joints",
        "documented: {\"success\":true,\"message\":\"reached the joint target in 9.999 s\"}",
        "observed:   200 {\"success\":true,\"message\":\"reached the joint target in ",
        "at .message",
    ] {
        assert!(f.contains(part), "`{part}` in:\n{f}");
    }

    let unmarked = "```sh\ncurl -N 'localhost:8007/robot/stream?rate=10'\n```\n";
    let failures = run_file("stream.md", unmarked).await;
    assert!(
        failures.len() == 1 && failures[0].contains("stream.md:2") && failures[0].contains("not checked"),
        "{failures:#?}"
    );
    let marked = format!("<!-- example: {NOT_CHECKED} (a stream) -->\n{unmarked}");
    assert_eq!(run_file("stream.md", &marked).await, Vec::<String>::new());

    let stray = "```sh\ncurl -s localhost:8007/robot/pose\n\n# {\"status\":\"sent\"}\n```\n";
    let failures = run_file("stray.md", stray).await;
    assert!(failures.len() == 1 && failures[0].contains("stray.md:4"), "{failures:#?}");

    let unknown = "<!-- example: not chekced (typo) -->\n```sh\ncurl -s localhost:8007/robot/pose\n```\n";
    let failures = run_file("marker.md", unknown).await;
    assert!(failures.len() == 1 && failures[0].contains("marker.md:1"), "{failures:#?}");
}

/// How a documented answer matches: `…` as a value, elements, further keys and text; numbers
/// within their printed precision, in strings too; exact keys and lengths otherwise.
#[test]
fn documented_answers_match_as_written() {
    let matches = |doc: &str, observed: &str| {
        let p = Pattern::parse(doc).unwrap_or_else(|e| panic!("{doc}: {e}"));
        p.check(&serde_json::from_str(observed).expect("JSON"), "")
    };
    let ok = [
        (
            r#"{"name":["joint1",…,"joint7"],"velocity":[…]}"#,
            r#"{"name":["joint1","joint2","joint7"],"velocity":[1,2]}"#,
        ),
        (r#"{"x":0.5755,"n":1,"t":5.0}"#, r#"{"x":0.57553,"n":1,"t":5.04}"#),
        (r#"{"success":true, …}"#, r#"{"success":true,"plan":{}}"#),
        (
            r#"{"m":"… finished: 5 motion(s) in … s"}"#,
            r#"{"m":"2026-11-26T15:02:01.712Z finished: 5 motion(s) in 2.61 s"}"#,
        ),
        (r#"{"m":"reached in 1.940 s"}"#, r#"{"m":"reached in 1.941 s"}"#),
        (r#"[{"a":…}, …]"#, r#"[{"a":[1]},{"b":2}]"#),
        (r#"{"d":1e-6,"v":null} (prose after the answer)"#, r#"{"d":1.1e-6,"v":null}"#),
    ];
    for (doc, observed) in ok {
        assert_eq!(matches(doc, observed), Ok(()), "{doc} matches {observed}");
    }
    let differs = [
        (r#"{"m":"reached in 1.520 s"}"#, r#"{"m":"reached in 1.511 s"}"#, "at .m"),
        (r#"{"x":0.5755}"#, r#"{"x":0.5757}"#, "at .x: documented 0.5755"),
        (r#"{"n":1}"#, r#"{"n":2}"#, "at .n"),
        (r#"{"a":1}"#, r#"{"a":1,"b":2}"#, "observed keys not documented: [\"b\"]"),
        (r#"{"a":1,"b":2}"#, r#"{"a":1}"#, "no key `b`"),
        (r#"{"p":[0.0,0.5]}"#, r#"{"p":[0.0,0.5,0.0]}"#, "at .p: 2 element(s) documented, 3 observed"),
        (r#"{"p":"ptp"}"#, r#"{"p":1}"#, "at .p"),
        (r#"{"m":"… a"}"#, r#"{"m":"a b"}"#, "at .m"),
    ];
    for (doc, observed, why) in differs {
        let e = matches(doc, observed).expect_err(doc);
        assert!(e.contains(why), "{doc} against {observed}: `{why}` in {e}");
    }
}

/// A `curl` command's words as a shell splits them: quotes, continuations, variables, comments.
#[test]
fn commands_split_as_a_shell_splits_them() {
    let vars = HashMap::from([("LEASE".to_owned(), "ab12".to_owned())]);
    let text = "curl -s -X POST localhost:8007/control/renew \\\n  -H \"X-Armrest-Lease: $LEASE\" -d '{\"a\": \"b c\"}'   # renew\nnext";
    let (words, used) = shell_words(text, &vars).expect("words");
    let words: Vec<&str> = words.iter().map(Word::text).collect();
    assert_eq!(
        words,
        [
            "curl",
            "-s",
            "-X",
            "POST",
            "localhost:8007/control/renew",
            "-H",
            "X-Armrest-Lease: ab12",
            "-d",
            r#"{"a": "b c"}"#
        ]
    );
    assert_eq!(&text[used..], "\nnext");
    assert!(shell_words("curl \"$NOBODY\"", &vars).is_err_and(|e| e.contains("NOBODY")));
    let (words, _) = shell_words("cat > sequence.json <<'JSON'", &vars).expect("words");
    assert_eq!(heredoc(&words), Some(("sequence.json".to_owned(), "JSON".to_owned())));
}

/// Runs the examples of `path` (relative to the repository) and fails listing every example that
/// does not answer as documented.
async fn check_file(path: &str) {
    let text = std::fs::read_to_string(common::repo().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let failures = run_file(path, &text).await;
    assert!(
        failures.is_empty(),
        "{} example(s) in {path} do not answer as documented (fix the figure or the shape in the doc, \
         or mark a block the checker cannot run with `<!-- example: {NOT_CHECKED} (why) -->`):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// One ```sh block with at least one `curl` command.
struct Block {
    /// The 1-based line of each of its lines.
    lines: Vec<(usize, String)>,
    marker: Marker,
}

#[derive(PartialEq)]
enum Marker {
    /// Run on the document's server, in order.
    Story,
    /// On a server of its own in `control.mode: lease`.
    Lease,
    /// On a server of its own, as the story's starts: a section whose motions would change the
    /// story's later figures.
    Own,
    NotChecked,
}

/// The blocks of `text` to check, or the problems with its markers.
fn blocks(file: &str, text: &str) -> (Vec<Block>, Vec<String>) {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut pending: Option<(usize, Marker)> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        if let Some(inner) = line.strip_prefix("<!-- example:").and_then(|r| r.strip_suffix("-->")) {
            let inner = inner.trim();
            let marker = if inner == ON_A_LEASE_SERVER {
                Some(Marker::Lease)
            } else if inner == ON_A_SERVER_OF_ITS_OWN {
                Some(Marker::Own)
            } else if let Some(why) = inner.strip_prefix(NOT_CHECKED) {
                let why = why.trim();
                (why.starts_with('(') && why.ends_with(')') && why.len() > 2).then_some(Marker::NotChecked)
            } else {
                None
            };
            match marker {
                Some(m) => pending = Some((i + 1, m)),
                None => problems.push(format!(
                    "{file}:{}: unknown marker `{line}`: write `<!-- example: {NOT_CHECKED} (why) -->`, \
                     `<!-- example: {ON_A_LEASE_SERVER} -->` or `<!-- example: {ON_A_SERVER_OF_ITS_OWN} -->`",
                    i + 1
                )),
            }
            i += 1;
            continue;
        }
        if let Some(fence) = line.strip_prefix("```") {
            let start = i;
            let mut body = Vec::new();
            i += 1;
            while i < lines.len() && !lines[i].trim_start().starts_with("```") {
                body.push((i + 1, lines[i].to_owned()));
                i += 1;
            }
            i += 1;
            let has_curl = fence.trim() == "sh" && body.iter().any(|(_, l)| l.trim_start().starts_with("curl "));
            match (pending.take(), has_curl) {
                (Some((_, m)), true) => out.push(Block { lines: body, marker: m }),
                (None, true) => out.push(Block { lines: body, marker: Marker::Story }),
                (Some((at, _)), false) => problems.push(format!(
                    "{file}:{at}: a marker before a block with no `curl` example (line {}): remove it",
                    start + 1
                )),
                (None, false) => {}
            }
            continue;
        }
        if !line.is_empty()
            && let Some((at, _)) = pending.take()
        {
            problems.push(format!("{file}:{at}: a marker not directly before a ```sh block"));
        }
        i += 1;
    }
    (out, problems)
}

/// Runs every block of `text` in order; what did not answer as documented.
async fn run_file(file: &str, text: &str) -> Vec<String> {
    let (blocks, mut failures) = blocks(file, text);
    // No server for a file with no example to run.
    let story = match blocks.iter().any(|b| b.marker == Marker::Story) {
        true => Some(Server::start(Options { time_scale: TIME_SCALE, ..Options::default() }).await),
        false => None,
    };
    let mut run = Run {
        file,
        vars: HashMap::new(),
        files: HashMap::new(),
        last: None,
        background: Vec::new(),
        failures: Vec::new(),
    };
    for block in &blocks {
        match block.marker {
            Marker::NotChecked => {}
            Marker::Story => {
                if let Some(story) = &story {
                    run.block(story, block).await;
                }
            }
            Marker::Own => {
                let own = Server::start(Options { time_scale: TIME_SCALE, ..Options::default() }).await;
                run.block(&own, block).await;
            }
            Marker::Lease => {
                // The tests' fast time scale (20): the example's move runs well within its
                // lease's ttl (wall clock) on a busy machine.
                let leased =
                    Server::start(Options::default().with_endpoints(|e| e.control.mode = ControlMode::Lease)).await;
                run.block(&leased, block).await;
            }
        }
    }
    failures.append(&mut run.failures);
    failures
}

struct Run<'a> {
    file: &'a str,
    /// Shell variables the examples set (`LEASE=…`).
    vars: HashMap<String, String>,
    /// Files the examples wrote (`printf … > traj.csv`, `cat > sequence.json <<'JSON'`).
    files: HashMap<String, Vec<u8>>,
    /// The last answer observed.
    last: Option<Value>,
    /// The block's commands sent in the background (`curl … &`).
    background: Vec<Background>,
    failures: Vec<String>,
}

impl Run<'_> {
    fn fail(&mut self, line: usize, what: String) {
        self.failures.push(format!("{}:{line}: {what}", self.file));
    }

    async fn block(&mut self, server: &Server, block: &Block) {
        let lines = &block.lines;
        let mut i = 0;
        while i < lines.len() {
            let (n, line) = (lines[i].0, lines[i].1.trim());
            if line.is_empty() {
                i += 1;
                continue;
            }
            if let Some(comment) = line.strip_prefix('#') {
                if answer_starts(comment) {
                    self.fail(n, format!("a documented answer under no `curl` command: `{line}`"));
                    i = answer_end(lines, i);
                } else {
                    i += 1;
                }
                continue;
            }
            let rest: Vec<&str> = lines[i..].iter().map(|(_, l)| l.as_str()).collect();
            let rest = rest.join("\n");
            let (words, used) = match shell_words(&rest, &self.vars) {
                Ok(parsed) => parsed,
                Err(e) => {
                    self.fail(n, format!("`{line}`: {e}"));
                    break;
                }
            };
            let command = rest[..used].trim_end().to_owned();
            i += command.matches('\n').count() + 1;
            match words.first().map(|w| w.text()) {
                Some("curl") => {
                    let documented = if i < lines.len() && lines[i].1.trim().strip_prefix('#').is_some_and(answer_starts) {
                        let end = answer_end(lines, i);
                        let text: Vec<&str> =
                            lines[i..end].iter().map(|(_, l)| answer_line(l)).collect();
                        i = end;
                        Some(text.join("\n"))
                    } else {
                        None
                    };
                    self.curl(server, n, &command, &words, documented).await;
                }
                Some("printf") => self.printf(n, &words),
                Some("cat") => match heredoc(&words) {
                    Some((name, tag)) => {
                        let mut content = String::new();
                        while i < lines.len() && lines[i].1 != tag {
                            content.push_str(&lines[i].1);
                            content.push('\n');
                            i += 1;
                        }
                        i += 1;
                        self.files.insert(name, content.into_bytes());
                    }
                    None => self.fail(n, format!("`{command}`: only `cat > FILE <<'TAG'` is run")),
                },
                Some(w) if assignment(w).is_some() => self.assign(n, w),
                _ => self.fail(
                    n,
                    format!("`{command}`: the checker runs `curl`, `printf … > FILE`, `cat > FILE <<'TAG'` and `NAME=…`; mark the block `<!-- example: {NOT_CHECKED} (why) -->`"),
                ),
            }
        }
        self.background_answers().await;
    }

    /// `NAME=value`; `NAME=…` (elided) takes the field `name` of the last answer.
    fn assign(&mut self, n: usize, word: &str) {
        let Some((name, value)) = assignment(word) else { return };
        if value.contains('…') {
            let field = name.to_lowercase();
            match self.last.as_ref().and_then(|a| a.get(&field)).and_then(Value::as_str) {
                Some(v) => {
                    self.vars.insert(name.to_owned(), v.to_owned());
                }
                None => self.fail(n, format!("`{word}`: the answer before it has no text field `{field}`")),
            }
        } else {
            self.vars.insert(name.to_owned(), value.to_owned());
        }
    }

    /// `printf 'FORMAT' > FILE`, the format's `\n`, `\t`, `\\` and `%%` only.
    fn printf(&mut self, n: usize, words: &[Word]) {
        match words {
            [_, Word::Text(format), Word::Op(op), Word::Text(name)] if op == ">" && !format.contains('%') => {
                let text = format.replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\");
                self.files.insert(name.clone(), text.into_bytes());
            }
            _ => self.fail(n, "only `printf 'TEXT' > FILE` (no `%`) is run".into()),
        }
    }

    async fn curl(&mut self, server: &Server, n: usize, command: &str, words: &[Word], documented: Option<String>) {
        let expected = match documented.as_deref().map(Pattern::parse) {
            Some(Ok(p)) => p,
            Some(Err(e)) => return self.fail(n, format!("`{command}`: the documented answer does not parse: {e}")),
            None => Pattern::Succeeds,
        };
        if let [rest @ .., Word::Op(amp)] = words
            && amp == "&"
        {
            return self.in_background(server, n, command, rest, expected, documented).await;
        }
        let start = Instant::now();
        loop {
            // Built again for each attempt: a multipart body is sent once.
            let (read, attempt) = match self.request(server, words) {
                Ok(r) => r,
                Err(e) => return self.fail(n, format!("`{command}`: {e}")),
            };
            let (status, text) = match attempt.send().await {
                Ok(r) => (r.status().as_u16(), r.text().await.unwrap_or_default()),
                Err(e) => return self.fail(n, format!("`{command}`: {e}")),
            };
            match compare(&expected, status, &text) {
                Err(_) if read && start.elapsed() < READ_AGAIN_FOR => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                verdict => return self.judged(n, command, documented.as_deref(), status, &text, verdict),
            }
        }
    }

    /// Records what a command answered: the last answer, and a failure when it differs.
    fn judged(
        &mut self,
        n: usize,
        command: &str,
        documented: Option<&str>,
        status: u16,
        text: &str,
        verdict: Result<(), String>,
    ) {
        self.last = serde_json::from_str(text).ok();
        if let Err(difference) = verdict {
            let mut f = format!("`{command}`\n  documented: ");
            let _ = write!(f, "{}", documented.unwrap_or("(none)").replace('\n', "\n              "));
            let _ = write!(f, "\n  observed:   {status} {text}\n  difference: {difference}");
            self.fail(n, f);
        }
    }

    /// A command ending in `&`: sent, and the next command waits until the arm moves (what a
    /// person starts a motion in the background for); its answer is compared at the block's end.
    async fn in_background(
        &mut self,
        server: &Server,
        n: usize,
        command: &str,
        words: &[Word],
        expected: Pattern,
        documented: Option<String>,
    ) {
        let request = match self.request(server, words) {
            Ok((_, r)) => r,
            Err(e) => return self.fail(n, format!("`{command}`: {e}")),
        };
        let answer = tokio::spawn(async move {
            let r = request.send().await.map_err(|e| e.to_string())?;
            Ok((r.status().as_u16(), r.text().await.unwrap_or_default()))
        });
        let start = Instant::now();
        loop {
            let (_, js) = server.get("/robot/joint_states").await;
            let moving =
                js["velocity"].as_array().is_some_and(|v| v.iter().any(|x| x.as_f64().is_some_and(|x| x != 0.0)));
            if moving || answer.is_finished() {
                break;
            }
            if start.elapsed() > MOVES_WITHIN {
                self.fail(n, format!("`{command}`: the arm did not move within {MOVES_WITHIN:?}"));
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        self.background.push(Background { line: n, command: command.to_owned(), expected, documented, answer });
    }

    /// Waits for the answers of the block's background commands and compares them.
    async fn background_answers(&mut self) {
        for b in std::mem::take(&mut self.background) {
            match b.answer.await {
                Ok(Ok((status, text))) => {
                    let verdict = compare(&b.expected, status, &text);
                    self.judged(b.line, &b.command, b.documented.as_deref(), status, &text, verdict);
                }
                Ok(Err(e)) => self.fail(b.line, format!("`{}`: {e}", b.command)),
                Err(e) => self.fail(b.line, format!("`{}`: {e}", b.command)),
            }
        }
    }

    /// The request a `curl` command sends, to `server` instead of `localhost:8007`, and whether
    /// it is a read (`GET`).
    fn request(&self, server: &Server, words: &[Word]) -> Result<(bool, reqwest::RequestBuilder), String> {
        let mut method = None;
        let mut headers: Vec<(String, String)> = Vec::new();
        let mut data = None;
        let mut form: Vec<(String, String)> = Vec::new();
        let mut url = None;
        let mut it = words.iter().skip(1);
        while let Some(w) = it.next() {
            let Word::Text(w) = w else { return Err(format!("shell operator `{}`", w.text())) };
            let mut value = |flag: &str| match it.next() {
                Some(Word::Text(v)) => Ok(v.clone()),
                _ => Err(format!("{flag} without a value")),
            };
            match w.as_str() {
                "-s" | "-sS" | "-S" => {}
                "-N" => {
                    return Err(format!(
                        "a stream cannot be compared: mark the block `<!-- example: {NOT_CHECKED} (a stream) -->`"
                    ));
                }
                "-X" => method = Some(value("-X")?),
                "-H" => {
                    let h = value("-H")?;
                    let (k, v) = h.split_once(':').ok_or(format!("header `{h}` without `:`"))?;
                    headers.push((k.trim().to_owned(), v.trim().to_owned()));
                }
                "-d" | "--data" => data = Some(value("-d")?),
                "-F" => {
                    let f = value("-F")?;
                    let (k, v) = f.split_once('=').ok_or(format!("form field `{f}` without `=`"))?;
                    form.push((k.to_owned(), v.to_owned()));
                }
                flag if flag.starts_with('-') => return Err(format!("curl option `{flag}` the checker does not know")),
                u => {
                    let path = u
                        .strip_prefix("http://")
                        .unwrap_or(u)
                        .strip_prefix("localhost:8007")
                        .ok_or(format!("`{u}` is not on localhost:8007"))?;
                    url = Some(server.url(path));
                }
            }
        }
        let url = url.ok_or("no URL")?;
        let posts = data.is_some() || !form.is_empty();
        let method = method.unwrap_or_else(|| if posts { "POST" } else { "GET" }.to_owned());
        let method = reqwest::Method::from_bytes(method.as_bytes()).map_err(|e| e.to_string())?;
        let read = method == reqwest::Method::GET;
        let mut request = server.client.request(method, url).timeout(Duration::from_secs(120));
        let has_type = headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("content-type"));
        for (k, v) in headers {
            request = request.header(k, v);
        }
        if let Some(data) = data {
            if !has_type {
                // As curl sends `-d`.
                request = request.header("content-type", "application/x-www-form-urlencoded");
            }
            request = request.body(data);
        }
        if !form.is_empty() {
            let mut multipart = reqwest::multipart::Form::new();
            for (k, v) in form {
                multipart = match v.strip_prefix('@') {
                    Some(name) => {
                        let bytes = match self.files.get(name) {
                            Some(b) => b.clone(),
                            None => std::fs::read(common::repo().join(name)).map_err(|_| {
                                format!("`{name}`: no example wrote it and the repository has no such file")
                            })?,
                        };
                        multipart.part(k, reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()))
                    }
                    None => multipart.text(k, v),
                };
            }
            request = request.multipart(multipart);
        }
        Ok((read, request))
    }
}

/// Whether an answer (`status`, `text`) is what `expected` documents; else how it differs.
fn compare(expected: &Pattern, status: u16, text: &str) -> Result<(), String> {
    let success = (200..300).contains(&status);
    if let Pattern::Succeeds = expected {
        return if success { Ok(()) } else { Err("no answer is documented, so the command must succeed (2xx)".into()) };
    }
    let Ok(observed) = serde_json::from_str::<Value>(text) else { return Err("the answer is not JSON".into()) };
    let error_documented = expected.has_key("detail");
    if error_documented == success {
        let documented = if error_documented { "an error" } else { "a success" };
        return Err(format!("status {status} where the documented answer is {documented}"));
    }
    expected.check(&observed, "")
}

/// A command sent in the background, its answer to come.
struct Background {
    line: usize,
    command: String,
    expected: Pattern,
    documented: Option<String>,
    answer: tokio::task::JoinHandle<Result<(u16, String), String>>,
}

/// Whether a comment's text starts a documented answer (`# {…}`, `# […]`).
fn answer_starts(comment: &str) -> bool {
    comment.trim_start().starts_with(['{', '['])
}

/// A documented answer's line without its `# `.
fn answer_line(line: &str) -> &str {
    let text = line.trim().trim_start_matches('#');
    text.strip_prefix(' ').unwrap_or(text)
}

/// The index after the last line of the answer starting at `lines[i]`: where its brackets close.
fn answer_end(lines: &[(usize, String)], mut i: usize) -> usize {
    let mut depth = 0i32;
    let mut in_string = false;
    let mut escaped = false;
    while i < lines.len() {
        let Some(text) = lines[i].1.trim().strip_prefix('#') else { return i };
        for c in text.chars() {
            match (in_string, escaped, c) {
                (true, true, _) => escaped = false,
                (true, false, '\\') => escaped = true,
                (true, false, '"') => in_string = false,
                (false, _, '"') => in_string = true,
                (false, _, '{' | '[') => depth += 1,
                (false, _, '}' | ']') => depth -= 1,
                _ => {}
            }
        }
        i += 1;
        if depth <= 0 {
            return i;
        }
    }
    i
}

/// `NAME=value` as one word: the name and the value.
fn assignment(word: &str) -> Option<(&str, &str)> {
    let (name, value) = word.split_once('=')?;
    let ok = !name.is_empty()
        && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit());
    ok.then_some((name, value))
}

/// `cat > FILE <<'TAG'` (or `<<TAG`): the file and the tag.
fn heredoc(words: &[Word]) -> Option<(String, String)> {
    match words {
        [_, Word::Op(gt), Word::Text(name), Word::Op(lt), Word::Text(tag)] if gt == ">" && lt == "<<" => {
            Some((name.clone(), tag.clone()))
        }
        _ => None,
    }
}

#[derive(Debug)]
enum Word {
    Text(String),
    /// An unquoted shell operator: `>`, `<<`, `|`, `&`, `;`.
    Op(String),
}

impl Word {
    fn text(&self) -> &str {
        match self {
            Word::Text(t) | Word::Op(t) => t,
        }
    }
}

/// The words of the shell command at the start of `text` (quotes, `\` line continuations,
/// `$NAME` from `vars`, a `#` comment), and how many bytes of `text` it took.
fn shell_words(text: &str, vars: &HashMap<String, String>) -> Result<(Vec<Word>, usize), String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.char_indices().peekable();
    let expand = |chars: &mut std::iter::Peekable<std::str::CharIndices>| -> Result<String, String> {
        let braced = chars.next_if(|&(_, c)| c == '{').is_some();
        let mut name = String::new();
        while let Some((_, c)) = chars.next_if(|&(_, c)| c.is_ascii_alphanumeric() || c == '_') {
            name.push(c);
        }
        if braced && chars.next_if(|&(_, c)| c == '}').is_none() {
            return Err("`${` without `}`".into());
        }
        vars.get(&name).cloned().ok_or(format!("`${name}` is set by no example before"))
    };
    while let Some((at, c)) = chars.next() {
        match c {
            '\n' => {
                if let Some(w) = word.take() {
                    words.push(Word::Text(w));
                }
                return Ok((words, at));
            }
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    words.push(Word::Text(w));
                }
            }
            '\\' => match chars.next() {
                Some((_, '\n')) => {}
                Some((_, other)) => word.get_or_insert_default().push(other),
                None => return Err("a `\\` at the end".into()),
            },
            '#' if word.is_none() => while chars.next_if(|&(_, c)| c != '\n').is_some() {},
            '\'' => {
                let w = word.get_or_insert_default();
                loop {
                    match chars.next() {
                        Some((_, '\'')) => break,
                        Some((_, c)) => w.push(c),
                        None => return Err("an unclosed `'`".into()),
                    }
                }
            }
            '"' => {
                word.get_or_insert_default();
                loop {
                    match chars.next() {
                        Some((_, '"')) => break,
                        Some((_, '\\')) => match chars.next() {
                            Some((_, c @ ('"' | '\\' | '$'))) => word.get_or_insert_default().push(c),
                            Some((_, c)) => word.get_or_insert_default().extend(['\\', c]),
                            None => return Err("an unclosed `\"`".into()),
                        },
                        Some((_, '$')) => {
                            let value = expand(&mut chars)?;
                            word.get_or_insert_default().push_str(&value);
                        }
                        Some((_, c)) => word.get_or_insert_default().push(c),
                        None => return Err("an unclosed `\"`".into()),
                    }
                }
            }
            '$' => {
                let value = expand(&mut chars)?;
                word.get_or_insert_default().push_str(&value);
            }
            '>' | '<' | '|' | '&' | ';' => {
                if let Some(w) = word.take() {
                    words.push(Word::Text(w));
                }
                let mut op = c.to_string();
                if let Some((_, d)) = chars.next_if(|&(_, d)| d == c) {
                    op.push(d);
                }
                words.push(Word::Op(op));
            }
            c => word.get_or_insert_default().push(c),
        }
    }
    if let Some(w) = word.take() {
        words.push(Word::Text(w));
    }
    Ok((words, text.len()))
}

/// A documented answer: JSON in which `…` elides.
#[derive(Debug)]
enum Pattern {
    /// No answer documented: any success (2xx).
    Succeeds,
    /// `…` as a value: anything.
    Any,
    Null,
    Bool(bool),
    Number(Figure),
    Text(Vec<Piece>),
    /// Elements; `None` is an elided run (`…`) of any length.
    Array(Vec<Option<Pattern>>),
    /// Members; `open` when `…` stands for further keys.
    Object {
        members: Vec<(String, Pattern)>,
        open: bool,
    },
}

/// A number as printed: it matches within one unit of its last printed place (an integer
/// exactly).
#[derive(Debug, Clone, Copy)]
struct Figure {
    value: f64,
    tolerance: f64,
}

#[derive(Debug)]
enum Piece {
    Literal(String),
    Number(Figure),
    /// `…` in a string: any text.
    Any,
}

impl Pattern {
    fn parse(text: &str) -> Result<Pattern, String> {
        let chars: Vec<char> = text.chars().collect();
        let mut p = Parser { chars, at: 0 };
        let value = p.value()?;
        // What follows the answer on its last line is prose: `{"status":"started"}   (a second…)`.
        Ok(value)
    }

    fn has_key(&self, key: &str) -> bool {
        matches!(self, Pattern::Object { members, .. } if members.iter().any(|(k, _)| k == key))
    }

    /// `Ok` when `v` matches; else where and how it differs (`at` is the path so far).
    fn check(&self, v: &Value, at: &str) -> Result<(), String> {
        let here = if at.is_empty() { "." } else { at };
        let differs = |what: String| Err(format!("at {here}: {what}"));
        match (self, v) {
            (Pattern::Any | Pattern::Succeeds, _) => Ok(()),
            (Pattern::Null, Value::Null) => Ok(()),
            (Pattern::Bool(b), Value::Bool(o)) if b == o => Ok(()),
            (Pattern::Number(f), Value::Number(n)) => match n.as_f64() {
                Some(x) if f.holds(x) => Ok(()),
                _ => differs(format!("documented {}, observed {n}", f.value)),
            },
            (Pattern::Text(pieces), Value::String(s)) => {
                if text_matches(pieces, s) {
                    Ok(())
                } else {
                    differs(format!("observed {v}"))
                }
            }
            (Pattern::Array(items), Value::Array(values)) => {
                if items.iter().all(Option::is_some) {
                    if items.len() != values.len() {
                        return differs(format!("{} element(s) documented, {} observed", items.len(), values.len()));
                    }
                    for (k, (p, x)) in items.iter().zip(values).enumerate() {
                        if let Some(p) = p {
                            p.check(x, &format!("{at}[{k}]"))?;
                        }
                    }
                    Ok(())
                } else if array_matches(items, values) {
                    Ok(())
                } else {
                    differs(format!("observed {v}"))
                }
            }
            (Pattern::Object { members, open }, Value::Object(map)) => {
                for (k, p) in members {
                    match map.get(k) {
                        Some(x) => p.check(x, &format!("{at}.{k}"))?,
                        None => return differs(format!("no key `{k}` observed")),
                    }
                }
                if !open {
                    let extra: Vec<&String> = map.keys().filter(|k| !members.iter().any(|(m, _)| m == *k)).collect();
                    if !extra.is_empty() {
                        return differs(format!(
                            "observed keys not documented: {extra:?} (or end the object with `…`)"
                        ));
                    }
                }
                Ok(())
            }
            _ => differs(format!("observed {v}")),
        }
    }
}

impl Figure {
    fn holds(&self, x: f64) -> bool {
        (x - self.value).abs() <= self.tolerance + 1e-12 * self.value.abs().max(1.0)
    }

    /// A number as printed in `text` (`-1.25`, `3`, `1e-3`).
    fn read(text: &str) -> Option<Figure> {
        let value: f64 = text.parse().ok()?;
        let (mantissa, exponent) = match text.split_once(['e', 'E']) {
            Some((m, e)) => (m, e.parse::<i32>().ok()?),
            None => (text, 0),
        };
        let decimals = mantissa.split_once('.').map_or(0, |(_, d)| d.len() as i32);
        let tolerance = if decimals == 0 && exponent == 0 { 0.0 } else { 10f64.powi(exponent - decimals) };
        Some(Figure { value, tolerance })
    }
}

/// The longest number at the start of `s` (`-`? digits, `.` digits): its text.
fn number_prefix(s: &str) -> &str {
    let b = s.as_bytes();
    let mut end = usize::from(b.first() == Some(&b'-'));
    let digits = |from: usize| from + b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let int_end = digits(end);
    if int_end == end {
        return "";
    }
    end = int_end;
    if b.get(end) == Some(&b'.') && b.get(end + 1).is_some_and(u8::is_ascii_digit) {
        end = digits(end + 1);
    }
    &s[..end]
}

fn text_matches(pieces: &[Piece], s: &str) -> bool {
    match pieces.split_first() {
        None => s.is_empty(),
        Some((Piece::Literal(l), rest)) => s.strip_prefix(l.as_str()).is_some_and(|t| text_matches(rest, t)),
        Some((Piece::Number(f), rest)) => {
            let n = number_prefix(s);
            n.parse::<f64>().is_ok_and(|x| f.holds(x)) && text_matches(rest, &s[n.len()..])
        }
        Some((Piece::Any, rest)) => {
            s.char_indices().map(|(i, _)| i).chain([s.len()]).any(|i| text_matches(rest, &s[i..]))
        }
    }
}

fn array_matches(items: &[Option<Pattern>], values: &[Value]) -> bool {
    match items.split_first() {
        None => values.is_empty(),
        Some((None, rest)) => (0..=values.len()).any(|k| array_matches(rest, &values[k..])),
        Some((Some(p), rest)) => {
            values.split_first().is_some_and(|(v, tail)| p.check(v, "").is_ok() && array_matches(rest, tail))
        }
    }
}

/// The pieces of a documented string: literal text, numbers as printed, `…`.
fn pieces(text: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut literal = String::new();
    let mut rest = text;
    let mut previous: Option<char> = None;
    while let Some(c) = rest.chars().next() {
        if c == '…' {
            out.push(Piece::Literal(std::mem::take(&mut literal)));
            out.push(Piece::Any);
            rest = &rest[c.len_utf8()..];
            previous = Some(c);
            continue;
        }
        let starts_number = c.is_ascii_digit()
            || (c == '-' && !previous.is_some_and(|p| p.is_alphanumeric()) && number_prefix(rest).len() > 1);
        if starts_number && !previous.is_some_and(|p| p.is_ascii_digit() || p == '.') {
            let n = number_prefix(rest);
            if let Some(f) = Figure::read(n) {
                out.push(Piece::Literal(std::mem::take(&mut literal)));
                out.push(Piece::Number(f));
                rest = &rest[n.len()..];
                previous = n.chars().last();
                continue;
            }
        }
        literal.push(c);
        previous = Some(c);
        rest = &rest[c.len_utf8()..];
    }
    out.push(Piece::Literal(literal));
    out.retain(|p| !matches!(p, Piece::Literal(l) if l.is_empty()));
    out
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn skip_space(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.chars.get(self.at).copied()
    }

    /// Takes `…` (or `...`) when it comes next.
    fn ellipsis(&mut self) -> bool {
        self.skip_space();
        if self.chars.get(self.at) == Some(&'…') {
            self.at += 1;
            return true;
        }
        if self.chars[self.at..].starts_with(&['.', '.', '.']) {
            self.at += 3;
            return true;
        }
        false
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("`{c}` expected at character {}", self.at))
        }
    }

    fn value(&mut self) -> Result<Pattern, String> {
        if self.ellipsis() {
            return Ok(Pattern::Any);
        }
        match self.peek() {
            Some('{') => {
                self.at += 1;
                let mut members = Vec::new();
                let mut open = false;
                loop {
                    if self.peek() == Some('}') {
                        self.at += 1;
                        return Ok(Pattern::Object { members, open });
                    }
                    if self.ellipsis() {
                        open = true;
                    } else {
                        let key = self.string()?;
                        self.expect(':')?;
                        members.push((key, self.value()?));
                    }
                    if self.peek() == Some(',') {
                        self.at += 1;
                    } else if self.peek() != Some('}') {
                        return Err(format!("`,` or `}}` expected at character {}", self.at));
                    }
                }
            }
            Some('[') => {
                self.at += 1;
                let mut items = Vec::new();
                loop {
                    if self.peek() == Some(']') {
                        self.at += 1;
                        return Ok(Pattern::Array(items));
                    }
                    items.push(if self.ellipsis() { None } else { Some(self.value()?) });
                    if self.peek() == Some(',') {
                        self.at += 1;
                    } else if self.peek() != Some(']') {
                        return Err(format!("`,` or `]` expected at character {}", self.at));
                    }
                }
            }
            Some('"') => Ok(Pattern::Text(pieces(&self.string()?))),
            Some(_) => {
                let start = self.at;
                while self.chars.get(self.at).is_some_and(|c| c.is_ascii_alphanumeric() || "+-.".contains(*c)) {
                    self.at += 1;
                }
                let word: String = self.chars[start..self.at].iter().collect();
                match word.as_str() {
                    "null" => Ok(Pattern::Null),
                    "true" => Ok(Pattern::Bool(true)),
                    "false" => Ok(Pattern::Bool(false)),
                    w => Figure::read(w).map(Pattern::Number).ok_or(format!("`{w}` is no JSON value")),
                }
            }
            None => Err("the answer ends early".into()),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.expect('"')?;
        let mut s = String::new();
        loop {
            let c = *self.chars.get(self.at).ok_or("an unclosed string")?;
            self.at += 1;
            match c {
                '"' => return Ok(s),
                '\\' => {
                    let e = *self.chars.get(self.at).ok_or("an unclosed string")?;
                    self.at += 1;
                    s.push(match e {
                        'n' => '\n',
                        't' => '\t',
                        other => other,
                    });
                }
                c => s.push(c),
            }
        }
    }
}
