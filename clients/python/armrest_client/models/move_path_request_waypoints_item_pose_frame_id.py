from enum import StrEnum


class MovePathRequestWaypointsItemPoseFrameId(StrEnum):
    BASE_LINK = "base_link"
    LINK1 = "link1"
    LINK2 = "link2"
    LINK3 = "link3"
    LINK4 = "link4"
    LINK5 = "link5"
    LINK6 = "link6"
    LINK7 = "link7"
    TOOL0 = "tool0"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
