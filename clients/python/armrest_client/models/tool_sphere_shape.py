from enum import StrEnum


class ToolSphereShape(StrEnum):
    SPHERE = "sphere"

    def __str__(self) -> str:
        return str(self.value)
