from enum import StrEnum


class LogEntrySource(StrEnum):
    API = "api"
    DASHBOARD = "dashboard"
    MCP = "mcp"

    def __str__(self) -> str:
        return str(self.value)
