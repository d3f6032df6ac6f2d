//! The ROS 2 backend does not depend on the simulator (issue 39): the simulator's ROS 2 face,
//! `armrest_sim_node`, is a crate of its own (backends/sim-node). A dependency added back here
//! would tie every robot build to the simulator again.

/// The dependency names in the dependency tables of a Cargo.toml (`[dependencies]`,
/// `[dev-dependencies]`, `[build-dependencies]`, target-specific ones included).
fn dependencies(manifest: &str) -> Vec<String> {
    let mut in_table = false;
    let mut names = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_table = line.trim_matches(['[', ']']).ends_with("dependencies");
            continue;
        }
        if in_table && let Some((key, _)) = line.split_once('=') {
            names.push(key.trim().trim_end_matches(".workspace").to_owned());
        }
    }
    names
}

#[test]
fn the_ros2_backend_does_not_depend_on_the_simulator() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let manifest = std::fs::read_to_string(path).expect("the crate's Cargo.toml is readable");
    let names = dependencies(&manifest);
    assert!(names.iter().any(|n| n == "armrest-backend"), "the tables were read: {names:?}");
    let simulator: Vec<&String> = names.iter().filter(|n| n.starts_with("armrest-sim")).collect();
    assert!(simulator.is_empty(), "armrest-ros2 depends on {simulator:?}; the sim node is backends/sim-node");
}
