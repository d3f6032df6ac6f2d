"""Prints the first control_msgs/msg/SpeedScalingFactor that reaches a new, volatile subscriber
of a topic (as a controller started or restarted after the factor was latched), as JSON. Waits
at most 20 s.

    speed_scaling_reader.py TOPIC
"""

import json
import sys
import time

import rclpy
from control_msgs.msg import SpeedScalingFactor
from rclpy.qos import DurabilityPolicy, QoSProfile


def main():
    topic = sys.argv[1]
    rclpy.init()
    node = rclpy.create_node("test_speed_scaling_reader")
    got = []
    node.create_subscription(SpeedScalingFactor, topic, got.append,
                             QoSProfile(depth=1, durability=DurabilityPolicy.VOLATILE))
    deadline = time.monotonic() + 20.0
    while not got:
        if time.monotonic() > deadline:
            sys.exit(f"no factor on {topic} within 20 s")
        rclpy.spin_once(node, timeout_sec=0.05)
    print(json.dumps({"factor": got[0].factor}), flush=True)
    node.destroy_node()
    rclpy.shutdown()


if __name__ == "__main__":
    main()
