from enum import StrEnum


class Hold(StrEnum):
    EMPTY_TRAJECTORY = "empty_trajectory"
    HOLD_POINT = "hold_point"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
