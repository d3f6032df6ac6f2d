"""The generated Python client (clients/python, package armrest_client) against a running armrest
on the simulator. tests/integration/python_client.rs starts the server and runs this file with
pytest: ARMREST_URL is the server's base URL; the tests named `test_lease_*` run on a server with
`control.mode: lease`, the others on one in the shipped open mode (`-k` selects them).

Every answer is read through the client's typed models: a field the schema does not describe,
or an answer of an undocumented status, fails here (raise_on_unexpected_status).
"""

import io
import json
import os
import time

import httpx
import pytest

from armrest_client import Client
from armrest_client.api.control import control_release, control_take
from armrest_client.api.plan import plan_pose
from armrest_client.api.recordings import recording, start_recording, stop_recording
from armrest_client.api.robot import joint_states, move_joints
from armrest_client.api.sequences import sequences_start, sequences_status
from armrest_client.api.trajectory import trajectory_send, trajectory_send_csv
from armrest_client.models import (
    Ack,
    CsvUpload,
    DetailBody,
    JointState,
    LeaseGrant,
    MotionResult,
    MoveJointsRequest,
    MovePoseRequest,
    PlanPreview,
    RecordingDetail,
    RecordingInfo,
    SendTrajectoryRequest,
    StartRecordingBody,
    StartSequenceForm,
    TakeControlRequest,
    TrajectoryPoint,
    ValidationErrorBody,
)
from armrest_client.models.move_pose_request_planner_type_0 import MovePoseRequestPlannerType0
from armrest_client.types import File

TARGET = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5]
HOME = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0]
# Deadlines for what the arm does (simulated motion at the test's time scale); generous for a
# busy machine, never a measure of speed.
DEADLINE_S = 60.0


@pytest.fixture
def client():
    with Client(
        base_url=os.environ["ARMREST_URL"], timeout=httpx.Timeout(DEADLINE_S), raise_on_unexpected_status=True
    ) as c:
        yield c


def close(a, b, tol=1e-3):
    return len(a) == len(b) and all(abs(x - y) <= tol for x, y in zip(a, b))


def eventually(awaited, look):
    """Calls look() until it returns something true, or fails naming what it waited for."""
    end = time.monotonic() + DEADLINE_S
    seen = None
    while time.monotonic() < end:
        seen = look()
        if seen:
            return seen
        time.sleep(0.02)  # the poll interval of a wait bounded by DEADLINE_S, not a wait for time to pass
    pytest.fail(f"waited {DEADLINE_S} s for {awaited}; the last look saw {seen!r}")


def joints_now(client):
    state = joint_states.sync(client=client)
    assert isinstance(state, JointState)
    return state.position


def test_read_joint_states(client):
    state = joint_states.sync(client=client)
    assert isinstance(state, JointState)
    assert state.name == [f"joint{i}" for i in range(1, 8)]
    assert len(state.position) == 7
    assert all(isinstance(p, float) for p in state.position)


def test_move_joints_succeeds(client):
    result = move_joints.sync(client=client, body=MoveJointsRequest(joints=TARGET, speed=1.0))
    assert isinstance(result, MotionResult), result
    assert result.success, result.message
    assert close(joints_now(client), TARGET)


def test_an_invalid_move_is_a_typed_validation_error(client):
    before = joints_now(client)
    out_of_range = [0.0, 0.5, 0.0, -9.0, 0.0, 1.2, 0.0]
    response = move_joints.sync_detailed(client=client, body=MoveJointsRequest(joints=out_of_range))
    assert response.status_code == 422
    assert isinstance(response.parsed, ValidationErrorBody), response.content
    item = response.parsed.detail[0]
    assert item.loc == ["body", "joints", 3], item
    assert item.msg and item.type_
    assert close(joints_now(client), before), "nothing moved"


def test_plan_pose(client):
    body = MovePoseRequest(x=0.45, y=0.2, z=0.35, b=3.14159, planner=MovePoseRequestPlannerType0.LIN, speed=0.4)
    preview = plan_pose.sync(client=client, body=body)
    assert isinstance(preview, PlanPreview), preview
    assert preview.success, preview.message
    assert "nothing moved" in preview.message
    assert preview.plan is not None and preview.plan.planner == "lin"


def test_trajectory_send(client):
    move_joints.sync(client=client, body=MoveJointsRequest(joints=HOME, speed=1.0))
    body = SendTrajectoryRequest(points=[TrajectoryPoint(positions=TARGET, time_from_start=5.0)])
    ack = trajectory_send.sync(client=client, body=body)
    assert isinstance(ack, Ack), ack
    assert ack.status == "sent"
    eventually("the arm at the trajectory's last point", lambda: close(joints_now(client), TARGET))


def test_trajectory_send_csv(client):
    eventually("the arm at rest", lambda: close(joints_now(client), TARGET))
    rows = ["t,joint1,joint2,joint3,joint4,joint5,joint6,joint7", "5.0," + ",".join(str(q) for q in HOME)]
    upload = CsvUpload(file=File(payload=io.BytesIO("\n".join(rows).encode()), file_name="t.csv", mime_type="text/csv"))
    ack = trajectory_send_csv.sync(client=client, body=upload)
    assert isinstance(ack, Ack), ack
    assert ack.status == "sent"
    eventually("the arm at the CSV's last row", lambda: close(joints_now(client), HOME))


def test_sequence_with_recording(client):
    name = "py_client_demo"
    info = start_recording.sync(client=client, body=StartRecordingBody(name=name))
    assert isinstance(info, RecordingInfo), info
    assert info.state == "recording"
    sequence = {"waypoints": [{"joints": TARGET, "speed": 1.0}, {"joints": HOME, "speed": 1.0}]}
    form = StartSequenceForm(
        config=File(payload=io.BytesIO(json.dumps(sequence).encode()), file_name="sequence.json"),
        n_iterations=1,
        delay_between_iterations=0.0,
    )
    started = sequences_start.sync(client=client, body=form)
    assert isinstance(started, Ack), started
    assert started.status == "started"
    status = eventually(
        "the sequence finished",
        lambda: (s := sequences_status.sync(client=client)) and s.status == "finished" and s,
    )
    assert status.returncode == 0
    stopped = stop_recording.sync(name, client=client)
    assert isinstance(stopped, RecordingInfo), stopped
    assert stopped.state == "stopped"
    assert stopped.points > 0 and stopped.duration_s > 0
    detail = recording.sync(name, client=client)
    assert isinstance(detail, RecordingDetail), detail
    assert detail.preview


def test_the_stream_with_httpx(client):
    """The generated client does not read server-sent events: httpx does, as the docs show."""
    url = os.environ["ARMREST_URL"] + "/robot/stream"
    with httpx.stream("GET", url, params={"events": "state", "rate": 10}, timeout=DEADLINE_S) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        event = None
        for line in response.iter_lines():
            if line.startswith("event:"):
                event = line.split(":", 1)[1].strip()
            elif line.startswith("data:") and event == "state":
                state = json.loads(line[len("data:") :])
                assert len(state["position"]) == 7
                break


def test_lease_header_is_sent_and_needed(client):
    before = joints_now(client)
    refused = move_joints.sync_detailed(client=client, body=MoveJointsRequest(joints=TARGET, speed=1.0))
    assert refused.status_code == 423
    assert isinstance(refused.parsed, DetailBody), refused.content
    assert close(joints_now(client), before), "nothing moved"
    grant = control_take.sync(client=client, body=TakeControlRequest(holder="python", ttl_s=60.0))
    assert isinstance(grant, LeaseGrant), grant
    assert grant.holder == "python" and len(grant.lease) == 32
    moved = move_joints.sync(
        client=client, body=MoveJointsRequest(joints=TARGET, speed=1.0), x_armrest_lease=grant.lease
    )
    assert isinstance(moved, MotionResult), moved
    assert moved.success, moved.message
    released = control_release.sync_detailed(client=client, x_armrest_lease=grant.lease)
    assert released.status_code == 200, released.content


def test_the_readme_python_example(capsys):
    """The README's Python block (after its `<!-- python example: … -->` line) runs as written,
    against this server instead of localhost:8007."""
    readme = open(os.path.join(os.path.dirname(__file__), "..", "..", "README.md"), encoding="utf-8").read()
    after = readme.split("<!-- python example:", 1)[1]
    code = after.split("```python\n", 1)[1].split("\n```", 1)[0]
    documented = 'BASE = "http://localhost:8007"'
    assert documented in code
    exec(code.replace(documented, f"BASE = {os.environ['ARMREST_URL']!r}"), {})
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("{'joint1': "), printed
    assert printed[1].startswith("True "), printed
    assert printed[2] == "422 ['body', 'joints', 3]", printed
    assert printed[3] == "sent", printed
    assert int(printed[4]) > 0, printed
    assert len(json.loads(printed[5])) == 7, printed
