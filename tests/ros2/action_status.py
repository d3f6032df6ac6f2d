"""Watches an action's status topic for armrest's ROS 2 tests: prints "ready", then one line per
action_msgs/GoalStatusArray received, the goal ids it lists (hex, space-separated).

Usage: action_status.py TOPIC   (e.g. /cobot/move_to_joints/_action/status)
"""

import sys

import rclpy
from action_msgs.msg import GoalStatusArray
from rclpy.node import Node
from rclpy.qos import qos_profile_action_status_default


def main() -> None:
    rclpy.init()
    node = Node("armrest_test_action_status")

    def on_status(msg: GoalStatusArray) -> None:
        ids = (bytes(s.goal_info.goal_id.uuid).hex() for s in msg.status_list)
        print(" ".join(ids), flush=True)

    node.create_subscription(GoalStatusArray, sys.argv[1], on_status, qos_profile_action_status_default)
    print("ready", flush=True)
    try:
        rclpy.spin(node)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
