//! The recordings folder (`recordings.dir`, D33): one folder per recording, named as it is,
//! holding `recording.yaml` (its metadata), `trajectory.csv` (its points, in the format
//! `POST /trajectory/send_csv` reads) and, once asked for, `bag/` (a rosbag2 folder). A
//! recording under way is written as it goes, so a service that ends mid-recording keeps what it
//! recorded: found at start-up still `recording`, it is marked `interrupted`.

use super::{Ended, RecordingInfo};
use crate::file_replace;
use armrest_backend::formats::trajectory_csv;
use armrest_backend::{JointPositions, TrajectoryPoint};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

const META_FILE: &str = "recording.yaml";
const CSV_FILE: &str = "trajectory.csv";
const BAG_FOLDER: &str = "bag";
/// The CSV's time column, as `POST /trajectory/send_csv` reads it.
const TIME_HEADER: &str = "time_from_start";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("no recording '{name}'; the recordings: {known}")]
    NotFound { name: String, known: String },
    #[error("a recording named '{0}' exists already; delete it first or choose another name")]
    Exists(String),
    #[error("recording '{0}' is under way; stop it first")]
    UnderWay(String),
    #[error("cannot write recording '{name}' in {dir}: {source}")]
    Write { name: String, dir: String, source: std::io::Error },
    #[error("cannot read recording '{name}': {why}")]
    Read { name: String, why: String },
    /// The folder holds `recordings.max_total_mb` or more (issue 49).
    #[error(
        "the recordings folder {dir} holds {} MB, at or past its limit of {} MB (recordings.max_total_mb): delete \
         recordings no longer needed (DELETE /recordings/{{name}}) or raise the limit; nothing was written",
        megabytes(*used),
        megabytes(*limit)
    )]
    Full { dir: String, used: u64, limit: u64 },
}

/// `bytes` in MB (10^6 bytes), to a tenth.
fn megabytes(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / 1e6)
}

/// The recordings, listed from the folder at start and kept in step with it.
pub struct RecordingStore {
    dir: PathBuf,
    known: Mutex<BTreeMap<String, RecordingInfo>>,
    /// Held while a bag is written: a second request for it waits and finds it whole.
    bags: Mutex<()>,
    /// The most the folder may hold, bytes (`recordings.max_total_mb`).
    max_total_bytes: u64,
}

/// A recording being written: its CSV, open for appending rows. Rows are written whole, and
/// counted once they are in the file: `info` says what is on disk, a full disk or a crash
/// included (issue 49).
pub struct Writing {
    /// The recording as far as it is written: its points and duration are the rows in the file.
    pub info: RecordingInfo,
    csv: std::fs::File,
    /// Whole rows not yet in the file, their count and the last one's time.
    pending: Vec<u8>,
    pending_points: usize,
    pending_last_t: f64,
    /// The file's length up to its last whole row.
    whole_len: u64,
}

/// Rows kept in memory before they go to the file whatever the recorder's flush period.
const PENDING_MAX_BYTES: usize = 64 * 1024;

impl Writing {
    /// Appends a point; the time is seconds from the recording's first point. It counts once
    /// written ([`Writing::flush`]).
    pub fn push(&mut self, t: f64, joints: &JointPositions) -> std::io::Result<()> {
        write_row(&mut self.pending, t, joints)?;
        self.pending_points += 1;
        self.pending_last_t = t;
        if self.pending.len() >= PENDING_MAX_BYTES {
            self.flush()?;
        }
        Ok(())
    }

    /// Writes out the rows not yet written, in one write: a service that ends now keeps them. A
    /// write that fails (a full disk) leaves the file at its last whole row, and the rows that
    /// were not written are not counted.
    pub fn flush(&mut self) -> std::io::Result<()> {
        use std::io::{Seek, SeekFrom};
        if self.pending.is_empty() {
            return Ok(());
        }
        let written = self.csv.write_all(&self.pending);
        if let Err(e) = written {
            // A part of a row must not stay: cut back to the last whole row.
            let _ = self.csv.set_len(self.whole_len);
            let _ = self.csv.seek(SeekFrom::Start(self.whole_len));
            self.pending.clear();
            self.pending_points = 0;
            return Err(e);
        }
        self.whole_len += self.pending.len() as u64;
        self.info.points += self.pending_points;
        self.info.duration_s = self.pending_last_t;
        self.pending.clear();
        self.pending_points = 0;
        Ok(())
    }
}

fn write_row(out: &mut impl Write, t: f64, joints: &JointPositions) -> std::io::Result<()> {
    // `{:?}` writes the shortest text that reads back as the same number.
    for q in joints {
        write!(out, "{q:?},")?;
    }
    writeln!(out, "{t:?}")
}

/// A recording's metadata file as written.
fn meta_text(info: &RecordingInfo) -> std::io::Result<String> {
    let text = serde_saphyr::to_string(info).map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(format!("# A recording of armrest (D33); its points are in {CSV_FILE}.\n{text}"))
}

/// The longest start of a recording's CSV `bytes` that is whole rows (each ended by a line
/// break, each read as a point), its length and its points. What a crash or a full disk left
/// after it (a row cut anywhere, a number cut short) is not part of it.
fn whole_rows(bytes: &[u8]) -> (usize, Vec<TrajectoryPoint>) {
    let ends: Vec<usize> = bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i + 1).collect();
    let read = |lines: usize| -> Option<Vec<TrajectoryPoint>> {
        if lines <= 1 {
            return Some(Vec::new());
        }
        trajectory_csv::parse(&bytes[..ends[lines - 1]], b',', None).ok().map(|t| t.into_points())
    };
    if let Some(points) = read(ends.len()) {
        return (ends.last().copied().unwrap_or(0), points);
    }
    // A start of whole rows reads if a longer one does: the longest is found by halving, from
    // `good` lines that read (the header alone) and `bad` lines that do not (all of them).
    let (mut good, mut bad) = (1, ends.len());
    while bad - good > 1 {
        let mid = (good + bad) / 2;
        if read(mid).is_some() { good = mid } else { bad = mid }
    }
    (ends[good - 1], read(good).unwrap_or_default())
}

fn header() -> Vec<u8> {
    trajectory_csv::write(&[], b',', |j| format!("joint{j}"), TIME_HEADER)
}

impl RecordingStore {
    /// Lists the recordings in `dir` (created when the first recording is made). A folder
    /// without readable metadata is left alone and said in the log; one still `recording` (the
    /// service ended mid-recording) becomes `interrupted`, its points counted from its CSV.
    pub fn open(dir: &Path) -> RecordingStore {
        let store = RecordingStore {
            dir: dir.to_path_buf(),
            known: Mutex::default(),
            bags: Mutex::default(),
            max_total_bytes: u64::MAX,
        };
        let Ok(entries) = std::fs::read_dir(dir) else { return store };
        let mut known = BTreeMap::new();
        for entry in entries.flatten() {
            let Some(name) = entry.file_name().to_str().map(str::to_owned) else { continue };
            if !crate::positions::name_ok(&name) || !entry.path().is_dir() {
                continue;
            }
            file_replace::remove_leftovers(&store.folder(&name).join(META_FILE));
            match store.read_meta(&name) {
                Ok(mut info) => {
                    if info.state == Ended::Recording {
                        // Whole rows only, and the metadata says what they are (issue 49).
                        match store.keep_whole_rows(&name) {
                            Ok(points) => {
                                info.points = points.len();
                                info.duration_s = points.last().map_or(0.0, |p| p.time_from_start);
                            }
                            Err(e) => tracing::warn!("recordings: {e}"),
                        }
                        info.state = Ended::Interrupted;
                        if let Err(e) = store.write_meta(&info) {
                            tracing::warn!("recordings: {e}");
                        }
                        tracing::warn!("recordings: '{name}' was under way when armrest ended; kept as interrupted");
                    }
                    known.insert(name, info);
                }
                Err(why) => tracing::warn!("recordings: {} left alone: {why}", entry.path().display()),
            }
        }
        *store.known.lock().unwrap_or_else(PoisonError::into_inner) = known;
        store
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn folder(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The error of a write of recording `name` that failed with `source`.
    fn write_error(&self, name: &str, source: std::io::Error) -> StoreError {
        StoreError::Write { name: name.to_owned(), dir: self.dir.display().to_string(), source }
    }

    fn read_meta(&self, name: &str) -> Result<RecordingInfo, String> {
        let file = self.folder(name).join(META_FILE);
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let info: RecordingInfo = serde_saphyr::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        if info.name != name {
            return Err(format!("{} names another recording ('{}')", file.display(), info.name));
        }
        Ok(info)
    }

    fn write_meta(&self, info: &RecordingInfo) -> Result<(), StoreError> {
        let failed = |source| self.write_error(&info.name, source);
        let text = meta_text(info).map_err(failed)?;
        file_replace::replace(&self.folder(&info.name).join(META_FILE), text.as_bytes()).map_err(failed)
    }

    /// [`RecordingStore::write_meta`] over the old file's own bytes: on a full disk a new file
    /// may find no room where rewriting the few hundred bytes of the old one does.
    fn write_meta_in_place(&self, info: &RecordingInfo) -> Result<(), StoreError> {
        let failed = |source| self.write_error(&info.name, source);
        let text = meta_text(info).map_err(failed)?;
        let meta = self.folder(&info.name).join(META_FILE);
        let mut file = std::fs::OpenOptions::new().write(true).open(meta).map_err(failed)?;
        file.write_all(text.as_bytes())
            .and_then(|()| file.set_len(text.len() as u64))
            .and_then(|()| file.sync_all())
            .map_err(failed)
    }

    /// Every recording, by name.
    pub fn list(&self) -> Vec<RecordingInfo> {
        self.known.lock().unwrap_or_else(PoisonError::into_inner).values().cloned().collect()
    }

    /// The recording `name`, or 404's error listing the others.
    pub fn get(&self, name: &str) -> Result<RecordingInfo, StoreError> {
        let known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
        known.get(name).cloned().ok_or_else(|| not_found(name, &known))
    }

    /// Keeps `info` as the recording's latest state (a recording under way, as it grows).
    pub fn update(&self, info: &RecordingInfo) {
        self.known.lock().unwrap_or_else(PoisonError::into_inner).insert(info.name.clone(), info.clone());
    }

    /// This store, refusing new files once the folder holds `max_total_bytes` (507).
    pub fn with_quota(mut self, max_total_bytes: u64) -> RecordingStore {
        self.max_total_bytes = max_total_bytes;
        self
    }

    /// The bytes of every file in the folder, its recordings' folders and their bags included.
    fn used_bytes(&self) -> u64 {
        fn size(path: &Path, depth: usize) -> u64 {
            let Ok(meta) = std::fs::symlink_metadata(path) else { return 0 };
            if !meta.is_dir() {
                return meta.len();
            }
            // recordings/<name>/bag/<file>: deeper is none of armrest's.
            if depth == 0 {
                return 0;
            }
            let Ok(entries) = std::fs::read_dir(path) else { return 0 };
            entries.flatten().map(|e| size(&e.path(), depth - 1)).sum()
        }
        size(&self.dir, 4)
    }

    /// `Err(Full)` once the folder holds its limit or more: nothing new is written then.
    fn room(&self) -> Result<(), StoreError> {
        let used = self.used_bytes();
        if used >= self.max_total_bytes {
            return Err(StoreError::Full { dir: self.dir.display().to_string(), used, limit: self.max_total_bytes });
        }
        Ok(())
    }

    /// Starts writing a new recording; its name must be free, and the folder below its limit.
    pub fn begin(&self, info: RecordingInfo) -> Result<Writing, StoreError> {
        self.room()?;
        let name = info.name.clone();
        let failed = |source| StoreError::Write { name: name.clone(), dir: self.dir.display().to_string(), source };
        {
            let mut known = self.known.lock().unwrap_or_else(PoisonError::into_inner);
            if known.contains_key(&name) || self.folder(&name).exists() {
                return Err(StoreError::Exists(name));
            }
            known.insert(name.clone(), info.clone());
        }
        let made = (|| {
            std::fs::create_dir_all(self.folder(&name))?;
            let mut csv = std::fs::File::create(self.folder(&name).join(CSV_FILE))?;
            let header = header();
            csv.write_all(&header)?;
            Ok((csv, header.len() as u64))
        })();
        let result = made.map_err(failed).and_then(|(csv, whole_len)| {
            self.write_meta(&info)?;
            Ok(Writing { info, csv, pending: Vec::new(), pending_points: 0, pending_last_t: 0.0, whole_len })
        });
        if result.is_err() {
            self.forget(&name);
        }
        result
    }

    /// Ends `writing` as `ended`: its rows on disk, its metadata written. Rows that cannot be
    /// written (a full disk) end it `interrupted` with the rows that were; its metadata says so,
    /// rewritten in place if no new file fits. The recording as it now is, and what went wrong.
    pub fn finish(&self, mut writing: Writing, ended: Ended) -> (RecordingInfo, Result<(), StoreError>) {
        let flushed = writing.flush().and_then(|()| writing.csv.sync_all());
        writing.info.state = if flushed.is_ok() { ended } else { Ended::Interrupted };
        let info = writing.info.clone();
        self.update(&info);
        let meta = self.write_meta(&info).or_else(|e| {
            tracing::warn!("recordings: {e}; rewriting the metadata of '{}' in place", info.name);
            self.write_meta_in_place(&info)
        });
        let result = flushed.map_err(|e| self.write_error(&info.name, e)).and(meta);
        (info, result)
    }

    /// Saves `points` whole as the recording `info` names.
    pub fn import(&self, info: RecordingInfo, points: &[TrajectoryPoint]) -> Result<RecordingInfo, StoreError> {
        let mut writing = self.begin(RecordingInfo { state: Ended::Recording, ..info })?;
        let name = writing.info.name.clone();
        let t0 = points.first().map_or(0.0, |p| p.time_from_start);
        for p in points {
            if let Err(source) = writing.push(p.time_from_start - t0, &p.positions) {
                self.remove_files(&name);
                self.forget(&name);
                return Err(StoreError::Write { name, dir: self.dir.display().to_string(), source });
            }
        }
        // An import is whole or absent, and one that would take the folder past its limit is
        // absent.
        let ended = match self.finish(writing, Ended::Imported) {
            (info, Ok(())) => self.room().map(|()| info),
            (_, Err(e)) => Err(e),
        };
        if ended.is_err() {
            self.remove_files(&name);
            self.forget(&name);
        }
        ended
    }

    /// The recording's points, times from 0: its whole rows (a recording under way may be in
    /// the middle of writing one).
    pub fn samples(&self, name: &str) -> Result<Vec<TrajectoryPoint>, StoreError> {
        let read = |why: String| StoreError::Read { name: name.to_owned(), why };
        let bytes = std::fs::read(self.csv_file(name)).map_err(|e| read(e.to_string()))?;
        let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let bytes = &bytes[..whole];
        if bytes.iter().filter(|&&b| b == b'\n').count() < 2 {
            return Ok(Vec::new());
        }
        trajectory_csv::parse(bytes, b',', None).map(|t| t.into_points()).map_err(|v| read(v.to_string()))
    }

    /// Cuts the CSV of a recording that was under way when armrest ended to its whole rows (a
    /// crash may leave a row cut anywhere); its points.
    fn keep_whole_rows(&self, name: &str) -> Result<Vec<TrajectoryPoint>, StoreError> {
        let file = self.csv_file(name);
        let failed = |source| self.write_error(name, source);
        let bytes = std::fs::read(&file).map_err(failed)?;
        let (len, points) = whole_rows(&bytes);
        if len < bytes.len() {
            tracing::warn!(
                "recordings: '{name}' ended in the middle of a row; kept its {} whole row(s), cut {} byte(s) after them",
                points.len(),
                bytes.len() - len
            );
            let csv = std::fs::OpenOptions::new().write(true).open(&file).map_err(failed)?;
            csv.set_len(len as u64).and_then(|()| csv.sync_all()).map_err(failed)?;
        }
        Ok(points)
    }

    pub fn csv_file(&self, name: &str) -> PathBuf {
        self.folder(name).join(CSV_FILE)
    }

    /// The recording's rosbag2 MCAP file, written the first time it is asked for (a recording
    /// does not change once ended).
    pub fn bag_file(&self, info: &RecordingInfo) -> Result<PathBuf, StoreError> {
        let _one_at_a_time = self.bags.lock().unwrap_or_else(PoisonError::into_inner);
        let folder = self.folder(&info.name).join(BAG_FOLDER);
        let file = folder.join(format!("{BAG_FOLDER}_0.mcap"));
        if info.state != Ended::Recording && folder.join("metadata.yaml").exists() && file.exists() {
            return Ok(file);
        }
        self.room()?;
        let samples = self.samples(&info.name)?;
        // Written in a folder of its own, then renamed into place: a bag is whole or absent.
        let scratch = self.folder(&info.name).join(format!(".{BAG_FOLDER}-{}", unique()));
        let tmp = scratch.join(BAG_FOLDER);
        let failed = |why: String| StoreError::Write {
            name: info.name.clone(),
            dir: self.dir.display().to_string(),
            source: std::io::Error::other(why),
        };
        let written = super::bag::write(&tmp, info, &samples).map_err(|e| failed(e.to_string())).and_then(|()| {
            let _ = std::fs::remove_dir_all(&folder);
            std::fs::rename(&tmp, &folder).map_err(|e| failed(e.to_string()))
        });
        let _ = std::fs::remove_dir_all(&scratch);
        written.map(|()| file)
    }

    /// Deletes the recording `name` and its files; answers it as it was.
    pub fn delete(&self, name: &str) -> Result<RecordingInfo, StoreError> {
        let info = self.get(name)?;
        if info.state == Ended::Recording {
            return Err(StoreError::UnderWay(name.to_owned()));
        }
        std::fs::remove_dir_all(self.folder(name)).map_err(|source| StoreError::Write {
            name: name.to_owned(),
            dir: self.dir.display().to_string(),
            source,
        })?;
        self.forget(name);
        Ok(info)
    }

    fn forget(&self, name: &str) {
        self.known.lock().unwrap_or_else(PoisonError::into_inner).remove(name);
    }

    fn remove_files(&self, name: &str) {
        let _ = std::fs::remove_dir_all(self.folder(name));
    }
}

fn not_found(name: &str, known: &BTreeMap<String, RecordingInfo>) -> StoreError {
    let names: Vec<&str> = known.keys().map(String::as_str).collect();
    let known = if names.is_empty() { "none".to_owned() } else { names.join(", ") };
    StoreError::NotFound { name: name.to_owned(), known }
}

/// A name for a temporary file no other request of this process uses at the same time.
fn unique() -> String {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}-{n}", std::process::id())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn joints(v: &[f64]) -> JointPositions {
        std::array::from_fn(|i| v.get(i).copied().unwrap_or(0.0))
    }

    fn info(name: &str) -> RecordingInfo {
        RecordingInfo {
            name: name.to_owned(),
            created: "2026-11-26T21:00:00Z".to_owned(),
            duration_s: 0.0,
            points: 0,
            origin: super::super::Origin::Recorded,
            rate_hz: 50.0,
            clock_rate: 1.0,
            state: Ended::Recording,
        }
    }

    #[test]
    fn a_recording_reads_back_as_written_and_survives_a_restart() {
        let dir = std::env::temp_dir().join(format!("armrest-recordings-{}", unique()));
        let store = RecordingStore::open(&dir);
        let mut w = store.begin(info("demo")).unwrap();
        for i in 0..5 {
            w.push(i as f64 * 0.02, &joints(&[0.1 * i as f64, -0.3, 1.0 / 3.0])).unwrap();
        }
        let (done, written) = store.finish(w, Ended::Stopped);
        written.unwrap();
        assert_eq!((done.points, done.duration_s, done.state), (5, 0.08, Ended::Stopped));
        assert!(matches!(store.begin(info("demo")), Err(StoreError::Exists(_))));
        let again = RecordingStore::open(&dir);
        assert_eq!(again.get("demo").unwrap(), done);
        let points = again.samples("demo").unwrap();
        assert_eq!(points[4].positions[0], 0.1 * 4.0);
        assert_eq!(points[4].positions[2], 1.0 / 3.0, "full precision");
        let bag = again.bag_file(&done).unwrap();
        assert!(bag.exists());
        again.delete("demo").unwrap();
        assert!(matches!(again.get("demo"), Err(StoreError::NotFound { .. })));
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Issue 49: SIGKILL in the middle of a row (a fatal signal can cut a write at a page's
    /// end) left rows cut anywhere; each was a 500 or a silently short recording.
    #[test]
    fn a_recording_cut_mid_row_by_a_crash_keeps_its_whole_rows_and_says_so() {
        let dir = std::env::temp_dir().join(format!("armrest-recordings-{}", unique()));
        let store = RecordingStore::open(&dir);
        let tails: [&[u8]; 4] = [
            b"0.1,0.2,0.3,0.4,0.5",               // a row cut between cells
            b"0.1,0.2,0.3,0.4,0.5,0.6,0.7,2.",    // a time cut short: would read as 2
            b"0.1,0.2,0.3,0.4,0.5\n0.1,0.2,0.3,", // a short row, line-ended, then more
            b"",                                  // nothing cut
        ];
        for (k, tail) in tails.iter().enumerate() {
            let name = format!("cut{k}");
            let mut w = store.begin(info(&name)).unwrap();
            for i in 0..3 {
                w.push(i as f64 * 0.5, &joints(&[0.1 * i as f64])).unwrap();
            }
            w.flush().unwrap();
            drop(w);
            let file = store.csv_file(&name);
            let mut csv = std::fs::OpenOptions::new().append(true).open(&file).unwrap();
            csv.write_all(tail).unwrap();
        }
        let again = RecordingStore::open(&dir);
        for k in 0..tails.len() {
            let name = format!("cut{k}");
            let found = again.get(&name).unwrap();
            assert_eq!((found.state, found.points, found.duration_s), (Ended::Interrupted, 3, 1.0), "{name}");
            let bytes = std::fs::read(again.csv_file(&name)).unwrap();
            assert!(bytes.ends_with(b"\n"), "{name}: whole rows only: {}", String::from_utf8_lossy(&bytes));
            assert_eq!(again.samples(&name).unwrap().len(), 3, "{name}");
            // The metadata on disk agrees, after a second start too.
            let third = RecordingStore::open(&dir);
            assert_eq!(third.get(&name).unwrap(), found, "{name}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Issue 49: on a full disk a stop answered 421 points where 362 were on disk, and the
    /// metadata still said `recording`.
    #[test]
    fn on_a_full_disk_a_recording_reports_what_was_written_and_ends_consistent() {
        let dir = std::env::temp_dir().join(format!("armrest-recordings-{}", unique()));
        let store = RecordingStore::open(&dir);
        let mut w = store.begin(info("full")).unwrap();
        w.push(0.0, &joints(&[0.0])).unwrap();
        w.push(0.5, &joints(&[0.1])).unwrap();
        w.flush().unwrap();
        assert_eq!((w.info.points, w.info.duration_s), (2, 0.5));
        // The disk fills up: every later write fails (ENOSPC, as /dev/full answers).
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
        w.csv = full;
        w.push(1.0, &joints(&[0.2])).unwrap();
        assert!(w.flush().is_err(), "the write fails");
        assert_eq!((w.info.points, w.info.duration_s), (2, 0.5), "only rows written count");
        w.push(1.5, &joints(&[0.3])).unwrap();
        let (ended, written) = store.finish(w, Ended::Stopped);
        let e = written.unwrap_err();
        assert!(e.to_string().contains("No space left"), "{e}");
        let listed = store.get("full").unwrap();
        assert_eq!(ended, listed, "the answer is what is listed");
        assert_eq!((listed.state, listed.points, listed.duration_s), (Ended::Interrupted, 2, 0.5));
        let again = RecordingStore::open(&dir);
        assert_eq!(again.get("full").unwrap(), listed, "the metadata on disk says the same");
        assert_eq!(again.samples("full").unwrap().len(), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_recording_under_way_at_the_end_is_found_interrupted() {
        let dir = std::env::temp_dir().join(format!("armrest-recordings-{}", unique()));
        let store = RecordingStore::open(&dir);
        let mut w = store.begin(info("cut")).unwrap();
        w.push(0.0, &joints(&[0.0])).unwrap();
        w.push(0.5, &joints(&[0.2])).unwrap();
        w.flush().unwrap();
        drop(w);
        let again = RecordingStore::open(&dir);
        let found = again.get("cut").unwrap();
        assert_eq!((found.state, found.points, found.duration_s), (Ended::Interrupted, 2, 0.5));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
