//! A ROS 2 parameters file (the YAML `--params-file` takes and a robot's bringup ships), read as
//! rcl reads it: node keys (nested keys are namespaces, `*` one name, `**` any number, a key
//! without a leading `/` from the root), each with its `ros__parameters`, nested maps flattened
//! into dotted names. A node's parameters are those of every key that matches it, in the file's
//! order, the later winning, as rclcpp applies overrides.
//!
//! Types are kept as the file gives them (`0` is an integer, `0.0` a double), because a node
//! declaring a double refuses an integer for it; [`Parameters`]' getters say so.

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;
use std::collections::BTreeMap;

/// The key under which a node's parameters sit.
const PARAMETERS_KEY: &str = "ros__parameters";

/// One file: its node keys, in order, each with its flattened parameters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParametersFile {
    nodes: Vec<(String, BTreeMap<String, Value>)>,
}

impl ParametersFile {
    /// Reads the file's text. A file without any `ros__parameters` key is refused: it is not a
    /// parameters file (MoveIt's `moveit_controllers.yaml` is read with [`Parameters::flatten`]).
    pub fn parse(text: &str) -> Result<ParametersFile, String> {
        let root: Yaml = serde_saphyr::from_str(text).map_err(|e| e.to_string())?;
        let mut nodes = Vec::new();
        collect(&root, "", &mut nodes)?;
        if nodes.is_empty() {
            return Err(format!("no node has {PARAMETERS_KEY}: not a ROS 2 parameters file"));
        }
        Ok(ParametersFile { nodes })
    }

    /// Every node key of the file, as written (a leading `/` added).
    pub fn node_keys(&self) -> impl Iterator<Item = &str> {
        self.nodes.iter().map(|(k, _)| k.as_str())
    }

    /// The parameters the node `fqn` (e.g. `/robot_arm_controller`) gets from this file.
    pub fn for_node(&self, fqn: &str) -> Parameters {
        let mut values = BTreeMap::new();
        for (key, params) in &self.nodes {
            if matches(key, fqn) {
                values.extend(params.iter().map(|(k, v)| (k.clone(), v.clone())));
            }
        }
        Parameters { node: fqn.to_owned(), values }
    }
}

/// Walks the node keys down to their `ros__parameters`.
fn collect(value: &Yaml, path: &str, nodes: &mut Vec<(String, BTreeMap<String, Value>)>) -> Result<(), String> {
    let Yaml::Map(map) = value else {
        return match path {
            "" => Err("the file is not a map of node names".to_owned()),
            _ => Err(format!("{path}: a node key holds a map (its namespaces or {PARAMETERS_KEY})")),
        };
    };
    for (key, inner) in map {
        if key == PARAMETERS_KEY {
            let mut flat = BTreeMap::new();
            Parameters::flatten_into(inner, "", &mut flat)
                .map_err(|e| format!("{}: {e}", if path.is_empty() { "/" } else { path }))?;
            nodes.push((if path.is_empty() { "/".to_owned() } else { path.to_owned() }, flat));
        } else {
            let key = key.trim_matches('/');
            collect(inner, &format!("{path}/{key}"), nodes)?;
        }
    }
    Ok(())
}

/// A YAML document with its maps in the file's order (rcl applies node keys in that order;
/// `serde_json`'s maps are sorted).
#[derive(Debug)]
enum Yaml {
    Map(Vec<(String, Yaml)>),
    Leaf(Value),
}

impl Yaml {
    fn into_value(self) -> Value {
        match self {
            Yaml::Map(m) => Value::Object(m.into_iter().map(|(k, v)| (k, v.into_value())).collect()),
            Yaml::Leaf(v) => v,
        }
    }
}

impl<'de> Deserialize<'de> for Yaml {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Yaml, D::Error> {
        d.deserialize_any(YamlVisitor)
    }
}

struct YamlVisitor;

impl<'de> Visitor<'de> for YamlVisitor {
    type Value = Yaml;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a YAML value")
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::Bool(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::from(v)))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::from(v)))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Yaml, E> {
        // NaN and the infinities (`.nan`, `.inf`) have no JSON number: kept as text, refused
        // where a double is read.
        Ok(Yaml::Leaf(serde_json::Number::from_f64(v).map_or_else(|| Value::String(v.to_string()), Value::Number)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::String(v.to_owned())))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::Null))
    }
    fn visit_none<E: de::Error>(self) -> Result<Yaml, E> {
        Ok(Yaml::Leaf(Value::Null))
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Yaml, D::Error> {
        d.deserialize_any(YamlVisitor)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Yaml, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element::<Yaml>()? {
            items.push(item.into_value());
        }
        Ok(Yaml::Leaf(Value::Array(items)))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Yaml, A::Error> {
        let mut entries = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, Yaml>()? {
            entries.push((k, v));
        }
        Ok(Yaml::Map(entries))
    }
}

/// Whether the node key `pattern` (tokens, `*` one, `**` any number) names `fqn`.
fn matches(pattern: &str, fqn: &str) -> bool {
    fn tokens(s: &str) -> Vec<&str> {
        s.split('/').filter(|t| !t.is_empty()).collect()
    }
    fn go(p: &[&str], n: &[&str]) -> bool {
        match (p.first(), n.first()) {
            (None, None) => true,
            (Some(&"**"), _) => go(&p[1..], n) || (!n.is_empty() && go(p, &n[1..])),
            (Some(&"*"), Some(_)) => go(&p[1..], &n[1..]),
            (Some(t), Some(m)) => t == m && go(&p[1..], &n[1..]),
            _ => false,
        }
    }
    go(&tokens(pattern), &tokens(fqn))
}

/// One node's parameters by their dotted names, read with the types a node declares.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Parameters {
    /// The node's name, for errors.
    pub node: String,
    values: BTreeMap<String, Value>,
}

impl Parameters {
    /// A map of parameters (nested maps as dotted names), as a launch file hands MoveIt's
    /// `moveit_controllers.yaml` to `move_group`.
    pub fn flatten(node: &str, text: &str) -> Result<Parameters, String> {
        let root: Yaml = serde_saphyr::from_str(text).map_err(|e| e.to_string())?;
        if !matches!(root, Yaml::Map(_)) {
            return Err("the file is not a map of parameters".to_owned());
        }
        let mut values = BTreeMap::new();
        Parameters::flatten_into(&root, "", &mut values)?;
        Ok(Parameters { node: node.to_owned(), values })
    }

    fn flatten_into(value: &Yaml, prefix: &str, out: &mut BTreeMap<String, Value>) -> Result<(), String> {
        match value {
            Yaml::Map(map) => {
                for (k, v) in map {
                    let name = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                    Parameters::flatten_into(v, &name, out)?;
                }
                Ok(())
            }
            Yaml::Leaf(Value::Array(items)) if items.iter().any(|i| i.is_object() || i.is_array()) => {
                Err(format!("{prefix}: a parameter is a value or a list of values, not a list of maps"))
            }
            _ if prefix.is_empty() => Err(format!("{PARAMETERS_KEY} holds a map of parameters")),
            Yaml::Leaf(v) => {
                out.insert(prefix.to_owned(), v.clone());
                Ok(())
            }
        }
    }

    /// Every parameter name set.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.values.keys().map(String::as_str)
    }

    pub fn is_set(&self, name: &str) -> bool {
        self.values.contains_key(name)
    }

    fn wrong(&self, name: &str, declared: &str, v: &Value) -> String {
        let given = match v {
            Value::Bool(_) => "a bool",
            Value::Number(n) if n.is_f64() => "a double",
            Value::Number(_) => "an integer",
            Value::String(_) => "a string",
            Value::Array(_) => "a list",
            _ => "null",
        };
        let hint = match (declared, v) {
            ("a double", Value::Number(n)) => format!(" (write {}.0: a node refuses an integer for a double)", n),
            _ => String::new(),
        };
        format!("{}: {name} is {given}, declared {declared}{hint}", self.node)
    }

    pub fn bool(&self, name: &str, default: bool) -> Result<bool, String> {
        match self.values.get(name) {
            None => Ok(default),
            Some(Value::Bool(b)) => Ok(*b),
            Some(v) => Err(self.wrong(name, "a bool", v)),
        }
    }

    pub fn double(&self, name: &str, default: f64) -> Result<f64, String> {
        match self.values.get(name) {
            None => Ok(default),
            Some(Value::Number(n)) if n.is_f64() => n.as_f64().ok_or_else(|| format!("{name}: not a number")),
            Some(v) => Err(self.wrong(name, "a double", v)),
        }
    }

    pub fn string(&self, name: &str, default: &str) -> Result<String, String> {
        match self.values.get(name) {
            None => Ok(default.to_owned()),
            Some(Value::String(s)) => Ok(s.clone()),
            Some(v) => Err(self.wrong(name, "a string", v)),
        }
    }

    pub fn strings(&self, name: &str) -> Result<Vec<String>, String> {
        match self.values.get(name) {
            None => Ok(Vec::new()),
            Some(Value::Array(items)) => items
                .iter()
                .map(|i| i.as_str().map(str::to_owned).ok_or_else(|| self.wrong(name, "a string array", i)))
                .collect(),
            Some(v) => Err(self.wrong(name, "a string array", v)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const FILE: &str = "\
/**:
  ros__parameters:
    use_sim_time: true
controller_manager:
  ros__parameters:
    update_rate: 100
    arm_controller:
      type: joint_trajectory_controller/JointTrajectoryController
arm_controller:
  ros__parameters:
    joints: [a, b]
    constraints:
      goal_time: 0.5
      a: {trajectory: 0.1}
ur:
  arm_controller:
    ros__parameters:
      joints: [c]
/**/arm_controller:
  ros__parameters:
    cmd_timeout: 0.2
";

    #[test]
    fn a_node_gets_every_matching_key_flattened_the_later_winning() {
        let f = ParametersFile::parse(FILE).expect("a parameters file");
        let p = f.for_node("/arm_controller");
        assert_eq!(p.strings("joints").unwrap(), ["a", "b"]);
        assert_eq!(p.double("constraints.goal_time", 0.0).unwrap(), 0.5);
        assert_eq!(p.double("constraints.a.trajectory", 0.0).unwrap(), 0.1);
        assert_eq!(p.double("cmd_timeout", 0.0).unwrap(), 0.2);
        assert!(p.bool("use_sim_time", false).unwrap());
        let ns = f.for_node("/ur/arm_controller");
        assert_eq!(ns.strings("joints").unwrap(), ["c"]);
        assert_eq!(ns.double("cmd_timeout", 0.0).unwrap(), 0.2);
        assert!(!ns.is_set("constraints.goal_time"), "a root key does not reach a namespaced node");
        let m = f.for_node("/controller_manager");
        assert_eq!(
            m.string("arm_controller.type", "").unwrap(),
            "joint_trajectory_controller/JointTrajectoryController"
        );
        assert_eq!(
            f.node_keys().collect::<Vec<_>>(),
            ["/**", "/controller_manager", "/arm_controller", "/ur/arm_controller", "/**/arm_controller"]
        );
    }

    #[test]
    fn types_are_a_nodes_an_integer_for_a_double_refused_naming_it() {
        let f = ParametersFile::parse("c:\n  ros__parameters:\n    goal_time: 0\n    flag: 1\n    j: [1]\n").unwrap();
        let p = f.for_node("/c");
        let e = p.double("goal_time", 0.0).unwrap_err();
        assert!(e.contains("/c: goal_time is an integer, declared a double (write 0.0"), "{e}");
        assert!(p.bool("flag", false).unwrap_err().contains("flag is an integer, declared a bool"));
        assert!(p.strings("j").unwrap_err().contains("j is an integer, declared a string array"));
        assert_eq!(p.double("missing", 2.5).unwrap(), 2.5);
    }

    #[test]
    fn a_file_without_parameters_or_with_a_list_of_maps_is_refused() {
        assert!(ParametersFile::parse("a: 1\n").unwrap_err().contains("holds a map"));
        assert!(ParametersFile::parse("a:\n  b: {}\n").unwrap_err().contains("not a ROS 2 parameters file"));
        let e = ParametersFile::parse("c:\n  ros__parameters:\n    l: [{x: 1}]\n").unwrap_err();
        assert!(e.contains("/c: l: a parameter is a value or a list of values"), "{e}");
        assert!(ParametersFile::parse("- 1\n").unwrap_err().contains("not a map"));
    }

    proptest! {
        #[test]
        fn any_text_is_read_or_refused_never_a_panic(text in "\\PC{0,80}") {
            let _ = ParametersFile::parse(&text);
            let _ = Parameters::flatten("/move_group", &text);
        }

        #[test]
        fn star_is_one_name_and_double_star_any_number(ns in proptest::collection::vec("[a-z]{1,4}", 0..4), name in "[a-z]{1,6}") {
            let fqn = format!("/{}", ns.iter().chain(std::iter::once(&name)).cloned().collect::<Vec<_>>().join("/"));
            let any_ns = format!("/**/{name}");
            prop_assert!(matches("/**", &fqn));
            prop_assert!(matches(&any_ns, &fqn));
            prop_assert_eq!(matches(&format!("/*/{name}"), &fqn), ns.len() == 1);
            prop_assert_eq!(matches(&format!("/{name}"), &fqn), ns.is_empty());
        }
    }
}
