//! A recorded topic's type as rosbag2 describes it: the full `ros2msg` definition for the MCAP
//! schema (the type's `.msg` text, then each type it uses, so a reader needs nothing but the
//! file), and the type's RIHS01 hash (REP 2011) for `metadata.yaml` and the channel.
//!
//! Both are computed from `.msg` texts, found by a [`MsgSource`]: over ROS 2 the ament index,
//! in the simulator the texts armrest carries for the types it records.

use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};

/// Finds the `.msg` text of `package/msg/name`.
pub trait MsgSource {
    fn msg_text(&self, package: &str, name: &str) -> Option<String>;

    /// The `.srv` text of `package/srv/name`, if this source has services.
    fn srv_text(&self, _package: &str, _name: &str) -> Option<String> {
        None
    }
}

/// The `.msg` files under `share/<package>/msg/` of every prefix of `AMENT_PREFIX_PATH`.
pub struct AmentIndex(Vec<std::path::PathBuf>);

impl AmentIndex {
    pub fn from_env() -> AmentIndex {
        let paths = std::env::var("AMENT_PREFIX_PATH").unwrap_or_default();
        AmentIndex(paths.split(':').filter(|p| !p.is_empty()).map(std::path::PathBuf::from).collect())
    }
}

impl AmentIndex {
    fn interface_text(&self, package: &str, kind: &str, name: &str) -> Option<String> {
        self.0.iter().find_map(|prefix| {
            std::fs::read_to_string(prefix.join("share").join(package).join(kind).join(format!("{name}.{kind}"))).ok()
        })
    }
}

impl MsgSource for AmentIndex {
    fn msg_text(&self, package: &str, name: &str) -> Option<String> {
        self.interface_text(package, "msg", name)
    }

    fn srv_text(&self, package: &str, name: &str) -> Option<String> {
        self.interface_text(package, "srv", name)
    }
}

/// Fixed texts, `(package, name, text)`.
impl MsgSource for [(&str, &str, &str)] {
    fn msg_text(&self, package: &str, name: &str) -> Option<String> {
        self.iter().find(|(p, n, _)| *p == package && *n == name).map(|(_, _, text)| (*text).to_owned())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageDefinition {
    /// `pkg/msg/Type`.
    pub type_name: String,
    /// The `ros2msg` schema text, laid out as rosbag2 writes it.
    pub text: String,
    /// `RIHS01_<sha256 hex>`.
    pub type_hash: String,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DefinitionError {
    #[error("'{0}' is not a message type name (pkg/msg/Type, or pkg/srv/Type_Request or _Response)")]
    TypeName(String),
    #[error("no definition of {0} found (looked for share/<package>/msg/<Type>.msg)")]
    NotFound(String),
    #[error("{type_name}: cannot read line '{line}'")]
    Line { type_name: String, line: String },
    #[error("{0}: its types nest more than {MAX_DEPTH} deep")]
    TooDeep(String),
}

/// A type nested deeper than this is a cycle or a mistake (rosbag2 has the same guard).
const MAX_DEPTH: usize = 50;

impl MessageDefinition {
    /// The definition of `type_name` (`pkg/msg/Type`, or a service's `pkg/srv/Type_Request` or
    /// `_Response`) from the `.msg` (and `.srv`) texts of `source`.
    pub fn load(type_name: &str, source: &(impl MsgSource + ?Sized)) -> Result<MessageDefinition, DefinitionError> {
        let root = TypeRef::parse_full(type_name)?;
        let mut types = BTreeMap::new();
        collect(&root, source, &mut types, 0)?;
        let mut seen = BTreeSet::new();
        let text = full_text(&root, &types, &mut seen);
        let type_hash = type_hash(&root, &types);
        Ok(MessageDefinition { type_name: root.full(), text, type_hash })
    }
}

/// `package` and `name` of a message type; `kind` is `srv` for a service's request or
/// response (every type they nest is a `msg`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct TypeRef {
    package: String,
    kind: &'static str,
    name: String,
}

/// The halves of a service: the type name suffix and whether it is the part before `---`.
const SERVICE_HALVES: [(&str, bool); 2] = [("_Request", true), ("_Response", false)];

impl TypeRef {
    fn msg(package: &str, name: &str) -> TypeRef {
        TypeRef { package: package.to_owned(), kind: "msg", name: name.to_owned() }
    }

    fn parse_full(type_name: &str) -> Result<TypeRef, DefinitionError> {
        match type_name.split('/').collect::<Vec<_>>()[..] {
            [package, "msg", name] if !package.is_empty() && !name.is_empty() => Ok(TypeRef::msg(package, name)),
            [package, "srv", name]
                if !package.is_empty()
                    && SERVICE_HALVES.iter().any(|(suffix, _)| name.len() > suffix.len() && name.ends_with(suffix)) =>
            {
                Ok(TypeRef { package: package.to_owned(), kind: "srv", name: name.to_owned() })
            }
            _ => Err(DefinitionError::TypeName(type_name.to_owned())),
        }
    }

    /// `pkg/msg/Type` (or `pkg/srv/Type_Request`), as type descriptions name it.
    fn full(&self) -> String {
        format!("{}/{}/{}", self.package, self.kind, self.name)
    }

    /// The text of this type from `source`: a `.msg`, or the half of a `.srv` it names.
    fn text(&self, source: &(impl MsgSource + ?Sized)) -> Option<String> {
        if self.kind == "msg" {
            return source.msg_text(&self.package, &self.name);
        }
        let (service, request) = SERVICE_HALVES
            .iter()
            .find_map(|(suffix, request)| self.name.strip_suffix(suffix).map(|service| (service, *request)))?;
        let text = source.srv_text(&self.package, service)?;
        let (mut before, mut after, mut past) = (String::new(), String::new(), false);
        for line in text.lines() {
            if !past && line.trim() == "---" {
                past = true;
                continue;
            }
            let half = if past { &mut after } else { &mut before };
            half.push_str(line);
            half.push('\n');
        }
        Some(if request { before } else { after })
    }

    /// `pkg/Type`, as `.msg` files and rosbag2's schema sections name it.
    fn short(&self) -> String {
        format!("{}/{}", self.package, self.name)
    }
}

/// One field of a `.msg`, as far as a type description needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Field {
    name: String,
    value: Value,
    shape: Shape,
    string_capacity: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    /// A type id of `type_description_interfaces/msg/FieldType` (its scalar form).
    Basic(u8),
    Nested(TypeRef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Single,
    Array(u64),
    BoundedSequence(u64),
    UnboundedSequence,
}

/// The type ids of `type_description_interfaces/msg/FieldType`.
mod field_type {
    pub const NESTED: u8 = 1;
    pub const STRING: u8 = 17;
    pub const WSTRING: u8 = 18;
    pub const BOUNDED_STRING: u8 = 21;
    pub const BOUNDED_WSTRING: u8 = 22;
    /// Added to a scalar id for a fixed array, a bounded and an unbounded sequence.
    pub const ARRAY: u8 = 48;
    pub const BOUNDED_SEQUENCE: u8 = 96;
    pub const UNBOUNDED_SEQUENCE: u8 = 144;
    /// `.msg` primitive names and their ids (`char` is an unsigned byte in ROS 2).
    pub const PRIMITIVES: [(&str, u8); 13] = [
        ("int8", 2),
        ("uint8", 3),
        ("char", 3),
        ("int16", 4),
        ("uint16", 5),
        ("int32", 6),
        ("uint32", 7),
        ("int64", 8),
        ("uint64", 9),
        ("float32", 10),
        ("float64", 11),
        ("bool", 15),
        ("byte", 16),
    ];
}

/// The message types `fields` use.
fn nested(fields: &[Field]) -> impl Iterator<Item = &TypeRef> {
    fields.iter().filter_map(|f| match &f.value {
        Value::Nested(t) => Some(t),
        Value::Basic(_) => None,
    })
}

/// The field rosidl adds to a message without fields.
const EMPTY_MEMBER: &str = "structure_needs_at_least_one_member";

struct Parsed {
    text: String,
    fields: Vec<Field>,
}

fn collect(
    ty: &TypeRef,
    source: &(impl MsgSource + ?Sized),
    types: &mut BTreeMap<TypeRef, Parsed>,
    depth: usize,
) -> Result<(), DefinitionError> {
    if types.contains_key(ty) {
        return Ok(());
    }
    if depth > MAX_DEPTH {
        return Err(DefinitionError::TooDeep(ty.full()));
    }
    let text = ty.text(source).ok_or_else(|| DefinitionError::NotFound(ty.full()))?;
    let mut fields = parse_fields(ty, &text)?;
    if fields.is_empty() {
        fields.push(Field {
            name: EMPTY_MEMBER.into(),
            value: Value::Basic(3),
            shape: Shape::Single,
            string_capacity: 0,
        });
    }
    let nested: Vec<TypeRef> = nested(&fields).cloned().collect();
    types.insert(ty.clone(), Parsed { text, fields });
    for n in &nested {
        collect(n, source, types, depth + 1)?;
    }
    Ok(())
}

/// The fields of a `.msg` text; constants and default values are not part of a description.
fn parse_fields(ty: &TypeRef, text: &str) -> Result<Vec<Field>, DefinitionError> {
    let mut fields = Vec::new();
    for raw in text.lines() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = || DefinitionError::Line { type_name: ty.full(), line: raw.trim().to_owned() };
        let (type_token, rest) = line.split_once(char::is_whitespace).ok_or_else(bad)?;
        let rest = rest.trim_start();
        let name_end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
        let (name, after) = rest.split_at(name_end);
        if name.is_empty() {
            return Err(bad());
        }
        if after.trim_start().starts_with('=') {
            continue; // a constant
        }
        fields.push(parse_type(ty, type_token, name).ok_or_else(bad)?);
    }
    Ok(fields)
}

fn parse_type(ty: &TypeRef, token: &str, name: &str) -> Option<Field> {
    let (base, shape) = match token.split_once('[') {
        None => (token, Shape::Single),
        Some((base, bracket)) => {
            let inside = bracket.strip_suffix(']')?;
            let shape = if inside.is_empty() {
                Shape::UnboundedSequence
            } else if let Some(n) = inside.strip_prefix("<=") {
                Shape::BoundedSequence(n.parse().ok()?)
            } else {
                Shape::Array(inside.parse().ok()?)
            };
            (base, shape)
        }
    };
    let (value, string_capacity) = match base.split_once("<=") {
        Some(("string", n)) => (Value::Basic(field_type::BOUNDED_STRING), n.parse().ok()?),
        Some(("wstring", n)) => (Value::Basic(field_type::BOUNDED_WSTRING), n.parse().ok()?),
        Some(_) => return None,
        None => (value_of(ty, base)?, 0),
    };
    Some(Field { name: name.to_owned(), value, shape, string_capacity })
}

fn value_of(ty: &TypeRef, base: &str) -> Option<Value> {
    if let Some((_, id)) = field_type::PRIMITIVES.iter().find(|(n, _)| *n == base) {
        return Some(Value::Basic(*id));
    }
    match base {
        "string" => return Some(Value::Basic(field_type::STRING)),
        "wstring" => return Some(Value::Basic(field_type::WSTRING)),
        // The one name ROS 2 resolves outside the message's own package.
        "Header" => return Some(Value::Nested(TypeRef::msg("std_msgs", "Header"))),
        _ => {}
    }
    let (package, name) = match base.split_once('/') {
        Some((package, name)) => (package, name),
        None => (ty.package.as_str(), base),
    };
    let valid = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (valid(package) && valid(name)).then(|| Value::Nested(TypeRef::msg(package, name)))
}

/// rosbag2's layout: the type's text, then for each type it uses (in name order, each once,
/// depth first) a line of 80 `=`, `MSG: pkg/Type` and that type's text.
fn full_text(ty: &TypeRef, types: &BTreeMap<TypeRef, Parsed>, seen: &mut BTreeSet<TypeRef>) -> String {
    let Some(parsed) = types.get(ty) else { return String::new() };
    let mut text = parsed.text.clone();
    // Package and type names are [A-Za-z0-9_]: ordered as pairs, they are ordered as `pkg/Type`.
    let dependencies: BTreeSet<TypeRef> = nested(&parsed.fields).cloned().collect();
    for dep in dependencies {
        if seen.insert(dep.clone()) {
            text.push('\n');
            text.push_str(&"=".repeat(80));
            text.push_str(&format!("\nMSG: {}\n", dep.short()));
            text.push_str(&full_text(&dep, types, seen));
        }
    }
    text
}

/// RIHS01: SHA-256 of the type description (the type and every type it references, sorted by
/// name, without default values) in the JSON form rosidl hashes: `", "` and `": "` separators,
/// keys in declaration order.
fn type_hash(root: &TypeRef, types: &BTreeMap<TypeRef, Parsed>) -> String {
    let describe = |ty: &TypeRef| {
        let fields: Vec<String> = types.get(ty).map(|p| p.fields.iter().map(field_json).collect()).unwrap_or_default();
        format!("{{\"type_name\": {}, \"fields\": [{}]}}", json_string(&ty.full()), fields.join(", "))
    };
    let mut referenced: Vec<&TypeRef> = types.keys().filter(|t| *t != root).collect();
    referenced.sort_by_key(|t| t.full());
    let referenced: Vec<String> = referenced.into_iter().map(describe).collect();
    let json = format!(
        "{{\"type_description\": {}, \"referenced_type_descriptions\": [{}]}}",
        describe(root),
        referenced.join(", ")
    );
    let digest = Sha256::digest(json.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("RIHS01_{hex}")
}

fn field_json(f: &Field) -> String {
    let (scalar, nested_name) = match &f.value {
        Value::Basic(id) => (*id, String::new()),
        Value::Nested(t) => (field_type::NESTED, t.full()),
    };
    let (offset, capacity) = match f.shape {
        Shape::Single => (0, 0),
        Shape::Array(n) => (field_type::ARRAY, n),
        Shape::BoundedSequence(n) => (field_type::BOUNDED_SEQUENCE, n),
        Shape::UnboundedSequence => (field_type::UNBOUNDED_SEQUENCE, 0),
    };
    format!(
        "{{\"name\": {}, \"type\": {{\"type_id\": {}, \"capacity\": {capacity}, \"string_capacity\": {}, \"nested_type_name\": {}}}}}",
        json_string(&f.name),
        scalar + offset,
        f.string_capacity,
        json_string(&nested_name)
    )
}

fn json_string(s: &str) -> String {
    serde_json::Value::String(s.to_owned()).to_string()
}

#[cfg(test)]
mod tests;
