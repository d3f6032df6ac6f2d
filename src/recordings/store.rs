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
}

/// The recordings, listed from the folder at start and kept in step with it.
pub struct RecordingStore {
    dir: PathBuf,
    known: Mutex<BTreeMap<String, RecordingInfo>>,
    /// Held while a bag is written: a second request for it waits and finds it whole.
    bags: Mutex<()>,
}

/// A recording being written: its CSV, open for appending rows.
pub struct Writing {
    pub info: RecordingInfo,
    csv: std::io::BufWriter<std::fs::File>,
}

impl Writing {
    /// Appends a point; the time is seconds from the recording's first point.
    pub fn push(&mut self, t: f64, joints: &JointPositions) -> std::io::Result<()> {
        write_row(&mut self.csv, t, joints)?;
        self.info.points += 1;
        self.info.duration_s = t;
        Ok(())
    }

    /// Writes out what is buffered, so a service that ends now keeps it.
    pub fn flush(&mut self) -> std::io::Result<()> {
        self.csv.flush()
    }
}

fn write_row(out: &mut impl Write, t: f64, joints: &JointPositions) -> std::io::Result<()> {
    // `{:?}` writes the shortest text that reads back as the same number.
    for q in joints {
        write!(out, "{q:?},")?;
    }
    writeln!(out, "{t:?}")
}

fn header() -> Vec<u8> {
    trajectory_csv::write(&[], b',', |j| format!("joint{j}"), TIME_HEADER)
}

impl RecordingStore {
    /// Lists the recordings in `dir` (created when the first recording is made). A folder
    /// without readable metadata is left alone and said in the log; one still `recording` (the
    /// service ended mid-recording) becomes `interrupted`, its points counted from its CSV.
    pub fn open(dir: &Path) -> RecordingStore {
        let store = RecordingStore { dir: dir.to_path_buf(), known: Mutex::default(), bags: Mutex::default() };
        let Ok(entries) = std::fs::read_dir(dir) else { return store };
        let mut known = BTreeMap::new();
        for entry in entries.flatten() {
            let Some(name) = entry.file_name().to_str().map(str::to_owned) else { continue };
            if !crate::positions::name_ok(&name) || !entry.path().is_dir() {
                continue;
            }
            match store.read_meta(&name) {
                Ok(mut info) => {
                    if info.state == Ended::Recording {
                        if let Ok(points) = store.samples(&name) {
                            info.points = points.len();
                            info.duration_s = points.last().map_or(0.0, |p| p.time_from_start);
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
        let failed =
            |source| StoreError::Write { name: info.name.clone(), dir: self.dir.display().to_string(), source };
        let text = serde_saphyr::to_string(info).map_err(|e| failed(std::io::Error::other(e.to_string())))?;
        let text = format!("# A recording of armrest (D33); its points are in {CSV_FILE}.\n{text}");
        file_replace::replace(&self.folder(&info.name).join(META_FILE), text.as_bytes()).map_err(failed)
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

    /// Starts writing a new recording; its name must be free.
    pub fn begin(&self, info: RecordingInfo) -> Result<Writing, StoreError> {
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
            let mut csv = std::io::BufWriter::new(std::fs::File::create(self.folder(&name).join(CSV_FILE))?);
            csv.write_all(&header())?;
            csv.flush()?;
            Ok(csv)
        })();
        let result = made.map_err(failed).and_then(|csv| {
            self.write_meta(&info)?;
            Ok(Writing { info, csv })
        });
        if result.is_err() {
            self.forget(&name);
        }
        result
    }

    /// Ends `writing` as `ended`: its rows on disk, its metadata written.
    pub fn finish(&self, mut writing: Writing, ended: Ended) -> Result<RecordingInfo, StoreError> {
        writing.info.state = ended;
        let info = writing.info.clone();
        let failed =
            |source| StoreError::Write { name: info.name.clone(), dir: self.dir.display().to_string(), source };
        writing.csv.flush().and_then(|()| writing.csv.get_ref().sync_all()).map_err(failed)?;
        self.update(&info);
        self.write_meta(&info)?;
        Ok(info)
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
        self.finish(writing, Ended::Imported)
    }

    /// The recording's points, times from 0.
    pub fn samples(&self, name: &str) -> Result<Vec<TrajectoryPoint>, StoreError> {
        let read = |why: String| StoreError::Read { name: name.to_owned(), why };
        let bytes = std::fs::read(self.csv_file(name)).map_err(|e| read(e.to_string()))?;
        if bytes.iter().filter(|&&b| b == b'\n').count() < 2 {
            return Ok(Vec::new());
        }
        trajectory_csv::parse(&bytes, b',', None).map(|t| t.into_points()).map_err(|v| read(v.to_string()))
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
        let done = store.finish(w, Ended::Stopped).unwrap();
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
