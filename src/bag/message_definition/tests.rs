use super::*;
use crate::bag::cdr::JointStateMessage;

/// The hash of `sensor_msgs/msg/JointState` in ROS 2 Jazzy (its `JointState.json`, as the
/// `ros-jazzy-sensor-msgs` wheel installs it).
const JOINT_STATE_RIHS01: &str = "RIHS01_a13ee3a330e346c9d87b5aa18d24e11690752bd33a0350f11c5882bc9179260e";

#[test]
fn joint_state_hashes_as_rosidl_does_and_carries_its_nested_types() {
    let d = JointStateMessage::definition().unwrap();
    assert_eq!(d.type_hash, JOINT_STATE_RIHS01);
    let sections: Vec<&str> = d.text.split(&format!("{}\n", "=".repeat(80))).collect();
    assert_eq!(sections.len(), 3, "{}", d.text);
    assert!(sections[0].starts_with("std_msgs/Header header"));
    assert!(sections[1].starts_with("MSG: std_msgs/Header\n"));
    assert!(sections[2].starts_with("MSG: builtin_interfaces/Time\nint32 sec\nuint32 nanosec"));
}

#[test]
fn comments_constants_and_defaults_do_not_change_the_hash() {
    let plain = [("p", "A", "int32 x\nstring<=5 s\nfloat64[3] v\nuint8[<=4] b\nB[] bs\n"), ("p", "B", "bool f\n")];
    let noisy = [
        (
            "p",
            "A",
            "# about A\nint32 X_MAX=3 # a constant\nint32 x 7\nstring<=5 s \"hi\"\nfloat64[3] v [1, 2, 3]\nuint8[<=4] b\n\nB[] bs # nested\n",
        ),
        ("p", "B", "bool f true\n"),
    ];
    let a = MessageDefinition::load("p/msg/A", &plain[..]).unwrap();
    let b = MessageDefinition::load("p/msg/A", &noisy[..]).unwrap();
    assert_eq!(a.type_hash, b.type_hash);
    assert_ne!(a.text, b.text, "the schema text is the files' own");
    let renamed = [("p", "A", "int32 y\nstring<=5 s\nfloat64[3] v\nuint8[<=4] b\nB[] bs\n"), ("p", "B", "bool f\n")];
    assert_ne!(MessageDefinition::load("p/msg/A", &renamed[..]).unwrap().type_hash, a.type_hash);
}

#[test]
fn field_types_map_to_their_ids() {
    let ty = TypeRef { package: "p".into(), name: "T".into() };
    let id = |token: &str| {
        let f = parse_type(&ty, token, "f").unwrap_or_else(|| panic!("{token}"));
        let json = field_json(&f);
        let n = json.split("\"type_id\": ").nth(1).unwrap().split(',').next().unwrap().to_owned();
        (n.parse::<u32>().unwrap(), f.shape, f.string_capacity)
    };
    assert_eq!(id("float64"), (11, Shape::Single, 0));
    assert_eq!(id("char"), (3, Shape::Single, 0));
    assert_eq!(id("byte[]"), (160, Shape::UnboundedSequence, 0));
    assert_eq!(id("int32[4]"), (54, Shape::Array(4), 0));
    assert_eq!(id("bool[<=2]"), (111, Shape::BoundedSequence(2), 0));
    assert_eq!(id("string<=8"), (21, Shape::Single, 8));
    assert_eq!(id("string<=8[]"), (165, Shape::UnboundedSequence, 8));
    assert_eq!(id("Other"), (1, Shape::Single, 0));
    assert_eq!(id("Header[]"), (145, Shape::UnboundedSequence, 0));
    for bad in ["int32[x]", "float64[", "string<=", "p/q/r", "map<int>"] {
        assert!(parse_type(&ty, bad, "f").is_none(), "{bad}");
    }
}

#[test]
fn an_empty_message_gets_rosidls_placeholder_member() {
    let d = MessageDefinition::load("p/msg/E", &[("p", "E", "# nothing\nint32 C=1\n")][..]).unwrap();
    let json_of = |fields: &str| {
        let json = format!(
            "{{\"type_description\": {{\"type_name\": \"p/msg/E\", \"fields\": [{fields}]}}, \"referenced_type_descriptions\": []}}"
        );
        let hex: String = Sha256::digest(json.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
        format!("RIHS01_{hex}")
    };
    let member = "{\"name\": \"structure_needs_at_least_one_member\", \"type\": {\"type_id\": 3, \"capacity\": 0, \"string_capacity\": 0, \"nested_type_name\": \"\"}}";
    assert_eq!(d.type_hash, json_of(member));
}

#[test]
fn missing_types_and_bad_lines_are_named() {
    let e = MessageDefinition::load("p/msg/A", &[("p", "A", "Missing m\n")][..]).unwrap_err();
    assert_eq!(e, DefinitionError::NotFound("p/msg/Missing".into()));
    let e = MessageDefinition::load("p/msg/A", &[("p", "A", "int32\n")][..]).unwrap_err();
    assert!(matches!(e, DefinitionError::Line { .. }), "{e}");
    assert!(MessageDefinition::load("p/A", &[][..]).is_err());
    let cycle = [("p", "A", "B b\n"), ("p", "B", "A a\n")];
    assert!(MessageDefinition::load("p/msg/A", &cycle[..]).is_ok(), "each type is read once");
}

/// Every message type installed in the ament index (the ROS 2 test stage sources it) hashes to
/// the RIHS01 its package ships in `share/<pkg>/msg/<Type>.json`.
#[test]
fn every_installed_type_hashes_as_its_package_says() {
    let index = AmentIndex::from_env();
    let mut checked = 0;
    for prefix in &index.0 {
        let Ok(packages) = std::fs::read_dir(prefix.join("share")) else { continue };
        for package in packages.flatten() {
            let Ok(files) = std::fs::read_dir(package.path().join("msg")) else { continue };
            for file in files.flatten().map(|f| f.path()).filter(|p| p.extension().is_some_and(|e| e == "json")) {
                let Ok(json) = std::fs::read_to_string(&file) else { continue };
                let Ok(v) = serde_json::from_str::<serde_json::Value>(&json) else { continue };
                let (Some(name), Some(hash)) =
                    (v["type_hashes"][0]["type_name"].as_str(), v["type_hashes"][0]["hash_string"].as_str())
                else {
                    continue;
                };
                let d = MessageDefinition::load(name, &index).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                assert_eq!(d.type_hash, hash, "{name}");
                checked += 1;
            }
        }
    }
    if checked == 0 {
        eprintln!("SKIPPED: no ROS 2 message packages in AMENT_PREFIX_PATH (the ROS 2 stage checks them)");
    } else {
        eprintln!("{checked} installed message types hash as their packages say");
    }
}
