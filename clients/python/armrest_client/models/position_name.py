from enum import StrEnum


class PositionName(StrEnum):
    HOME = "home"
    TRANSPORT = "transport"
    WORK = "work"

    def __str__(self) -> str:
        return str(self.value)
