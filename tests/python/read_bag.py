"""Reads a rosbag2 folder (or one MCAP file) with two readers independent of armrest, each decoding only from the
message definitions stored in the file (no built-in types): `rosbags` (the rosbag2 folder and
its metadata) and `mcap-ros2-support` (the MCAP file alone). Prints, as JSON, what a test
compares: per reader the message count per topic, the first and last `/joint_states` positions
and the fields it decoded per topic; the type hashes of metadata.yaml; and whether both readers decoded
every field of every message alike."""

import json
import sys
from pathlib import Path

from mcap.reader import make_reader
from mcap_ros2.decoder import DecoderFactory
from rosbags.rosbag2 import Reader
from rosbags.typesys import Stores, get_typestore, get_types_from_msg


def plain(value):
    """A decoded message as nested dicts and lists, whatever the reader's classes."""
    fields = getattr(value, "__dataclass_fields__", None) or getattr(value, "__slots__", None)
    if fields is not None and not isinstance(value, (str, bytes)):
        # Field names are lower case in ROS 2; upper-case names are a type's constants, which
        # one reader lists beside the fields (rcl_interfaces/msg/Log's DEBUG, INFO, ...).
        return {k: plain(getattr(value, k)) for k in fields if not k.startswith("_") and not k.isupper()}
    if hasattr(value, "tolist"):
        return value.tolist()
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def leaves(value, prefix=""):
    if isinstance(value, dict):
        return {p for k, v in value.items() for p in leaves(v, f"{prefix}{k}.")}
    return {prefix.rstrip(".")}


def summary(messages):
    out = {"topics": {}, "first": None, "last": None, "names": None, "fields": {}}
    for topic, msg in messages:
        out["topics"][topic] = out["topics"].get(topic, 0) + 1
        out["fields"][topic] = out["fields"].get(topic, set()) | leaves(msg)
        if topic == "/joint_states":
            out["first"] = out["first"] or msg["position"]
            out["last"] = msg["position"]
            out["names"] = msg["name"]
    out["fields"] = {topic: sorted(fields) for topic, fields in out["fields"].items()}
    return out


def with_rosbags(folder):
    store = get_typestore(Stores.EMPTY)
    messages, hashes = [], {}
    with Reader(folder) as reader:
        for conn in reader.connections:
            store.register(get_types_from_msg(conn.msgdef.data, conn.msgtype))
            hashes[conn.topic] = conn.digest
        for conn, _stamp, raw in reader.messages():
            messages.append((conn.topic, plain(store.deserialize_cdr(raw, conn.msgtype))))
        count = reader.message_count
    return messages, hashes, count


def with_mcap_ros2(folder):
    messages = []
    # A bag folder, or one MCAP file on its own (a recording downloaded from armrest).
    for path in [folder] if folder.is_file() else sorted(folder.glob("*.mcap")):
        with open(path, "rb") as f:
            reader = make_reader(f, decoder_factories=[DecoderFactory()])
            for _schema, channel, _message, decoded in reader.iter_decoded_messages():
                messages.append((channel.topic, plain(decoded)))
    return messages


def main() -> None:
    folder = Path(sys.argv[1])
    by_rosbags, hashes, count = with_rosbags(folder)
    by_mcap = with_mcap_ros2(folder)
    print(json.dumps({
        "message_count": count,
        "type_hashes": hashes,
        "rosbags": summary(by_rosbags),
        "mcap_ros2": summary(by_mcap),
        "readers_agree": by_rosbags == by_mcap,
    }))


if __name__ == "__main__":
    main()
