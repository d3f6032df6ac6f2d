//! Trajectories from CSV (D11): a header row naming `joint1..7` or `joint_1..7`
//! (case-insensitive, surrounding spaces ignored) and a time column `t`, `time` or
//! `time_from_start`, in any order; extra columns ignored; UTF-8 BOM and CRLF accepted. Each
//! further row is one point.
//!
//! Problems are located as `["row", R, COLUMN]`, where R is the row's line number in the file
//! (the header is row 1, as a spreadsheet numbers it) and COLUMN the header cell as written.

use crate::trajectory::{check_time, check_velocities, within_velocity_limits};
use crate::validation::{Checker, Loc, LocItem, Violations};
use crate::{DOF, JointLimits, Trajectory, TrajectoryPoint};

/// Largest number of columns a header may have; wider files are refused before any row is read.
pub const MAX_COLUMNS: usize = 256;

/// Where each needed value sits in a row.
struct Columns {
    joints: [usize; DOF],
    time: usize,
    /// What each column holds, by position.
    roles: Vec<Role>,
    /// Header cells as written (trimmed), for locations.
    names: Vec<String>,
}

/// What a header cell names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Joint(usize),
    Time,
    Other,
}

fn role(cell: &str) -> Role {
    let c = cell.trim().to_ascii_lowercase();
    if matches!(c.as_str(), "t" | "time" | "time_from_start") {
        return Role::Time;
    }
    let digits = c.strip_prefix("joint_").or_else(|| c.strip_prefix("joint"));
    match digits.and_then(|d| d.parse::<usize>().ok()) {
        Some(n) if (1..=DOF).contains(&n) && digits.is_some_and(|d| d.len() == 1) => Role::Joint(n - 1),
        _ => Role::Other,
    }
}

fn header_columns(header: &csv::ByteRecord) -> Result<Columns, Violations> {
    let mut c = Checker::new();
    let hloc = Loc::root("header");
    if header.len() > MAX_COLUMNS {
        return Err(Violations::one(
            hloc,
            "too_long",
            format!("the header has {} columns; at most {MAX_COLUMNS} are accepted", header.len()),
        ));
    }
    let names: Vec<String> = header.iter().map(|b| String::from_utf8_lossy(b).trim().to_owned()).collect();
    let mut joints: [Option<usize>; DOF] = [None; DOF];
    let mut time: Option<usize> = None;
    for (i, name) in names.iter().enumerate() {
        let slot = match role(name) {
            Role::Joint(j) => &mut joints[j],
            Role::Time => &mut time,
            Role::Other => continue,
        };
        if let Some(first) = *slot {
            c.push(
                hloc.at(name.clone()),
                "duplicate_column",
                format!("columns {} ({}) and {} ({}) name the same value", first + 1, names[first], i + 1, name),
            );
        } else {
            *slot = Some(i);
        }
    }
    for (j, col) in joints.iter().enumerate() {
        if col.is_none() {
            let n = j + 1;
            c.push(hloc.at(format!("joint{n}")), "missing", format!("column joint{n} (or joint_{n}) is missing"));
        }
    }
    if time.is_none() {
        c.push(hloc.at("time_from_start"), "missing", "the time column is missing: name it t, time or time_from_start");
    }
    c.finish(|| {
        let mut js = [0; DOF];
        for (slot, col) in js.iter_mut().zip(joints) {
            *slot = col?;
        }
        let roles = names.iter().map(|n| role(n)).collect();
        Some(Columns { joints: js, time: time?, roles, names })
    })
}

/// Inputs at least this large are parsed on several threads.
const PARALLEL_FROM_BYTES: usize = 256 * 1024;

fn reader(bytes: &[u8], separator: u8) -> csv::Reader<&[u8]> {
    csv::ReaderBuilder::new().delimiter(separator).has_headers(false).flexible(true).from_reader(bytes)
}

/// Parses CSV `bytes` with `separator` into a trajectory, checking joint limits when `limits`
/// is given. Every problem is returned, up to the checker's listing cap.
pub fn parse(bytes: &[u8], separator: u8, limits: Option<&JointLimits>) -> Result<Trajectory, Violations> {
    parse_with(bytes, separator, limits, Reading::Auto)
}

/// The header cell (as written, trimmed) of joint `joint`'s column in CSV `bytes`, if the header
/// reads and names it: where a problem with that joint's value is located.
pub fn joint_column(bytes: &[u8], separator: u8, joint: usize) -> Option<String> {
    let mut record = csv::ByteRecord::new();
    reader(bytes, separator).read_byte_record(&mut record).ok()?;
    let cols = header_columns(&record).ok()?;
    cols.joints.get(joint).and_then(|&c| cols.names.get(c)).cloned()
}

/// The row (the file's line number, the header being row 1) of the data point `index` of a
/// file [`parse`] read: blank lines hold no point. A point past the end is on the row after
/// the last.
pub fn row_of_point(bytes: &[u8], index: usize) -> usize {
    let (mut points, mut row, mut start) = (0, 1, 0);
    let mut i = 0;
    while i <= bytes.len() {
        // A line ends at `\n`, `\r\n` or a lone `\r`, as the reader ends it.
        let end = i == bytes.len() || bytes[i] == b'\n' || bytes[i] == b'\r';
        if end {
            if row > 1 && !bytes[start..i].trim_ascii().is_empty() {
                if points == index {
                    return row;
                }
                points += 1;
            }
            if i + 1 < bytes.len() && bytes[i] == b'\r' && bytes[i + 1] == b'\n' {
                i += 1;
            }
            row += 1;
            start = i + 1;
        }
        i += 1;
    }
    row
}

/// How data rows are split into cells.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The fast line splitter when the input allows it, else the csv crate.
    Auto,
    /// Always the csv crate (the reference the fast splitter is tested against).
    CsvCrate,
    /// As `Auto`, on the calling thread alone (what one core does: the benchmark's measure).
    OneThread,
}

#[doc(hidden)]
pub fn parse_with(
    bytes: &[u8],
    separator: u8,
    limits: Option<&JointLimits>,
    reading: Reading,
) -> Result<Trajectory, Violations> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut header_reader = reader(bytes, separator);
    let mut record = csv::ByteRecord::new();
    let header_read = header_reader.read_byte_record(&mut record).map_err(|e| {
        Violations::one(Loc::root("header"), "csv_invalid", format!("the CSV header cannot be read: {e}"))
    })?;
    if !header_read {
        return Err(Violations::one(Loc::empty(), "value_error", "The file is empty; expected a header row"));
    }
    let cols = header_columns(&record)?;
    // The csv crate's line numbers lag on CRLF and count skipped blank lines oddly, so rows are
    // numbered from byte offsets here. A header ended by CRLF leaves its '\n' unread.
    let mut start = (header_reader.position().byte() as usize).min(bytes.len());
    if start > 0 && bytes[start - 1] == b'\r' && bytes.get(start) == Some(&b'\n') {
        start += 1;
    }
    let body = &bytes[start..];
    let lines_before = line_ends(&bytes[..start]);
    let plain = reading != Reading::CsvCrate && is_plain(body, separator);
    let chunks = if plain && reading == Reading::Auto { split_rows(body) } else { vec![body] };
    // Pieces read on several cores are joined into one vector afterwards; only a whole body's
    // points are asked for huge pages (several cores faulting them in at once measured slower).
    let whole = chunks.len() == 1;
    let read = |piece: &[u8]| {
        let mut sink = RowSink::new(&cols, limits, piece, whole);
        let lines =
            if plain { split_plain(piece, separator, &mut sink) } else { split_csv(piece, separator, &mut sink) };
        Rows { points: sink.points, problems: sink.problems, lines }
    };
    let parsed: Vec<Rows> = if chunks.len() == 1 {
        vec![read(body)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = chunks.iter().map(|c| scope.spawn(|| read(c))).collect();
            // A panic in a worker is a bug; report it as a problem rather than take the service down.
            handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Rows::failed())).collect()
        })
    };
    let mut c = Checker::new();
    let total: usize = parsed.iter().map(|r| r.points.len()).sum();
    // The first piece's points become the result, so only the later pieces are copied.
    let mut points = Vec::new();
    let mut offset = lines_before;
    for rows in parsed {
        if points.is_empty() {
            points = rows.points;
            points.reserve(total - points.len());
        } else {
            points.extend(rows.points);
        }
        let shift = offset;
        c.absorb(rows.problems, |loc| {
            if let Some(LocItem::Index(r)) = loc.0.get_mut(1) {
                *r += shift;
            }
        });
        offset += rows.lines;
    }
    if points.is_empty() && c.is_clean() {
        c.push(
            Loc::empty(),
            "too_short",
            "the file has a header but no data rows; a trajectory needs at least one point",
        );
    }
    if let Some(l) = limits
        && c.is_clean()
        && !within_velocity_limits(&points, l)
    {
        // Only now are the points' rows needed: read them again (a rare path), numbering rows as
        // above.
        let mut sink = RowSink::new(&cols, None, body, false);
        sink.rows = Some(Vec::with_capacity(points.len()));
        split_csv(body, separator, &mut sink);
        let rows = sink.rows.unwrap_or_default();
        check_velocities(&points, l, &mut c, |i, j| {
            let row = rows.get(i).map_or(0, |r| r + lines_before);
            Loc::root("row").at(row).at(cols.names[cols.joints[j]].clone())
        });
    }
    c.finish(|| Some(Trajectory::from_checked(points, None)))
}

/// True when rows are plain lines of cells: no quoting, and line ends `\n` or `\r\n` only.
/// Such input is split by hand, several times faster than a general CSV reader.
fn is_plain(body: &[u8], separator: u8) -> bool {
    // One pass for both: a quote, or a carriage return not followed by a line feed.
    !matches!(separator, b'"' | b'\r' | b'\n')
        && memchr::memchr2_iter(b'"', b'\r', body).all(|i| body[i] == b'\r' && body.get(i + 1) == Some(&b'\n'))
}

/// Splits the rows into one piece per core at line ends (only for plain input: a quoted field
/// may hold a line end).
fn split_rows(body: &[u8]) -> Vec<&[u8]> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(4);
    if threads < 2 || body.len() < PARALLEL_FROM_BYTES {
        return vec![body];
    }
    let mut pieces = Vec::with_capacity(threads);
    let mut start = 0;
    for k in 1..threads {
        let target = (body.len() * k / threads).max(start);
        match memchr::memchr(b'\n', &body[target..]) {
            Some(i) => {
                let end = target + i + 1;
                pieces.push(&body[start..end]);
                start = end;
            }
            None => break,
        }
    }
    pieces.push(&body[start..]);
    pieces
}

/// What one piece of the rows gave.
struct Rows {
    points: Vec<TrajectoryPoint>,
    problems: Checker,
    /// Lines the piece spans, to number the next piece's rows.
    lines: usize,
}

impl Rows {
    fn failed() -> Rows {
        let mut problems = Checker::new();
        problems.push(Loc::empty(), "csv_invalid", "the CSV could not be read");
        Rows { points: Vec::new(), problems, lines: 0 }
    }
}

/// The cells of one row, however it was split.
trait Cells {
    fn count(&self) -> usize;
    fn cell(&self, i: usize) -> Option<&[u8]>;
}

impl Cells for csv::ByteRecord {
    fn count(&self) -> usize {
        self.len()
    }
    fn cell(&self, i: usize) -> Option<&[u8]> {
        self.get(i)
    }
}

impl Cells for [&[u8]] {
    fn count(&self) -> usize {
        self.len()
    }
    fn cell(&self, i: usize) -> Option<&[u8]> {
        self.get(i).copied()
    }
}

/// Turns rows into points and problems; the one place the row rules live.
struct RowSink<'a> {
    cols: &'a Columns,
    limits: Option<&'a JointLimits>,
    points: Vec<TrajectoryPoint>,
    problems: Checker,
    /// When kept: the row of each point.
    rows: Option<Vec<usize>>,
}

impl<'a> RowSink<'a> {
    fn new(cols: &'a Columns, limits: Option<&'a JointLimits>, piece: &[u8], huge: bool) -> Self {
        let points = if huge { large_vec(rows_in(piece)) } else { Vec::with_capacity(rows_in(piece)) };
        RowSink { cols, limits, points, problems: Checker::new(), rows: None }
    }

    /// `row` is the line number within the piece (from 1).
    fn row<C: Cells + ?Sized>(&mut self, row: usize, cells: &C) {
        let cols = self.cols;
        let c = &mut self.problems;
        let width = cols.names.len();
        if cells.count() != width {
            // A lone empty cell is a blank line with spaces only; skip it.
            if cells.count() == 1 && cells.cell(0).is_some_and(|b| b.trim_ascii().is_empty()) {
                return;
            }
            let kind = if cells.count() < width { "too_short" } else { "too_long" };
            c.push(
                Loc::root("row").at(row),
                kind,
                format!("row has {} cells; the header names {width} columns", cells.count()),
            );
            return;
        }
        let mut point = TrajectoryPoint { positions: [0.0; DOF], time_from_start: 0.0 };
        let mut ok = true;
        for j in 0..DOF {
            match number(cells.cell(cols.joints[j])) {
                Some(x) if x.is_finite() => point.positions[j] = x,
                other => {
                    ok = false;
                    cell_problem(c, other, row, &cols.names[cols.joints[j]]);
                }
            }
        }
        match number(cells.cell(cols.time)) {
            Some(t) if t.is_finite() && t >= 0.0 => point.time_from_start = t,
            Some(t) => {
                ok = false;
                check_time(c, t, &Loc::root("row").at(row).at(cols.names[cols.time].clone()));
            }
            None => {
                ok = false;
                cell_problem(c, None, row, &cols.names[cols.time]);
            }
        }
        if !ok {
            return;
        }
        if let Some(l) = self.limits
            && !l.contains(&point.positions)
        {
            l.check_into(&point.positions, c, |j| Loc::root("row").at(row).at(cols.names[cols.joints[j]].clone()));
        }
        if let Some(rows) = &mut self.rows {
            rows.push(row);
        }
        self.points.push(point);
    }
}

/// A vector of `capacity` points; when that is many megabytes, the kernel is asked to back it
/// with huge pages (`MADV_HUGEPAGE`): a million points are 64 MB, sixteen thousand page faults
/// with 4 KiB pages and 32 with 2 MiB ones.
fn large_vec(capacity: usize) -> Vec<TrajectoryPoint> {
    const FROM_BYTES: usize = 8 << 20;
    let v: Vec<TrajectoryPoint> = Vec::with_capacity(capacity);
    let bytes = capacity * std::mem::size_of::<TrajectoryPoint>();
    if bytes >= FROM_BYTES {
        let page = 4096;
        let start = (v.as_ptr() as usize).next_multiple_of(page);
        let end = (v.as_ptr() as usize + bytes) / page * page;
        // SAFETY: madvise(2) over whole pages inside the vector's own allocation, which nothing
        // has touched yet; it changes how the pages are backed, never their contents. A failure
        // (a kernel without transparent huge pages) leaves 4 KiB pages.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end.saturating_sub(start), libc::MADV_HUGEPAGE);
        }
    }
    v
}

/// About how many rows `piece` holds, a little more rather than less: its length over the
/// length of its first rows, an eighth added. Counting every line end would read the whole
/// piece once more (a large file's rows are read from memory, not cache); a file whose later
/// rows are shorter than its first grows the points once.
fn rows_in(piece: &[u8]) -> usize {
    const SAMPLE: usize = 64;
    let Some(end) = memchr::memchr_iter(b'\n', piece).nth(SAMPLE - 1) else {
        return SAMPLE;
    };
    let rows = piece.len() * SAMPLE / (end + 1) + 1;
    rows + rows / 8
}

/// Line ends in `bytes`: `\n`, `\r\n` and a lone `\r` each end one line, as for the csv crate.
fn line_ends(bytes: &[u8]) -> usize {
    let lf = memchr::memchr_iter(b'\n', bytes).count();
    let lone_cr = memchr::memchr_iter(b'\r', bytes).filter(|&i| bytes.get(i + 1) != Some(&b'\n')).count();
    lf + lone_cr
}

/// Reads rows with the csv crate; returns the number of lines read.
fn split_csv(piece: &[u8], separator: u8, sink: &mut RowSink<'_>) -> usize {
    let mut reader = reader(piece, separator);
    let mut record = csv::ByteRecord::new();
    // Line of the last record start, counted incrementally from byte offsets.
    let (mut counted_to, mut line) = (0usize, 1usize);
    loop {
        match reader.read_byte_record(&mut record) {
            Ok(true) => {
                // A record's reported start includes the blank lines skipped before it.
                let mut at = record.position().map_or(0, |p| p.byte() as usize).min(piece.len());
                while matches!(piece.get(at), Some(b'\r' | b'\n')) {
                    at += 1;
                }
                line += line_ends(&piece[counted_to..at]);
                counted_to = at;
                sink.row(line, &record);
            }
            Ok(false) => break,
            Err(e) => {
                let row = line + line_ends(&piece[counted_to..]);
                sink.problems.push(Loc::root("row").at(row), "csv_invalid", format!("the CSV cannot be read: {e}"));
                break;
            }
        }
    }
    line_ends(piece)
}

/// Reads plain rows (see [`is_plain`]) by splitting lines and cells; returns the number of
/// lines read. Agrees with [`split_csv`] on every plain input (tested).
fn split_plain(piece: &[u8], separator: u8, sink: &mut RowSink<'_>) -> usize {
    use crate::formats::decimal::parse_cell;
    let cols = sink.cols;
    let mut cells: Vec<&[u8]> = Vec::with_capacity(cols.roles.len() + 1);
    let (mut line_no, mut start) = (0, 0);
    while start < piece.len() {
        line_no += 1;
        // Fast path: the needed cells read in one pass that also finds the line's end. Anything
        // unusual (wrong width, a bad or out-of-range value, a blank line) is handed to
        // `RowSink::row`, the one place that words problems.
        let mut point = TrajectoryPoint { positions: [0.0; DOF], time_from_start: 0.0 };
        let (mut ok, mut ended, mut at) = (true, false, start);
        for role in &cols.roles {
            if ended {
                ok = false;
                break;
            }
            match role {
                Role::Joint(j) => {
                    let (x, next, end) = parse_cell(piece, at, separator);
                    (at, ended) = (next, end);
                    match x {
                        Some(x) if x.is_finite() => point.positions[*j] = x,
                        _ => ok = false,
                    }
                }
                Role::Time => {
                    let (t, next, end) = parse_cell(piece, at, separator);
                    (at, ended) = (next, end);
                    match t {
                        Some(t) if t.is_finite() && t >= 0.0 => point.time_from_start = t,
                        _ => ok = false,
                    }
                }
                Role::Other => {
                    (at, ended) = match memchr::memchr2(separator, b'\n', &piece[at..]) {
                        Some(p) => (at + p + 1, piece[at + p] == b'\n'),
                        None => (piece.len(), true),
                    }
                }
            }
        }
        if ok && ended && sink.limits.is_none_or(|l| l.contains(&point.positions)) {
            sink.points.push(point);
            start = at;
            continue;
        }
        // The careful path, over the whole line.
        let end = memchr::memchr(b'\n', &piece[start..]).map_or(piece.len(), |p| start + p);
        let line = &piece[start..end];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        start = end + 1;
        if line.is_empty() {
            continue;
        }
        cells.clear();
        cells.extend(line.split(|&b| b == separator));
        sink.row(line_no, cells.as_slice());
    }
    line_no
}

#[inline]
fn number(cell: Option<&[u8]>) -> Option<f64> {
    crate::formats::decimal::parse(cell?)
}

fn cell_problem(c: &mut Checker, parsed: Option<f64>, row: usize, column: &str) {
    let loc = Loc::root("row").at(row).at(column.to_owned());
    match parsed {
        Some(_) => c.push(loc, "finite_number", "Input should be a finite number"),
        None => c.push(loc, "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    }
}

/// Writes `points` as CSV with the given separator and header spelling (for tests, examples and
/// benchmarks: the inverse of [`parse`]).
pub fn write(
    points: &[TrajectoryPoint],
    separator: u8,
    joint_header: impl Fn(usize) -> String,
    time_header: &str,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(points.len() * 96 + 128);
    let sep = separator as char;
    let mut header: Vec<String> = (1..=DOF).map(&joint_header).collect();
    header.push(time_header.to_owned());
    out.extend_from_slice(header.join(&sep.to_string()).as_bytes());
    out.push(b'\n');
    for p in points {
        let mut line = String::with_capacity(96);
        for x in &p.positions {
            line.push_str(&format!("{x:?}{sep}"));
        }
        line.push_str(&format!("{:?}\n", p.time_from_start));
        out.extend_from_slice(line.as_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles() {
        assert_eq!(role(" Joint_3 "), Role::Joint(2));
        assert_eq!(role("JOINT7"), Role::Joint(6));
        assert_eq!(role("joint8"), Role::Other);
        assert_eq!(role("joint01"), Role::Other);
        assert_eq!(role("Time_From_Start"), Role::Time);
        assert_eq!(role("x"), Role::Other);
    }

    #[test]
    fn parses_any_order_with_extra_columns() {
        let csv =
            b"\xEF\xBB\xBFnote;t;joint_7;joint6;joint5;joint4;joint3;joint2;joint1\r\nhello;0.5;7;6;5;4;3;2;1\r\n";
        let t = parse(csv, b';', None).unwrap();
        assert_eq!(t.points()[0].positions, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]);
        assert_eq!(t.points()[0].time_from_start, 0.5);
    }

    #[test]
    fn locates_problems_by_row_and_column() {
        let csv = b"t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n0,0,0,0,0,0,0,0\n1,0,0,abc,0,0,0,0\n2,0,0\n-1,0,0,0,0,0,0,0\n";
        let e = parse(csv, b',', None).unwrap_err();
        let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
        assert_eq!(locs, ["row[3].joint3", "row[4]", "row[5].t"]);
    }

    #[test]
    fn too_fast_rows_are_located_by_row_and_joint_column_with_limits_only() {
        let limits = crate::limits::tests::spec_limits();
        // Row 5 (after a blank line and a CRLF) moves Joint_2 by 0.5 rad in 0.1 s: 5 rad/s against 1.
        let csv = b"T;Joint_2;joint1;joint3;joint4;joint5;joint6;joint7\r\n0;0;0;0;0;0;0;0\r\n\r\n1;0;0;0;0;0;0;0\r\n1.1;0.5;0;0;0;0;0;0\r\n";
        let e = parse(csv, b';', Some(&limits)).unwrap_err();
        let got: Vec<(String, &str)> = e.0.iter().map(|v| (v.loc.to_string(), v.kind)).collect();
        assert_eq!(got, [("row[5].Joint_2".to_owned(), "velocity_limit")]);
        assert!(e.0[0].msg.contains("joint2 would move at 5 rad/s from point 1 to point 2"), "{}", e.0[0].msg);
        assert!(parse(csv, b';', None).is_ok(), "without the limits nothing is checked");
    }

    #[test]
    fn large_files_are_split_and_rows_keep_their_numbers() {
        let mut text = String::from("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
        for i in 0..60_000 {
            let j3 = match i {
                10 => "x".to_owned(),
                45_000 => "y".to_owned(),
                _ => format!("{:.6}", (i as f64 * 0.001).sin()),
            };
            text += &format!("{}.000000,0.100000,0.200000,{j3},0.400000,0.500000,0.600000,0.700000\n", i);
        }
        assert!(text.len() > PARALLEL_FROM_BYTES);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get()).min(4);
        assert_eq!(split_rows(text.as_bytes()).len(), cores);
        let e = parse(text.as_bytes(), b',', None).unwrap_err();
        let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
        // Line 1 is the header, so data row i is on line i + 2.
        assert_eq!(locs, ["row[12].joint3", "row[45002].joint3"]);
        let ok = text.replace(",x,", ",0.3,").replace(",y,", ",0.3,");
        let t = parse(ok.as_bytes(), b',', None).unwrap();
        assert_eq!(t.points().len(), 60_000);
        assert_eq!(t.points()[59_999].time_from_start, 59_999.0);
        assert!(t.points().windows(2).all(|w| w[1].time_from_start > w[0].time_from_start));
    }

    #[test]
    fn a_too_fast_point_is_found_wherever_it_is_read() {
        let limits = crate::limits::tests::spec_limits();
        const BLOCK: usize = 4096;
        let rows = 3 * BLOCK + 100;
        // A step of joint2 to 0.5 rad in 10 ms at point `jump_at`: one pair too fast, no other.
        let line = |i: usize, stepped: bool| {
            // As long either way, so every file splits into the same pieces.
            let j2 = if stepped { "0.5" } else { "0.0" };
            format!("{:.2},0.1,{j2},0,0,0,0,0\n", i as f64 * 0.01)
        };
        let file = |jump_at: usize| {
            let mut text = String::from("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
            (0..rows).for_each(|i| text += &line(i, i >= jump_at));
            text
        };
        assert!(file(rows).len() > PARALLEL_FROM_BYTES, "read in pieces on a machine of several cores");
        let clean = file(rows);
        assert!(parse(clean.as_bytes(), b',', Some(&limits)).is_ok());
        // The first point of every piece after the first: where pieces read apart meet.
        let mut seams = Vec::new();
        let mut at = 0;
        let body = &clean.as_bytes()[clean.find('\n').unwrap() + 1..];
        for piece in split_rows(body) {
            at += piece.iter().filter(|b| **b == b'\n').count();
            seams.push(at);
        }
        let edges = [1, BLOCK - 1, BLOCK, BLOCK + 1, 2 * BLOCK, 3 * BLOCK, rows - 1];
        for jump_at in edges.into_iter().chain(seams.into_iter().filter(|s| *s < rows)) {
            for reading in [Reading::Auto, Reading::OneThread, Reading::CsvCrate] {
                let e = parse_with(file(jump_at).as_bytes(), b',', Some(&limits), reading).unwrap_err();
                let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
                assert_eq!(locs, [format!("row[{}].joint2", jump_at + 2)], "a step at point {jump_at}, {reading:?}");
            }
        }
    }

    #[test]
    fn a_file_whose_points_take_huge_pages_reads_whole() {
        let rows = 150_000;
        assert!(rows * std::mem::size_of::<TrajectoryPoint>() > 8 << 20, "past large_vec's bound");
        let mut text = String::from("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
        for i in 0..rows {
            text += &format!("{i}.5,0.1,0.2,0.3,0.4,0.5,0.6,{}\n", i % 7);
        }
        let t = parse_with(text.as_bytes(), b',', None, Reading::OneThread).unwrap();
        assert_eq!(t.points().len(), rows);
        for (i, p) in t.points().iter().enumerate() {
            assert_eq!((p.time_from_start, p.positions[6]), (i as f64 + 0.5, (i % 7) as f64), "point {i}");
        }
    }

    #[test]
    fn rows_are_numbered_as_lines_with_blank_lines_and_crlf() {
        for reading in [Reading::Auto, Reading::CsvCrate] {
            for eol in ["\n", "\r\n", "\r"] {
                let text = [
                    "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7",
                    "",
                    "0,0,0,0,0,0,0,0",
                    "",
                    "1,0,0,x,0,0,0,0",
                    "",
                ]
                .join(eol);
                let e = parse_with(text.as_bytes(), b',', None, reading).unwrap_err();
                assert_eq!(e.0[0].loc.to_string(), "row[5].joint3", "{reading:?} {eol:?}");
            }
        }
    }

    #[test]
    fn a_points_row_is_its_line_blank_lines_and_line_ends_as_read() {
        for eol in ["\n", "\r\n", "\r"] {
            let text = ["t,joint1", "", "0,0", "  ", "1,0", "2,0"].join(eol);
            let rows: Vec<usize> = (0..4).map(|i| row_of_point(text.as_bytes(), i)).collect();
            assert_eq!(rows, [3, 5, 6, 7], "{eol:?}");
        }
    }

    #[test]
    fn header_problems() {
        let e = parse(b"t,time,joint1,joint_1,joint2\n", b',', None).unwrap_err();
        let kinds: Vec<&str> = e.0.iter().map(|v| v.kind).collect();
        assert_eq!(
            kinds,
            ["duplicate_column", "duplicate_column", "missing", "missing", "missing", "missing", "missing"]
        );
        assert!(parse(b"", b',', None).is_err());
        assert!(parse(b"t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n", b',', None).is_err());
    }
}
