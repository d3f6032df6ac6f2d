from enum import StrEnum


class WorldObjectBodyKindType0(StrEnum):
    KEEP_OUT = "keep_out"
    OBSTACLE = "obstacle"

    def __str__(self) -> str:
        return str(self.value)
