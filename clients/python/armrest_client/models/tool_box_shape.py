from enum import StrEnum


class ToolBoxShape(StrEnum):
    BOX = "box"

    def __str__(self) -> str:
        return str(self.value)
