"""Calls a std_srvs/srv/Trigger service once and prints its answer as JSON ({"success", "message"}),
for the tests that inject faults into armrest_sim_node. Waits at most 20 s for the service.

    call_trigger.py /armrest_sim_node/inject_hardware_error
"""

import json
import sys

import rclpy
from std_srvs.srv import Trigger


def main():
    name = sys.argv[1]
    rclpy.init()
    node = rclpy.create_node("test_call_trigger")
    client = node.create_client(Trigger, name)
    if not client.wait_for_service(timeout_sec=20.0):
        sys.exit(f"no service {name} within 20 s")
    future = client.call_async(Trigger.Request())
    rclpy.spin_until_future_complete(node, future, timeout_sec=20.0)
    if not future.done():
        sys.exit(f"{name} did not answer within 20 s")
    answer = future.result()
    print(json.dumps({"success": answer.success, "message": answer.message}), flush=True)
    node.destroy_node()
    rclpy.shutdown()


if __name__ == "__main__":
    main()
