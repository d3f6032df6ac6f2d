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
    let ty = TypeRef::msg("p", "T");
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

/// Every message type installed in the ament index (the ROS 2 test stage sources it), and each
/// service's request and response, hashes to the RIHS01 its package ships in
/// `share/<pkg>/{msg,srv}/<Type>.json` (rosidl's own computation).
#[test]
fn every_installed_type_hashes_as_its_package_says() {
    let index = AmentIndex::from_env();
    let mut checked = 0;
    for prefix in &index.0 {
        let Ok(packages) = std::fs::read_dir(prefix.join("share")) else { continue };
        for package in packages.flatten() {
            for kind in ["msg", "srv"] {
                let Ok(files) = std::fs::read_dir(package.path().join(kind)) else { continue };
                for file in files.flatten().map(|f| f.path()).filter(|p| p.extension().is_some_and(|e| e == "json")) {
                    let Ok(json) = std::fs::read_to_string(&file) else { continue };
                    let Ok(v) = serde_json::from_str::<serde_json::Value>(&json) else { continue };
                    let Some(own) = v["type_description_msg"]["type_description"]["type_name"]
                        .as_str()
                        .or(v["type_hashes"][0]["type_name"].as_str())
                    else {
                        continue;
                    };
                    let hashes = v["type_hashes"].as_array().cloned().unwrap_or_default();
                    for h in hashes {
                        let (Some(name), Some(hash)) = (h["type_name"].as_str(), h["hash_string"].as_str()) else {
                            continue;
                        };
                        let mine = if kind == "msg" {
                            name == own
                        } else {
                            name.strip_prefix(own).is_some_and(|s| s == "_Request" || s == "_Response")
                        };
                        if !mine {
                            continue;
                        }
                        let d =
                            MessageDefinition::load(name, &index).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                        assert_eq!(d.type_hash, hash, "{name}");
                        checked += 1;
                    }
                }
            }
        }
    }
    if checked == 0 {
        eprintln!("SKIPPED: no ROS 2 message packages in AMENT_PREFIX_PATH (the ROS 2 stage checks them)");
    } else {
        eprintln!("{checked} installed message types hash as their packages say");
    }
}

/// D27: what armrest's `/compute_fk` call nests is, field for field, Jazzy's. Each hash is the
/// RIHS01 of the upstream definition: moveit_msgs 2.6.0 (tag 2.6.0, commit 55f802f; Jazzy ships
/// 2.4-2.6, identical for these files) and object_recognition_msgs 2.0.0 (`ros2` branch),
/// computed by rosidl (Jazzy's rosidl_generator_type_description) from those files; RobotState's
/// and MoveItErrorCodes' agree with the `EXPECTED_HASH` tables of a public Jazzy build's
/// generated type support. The ROS 2 stage installs the test copies (tests/ros2) and armrest's
/// own computation must give the same hashes from them; a copy that drifts from upstream fails
/// here.
#[test]
fn the_fk_interfaces_installed_are_jazzys() {
    const UPSTREAM: [(&str, &str); 9] = [
        ("moveit_msgs/msg/RobotState", "RIHS01_7c516dc15713e545cb2836c5ca745fbdcfcc10de4855a41c83e6b4bf1afc3f83"),
        (
            "moveit_msgs/msg/AttachedCollisionObject",
            "RIHS01_7fdfe7951a33a857f20fc42c9ed410a38d06dd0c209ac774ecea746dc487dc41",
        ),
        ("moveit_msgs/msg/CollisionObject", "RIHS01_74b0acd6d56be032bf4f764b2c2633f50588b5fb2bd71e97206c59052747cf7e"),
        ("moveit_msgs/msg/MoveItErrorCodes", "RIHS01_dcda8a9950cf6dd6ac221c2c0d2509f52f136afa0403dd19beacdf07e83e4a07"),
        (
            "object_recognition_msgs/msg/ObjectType",
            "RIHS01_5eb3ee3976403366d7c50d7dbee8bec96b3bced1e752674a7194a35841632134",
        ),
        (
            "moveit_msgs/srv/GetPositionFK_Request",
            "RIHS01_03282430a957ca7dd7e8a84b4f13225c39c467ec79efb77d9554e7b8d4cd6055",
        ),
        (
            "moveit_msgs/srv/GetPositionFK_Response",
            "RIHS01_a1b88541679d04b392399fb4633adb55afaea22d3d5c38c79ad65f7cae6f4f2c",
        ),
        // From the shape_msgs 5.3.6 wheel, checked against its own JSON above; CollisionObject nests it.
        ("shape_msgs/msg/SolidPrimitive", "RIHS01_2802a15190aadc3f496584df4b0b4c5824d8a0b31aaef839faa75bc34dda38ac"),
        // control_msgs 5.8.0 (jazzy branch): one float64 `factor`, the speed override's message.
        (
            "control_msgs/msg/SpeedScalingFactor",
            "RIHS01_0c240f349f2b74e33e8741f83e0f196ddeb6585923663876ed3c1f51f0566037",
        ),
    ];
    let index = AmentIndex::from_env();
    if index.msg_text("moveit_msgs", "RobotState").is_none() {
        eprintln!("SKIPPED: no moveit_msgs in AMENT_PREFIX_PATH (the ROS 2 stage installs the test copy)");
        return;
    }
    for (name, upstream) in UPSTREAM {
        let d = MessageDefinition::load(name, &index).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(d.type_hash, upstream, "{name} differs from the upstream definition");
    }
}
