//! With ROS 2 from the PyPI wheels (scripts/ros2-env.sh sets ARMREST_ROS_FROM_WHEELS), the
//! wheels' librcl needs libpython's symbols in every process that loads it, so armrest's
//! binaries (and tests) link libpython. A normal ROS 2 install does not need this and gets no
//! such link; neither does a build without the `ros2` feature.
use std::process::Command;

fn main() {
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
