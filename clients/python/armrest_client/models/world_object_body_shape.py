from enum import StrEnum


class WorldObjectBodyShape(StrEnum):
    BOX = "box"
    CYLINDER = "cylinder"
    SPHERE = "sphere"

    def __str__(self) -> str:
        return str(self.value)
