//! Recording topics as a rosbag2 folder: `metadata.yaml` plus one MCAP file of CDR messages,
//! the layout `ros2 bag record -s mcap` writes and rosbag2 tooling reads.

pub mod cdr;
pub mod message_definition;
pub mod qos;

use mcap::records::MessageHeader;
use message_definition::MessageDefinition;
use qos::OfferedQos;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum BagError {
    #[error("bag folder {0} already exists and is not empty")]
    Exists(PathBuf),
    #[error("cannot write the bag at {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("cannot write the MCAP file: {0}")]
    Mcap(#[from] mcap::McapError),
    #[error("cannot write metadata.yaml: {0}")]
    Yaml(String),
}

struct Topic {
    name: String,
    type_name: String,
    type_hash: String,
    offered_qos: Vec<OfferedQos>,
    channel: u16,
    count: u64,
}

/// An open bag. [`BagWriter::finish`] completes the MCAP file and writes `metadata.yaml`; a
/// bag that is not finished has no metadata.
pub struct BagWriter {
    folder: PathBuf,
    file_name: String,
    mcap: mcap::Writer<BufWriter<File>>,
    topics: Vec<Topic>,
    first_ns: Option<u64>,
    last_ns: u64,
}

impl BagWriter {
    /// Creates the folder `folder` (which must not exist or be empty) and its MCAP file.
    pub fn create(folder: &Path) -> Result<BagWriter, BagError> {
        let io = |source| BagError::Io { path: folder.to_path_buf(), source };
        if folder.exists() && std::fs::read_dir(folder).map_err(io)?.next().is_some() {
            return Err(BagError::Exists(folder.to_path_buf()));
        }
        std::fs::create_dir_all(folder).map_err(io)?;
        let base = folder.file_name().and_then(|n| n.to_str()).filter(|n| !n.is_empty()).unwrap_or("bag");
        let file_name = format!("{base}_0.mcap");
        let file = File::create(folder.join(&file_name)).map_err(io)?;
        let mcap = mcap::WriteOptions::new().profile("ros2").library("armrest").create(BufWriter::new(file))?;
        Ok(BagWriter { folder: folder.to_path_buf(), file_name, mcap, topics: Vec::new(), first_ns: None, last_ns: 0 })
    }

    /// Declares a topic of the type `definition` describes, with the QoS its publishers offer;
    /// returns its id for [`BagWriter::write`]. The schema carries the full definition (readers
    /// need nothing but the file) and the channel the type hash and the QoS, as rosbag2 writes
    /// them.
    pub fn add_topic(
        &mut self,
        name: &str,
        definition: &MessageDefinition,
        offered_qos: &[OfferedQos],
    ) -> Result<usize, BagError> {
        let schema = self.mcap.add_schema(&definition.type_name, "ros2msg", definition.text.as_bytes())?;
        let mut metadata = BTreeMap::new();
        metadata.insert("offered_qos_profiles".to_owned(), qos::channel_metadata(offered_qos));
        metadata.insert("topic_type_hash".to_owned(), definition.type_hash.clone());
        let channel = self.mcap.add_channel(schema, name, "cdr", &metadata)?;
        self.topics.push(Topic {
            name: name.to_owned(),
            type_name: definition.type_name.clone(),
            type_hash: definition.type_hash.clone(),
            offered_qos: offered_qos.to_vec(),
            channel,
            count: 0,
        });
        Ok(self.topics.len() - 1)
    }

    /// Appends one CDR-encoded message of topic `topic` received at `stamp_ns` (ns since the epoch).
    pub fn write(&mut self, topic: usize, stamp_ns: u64, cdr: &[u8]) -> Result<(), BagError> {
        let Some(t) = self.topics.get_mut(topic) else { return Ok(()) };
        let header = MessageHeader {
            channel_id: t.channel,
            sequence: t.count as u32,
            log_time: stamp_ns,
            publish_time: stamp_ns,
        };
        self.mcap.write_to_known_channel(&header, cdr)?;
        t.count += 1;
        self.first_ns = Some(self.first_ns.map_or(stamp_ns, |f| f.min(stamp_ns)));
        self.last_ns = self.last_ns.max(stamp_ns);
        Ok(())
    }

    /// Messages written so far.
    pub fn message_count(&self) -> u64 {
        self.topics.iter().map(|t| t.count).sum()
    }

    /// Completes the MCAP file and writes `metadata.yaml`.
    pub fn finish(mut self) -> Result<PathBuf, BagError> {
        self.mcap.finish()?;
        let start = self.first_ns.unwrap_or(0);
        let duration = self.last_ns.saturating_sub(start);
        let count = self.message_count();
        let info = Metadata {
            rosbag2_bagfile_information: Info {
                version: 9,
                storage_identifier: "mcap",
                duration: Nanos { nanoseconds: duration },
                starting_time: Since { nanoseconds_since_epoch: start },
                message_count: count,
                topics_with_message_count: self
                    .topics
                    .iter()
                    .map(|t| TopicCount {
                        topic_metadata: TopicMetadata {
                            name: t.name.clone(),
                            r#type: t.type_name.clone(),
                            serialization_format: "cdr",
                            offered_qos_profiles: t.offered_qos.clone(),
                            type_description_hash: t.type_hash.clone(),
                        },
                        message_count: t.count,
                    })
                    .collect(),
                compression_format: "",
                compression_mode: "",
                relative_file_paths: vec![self.file_name.clone()],
                files: vec![FileInfo {
                    path: self.file_name.clone(),
                    starting_time: Since { nanoseconds_since_epoch: start },
                    duration: Nanos { nanoseconds: duration },
                    message_count: count,
                }],
                custom_data: BTreeMap::new(),
                ros_distro: "jazzy",
            },
        };
        let yaml = serde_saphyr::to_string(&info).map_err(|e| BagError::Yaml(e.to_string()))?;
        let path = self.folder.join("metadata.yaml");
        std::fs::write(&path, yaml).map_err(|source| BagError::Io { path: path.clone(), source })?;
        Ok(self.folder)
    }
}

#[derive(Serialize)]
struct Metadata {
    rosbag2_bagfile_information: Info,
}

#[derive(Serialize)]
struct Info {
    version: u32,
    storage_identifier: &'static str,
    duration: Nanos,
    starting_time: Since,
    message_count: u64,
    topics_with_message_count: Vec<TopicCount>,
    compression_format: &'static str,
    compression_mode: &'static str,
    relative_file_paths: Vec<String>,
    files: Vec<FileInfo>,
    custom_data: BTreeMap<String, String>,
    ros_distro: &'static str,
}

#[derive(Serialize)]
struct Nanos {
    nanoseconds: u64,
}

#[derive(Serialize)]
struct Since {
    nanoseconds_since_epoch: u64,
}

#[derive(Serialize)]
struct TopicCount {
    topic_metadata: TopicMetadata,
    message_count: u64,
}

#[derive(Serialize)]
struct TopicMetadata {
    name: String,
    r#type: String,
    serialization_format: &'static str,
    offered_qos_profiles: Vec<OfferedQos>,
    type_description_hash: String,
}

#[derive(Serialize)]
struct FileInfo {
    path: String,
    starting_time: Since,
    duration: Nanos,
    message_count: u64,
}
