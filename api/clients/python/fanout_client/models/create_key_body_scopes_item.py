from enum import StrEnum


class CreateKeyBodyScopesItem(StrEnum):
    ACCOUNTSREAD = "accounts:read"
    ACCOUNTSWRITE = "accounts:write"
    KEYSREAD = "keys:read"
    KEYSWRITE = "keys:write"
    LOGSREAD = "logs:read"
    POSTSREAD = "posts:read"
    POSTSWRITE = "posts:write"
    WORKSPACESREAD = "workspaces:read"
    WORKSPACESWRITE = "workspaces:write"

    def __str__(self) -> str:
        return str(self.value)
