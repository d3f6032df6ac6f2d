//! The robot's own settings as armrest read them from its nodes (over ROS 2: the trajectory
//! controller's and `move_group`'s parameter services), and what they mean for armrest's
//! motions in words: `GET /ready` shows them (D38), the start-up log says them.

/// A parameter's value, as ROS 2 types it.
#[derive(Clone, Debug, PartialEq)]
pub enum ParameterValue {
    Bool(bool),
    Integer(i64),
    Double(f64),
    String(String),
    Strings(Vec<String>),
}

/// One node's parameters: those armrest asks for that the node has.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeParameters {
    /// The node (`/robot_arm_controller`).
    pub node: String,
    /// "read from /robot_arm_controller", or why nothing was read.
    pub source: String,
    /// By name, in the order asked.
    pub values: Vec<(String, ParameterValue)>,
}

impl NodeParameters {
    pub fn get(&self, name: &str) -> Option<&ParameterValue> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn bool(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(ParameterValue::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    pub fn strings(&self, name: &str) -> Option<&[String]> {
        match self.get(name) {
            Some(ParameterValue::Strings(s)) => Some(s),
            _ => None,
        }
    }

    pub fn string(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(ParameterValue::String(s)) => Some(s),
            _ => None,
        }
    }
}

/// The robot's settings armrest depends on.
#[derive(Clone, Debug, PartialEq)]
pub struct RobotParameters {
    /// The joint trajectory controller's.
    pub controller: NodeParameters,
    /// MoveIt's (`move_group`), where the motion server is MoveIt.
    pub moveit: Option<NodeParameters>,
    /// What they mean for armrest's motions, a sentence each.
    pub advice: Vec<String>,
}
