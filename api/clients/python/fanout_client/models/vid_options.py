from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.vid_options_privacy_status import VidOptionsPrivacyStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.vid_options_thumbnail import VidOptionsThumbnail


T = TypeVar("T", bound="VidOptions")


@_attrs_define
class VidOptions:
    """
    Attributes:
        content (str | Unset):
        title (str | Unset): Video title. Required; up to 100 characters; no < or >.
        tags (list[str] | Unset): Keywords for search. Up to 500 characters in all; a tag with a space costs two more
            (it is quoted).
        privacy_status (VidOptionsPrivacyStatus | Unset): Who can watch: public (the default), unlisted (anyone with the
            link) or private.
        publish_at (str | Unset): ISO 8601 date and time with offset at which a private video goes public; needs
            privacyStatus private.
        category_id (str | Unset): The platform's video category id; 22 (People & Blogs) when left out.
        made_for_kids (bool | Unset): Declares the video made for children, which turns off comments and personalised
            ads.
        thumbnail (VidOptionsThumbnail | Unset): Custom thumbnail: an uploaded image (also listed in mediaIds), JPEG or
            PNG up to 2MB. Not for a short (vertical, 3 minutes or less).
    """

    content: str | Unset = UNSET
    title: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    privacy_status: VidOptionsPrivacyStatus | Unset = UNSET
    publish_at: str | Unset = UNSET
    category_id: str | Unset = UNSET
    made_for_kids: bool | Unset = UNSET
    thumbnail: VidOptionsThumbnail | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        content = self.content

        title = self.title

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        privacy_status: str | Unset = UNSET
        if not isinstance(self.privacy_status, Unset):
            privacy_status = self.privacy_status.value

        publish_at = self.publish_at

        category_id = self.category_id

        made_for_kids = self.made_for_kids

        thumbnail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.thumbnail, Unset):
            thumbnail = self.thumbnail.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if title is not UNSET:
            field_dict["title"] = title
        if tags is not UNSET:
            field_dict["tags"] = tags
        if privacy_status is not UNSET:
            field_dict["privacyStatus"] = privacy_status
        if publish_at is not UNSET:
            field_dict["publishAt"] = publish_at
        if category_id is not UNSET:
            field_dict["categoryId"] = category_id
        if made_for_kids is not UNSET:
            field_dict["madeForKids"] = made_for_kids
        if thumbnail is not UNSET:
            field_dict["thumbnail"] = thumbnail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.vid_options_thumbnail import VidOptionsThumbnail

        d = dict(src_dict)
        content = d.pop("content", UNSET)

        title = d.pop("title", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        _privacy_status = d.pop("privacyStatus", UNSET)
        privacy_status: VidOptionsPrivacyStatus | Unset
        if isinstance(_privacy_status, Unset):
            privacy_status = UNSET
        else:
            privacy_status = VidOptionsPrivacyStatus(_privacy_status)

        publish_at = d.pop("publishAt", UNSET)

        category_id = d.pop("categoryId", UNSET)

        made_for_kids = d.pop("madeForKids", UNSET)

        _thumbnail = d.pop("thumbnail", UNSET)
        thumbnail: VidOptionsThumbnail | Unset
        if isinstance(_thumbnail, Unset):
            thumbnail = UNSET
        else:
            thumbnail = VidOptionsThumbnail.from_dict(_thumbnail)

        vid_options = cls(
            content=content,
            title=title,
            tags=tags,
            privacy_status=privacy_status,
            publish_at=publish_at,
            category_id=category_id,
            made_for_kids=made_for_kids,
            thumbnail=thumbnail,
        )

        return vid_options
