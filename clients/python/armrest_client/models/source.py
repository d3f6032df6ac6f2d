from enum import StrEnum


class Source(StrEnum):
    SAVED = "saved"
    SRDF = "srdf"

    def __str__(self) -> str:
        return str(self.value)
