//! CDR (little-endian, XCDR1 plain) encoding of the messages armrest records, as ROS 2 puts
//! them on the wire and rosbag2 stores them.

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

/// Writes CDR primitives with the alignment CDR requires (relative to the body, after the
/// four-byte encapsulation header).
struct Cdr {
    buf: Vec<u8>,
}

impl Cdr {
    fn new() -> Self {
        // Encapsulation: CDR_LE, no options.
        Cdr { buf: vec![0x00, 0x01, 0x00, 0x00] }
    }
    fn align(&mut self, n: usize) {
        let body = self.buf.len() - 4;
        let pad = (n - body % n) % n;
        self.buf.extend(std::iter::repeat_n(0u8, pad));
    }
    fn u32(&mut self, v: u32) {
        self.align(4);
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    fn i32(&mut self, v: i32) {
        self.align(4);
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    fn string(&mut self, s: &str) {
        self.u32(s.len() as u32 + 1);
        self.buf.extend_from_slice(s.as_bytes());
        self.buf.push(0);
    }
    fn f64s(&mut self, v: &[f64]) {
        self.u32(v.len() as u32);
        if !v.is_empty() {
            self.align(8);
        }
        for x in v {
            self.buf.extend_from_slice(&x.to_le_bytes());
        }
    }
}

impl JointStateMessage<'_> {
    pub const TYPE: &'static str = "sensor_msgs/msg/JointState";

    /// The message definition with its dependencies, as rosbag2 stores it in MCAP schemas.
    pub const DEFINITION: &'static str = "std_msgs/Header header\nstring[] name\nfloat64[] position\nfloat64[] velocity\nfloat64[] effort\n\
================================================================================\nMSG: std_msgs/Header\nbuiltin_interfaces/Time stamp\nstring frame_id\n\
================================================================================\nMSG: builtin_interfaces/Time\nint32 sec\nuint32 nanosec\n";

    pub fn encode(&self) -> Vec<u8> {
        let mut c = Cdr::new();
        c.i32((self.stamp_ns / 1_000_000_000) as i32);
        c.u32((self.stamp_ns % 1_000_000_000) as u32);
        c.string(self.frame_id);
        c.u32(self.name.len() as u32);
        for n in self.name {
            c.string(n);
        }
        c.f64s(self.position);
        c.f64s(self.velocity);
        c.f64s(self.effort);
        c.buf
    }
}
