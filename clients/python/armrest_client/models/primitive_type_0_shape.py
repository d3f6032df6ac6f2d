from enum import StrEnum


class PrimitiveType0Shape(StrEnum):
    BOX = "box"

    def __str__(self) -> str:
        return str(self.value)
