from enum import StrEnum


class UpdateAutomationResponse200PastCommentsStatus(StrEnum):
    DONE = "done"
    IDLE = "idle"
    RUNNING = "running"
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
