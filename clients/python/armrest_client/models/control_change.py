from enum import StrEnum


class ControlChange(StrEnum):
    GRANTED = "granted"
    LAPSED = "lapsed"
    RELEASED = "released"
    TAKEN = "taken"

    def __str__(self) -> str:
        return str(self.value)
