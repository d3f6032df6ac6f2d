//! Faults injected into the stand-in at run time, so tests reach what a real robot does rarely:
//! `~/inject_hardware_error` (`std_srvs/srv/Trigger`) makes the hardware report an error, on
//! which ros2_control deactivates the controllers using it (the trajectory controller aborts its
//! goal, its command stays where it was, it publishes no state and takes nothing);
//! `~/recover_hardware` activates them again (the controller holds its last command);
//! `~/inject_drive_lag` makes the drives follow their command [`DRIVE_LAG_S`] late (a worn or
//! overloaded drive: the arm trails further, the controller's measured state with it), and
//! `~/recover_drives` brings them back to time.

use armrest_sim::SimArm;
use futures::{Stream, StreamExt};
use r2r::std_srvs::srv::Trigger;
use std::sync::Arc;

/// The services' names under the node's.
pub(crate) const HARDWARE_ERROR: &str = "inject_hardware_error";
pub(crate) const HARDWARE_RECOVERED: &str = "recover_hardware";
pub(crate) const DRIVE_LAG: &str = "inject_drive_lag";
pub(crate) const DRIVES_RECOVERED: &str = "recover_drives";

/// How late a lagging drive follows its command, seconds: five times the designed tracking lag.
pub const DRIVE_LAG_S: f64 = 0.25;

#[derive(Clone, Copy, Debug)]
pub(crate) enum Fault {
    HardwareError,
    HardwareRecovered,
    DriveLag,
    DrivesRecovered,
}

pub(crate) async fn serve(
    arm: Arc<SimArm>,
    fault: Fault,
    mut requests: impl Stream<Item = r2r::ServiceRequest<Trigger::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let (success, message) = match fault {
            Fault::HardwareError => {
                arm.trajectory_log().push("hardware: read error: ros2_control deactivates the controllers");
                if arm.deactivate_controller() {
                    (true, "hardware error: the trajectory controller is inactive".to_owned())
                } else {
                    (false, "the trajectory controller was already inactive".to_owned())
                }
            }
            Fault::HardwareRecovered => {
                if arm.activate_controller() {
                    (true, "hardware recovered: the trajectory controller is active, holding".to_owned())
                } else {
                    (false, "the trajectory controller was already active".to_owned())
                }
            }
            Fault::DriveLag => {
                arm.set_drive_lag(DRIVE_LAG_S);
                (true, format!("the drives follow their command {DRIVE_LAG_S} s late"))
            }
            Fault::DrivesRecovered => {
                arm.set_drive_lag(0.0);
                (true, "the drives follow their command on time".to_owned())
            }
        };
        let _ = request.respond(Trigger::Response { success, message });
    }
}
