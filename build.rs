//! For every build: the git commit it is made from (`ARMREST_GIT_COMMIT`, `GET /version`, D38),
//! from `git rev-parse HEAD`, or the variable of that name when set (a container build without
//! `.git`); neither: none, and armrest says `unknown`.
//!
//! Two things for a build with the `ros2` feature:
//!
//! - It refuses to build against armrest's test copies of the MoveIt and ros2_control interfaces (tests/ros2,
//!   marked `<armrest_test_stand_in/>` in their package.xml) unless
//!   `ARMREST_ALLOW_TEST_INTERFACES=1` says this is a test build (the test scripts do): a build
//!   for a robot must take the robot's own `moveit_msgs` and `control_msgs`, or its calls may not
//!   match its MoveIt and controller on the wire (D27).
//! - With ROS 2 from the PyPI wheels (scripts/ros2-env.sh sets ARMREST_ROS_FROM_WHEELS), the
//!   wheels' librcl needs libpython's symbols in every process that loads it, so armrest's
//!   binaries (and tests) link libpython. A normal ROS 2 install does not need this and gets no
//!   such link; neither does a build without the `ros2` feature.
use std::path::PathBuf;
use std::process::Command;

/// The interface packages armrest carries test copies of.
const STAND_INS: [&str; 3] = ["moveit_msgs", "object_recognition_msgs", "control_msgs"];

/// The package.xml of each stand-in package this build would use (the first in
/// `AMENT_PREFIX_PATH`, as r2r and the ROS tools take it) when it is armrest's test copy.
fn test_copies_in_use() -> Vec<PathBuf> {
    let prefixes = std::env::var("AMENT_PREFIX_PATH").unwrap_or_default();
    STAND_INS
        .iter()
        .filter_map(|package| {
            let xml = prefixes
                .split(':')
                .filter(|p| !p.is_empty())
                .map(|p| PathBuf::from(p).join("share").join(package).join("package.xml"))
                .find(|x| x.is_file())?;
            println!("cargo:rerun-if-changed={}", xml.display());
            let text = std::fs::read_to_string(&xml).unwrap_or_default();
            text.contains("<armrest_test_stand_in/>").then_some(xml)
        })
        .collect()
}

fn guard_against_test_interfaces() {
    println!("cargo:rerun-if-env-changed=AMENT_PREFIX_PATH");
    println!("cargo:rerun-if-env-changed=ARMREST_ALLOW_TEST_INTERFACES");
    let copies = test_copies_in_use();
    if copies.is_empty() {
        return;
    }
    let list: Vec<String> = copies.iter().map(|c| c.display().to_string()).collect();
    if std::env::var("ARMREST_ALLOW_TEST_INTERFACES").as_deref() != Ok("1") {
        panic!(
            "\n\nThis build would use armrest's TEST copies of the MoveIt interfaces:\n  {}\n\
             A build for a robot must use the robot's own moveit_msgs: build in the robot's ROS 2 \
             environment (source /opt/ros/jazzy/setup.bash and your MoveIt workspace), without \
             target/ros2/env.sh's test prefix (docs/ros2.md, \"Building for a robot\"). For a test \
             build, set ARMREST_ALLOW_TEST_INTERFACES=1 (scripts/test-ros2.sh and \
             scripts/ros2-build.sh do).\n",
            list.join("\n  ")
        );
    }
    println!("cargo:warning=test build: armrest's test copies of {} (never for a robot)", list.join(", "));
    println!("cargo:rustc-env=ARMREST_TEST_INTERFACES={}", list.join(", "));
}

/// `git` in the package's folder, its output when it succeeds.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?.trim().to_owned();
    (out.status.success() && !text.is_empty()).then_some(text)
}

/// Sets `ARMREST_GIT_COMMIT`, and asks to run again when HEAD moves (a commit, a checkout).
fn git_commit() {
    println!("cargo:rerun-if-env-changed=ARMREST_GIT_COMMIT");
    if let Some(given) = std::env::var("ARMREST_GIT_COMMIT").ok().filter(|c| !c.trim().is_empty()) {
        println!("cargo:rustc-env=ARMREST_GIT_COMMIT={}", given.trim());
        return;
    }
    let Some(commit) = git(&["rev-parse", "HEAD"]) else { return };
    // HEAD, the branch it names, and the packed refs: a new commit changes one of them. Only
    // files that exist (cargo reruns every time for a missing one).
    let mut watched = vec![git(&["rev-parse", "--git-path", "HEAD"]), git(&["rev-parse", "--git-path", "packed-refs"])];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(git(&["rev-parse", "--git-path", &branch]));
    }
    for path in watched.into_iter().flatten() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path);
        if path.is_file() {
            println!("cargo:rerun-if-changed={}", path.display());
        }
    }
    println!("cargo:rustc-env=ARMREST_GIT_COMMIT={commit}");
}

fn main() {
    git_commit();
    if std::env::var_os("CARGO_FEATURE_ROS2").is_some() {
        guard_against_test_interfaces();
    }
    println!("cargo:rerun-if-env-changed=ARMREST_ROS_FROM_WHEELS");
    println!("cargo:rerun-if-env-changed=PYTHON");
    if std::env::var_os("CARGO_FEATURE_ROS2").is_none() || std::env::var_os("ARMREST_ROS_FROM_WHEELS").is_none() {
        return;
    }
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let out = match Command::new(&python)
        .args(["-c", "import sysconfig as s;print(s.get_config_var('LIBDIR'));print(s.get_config_var('LDVERSION'))"])
        .output()
    {
        Ok(o) if o.status.success() => o,
        _ => {
            println!("cargo:warning=cannot run {python} to find libpython; the ROS 2 wheels may fail to load");
            return;
        }
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    let (Some(libdir), Some(version)) = (lines.next(), lines.next()) else { return };
    // No armrest code calls into libpython, but the ROS libraries loaded at run time do, so
    // the linker must keep it (`--no-as-needed`) in every binary of this package.
    println!("cargo:rustc-link-search=native={libdir}");
    println!("cargo:rustc-link-arg=-Wl,--no-as-needed");
    println!("cargo:rustc-link-arg=-lpython{version}");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{libdir}");
}
