//! `armrest_sim_node` as a process, before it joins a ROS 2 graph: a settings or stack file it
//! cannot use ends it with status 2 and a line naming the file. (Being a test of this package,
//! it also makes `cargo test -p armrest-sim-node` build the binary that armrest's ROS 2
//! integration tests run.)
#![cfg(feature = "ros2")]

use std::path::PathBuf;
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The node's exit status and its stderr.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_armrest_sim_node"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("armrest_sim_node runs");
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn an_unreadable_settings_file_ends_it_with_status_2() {
    let (code, stderr) = run(&["--config", "no/such/settings.yaml"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("configuration error") && stderr.contains("no/such/settings.yaml"), "{stderr}");
}

#[test]
fn an_unreadable_stack_file_ends_it_with_status_2() {
    let (code, stderr) = run(&["--config", "config/settings.yaml", "--stack", "no/such/stack.yaml"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("stack file: no/such/stack.yaml: cannot read the file"), "{stderr}");
}

#[test]
fn a_negative_deceleration_on_cancel_ends_it_with_status_2_naming_the_key() {
    let dir = std::env::temp_dir().join(format!("armrest-sim-node-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let shipped = std::fs::read_to_string(repo().join("config/stacks/jazzy-moveit/ros2_controllers.yaml"))
        .expect("the shipped controllers file");
    let controllers = dir.join("ros2_controllers.yaml");
    let negative = shipped.replace(
        "      decelerate_on_cancel: false\n",
        "      decelerate_on_cancel: true\n      joint2: {max_deceleration_on_cancel: -1.0}\n",
    );
    assert_ne!(negative, shipped);
    std::fs::write(&controllers, negative).expect("the controllers file");
    let (code, stderr) = run(&["--config", "config/settings.yaml", "--controllers", &controllers.to_string_lossy()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("/robot_arm_controller: constraints.joint2.max_deceleration_on_cancel must be 0 or more"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_robots_joint_names_unknown_to_the_urdf_end_it_with_status_2_naming_them_and_the_joint_map() {
    let dir = std::env::temp_dir().join(format!("armrest-sim-node-cli-map-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let shipped = std::fs::read_to_string(repo().join("config/stacks/jazzy-moveit/ros2_controllers.yaml"))
        .expect("the shipped controllers file");
    let controllers = dir.join("ros2_controllers.yaml");
    std::fs::write(&controllers, shipped.replace("joint1,", "shoulder_pan_joint,")).expect("the controllers file");
    let path = controllers.to_string_lossy();
    let (code, stderr) = run(&["--config", "config/settings.yaml", "--controllers", &path]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("joints the URDF's arm does not have: shoulder_pan_joint") && stderr.contains("--joint-map"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
