from enum import StrEnum


class ListAutomationsResponse200DataItemPastCommentsStatus(StrEnum):
    DONE = "done"
    IDLE = "idle"
    RUNNING = "running"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
