from enum import StrEnum


class Decision(StrEnum):
    ALLOWED = "allowed"
    ASKED = "asked"
    CANCELLED = "cancelled"
    CONFIRMED = "confirmed"
    DECLINED = "declined"
    DENIED = "denied"
    NOT_A_MOTION = "not_a_motion"
    NOT_PLANNABLE = "not_plannable"
    NO_CONFIRMATION = "no_confirmation"
    OVER_CAP = "over_cap"
    REJECTED = "rejected"
    STALE = "stale"
    TIMED_OUT = "timed_out"

    def __str__(self) -> str:
        return str(self.value)
