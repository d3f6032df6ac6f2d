from enum import StrEnum


class PrimitiveType1Shape(StrEnum):
    SPHERE = "sphere"

    def __str__(self) -> str:
        return str(self.value)
