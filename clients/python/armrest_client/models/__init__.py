"""Contains all the data models used in inputs/outputs"""

from .abc import Abc
from .ack import Ack
from .audit_entry import AuditEntry
from .audit_log import AuditLog
from .blend_report import BlendReport
from .closed_event import ClosedEvent
from .closest_pair import ClosestPair
from .control_change import ControlChange
from .control_event import ControlEvent
from .control_status import ControlStatus
from .count_range import CountRange
from .csv_upload import CsvUpload
from .decision import Decision
from .detail_body import DetailBody
from .ended import Ended
from .health_body import HealthBody
from .hold import Hold
from .jog_response_400 import JogResponse400
from .jog_response_403 import JogResponse403
from .jog_response_409 import JogResponse409
from .jog_response_423 import JogResponse423
from .jog_response_503 import JogResponse503
from .joint_limit import JointLimit
from .joint_state import JointState
from .lease_grant import LeaseGrant
from .listed_position import ListedPosition
from .log_event import LogEvent
from .log_lines import LogLines
from .log_source import LogSource
from .missing import Missing
from .motion_event import MotionEvent
from .motion_phase import MotionPhase
from .motion_report import MotionReport
from .motion_result import MotionResult
from .move_joints_request import MoveJointsRequest
from .move_named_request import MoveNamedRequest
from .move_path_request import MovePathRequest
from .move_path_request_waypoints_item import MovePathRequestWaypointsItem
from .move_path_request_waypoints_item_circ import MovePathRequestWaypointsItemCirc
from .move_path_request_waypoints_item_circ_center import MovePathRequestWaypointsItemCircCenter
from .move_path_request_waypoints_item_circ_interim import MovePathRequestWaypointsItemCircInterim
from .move_path_request_waypoints_item_planner import MovePathRequestWaypointsItemPlanner
from .move_path_request_waypoints_item_pose import MovePathRequestWaypointsItemPose
from .move_path_request_waypoints_item_pose_frame_id import MovePathRequestWaypointsItemPoseFrameId
from .move_pose_request import MovePoseRequest
from .move_pose_request_circ_type_0 import MovePoseRequestCircType0
from .move_pose_request_circ_type_0_center import MovePoseRequestCircType0Center
from .move_pose_request_circ_type_0_interim import MovePoseRequestCircType0Interim
from .move_pose_request_frame_id_type_0 import MovePoseRequestFrameIdType0
from .move_pose_request_planner_type_0 import MovePoseRequestPlannerType0
from .named_position import NamedPosition
from .named_position_joints import NamedPositionJoints
from .node_body import NodeBody
from .node_body_parameters import NodeBodyParameters
from .object_kind import ObjectKind
from .orientation import Orientation
from .origin import Origin
from .override_report import OverrideReport
from .paced_motion import PacedMotion
from .path_preview import PathPreview
from .phase import Phase
from .plan_preview import PlanPreview
from .plan_summary import PlanSummary
from .position import Position
from .position_name import PositionName
from .preview_point import PreviewPoint
from .primitive_type_0 import PrimitiveType0
from .primitive_type_0_shape import PrimitiveType0Shape
from .primitive_type_1 import PrimitiveType1
from .primitive_type_1_shape import PrimitiveType1Shape
from .primitive_type_2 import PrimitiveType2
from .primitive_type_2_shape import PrimitiveType2Shape
from .ranges import Ranges
from .ready_body import ReadyBody
from .recording_detail import RecordingDetail
from .recording_info import RecordingInfo
from .replay_body import ReplayBody
from .replay_plan import ReplayPlan
from .robot_body import RobotBody
from .robot_description import RobotDescription
from .save_position_body import SavePositionBody
from .scale_range import ScaleRange
from .send_trajectory_request import SendTrajectoryRequest
from .sequence_event import SequenceEvent
from .sequence_status import SequenceStatus
from .set_override_request import SetOverrideRequest
from .source import Source
from .speed_override import SpeedOverride
from .start_recording_body import StartRecordingBody
from .start_sequence_form import StartSequenceForm
from .state_event import StateEvent
from .stop_response import StopResponse
from .stream_response_503 import StreamResponse503
from .take_control_request import TakeControlRequest
from .tcp_pose import TcpPose
from .tool_body import ToolBody
from .tool_body_geometry_type_0 import ToolBodyGeometryType0
from .tool_body_geometry_type_0_pose import ToolBodyGeometryType0Pose
from .tool_body_geometry_type_0_shape import ToolBodyGeometryType0Shape
from .tool_body_tcp_type_0 import ToolBodyTcpType0
from .tool_box import ToolBox
from .tool_box_shape import ToolBoxShape
from .tool_cylinder import ToolCylinder
from .tool_cylinder_shape import ToolCylinderShape
from .tool_definition import ToolDefinition
from .tool_sphere import ToolSphere
from .tool_sphere_shape import ToolSphereShape
from .tool_tcp import ToolTcp
from .tool_view import ToolView
from .trajectory_point import TrajectoryPoint
from .validation_error_body import ValidationErrorBody
from .validation_item import ValidationItem
from .version_body import VersionBody
from .world_event import WorldEvent
from .world_object_body import WorldObjectBody
from .world_object_body_frame_id_type_0 import WorldObjectBodyFrameIdType0
from .world_object_body_kind_type_0 import WorldObjectBodyKindType0
from .world_object_body_pose_type_0 import WorldObjectBodyPoseType0
from .world_object_body_shape import WorldObjectBodyShape
from .world_object_body_touch_links_type_0_item import WorldObjectBodyTouchLinksType0Item
from .world_object_box import WorldObjectBox
from .world_object_box_shape import WorldObjectBoxShape
from .world_object_cylinder import WorldObjectCylinder
from .world_object_cylinder_shape import WorldObjectCylinderShape
from .world_object_sphere import WorldObjectSphere
from .world_object_sphere_shape import WorldObjectSphereShape
from .world_pose import WorldPose
from .world_view import WorldView

__all__ = (
    "Abc",
    "Ack",
    "AuditEntry",
    "AuditLog",
    "BlendReport",
    "ClosedEvent",
    "ClosestPair",
    "ControlChange",
    "ControlEvent",
    "ControlStatus",
    "CountRange",
    "CsvUpload",
    "Decision",
    "DetailBody",
    "Ended",
    "HealthBody",
    "Hold",
    "JogResponse400",
    "JogResponse403",
    "JogResponse409",
    "JogResponse423",
    "JogResponse503",
    "JointLimit",
    "JointState",
    "LeaseGrant",
    "ListedPosition",
    "LogEvent",
    "LogLines",
    "LogSource",
    "Missing",
    "MotionEvent",
    "MotionPhase",
    "MotionReport",
    "MotionResult",
    "MoveJointsRequest",
    "MoveNamedRequest",
    "MovePathRequest",
    "MovePathRequestWaypointsItem",
    "MovePathRequestWaypointsItemCirc",
    "MovePathRequestWaypointsItemCircCenter",
    "MovePathRequestWaypointsItemCircInterim",
    "MovePathRequestWaypointsItemPlanner",
    "MovePathRequestWaypointsItemPose",
    "MovePathRequestWaypointsItemPoseFrameId",
    "MovePoseRequest",
    "MovePoseRequestCircType0",
    "MovePoseRequestCircType0Center",
    "MovePoseRequestCircType0Interim",
    "MovePoseRequestFrameIdType0",
    "MovePoseRequestPlannerType0",
    "NamedPosition",
    "NamedPositionJoints",
    "NodeBody",
    "NodeBodyParameters",
    "ObjectKind",
    "Orientation",
    "Origin",
    "OverrideReport",
    "PacedMotion",
    "PathPreview",
    "Phase",
    "PlanPreview",
    "PlanSummary",
    "Position",
    "PositionName",
    "PreviewPoint",
    "PrimitiveType0",
    "PrimitiveType0Shape",
    "PrimitiveType1",
    "PrimitiveType1Shape",
    "PrimitiveType2",
    "PrimitiveType2Shape",
    "Ranges",
    "ReadyBody",
    "RecordingDetail",
    "RecordingInfo",
    "ReplayBody",
    "ReplayPlan",
    "RobotBody",
    "RobotDescription",
    "SavePositionBody",
    "ScaleRange",
    "SendTrajectoryRequest",
    "SequenceEvent",
    "SequenceStatus",
    "SetOverrideRequest",
    "Source",
    "SpeedOverride",
    "StartRecordingBody",
    "StartSequenceForm",
    "StateEvent",
    "StopResponse",
    "StreamResponse503",
    "TakeControlRequest",
    "TcpPose",
    "ToolBody",
    "ToolBodyGeometryType0",
    "ToolBodyGeometryType0Pose",
    "ToolBodyGeometryType0Shape",
    "ToolBodyTcpType0",
    "ToolBox",
    "ToolBoxShape",
    "ToolCylinder",
    "ToolCylinderShape",
    "ToolDefinition",
    "ToolSphere",
    "ToolSphereShape",
    "ToolTcp",
    "ToolView",
    "TrajectoryPoint",
    "ValidationErrorBody",
    "ValidationItem",
    "VersionBody",
    "WorldEvent",
    "WorldObjectBody",
    "WorldObjectBodyFrameIdType0",
    "WorldObjectBodyKindType0",
    "WorldObjectBodyPoseType0",
    "WorldObjectBodyShape",
    "WorldObjectBodyTouchLinksType0Item",
    "WorldObjectBox",
    "WorldObjectBoxShape",
    "WorldObjectCylinder",
    "WorldObjectCylinderShape",
    "WorldObjectSphere",
    "WorldObjectSphereShape",
    "WorldPose",
    "WorldView",
)
