from enum import StrEnum


class Origin(StrEnum):
    IMPORTED = "imported"
    RECORDED = "recorded"

    def __str__(self) -> str:
        return str(self.value)
