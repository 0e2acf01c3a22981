from enum import StrEnum


class ChatOptionsParseMode(StrEnum):
    HTML = "HTML"
    MARKDOWN = "Markdown"
    MARKDOWNV2 = "MarkdownV2"

    def __str__(self) -> str:
        return str(self.value)
