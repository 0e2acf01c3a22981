from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.photo_options_kind import PhotoOptionsKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.photo_options_cover_media_id_type_1 import (
        PhotoOptionsCoverMediaIdType1,
    )
    from ..models.photo_options_user_tags_item import PhotoOptionsUserTagsItem


T = TypeVar("T", bound="PhotoOptions")


@_attrs_define
class PhotoOptions:
    """
    Attributes:
        content (str | Unset):
        kind (PhotoOptionsKind | Unset): What to publish: 'feed' (default; one image or video, or a carousel of 2-10),
            'reel' (one video) or 'story' (one image or video, shown for 24 hours, no caption).
        cover_media_id (PhotoOptionsCoverMediaIdType1 | str | Unset): Reel only: the cover image (JPEG, up to 8MB). A
            media id, or until media ids resolve to files, the cover described inline as {url, contentType, bytes}.
        collaborators (list[str] | Unset): Usernames invited as collaborators (up to 3); not on stories.
        user_tags (list[PhotoOptionsUserTagsItem] | Unset): People tagged on the image (on the first image of a
            carousel); images only.
        first_comment (str | Unset): Posted as the first comment right after the post; not on stories.
        share_to_feed (bool | Unset): Reel only: also show the reel in the profile feed (the platform default is true).
    """

    content: str | Unset = UNSET
    kind: PhotoOptionsKind | Unset = UNSET
    cover_media_id: PhotoOptionsCoverMediaIdType1 | str | Unset = UNSET
    collaborators: list[str] | Unset = UNSET
    user_tags: list[PhotoOptionsUserTagsItem] | Unset = UNSET
    first_comment: str | Unset = UNSET
    share_to_feed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.photo_options_cover_media_id_type_1 import (
            PhotoOptionsCoverMediaIdType1,
        )

        content = self.content

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        cover_media_id: dict[str, Any] | str | Unset
        if isinstance(self.cover_media_id, Unset):
            cover_media_id = UNSET
        elif isinstance(self.cover_media_id, PhotoOptionsCoverMediaIdType1):
            cover_media_id = self.cover_media_id.to_dict()
        else:
            cover_media_id = self.cover_media_id

        collaborators: list[str] | Unset = UNSET
        if not isinstance(self.collaborators, Unset):
            collaborators = self.collaborators

        user_tags: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.user_tags, Unset):
            user_tags = []
            for user_tags_item_data in self.user_tags:
                user_tags_item = user_tags_item_data.to_dict()
                user_tags.append(user_tags_item)

        first_comment = self.first_comment

        share_to_feed = self.share_to_feed

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if content is not UNSET:
            field_dict["content"] = content
        if kind is not UNSET:
            field_dict["kind"] = kind
        if cover_media_id is not UNSET:
            field_dict["coverMediaId"] = cover_media_id
        if collaborators is not UNSET:
            field_dict["collaborators"] = collaborators
        if user_tags is not UNSET:
            field_dict["userTags"] = user_tags
        if first_comment is not UNSET:
            field_dict["firstComment"] = first_comment
        if share_to_feed is not UNSET:
            field_dict["shareToFeed"] = share_to_feed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.photo_options_cover_media_id_type_1 import (
            PhotoOptionsCoverMediaIdType1,
        )
        from ..models.photo_options_user_tags_item import PhotoOptionsUserTagsItem

        d = dict(src_dict)
        content = d.pop("content", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: PhotoOptionsKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = PhotoOptionsKind(_kind)

        def _parse_cover_media_id(
            data: object,
        ) -> PhotoOptionsCoverMediaIdType1 | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cover_media_id_type_1 = PhotoOptionsCoverMediaIdType1.from_dict(data)

                return cover_media_id_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(PhotoOptionsCoverMediaIdType1 | str | Unset, data)

        cover_media_id = _parse_cover_media_id(d.pop("coverMediaId", UNSET))

        collaborators = cast(list[str], d.pop("collaborators", UNSET))

        _user_tags = d.pop("userTags", UNSET)
        user_tags: list[PhotoOptionsUserTagsItem] | Unset = UNSET
        if _user_tags is not UNSET:
            user_tags = []
            for user_tags_item_data in _user_tags:
                user_tags_item = PhotoOptionsUserTagsItem.from_dict(user_tags_item_data)

                user_tags.append(user_tags_item)

        first_comment = d.pop("firstComment", UNSET)

        share_to_feed = d.pop("shareToFeed", UNSET)

        photo_options = cls(
            content=content,
            kind=kind,
            cover_media_id=cover_media_id,
            collaborators=collaborators,
            user_tags=user_tags,
            first_comment=first_comment,
            share_to_feed=share_to_feed,
        )

        return photo_options
