"""Reads a rosbag2 folder with the `rosbags` library (independent of armrest) and prints, as
JSON, what a test needs to compare: message count per topic, and the first and last
JointState positions."""

import json
import sys
from pathlib import Path

from rosbags.rosbag2 import Reader
from rosbags.typesys import Stores, get_typestore


def main() -> None:
    store = get_typestore(Stores.ROS2_JAZZY)
    out = {"topics": {}, "first": None, "last": None, "names": None}
    with Reader(Path(sys.argv[1])) as reader:
        out["message_count"] = reader.message_count
        for conn, _stamp, raw in reader.messages():
            msg = store.deserialize_cdr(raw, conn.msgtype)
            out["topics"][conn.topic] = out["topics"].get(conn.topic, 0) + 1
            if conn.msgtype == "sensor_msgs/msg/JointState":
                position = [float(v) for v in msg.position]
                out["first"] = out["first"] or position
                out["last"] = position
                out["names"] = list(msg.name)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
