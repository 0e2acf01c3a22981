from enum import StrEnum


class UpdateWebhookBodyEventsItem(StrEnum):
    ACCOUNT = "account.*"
    ACCOUNT_DISCONNECTED = "account.disconnected"
    ACCOUNT_EXPIRED = "account.expired"
    AUTOMATION = "automation.*"
    AUTOMATION_DELIVERED = "automation.delivered"
    AUTOMATION_FAILED = "automation.failed"
    BRIDGE = "bridge.*"
    BRIDGE_OFFLINE = "bridge.offline"
    BRIDGE_ONLINE = "bridge.online"
    ENGAGEMENT = "engagement.*"
    ENGAGEMENT_FAILED = "engagement.failed"
    ENGAGEMENT_SUCCEEDED = "engagement.succeeded"
    MEDIA = "media.*"
    MEDIA_READY = "media.ready"
    POST = "post.*"
    POST_DELETED = "post.deleted"
    POST_EDITED = "post.edited"
    POST_FAILED = "post.failed"
    POST_PARTIAL = "post.partial"
    POST_PUBLISHED = "post.published"
    POST_SCHEDULED = "post.scheduled"
    TARGET = "target.*"
    TARGET_FAILED = "target.failed"
    VALUE_0 = "*"
    WEBHOOK = "webhook.*"
    WEBHOOK_TEST = "webhook.test"

    def __str__(self) -> str:
        return str(self.value)
