from enum import StrEnum


class WorldObjectSphereShape(StrEnum):
    SPHERE = "sphere"

    def __str__(self) -> str:
        return str(self.value)
