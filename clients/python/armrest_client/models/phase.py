from enum import StrEnum


class Phase(StrEnum):
    EXECUTING = "executing"
    FAILED = "failed"
    PLANNED = "planned"
    REFUSED = "refused"
    STOPPED = "stopped"
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
