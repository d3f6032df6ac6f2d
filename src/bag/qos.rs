//! The QoS a topic's publishers offer, as rosbag2 stores it (Jazzy, metadata version 9): in
//! `metadata.yaml` a list of profiles under `offered_qos_profiles`, and in the MCAP channel's
//! metadata the same list as YAML text. `ros2 bag play` publishes each topic with it, so a
//! transient-local topic stays latched on playback (rosbag2_storage's `qos.cpp`).

use serde::Serialize;

/// A duration as rmw reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RmwTime {
    pub sec: u64,
    pub nsec: u32,
}

impl RmwTime {
    pub fn of(d: std::time::Duration) -> RmwTime {
        RmwTime { sec: d.as_secs(), nsec: d.subsec_nanos() }
    }
}

/// One publisher's QoS; each policy is named as rmw's `rmw_qos_*_policy_to_str` names it
/// (`keep_last`, `reliable`, `best_effort`, `transient_local`, `volatile`, `automatic`, ...).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OfferedQos {
    pub history: &'static str,
    pub depth: u64,
    pub reliability: &'static str,
    pub durability: &'static str,
    pub deadline: RmwTime,
    pub lifespan: RmwTime,
    pub liveliness: &'static str,
    pub liveliness_lease_duration: RmwTime,
    pub avoid_ros_namespace_conventions: bool,
}

impl OfferedQos {
    /// rclcpp's default publisher profile (keep last 10, reliable, volatile; times at rmw's
    /// default), which the simulator's joint state topic stands for.
    pub fn rclcpp_default() -> OfferedQos {
        let zero = RmwTime { sec: 0, nsec: 0 };
        OfferedQos {
            history: "keep_last",
            depth: 10,
            reliability: "reliable",
            durability: "volatile",
            deadline: zero,
            lifespan: zero,
            liveliness: "automatic",
            liveliness_lease_duration: zero,
            avoid_ros_namespace_conventions: false,
        }
    }
}

/// The MCAP channel metadata value: the profiles as a YAML list, as rosbag2's
/// `serialize_rclcpp_qos_vector` writes them.
pub fn channel_metadata(profiles: &[OfferedQos]) -> String {
    if profiles.is_empty() {
        return String::new();
    }
    serde_saphyr::to_string(&profiles.to_vec()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_read_back_as_rosbag2_writes_them() {
        let latched = OfferedQos { durability: "transient_local", depth: 1, ..OfferedQos::rclcpp_default() };
        let text = channel_metadata(&[latched]);
        let back: serde_json::Value = serde_saphyr::from_str(&text).expect("YAML");
        assert_eq!(back[0]["durability"], "transient_local", "{text}");
        assert_eq!(back[0]["history"], "keep_last");
        assert_eq!(back[0]["depth"], 1);
        assert_eq!(back[0]["deadline"]["sec"], 0);
        assert_eq!(back[0]["avoid_ros_namespace_conventions"], false);
        assert_eq!(channel_metadata(&[]), "");
    }
}
