from enum import StrEnum


class LogSource(StrEnum):
    SEQUENCE = "sequence"
    TRAJECTORY = "trajectory"

    def __str__(self) -> str:
        return str(self.value)
