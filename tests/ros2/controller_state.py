"""Prints the first control_msgs/msg/JointTrajectoryControllerState on a topic as JSON
(joint_names, reference and feedback positions, speed_scaling_factor): for the tests of what the
controller reports. Waits at most 20 s.

    controller_state.py TOPIC
"""

import json
import sys
import time

import rclpy
from control_msgs.msg import JointTrajectoryControllerState


def main():
    topic = sys.argv[1]
    rclpy.init()
    node = rclpy.create_node("test_controller_state")
    got = []
    node.create_subscription(JointTrajectoryControllerState, topic, got.append, 10)
    deadline = time.monotonic() + 20.0
    while not got:
        if time.monotonic() > deadline:
            sys.exit(f"no message on {topic} within 20 s")
        rclpy.spin_once(node, timeout_sec=0.05)
    m = got[-1]
    print(json.dumps({
        "joint_names": list(m.joint_names),
        "reference": list(m.reference.positions),
        "feedback": list(m.feedback.positions),
        "speed_scaling_factor": m.speed_scaling_factor,
    }), flush=True)
    node.destroy_node()
    rclpy.shutdown()


if __name__ == "__main__":
    main()
