"""Prints, as JSON, the first message of one kind that reaches a new subscriber of a topic, for
the tests of what the controller reports. Waits at most 20 s.

    read_one.py controller_state TOPIC   # control_msgs/msg/JointTrajectoryControllerState:
                                         # joint_names, reference and feedback positions,
                                         # speed_scaling_factor
    read_one.py speed_scaling TOPIC      # control_msgs/msg/SpeedScalingFactor, subscribed
                                         # volatile (a controller started or restarted after the
                                         # factor was latched): factor
"""

import json
import sys
import time

import rclpy
from control_msgs.msg import JointTrajectoryControllerState, SpeedScalingFactor
from rclpy.qos import DurabilityPolicy, QoSProfile

KINDS = {
    "controller_state": (JointTrajectoryControllerState, 10, lambda m: {
        "joint_names": list(m.joint_names),
        "reference": list(m.reference.positions),
        "feedback": list(m.feedback.positions),
        "speed_scaling_factor": m.speed_scaling_factor,
    }),
    "speed_scaling": (SpeedScalingFactor, QoSProfile(depth=1, durability=DurabilityPolicy.VOLATILE),
                      lambda m: {"factor": m.factor}),
}


def main():
    kind, topic = sys.argv[1], sys.argv[2]
    msg_type, qos, shown = KINDS[kind]
    rclpy.init()
    node = rclpy.create_node("test_read_one")
    got = []
    node.create_subscription(msg_type, topic, got.append, qos)
    deadline = time.monotonic() + 20.0
    while not got:
        if time.monotonic() > deadline:
            sys.exit(f"no message on {topic} within 20 s")
        rclpy.spin_once(node, timeout_sec=0.05)
    print(json.dumps(shown(got[0])), flush=True)
    node.destroy_node()
    rclpy.shutdown()


if __name__ == "__main__":
    main()
