"""A fake robot stack for armrest's ROS 2 tests, in rclpy: what the real arm's stack offers.

- publishes sensor_msgs/JointState on /joint_states at 100 Hz (joints in reverse order, so
  armrest's reordering is exercised),
- follows trajectory_msgs/JointTrajectory on /robot_arm_controller/joint_trajectory (linear
  interpolation); an empty trajectory is refused as Jazzy's joint_trajectory_controller refuses
  it ("Empty trajectory received."), and the running trajectory continues,
- serves moveit_msgs/srv/GetPositionFK on /compute_fk (FK of the same URDF),
- serves cobot_interfaces MoveToJoints and MoveToPose actions on cobot/move_to_joints and
  cobot/move_to_pose (moving the joints over time, with feedback, honouring cancel),
- serves std_srvs/Trigger on cobot/stop (stops any motion).

- serves control_msgs FollowJointTrajectory on /robot_arm_controller/follow_joint_trajectory
  (the controller's own action, where armrest's stop sends its hold as a goal).

Flags turn parts off, for the 503 tests: --silent, --no-fk, --no-actions, --no-stop,
--no-controller-action; --silent-from-trajectory (joint states until the first trajectory on
the controller topic, none after: a robot whose state goes quiet while it moves);
--fk-error makes /compute_fk answer MoveIt error code FAILURE with a message and source. Flags for misbehaving servers:
--hang-goals (goal requests are never answered), --exit-mid-goal (the process dies, without a
goodbye, a moment into a goal), --slow-cancel S (cancel requests answered after S seconds),
--clock-offset S (joint states stamped S seconds off this machine's clock: a robot PC whose clock
is off, or one on simulated time), --feedback-gap S (a goal sends one feedback, then plans
silently for S seconds before it moves, as a MoveIt-based server may), --joint-prefix P (the joint
states name P1..P7, not the URDF's joints).
It also publishes /fake/best_effort (best-effort QoS) and /fake/latched (transient local, once),
for the bag tests; with --diagnostics also diagnostic_msgs/DiagnosticArray on /diagnostics and a
log line to /rosout, each 10 times a second: types of a real graph armrest does not compile, and
/fake/late (std_msgs/String, 20 Hz) from the first MoveToJoints goal on: a topic that appears
while a bag records.
It prints "ready" on stdout once everything is created, then one line per event the tests look
for: "event trajectory N" (a trajectory of N points arrived), "event refused <why>" (a trajectory
the controller refused), "event cancel" (a cancel request), "event stop" (cobot/stop called).
"""

import argparse
import math
import os
import sys
import threading
import time
import xml.etree.ElementTree as ET

import numpy as np
import rclpy
from rclpy.action import ActionServer, CancelResponse, GoalResponse
from rclpy.callback_groups import ReentrantCallbackGroup
from rclpy.duration import Duration
from rclpy.executors import MultiThreadedExecutor
from rclpy.node import Node
from rclpy.qos import DurabilityPolicy, QoSProfile, ReliabilityPolicy
from rclpy.task import Future

from cobot_interfaces.action import MoveToJoints, MoveToPose
from control_msgs.action import FollowJointTrajectory
from geometry_msgs.msg import PoseStamped
from moveit_msgs.srv import GetPositionFK
from sensor_msgs.msg import JointState
from std_msgs.msg import String
from std_srvs.srv import Trigger
from trajectory_msgs.msg import JointTrajectory

NAMES = [f"joint{i}" for i in range(1, 8)]


def load_chain(urdf_path):
    """(origin xyz, axis) per revolute joint from base_link to tool0, and the tool offset."""
    root = ET.parse(urdf_path).getroot()
    joints = {j.find("child").get("link"): j for j in root.findall("joint")}
    chain, link = [], "tool0"
    while link in joints:
        j = joints[link]
        xyz = [float(v) for v in j.find("origin").get("xyz").split()]
        axis = j.find("axis")
        chain.append((np.array(xyz), None if axis is None else np.array([float(v) for v in axis.get("xyz").split()])))
        link = j.find("parent").get("link")
    return list(reversed(chain))


def rot(axis, angle):
    axis = axis / np.linalg.norm(axis)
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    return np.eye(3) + math.sin(angle) * k + (1 - math.cos(angle)) * k @ k


def fk(chain, q):
    r, p, i = np.eye(3), np.zeros(3), 0
    for origin, axis in chain:
        p = p + r @ origin
        if axis is not None:
            r = r @ rot(axis, q[i])
            i += 1
    return r, p


def quat(r):
    w = math.sqrt(max(0.0, 1 + r[0, 0] + r[1, 1] + r[2, 2])) / 2
    x = math.copysign(math.sqrt(max(0.0, 1 + r[0, 0] - r[1, 1] - r[2, 2])) / 2, r[2, 1] - r[1, 2])
    y = math.copysign(math.sqrt(max(0.0, 1 - r[0, 0] + r[1, 1] - r[2, 2])) / 2, r[0, 2] - r[2, 0])
    z = math.copysign(math.sqrt(max(0.0, 1 - r[0, 0] - r[1, 1] + r[2, 2])) / 2, r[1, 0] - r[0, 1])
    return x, y, z, w


def abc_rot(a, b, c):
    return rot(np.array([0, 0, 1.0]), a) @ rot(np.array([0, 1.0, 0]), b) @ rot(np.array([1.0, 0, 0]), c)


def ik(chain, target_r, target_p, q0):
    q = np.array(q0, dtype=float)
    for _ in range(300):
        r, p = fk(chain, q)
        e_p = target_p - p
        e_r = 0.5 * (np.cross(r[:, 0], target_r[:, 0]) + np.cross(r[:, 1], target_r[:, 1]) + np.cross(r[:, 2], target_r[:, 2]))
        e = np.concatenate([e_p, e_r])
        if np.linalg.norm(e) < 1e-7:
            return q
        jac, eps = np.zeros((6, 7)), 1e-6
        for i in range(7):
            dq = q.copy()
            dq[i] += eps
            r2, p2 = fk(chain, dq)
            jac[:3, i] = (p2 - p) / eps
            jac[3:, i] = 0.5 * (np.cross(r[:, 0], r2[:, 0]) + np.cross(r[:, 1], r2[:, 1]) + np.cross(r[:, 2], r2[:, 2])) / eps
        q = q + jac.T @ np.linalg.solve(jac @ jac.T + 1e-4 * np.eye(6), e)
    return None


class FakeRobot(Node):
    def __init__(self, args):
        super().__init__("fake_robot")
        self.chain = load_chain(args.urdf)
        self.q = np.array([0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0])
        self.v = np.zeros(7)
        self.lock = threading.Lock()
        self.motion = None  # (start_time, [(t, q)...]) in wall seconds
        self.speedup = args.speedup
        self.fk_error = args.fk_error
        self.exit_mid_goal = args.exit_mid_goal
        self.slow_cancel = args.slow_cancel
        self.feedback_gap = args.feedback_gap
        self.silent_from_trajectory = args.silent_from_trajectory
        self.got_trajectory = False
        # --joint-prefix: the joint states name other joints (a robot whose names are not the URDF's).
        self.published_names = [f"{args.joint_prefix}{i}" for i in range(1, 8)] if args.joint_prefix else NAMES
        self.clock_offset = Duration(nanoseconds=int(args.clock_offset * 1e9))
        group = ReentrantCallbackGroup()
        self.best_effort = self.create_publisher(
            String, "/fake/best_effort", QoSProfile(depth=10, reliability=ReliabilityPolicy.BEST_EFFORT))
        self.create_timer(0.05, lambda: self.best_effort.publish(String(data="tick")), callback_group=group)
        latched = self.create_publisher(
            String, "/fake/latched", QoSProfile(depth=1, durability=DurabilityPolicy.TRANSIENT_LOCAL))
        latched.publish(String(data="configuration"))
        self.latched = latched
        if args.diagnostics:
            from diagnostic_msgs.msg import DiagnosticArray, DiagnosticStatus
            from rcl_interfaces.msg import Log
            diagnostics = self.create_publisher(DiagnosticArray, "/diagnostics", 10)
            # Straight onto /rosout, as every node's logger publishes there (and not on stderr).
            rosout = self.create_publisher(Log, "/rosout", 10)

            def tick():
                now = self.get_clock().now().to_msg()
                array = DiagnosticArray()
                array.header.stamp = now
                array.status = [DiagnosticStatus(level=DiagnosticStatus.OK, name="fake: arm", message="ok")]
                diagnostics.publish(array)
                rosout.publish(Log(stamp=now, level=Log.INFO, name="fake_robot", msg="fake: diagnostics published"))

            self.create_timer(0.1, tick, callback_group=group)
        self.late = args.diagnostics
        self.group = group
        if not args.silent:
            self.pub = self.create_publisher(JointState, "/joint_states", 10)
            self.create_timer(0.01, self.publish, callback_group=group)
        self.create_timer(0.005, self.step, callback_group=group)
        self.create_subscription(JointTrajectory, "/robot_arm_controller/joint_trajectory", self.on_trajectory, 10)
        if not args.no_fk:
            self.create_service(GetPositionFK, "/compute_fk", self.on_fk, callback_group=group)
        if not args.no_actions:
            goal_callback = self.never_answer if args.hang_goals else (lambda g: GoalResponse.ACCEPT)
            for name, kind, cb in (("cobot/move_to_joints", MoveToJoints, self.on_joints), ("cobot/move_to_pose", MoveToPose, self.on_pose)):
                ActionServer(self, kind, name, cb, goal_callback=goal_callback,
                             cancel_callback=self.on_cancel, callback_group=group)
        if not args.no_stop:
            self.create_service(Trigger, "cobot/stop", self.on_stop, callback_group=group)
        if not args.no_controller_action:
            ActionServer(self, FollowJointTrajectory, "/robot_arm_controller/follow_joint_trajectory",
                         self.on_controller_goal, callback_group=group)

    async def never_answer(self, goal):
        await Future()  # never done: the goal request is never answered

    def on_cancel(self, goal_handle):
        event("cancel")
        if self.slow_cancel:
            time.sleep(self.slow_cancel)
        return CancelResponse.ACCEPT

    def publish(self):
        if self.silent_from_trajectory and self.got_trajectory:
            return
        with self.lock:
            q, v = self.q.copy(), self.v.copy()
        msg = JointState()
        msg.header.stamp = (self.get_clock().now() + self.clock_offset).to_msg()
        msg.name = list(reversed(self.published_names))
        msg.position = [float(x) for x in reversed(q)]
        msg.velocity = [float(x) for x in reversed(v)]
        msg.effort = [0.0] * 7
        self.pub.publish(msg)

    def step(self):
        with self.lock:
            if self.motion is None:
                self.v[:] = 0
                return
            start, points = self.motion
            t = (time.monotonic() - start) * self.speedup
            if t >= points[-1][0]:
                self.q, self.v, self.motion = points[-1][1].copy(), np.zeros(7), None
                return
            for (t0, q0), (t1, q1) in zip(points, points[1:]):
                if t0 <= t < t1:
                    s = (t - t0) / (t1 - t0)
                    self.q = q0 + (q1 - q0) * s
                    self.v = (q1 - q0) / (t1 - t0) * self.speedup
                    return

    def start(self, points):
        with self.lock:
            pts = [(0.0, self.q.copy())] if points and points[0][0] > 0 else []
            self.motion = (time.monotonic(), pts + points) if points else None

    def on_trajectory(self, msg):
        if not msg.points:
            # ros2_controllers 4.x (Jazzy), validate_trajectory_msg: logged, nothing changes.
            self.get_logger().error("Empty trajectory received.")
            event("refused Empty trajectory received.")
            return
        event(f"trajectory {len(msg.points)}")
        self.got_trajectory = True
        pts = [(p.time_from_start.sec + p.time_from_start.nanosec * 1e-9, np.array(p.positions)) for p in msg.points]
        self.start(pts)

    def on_controller_goal(self, goal_handle):
        # The controller's own action (a stop's hold goal): accepted and followed as the topic's
        # trajectories are; it succeeds at once (armrest waits for the acceptance only).
        msg = goal_handle.request.trajectory
        event(f"goal {len(msg.points)}")
        pts = [(p.time_from_start.sec + p.time_from_start.nanosec * 1e-9, np.array(p.positions)) for p in msg.points]
        self.start(pts)
        goal_handle.succeed()
        return FollowJointTrajectory.Result()

    def on_fk(self, request, response):
        js = request.robot_state.joint_state
        q = [js.position[js.name.index(n)] for n in NAMES]
        if list(request.fk_link_names) != ["tool0"]:
            response.error_code.val = -18  # INVALID_LINK_NAME, as MoveIt answers an unknown link
            return response
        if self.fk_error:
            # moveit_msgs >= 2.4 (every Jazzy release) carries MoveIt's own words too.
            response.error_code.val = 99999
            response.error_code.message = "fake: the kinematics solver failed"
            response.error_code.source = "fake_robot"
            return response
        r, p = fk(self.chain, q)
        pose = PoseStamped()
        pose.header.frame_id = request.header.frame_id or "base_link"
        pose.pose.position.x, pose.pose.position.y, pose.pose.position.z = (float(v) for v in p)
        x, y, z, w = quat(r)
        pose.pose.orientation.x, pose.pose.orientation.y, pose.pose.orientation.z, pose.pose.orientation.w = x, y, z, w
        response.pose_stamped = [pose]
        response.fk_link_names = ["tool0"]
        response.error_code.val = 1
        return response

    def move(self, goal_handle, target, speed, feedback_type, result_type):
        result = result_type.Result()
        if self.feedback_gap:
            goal_handle.publish_feedback(feedback_type())
            planning_until = time.monotonic() + self.feedback_gap
            while time.monotonic() < planning_until:
                if goal_handle.is_cancel_requested:
                    goal_handle.canceled()
                    result.success, result.message = False, "cancelled while planning"
                    return result
                time.sleep(0.01)
        with self.lock:
            start_q = self.q.copy()
        duration = max(float(np.max(np.abs(target - start_q))) / max(speed, 0.01), 0.05)
        self.start([(duration, target)])
        started = time.monotonic()
        while True:
            if self.exit_mid_goal and time.monotonic() - started > 0.3:
                os._exit(17)  # a crash: no goodbye to the graph
            with self.lock:
                moving = self.motion is not None
                progress = 1.0 - float(np.max(np.abs(target - self.q))) / max(float(np.max(np.abs(target - start_q))), 1e-9)
            if goal_handle.is_cancel_requested:
                with self.lock:
                    self.motion = None
                goal_handle.canceled()
                result.success, result.message = False, "cancelled"
                return result
            if not moving:
                break
            fb = feedback_type()
            fb.progress = progress
            goal_handle.publish_feedback(fb)
            time.sleep(0.01)
        with self.lock:
            reached = float(np.max(np.abs(target - self.q))) < 1e-6
        if reached:
            goal_handle.succeed()
            result.success, result.message = True, f"reached in {duration:.3f} s"
        else:
            goal_handle.abort()
            result.success, result.message = False, "stopped before the target"
        return result

    def on_joints(self, goal_handle):
        if self.late:
            self.late = False
            late = self.create_publisher(String, "/fake/late", 10)
            self.create_timer(0.05, lambda: late.publish(String(data="late")), callback_group=self.group)
        g = goal_handle.request
        return self.move(goal_handle, np.array(g.joints), g.speed, MoveToJoints.Feedback, MoveToJoints)

    def on_pose(self, goal_handle):
        g = goal_handle.request
        with self.lock:
            seed = self.q.copy()
        q = ik(self.chain, abc_rot(g.a, g.b, g.c), np.array([g.x, g.y, g.z]), seed)
        if q is None:
            goal_handle.abort()
            result = MoveToPose.Result()
            result.success, result.message = False, "no IK solution"
            return result
        return self.move(goal_handle, q, g.speed, MoveToPose.Feedback, MoveToPose)

    def on_stop(self, request, response):
        event("stop")
        with self.lock:
            self.motion = None
        response.success, response.message = True, "motion stopped"
        return response


EVENTS = threading.Lock()


def event(what):
    # One write per line under a lock: callbacks on several executor threads print at once, and
    # print() writes the text and its newline separately.
    with EVENTS:
        sys.stdout.write(f"event {what}\n")
        sys.stdout.flush()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--urdf", required=True)
    p.add_argument("--speedup", type=float, default=5.0)
    p.add_argument("--slow-cancel", type=float, default=0.0)
    p.add_argument("--clock-offset", type=float, default=0.0)
    p.add_argument("--feedback-gap", type=float, default=0.0)
    p.add_argument("--joint-prefix", default="")
    for flag in ("--silent", "--silent-from-trajectory", "--no-fk", "--no-actions", "--no-stop", "--fk-error", "--hang-goals", "--exit-mid-goal",
                 "--diagnostics", "--no-controller-action"):
        p.add_argument(flag, action="store_true")
    args = p.parse_args()
    rclpy.init()
    node = FakeRobot(args)
    executor = MultiThreadedExecutor(num_threads=4)
    executor.add_node(node)
    print("ready", flush=True)
    try:
        executor.spin()
    except (KeyboardInterrupt, rclpy.executors.ExternalShutdownException):
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
