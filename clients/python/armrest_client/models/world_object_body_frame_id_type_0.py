from enum import StrEnum


class WorldObjectBodyFrameIdType0(StrEnum):
    BASE_LINK = "base_link"
    VALUE_0 = ""

    def __str__(self) -> str:
        return str(self.value)
