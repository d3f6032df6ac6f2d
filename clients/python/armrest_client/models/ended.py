from enum import StrEnum


class Ended(StrEnum):
    IMPORTED = "imported"
    INTERRUPTED = "interrupted"
    MAX_DURATION = "max_duration"
    RECORDING = "recording"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
