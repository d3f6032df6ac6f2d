//! A named joint configuration from the SRDF's `group_state` entries (D7).

use crate::JointPositions;
use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};
use std::sync::Arc;
use utoipa::ToSchema;

/// One element of `GET /robot/positions`.
#[derive(Clone, Debug, PartialEq, ToSchema)]
pub struct NamedPosition {
    /// Name used by `POST /robot/move/named`.
    pub name: String,
    pub description: String,
    /// Planning group the position belongs to.
    pub group: String,
    /// Target angle of each joint, radians, keyed by joint name.
    #[schema(value_type = std::collections::BTreeMap<String, f64>)]
    pub joints: JointPositions,
    #[schema(ignore)]
    pub joint_names: Arc<[String]>,
}

impl Serialize for NamedPosition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Joints<'a>(&'a [String], &'a JointPositions);
        impl Serialize for Joints<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(self.0.len()))?;
                for (n, v) in self.0.iter().zip(self.1) {
                    m.serialize_entry(n, v)?;
                }
                m.end()
            }
        }
        let mut st = s.serialize_struct("NamedPosition", 4)?;
        st.serialize_field("name", &self.name)?;
        st.serialize_field("description", &self.description)?;
        st.serialize_field("group", &self.group)?;
        st.serialize_field("joints", &Joints(&self.joint_names, &self.joints))?;
        st.end()
    }
}
