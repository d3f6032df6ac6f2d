from enum import StrEnum


class PrimitiveType2Shape(StrEnum):
    CYLINDER = "cylinder"

    def __str__(self) -> str:
        return str(self.value)
