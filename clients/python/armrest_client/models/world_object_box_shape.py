from enum import StrEnum


class WorldObjectBoxShape(StrEnum):
    BOX = "box"

    def __str__(self) -> str:
        return str(self.value)
