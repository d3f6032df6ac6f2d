from enum import StrEnum


class WorldObjectCylinderShape(StrEnum):
    CYLINDER = "cylinder"

    def __str__(self) -> str:
        return str(self.value)
