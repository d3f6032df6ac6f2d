//! Trajectories from CSV (D11): a header row naming `joint1..7` or `joint_1..7`
//! (case-insensitive, surrounding spaces ignored) and a time column `t`, `time` or
//! `time_from_start`, in any order; extra columns ignored; UTF-8 BOM and CRLF accepted. Each
//! further row is one point.
//!
//! Problems are located as `["row", R, COLUMN]`, where R is the row's line number in the file
//! (the header is row 1, as a spreadsheet numbers it) and COLUMN the header cell as written.

use crate::trajectory::check_time;
use crate::validation::{Checker, Loc, Violations};
use crate::{DOF, JointLimits, Trajectory, TrajectoryPoint};

/// Largest number of columns a header may have; wider files are refused before any row is read.
pub const MAX_COLUMNS: usize = 256;

/// Where each needed value sits in a row.
struct Columns {
    joints: [usize; DOF],
    time: usize,
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
        Some(Columns { joints: js, time: time?, names })
    })
}

/// Parses CSV `bytes` with `separator` into a trajectory, checking joint limits when `limits`
/// is given. Every problem is returned, up to the checker's listing cap.
pub fn parse(bytes: &[u8], separator: u8, limits: Option<&JointLimits>) -> Result<Trajectory, Violations> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut reader =
        csv::ReaderBuilder::new().delimiter(separator).has_headers(false).flexible(true).from_reader(bytes);
    let mut record = csv::ByteRecord::new();
    let header_read = reader.read_byte_record(&mut record).map_err(|e| csv_error(&e))?;
    if !header_read {
        return Err(Violations::one(Loc::empty(), "missing", "the file is empty; expected a header row"));
    }
    let cols = header_columns(&record)?;
    let width = cols.names.len();
    let mut c = Checker::new();
    let mut points = Vec::new();
    loop {
        match reader.read_byte_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                c.extend(csv_error(&e));
                break;
            }
        }
        let row = record.position().map_or(0, |p| p.line()) as usize;
        if record.len() != width {
            // A lone empty cell is a blank line with spaces or separators only; skip it.
            if record.len() == 1 && record[0].trim_ascii().is_empty() {
                continue;
            }
            let kind = if record.len() < width { "too_short" } else { "too_long" };
            c.push(
                Loc::root("row").at(row),
                kind,
                format!("row {row} has {} cells; the header names {width} columns", record.len()),
            );
            continue;
        }
        let mut point = TrajectoryPoint { positions: [0.0; DOF], time_from_start: 0.0 };
        let mut ok = true;
        for j in 0..DOF {
            match cell(&record, cols.joints[j]) {
                Some(x) if x.is_finite() => {
                    point.positions[j] = x;
                }
                other => {
                    ok = false;
                    cell_problem(&mut c, other, row, &cols.names[cols.joints[j]]);
                }
            }
        }
        let time_name = &cols.names[cols.time];
        match cell(&record, cols.time) {
            Some(t) if check_time(&mut c, t, &Loc::root("row").at(row).at(time_name.clone())) => {
                point.time_from_start = t;
            }
            Some(_) => ok = false,
            None => {
                ok = false;
                cell_problem(&mut c, None, row, time_name);
            }
        }
        if ok {
            if let Some(l) = limits
                && !l.contains(&point.positions)
            {
                l.check_into(&point.positions, &mut c, |j| {
                    Loc::root("row").at(row).at(cols.names[cols.joints[j]].clone())
                });
            }
            points.push(point);
        }
    }
    if points.is_empty() && c.is_clean() {
        c.push(
            Loc::empty(),
            "too_short",
            "the file has a header but no data rows; a trajectory needs at least one point",
        );
    }
    c.finish(|| Some(Trajectory::from_checked(points)))
}

#[inline]
fn cell(record: &csv::ByteRecord, i: usize) -> Option<f64> {
    let raw = record.get(i)?.trim_ascii();
    std::str::from_utf8(raw).ok()?.parse().ok()
}

fn cell_problem(c: &mut Checker, parsed: Option<f64>, row: usize, column: &str) {
    let loc = Loc::root("row").at(row).at(column.to_owned());
    match parsed {
        Some(_) => c.push(loc, "finite_number", "Input should be a finite number"),
        None => c.push(loc, "float_parsing", "Input should be a valid number, unable to parse string as a number"),
    }
}

fn csv_error(e: &csv::Error) -> Violations {
    let row = e.position().map_or(0, |p| p.line()) as usize;
    Violations::one(Loc::root("row").at(row), "csv_invalid", format!("the CSV cannot be read: {e}"))
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
