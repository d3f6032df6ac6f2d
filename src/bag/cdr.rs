//! CDR (little-endian, XCDR1 plain) encoding of the messages armrest records, as ROS 2 puts
//! them on the wire and rosbag2 stores them, through the `cdr` crate: each message is a serde
//! struct shaped like its ROS definition. `benches/bag.rs` measures it against the 1 kHz
//! recording budget.

use super::message_definition::{DefinitionError, MessageDefinition};
use serde::{Deserialize, Serialize};

/// A `sensor_msgs/msg/JointState`.
#[derive(Clone, Debug, PartialEq)]
pub struct JointStateMessage<'a> {
    pub stamp_ns: u64,
    pub frame_id: &'a str,
    pub name: &'a [String],
    pub position: &'a [f64],
    pub velocity: &'a [f64],
    pub effort: &'a [f64],
}

/// `builtin_interfaces/msg/Time`.
#[derive(Serialize)]
struct Time {
    sec: i32,
    nanosec: u32,
}

/// `std_msgs/msg/Header`.
#[derive(Serialize)]
struct Header<'a> {
    stamp: Time,
    frame_id: &'a str,
}

/// The fields of `sensor_msgs/msg/JointState`, in the order of its definition.
#[derive(Serialize)]
struct JointState<'a> {
    header: Header<'a>,
    name: &'a [String],
    position: &'a [f64],
    velocity: &'a [f64],
    effort: &'a [f64],
}

impl JointStateMessage<'_> {
    pub const TYPE: &'static str = "sensor_msgs/msg/JointState";

    /// The `.msg` texts of the type and the types it uses (package, name, text), for the
    /// schema and the type hash of a bag recorded without a ROS 2 installation.
    pub const MSG_TEXTS: [(&'static str, &'static str, &'static str); 3] = [
        (
            "sensor_msgs",
            "JointState",
            "std_msgs/Header header\n\nstring[] name\nfloat64[] position\nfloat64[] velocity\nfloat64[] effort\n",
        ),
        ("std_msgs", "Header", "builtin_interfaces/Time stamp\nstring frame_id\n"),
        ("builtin_interfaces", "Time", "int32 sec\nuint32 nanosec\n"),
    ];

    /// Its schema text and type hash, from [`JointStateMessage::MSG_TEXTS`].
    pub fn definition() -> Result<MessageDefinition, DefinitionError> {
        MessageDefinition::load(Self::TYPE, &Self::MSG_TEXTS[..])
    }

    /// The serialized message with its encapsulation header (CDR_LE).
    pub fn encode(&self) -> Result<Vec<u8>, cdr::Error> {
        let message = JointState {
            header: Header {
                stamp: Time {
                    // Seconds since 1970 fit an i32 until 2038, as in ROS 2 itself.
                    sec: i32::try_from(self.stamp_ns / 1_000_000_000).unwrap_or(i32::MAX),
                    nanosec: (self.stamp_ns % 1_000_000_000) as u32,
                },
                frame_id: self.frame_id,
            },
            name: self.name,
            position: self.position,
            velocity: self.velocity,
            effort: self.effort,
        };
        cdr::serialize::<_, _, cdr::CdrLe>(&message, cdr::Infinite)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a recording reads of a joint state is what was encoded.
    #[test]
    fn a_joint_states_motion_is_read_back_from_its_cdr() {
        let names: Vec<String> = (1..=7).map(|i| format!("joint{i}")).collect();
        let (position, velocity) = ([0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7], [0.0, 1.5, f64::NAN, 0.0, 0.0, 0.0, -2.0]);
        let m = JointStateMessage {
            stamp_ns: 1_795_000_000_123_456_789,
            frame_id: "base_link",
            name: &names,
            position: &position,
            velocity: &velocity,
            effort: &[0.0; 7],
        };
        let read = joint_state_motion(&m.encode().unwrap()).expect("a joint state");
        let (p, v) = (read.position, read.velocity);
        assert_eq!(read.stamp_ns, 1_795_000_000_123_456_789);
        assert_eq!(p, position);
        assert_eq!((v[1], v[6]), (1.5, -2.0));
        assert!(v[2].is_nan());
        assert!(joint_state_motion(&[0, 1, 0, 0, 7]).is_none(), "not a joint state");
    }

    /// The bytes ROS 2 puts on the wire for a known message (alignment of the float64 arrays
    /// counts from the end of the four-byte encapsulation header).
    #[test]
    fn encodes_as_ros2_does() {
        let names = ["j1".to_owned()];
        let msg = JointStateMessage {
            stamp_ns: 1_500_000_002,
            frame_id: "",
            name: &names,
            position: &[1.0],
            velocity: &[2.0],
            effort: &[],
        };
        let mut expected = vec![0x00, 0x01, 0x00, 0x00];
        expected.extend(1i32.to_le_bytes());
        expected.extend(500_000_002u32.to_le_bytes());
        expected.extend(1u32.to_le_bytes()); // frame_id: length with its NUL
        expected.extend([0, 0, 0, 0]); // NUL, then padding to 4
        expected.extend(1u32.to_le_bytes()); // one name
        expected.extend(3u32.to_le_bytes());
        expected.extend(b"j1\0");
        expected.push(0); // padding to 4
        expected.extend(1u32.to_le_bytes()); // one position, its count ending at body offset 32
        expected.extend(1.0f64.to_le_bytes());
        expected.extend(1u32.to_le_bytes()); // one velocity: count at 40..44
        expected.extend([0, 0, 0, 0]); // padding to 8 (body offset 44 -> 48)
        expected.extend(2.0f64.to_le_bytes());
        expected.extend(0u32.to_le_bytes()); // no effort
        assert_eq!(msg.encode().unwrap(), expected);
    }
}

/// The parts of a received `sensor_msgs/msg/JointState` that say when it was taken and whether
/// the arm moves.
#[derive(Debug, Deserialize)]
struct ReceivedJointState {
    stamp: (i32, u32),
    _frame_id: String,
    _name: Vec<String>,
    position: Vec<f64>,
    velocity: Vec<f64>,
}

/// What a received joint state says of the arm's motion.
#[derive(Clone, Debug, PartialEq)]
pub struct JointStateMotion {
    /// Its header stamp, nanoseconds on the robot's clock.
    pub stamp_ns: i64,
    pub position: Vec<f64>,
    pub velocity: Vec<f64>,
}

/// The stamp, positions and velocities of a `sensor_msgs/msg/JointState` as it came off the wire
/// (CDR with its encapsulation header); `None` if it is not one.
pub fn joint_state_motion(cdr_bytes: &[u8]) -> Option<JointStateMotion> {
    let m: ReceivedJointState = cdr::deserialize(cdr_bytes).ok()?;
    Some(JointStateMotion { stamp_ns: stamp_ns(m.stamp.0, m.stamp.1), position: m.position, velocity: m.velocity })
}

/// A `builtin_interfaces/msg/Time` in nanoseconds.
pub fn stamp_ns(sec: i32, nanosec: u32) -> i64 {
    i64::from(sec) * 1_000_000_000 + i64::from(nanosec)
}
