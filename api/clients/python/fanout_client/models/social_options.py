from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.social_options_kind import SocialOptionsKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.social_options_feed_targeting import SocialOptionsFeedTargeting


T = TypeVar("T", bound="SocialOptions")


@_attrs_define
class SocialOptions:
    """
    Attributes:
        content (str | Unset):
        kind (SocialOptionsKind | Unset): What the post becomes: a feed post (the default; text, link, photo, multi-
            photo or video, from its files), a reel (one 9:16 video of 3-90 seconds) or a story (one image or video, no
            caption).
        link (str | Unset): An http(s) address shared as a link post with its preview card; takes no files.
        scheduled_publish_time (str | Unset): Feed posts only: the platform publishes the post at this time (ISO 8601
            with offset, 10 minutes to 28 days ahead); until then it waits on the Page as a scheduled post.
        first_comment (str | Unset): A comment the Page adds under the post right after it goes out (up to 8000
            characters); not for stories or scheduled posts.
        title (str | Unset): Title of a video post, shown above its description.
        feed_targeting (SocialOptionsFeedTargeting | Unset): Whose feeds show a text or link post (the post stays public
            on the Page); cannot change after publishing.
    """

    content: str | Unset = UNSET
    kind: SocialOptionsKind | Unset = UNSET
    link: str | Unset = UNSET
    scheduled_publish_time: str | Unset = UNSET
    first_comment: str | Unset = UNSET
    title: str | Unset = UNSET
    feed_targeting: SocialOptionsFeedTargeting | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        link = self.link

        scheduled_publish_time = self.scheduled_publish_time

        first_comment = self.first_comment

        title = self.title

        feed_targeting: dict[str, Any] | Unset = UNSET
        if not isinstance(self.feed_targeting, Unset):
            feed_targeting = self.feed_targeting.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if kind is not UNSET:
            field_dict["kind"] = kind
        if link is not UNSET:
            field_dict["link"] = link
        if scheduled_publish_time is not UNSET:
            field_dict["scheduledPublishTime"] = scheduled_publish_time
        if first_comment is not UNSET:
            field_dict["firstComment"] = first_comment
        if title is not UNSET:
            field_dict["title"] = title
        if feed_targeting is not UNSET:
            field_dict["feedTargeting"] = feed_targeting

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.social_options_feed_targeting import SocialOptionsFeedTargeting

        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: SocialOptionsKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = SocialOptionsKind(_kind)

        link = d.pop("link", UNSET)

        scheduled_publish_time = d.pop("scheduledPublishTime", UNSET)

        first_comment = d.pop("firstComment", UNSET)

        title = d.pop("title", UNSET)

        _feed_targeting = d.pop("feedTargeting", UNSET)
        feed_targeting: SocialOptionsFeedTargeting | Unset
        if isinstance(_feed_targeting, Unset):
            feed_targeting = UNSET
        else:
            feed_targeting = SocialOptionsFeedTargeting.from_dict(_feed_targeting)

        social_options = cls(
            content=content,
            kind=kind,
            link=link,
            scheduled_publish_time=scheduled_publish_time,
            first_comment=first_comment,
            title=title,
            feed_targeting=feed_targeting,
        )

        return social_options
