from enum import StrEnum


class ToolCylinderShape(StrEnum):
    CYLINDER = "cylinder"

    def __str__(self) -> str:
        return str(self.value)
