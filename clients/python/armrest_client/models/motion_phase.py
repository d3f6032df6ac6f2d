from enum import StrEnum


class MotionPhase(StrEnum):
    ADMITTED = "admitted"
    FINISHED = "finished"
    OVERRIDE = "override"
    PROTECTIVE_STOP = "protective_stop"
    PUBLISHED = "published"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
