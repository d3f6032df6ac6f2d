from enum import StrEnum


class MovePathRequestWaypointsItemPlanner(StrEnum):
    CHOMP = "chomp"
    CIRC = "circ"
    LIN = "lin"
    OMPL = "ompl"
    PTP = "ptp"

    def __str__(self) -> str:
        return str(self.value)
