"""Publishes one trajectory_msgs/JointTrajectory on a topic, as any node on the robot's graph
could, bypassing armrest: for the tests of what the controller does with what armrest refuses.

    publish_trajectory.py TOPIC '[[t, [q1..q7]], ...]' [JOINT,JOINT,...]

The joints are joint1..joint7 unless named (a partial goal names some of them).

Waits (at most 20 s) until a subscriber matches, publishes once, waits a moment for delivery,
and prints "published".
"""

import json
import sys
import time

import rclpy
from builtin_interfaces.msg import Duration
from trajectory_msgs.msg import JointTrajectory, JointTrajectoryPoint


def main():
    topic, points = sys.argv[1], json.loads(sys.argv[2])
    joints = sys.argv[3].split(",") if len(sys.argv) > 3 else [f"joint{i}" for i in range(1, 8)]
    rclpy.init()
    node = rclpy.create_node("test_publisher")
    publisher = node.create_publisher(JointTrajectory, topic, 10)
    deadline = time.monotonic() + 20.0
    while publisher.get_subscription_count() == 0:
        if time.monotonic() > deadline:
            sys.exit(f"no subscriber on {topic} within 20 s")
        rclpy.spin_once(node, timeout_sec=0.05)
    msg = JointTrajectory(joint_names=joints)
    for t, q in points:
        whole = int(t)
        msg.points.append(JointTrajectoryPoint(
            positions=[float(x) for x in q],
            time_from_start=Duration(sec=whole, nanosec=int(round((t - whole) * 1e9)))))
    publisher.publish(msg)
    # Reliable delivery needs the publisher alive until the message went out.
    end = time.monotonic() + 1.0
    while time.monotonic() < end:
        rclpy.spin_once(node, timeout_sec=0.05)
    print("published", flush=True)
    node.destroy_node()
    rclpy.shutdown()


if __name__ == "__main__":
    main()
