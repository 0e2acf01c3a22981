from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.atproto_options import AtprotoOptions
    from ..models.chat_options import ChatOptions
    from ..models.clip_options import ClipOptions
    from ..models.fedi_options import FediOptions
    from ..models.kr_blog_options import KrBlogOptions
    from ..models.micro_options import MicroOptions
    from ..models.photo_options import PhotoOptions
    from ..models.social_options import SocialOptions
    from ..models.strand_options import StrandOptions
    from ..models.vid_options import VidOptions


T = TypeVar("T", bound="OptionsByChannel")


@_attrs_define
class OptionsByChannel:
    """
    Attributes:
        chat (ChatOptions | Unset):
        micro (MicroOptions | Unset):
        strand (StrandOptions | Unset):
        social (SocialOptions | Unset):
        photo (PhotoOptions | Unset):
        vid (VidOptions | Unset):
        clip (ClipOptions | Unset):
        kr_blog (KrBlogOptions | Unset):
        atproto (AtprotoOptions | Unset):
        fedi (FediOptions | Unset):
    """

    chat: ChatOptions | Unset = UNSET
    micro: MicroOptions | Unset = UNSET
    strand: StrandOptions | Unset = UNSET
    social: SocialOptions | Unset = UNSET
    photo: PhotoOptions | Unset = UNSET
    vid: VidOptions | Unset = UNSET
    clip: ClipOptions | Unset = UNSET
    kr_blog: KrBlogOptions | Unset = UNSET
    atproto: AtprotoOptions | Unset = UNSET
    fedi: FediOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chat: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = self.chat.to_dict()

        micro: dict[str, Any] | Unset = UNSET
        if not isinstance(self.micro, Unset):
            micro = self.micro.to_dict()

        strand: dict[str, Any] | Unset = UNSET
        if not isinstance(self.strand, Unset):
            strand = self.strand.to_dict()

        social: dict[str, Any] | Unset = UNSET
        if not isinstance(self.social, Unset):
            social = self.social.to_dict()

        photo: dict[str, Any] | Unset = UNSET
        if not isinstance(self.photo, Unset):
            photo = self.photo.to_dict()

        vid: dict[str, Any] | Unset = UNSET
        if not isinstance(self.vid, Unset):
            vid = self.vid.to_dict()

        clip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clip, Unset):
            clip = self.clip.to_dict()

        kr_blog: dict[str, Any] | Unset = UNSET
        if not isinstance(self.kr_blog, Unset):
            kr_blog = self.kr_blog.to_dict()

        atproto: dict[str, Any] | Unset = UNSET
        if not isinstance(self.atproto, Unset):
            atproto = self.atproto.to_dict()

        fedi: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fedi, Unset):
            fedi = self.fedi.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chat is not UNSET:
            field_dict["chat"] = chat
        if micro is not UNSET:
            field_dict["micro"] = micro
        if strand is not UNSET:
            field_dict["strand"] = strand
        if social is not UNSET:
            field_dict["social"] = social
        if photo is not UNSET:
            field_dict["photo"] = photo
        if vid is not UNSET:
            field_dict["vid"] = vid
        if clip is not UNSET:
            field_dict["clip"] = clip
        if kr_blog is not UNSET:
            field_dict["kr_blog"] = kr_blog
        if atproto is not UNSET:
            field_dict["atproto"] = atproto
        if fedi is not UNSET:
            field_dict["fedi"] = fedi

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.atproto_options import AtprotoOptions
        from ..models.chat_options import ChatOptions
        from ..models.clip_options import ClipOptions
        from ..models.fedi_options import FediOptions
        from ..models.kr_blog_options import KrBlogOptions
        from ..models.micro_options import MicroOptions
        from ..models.photo_options import PhotoOptions
        from ..models.social_options import SocialOptions
        from ..models.strand_options import StrandOptions
        from ..models.vid_options import VidOptions

        d = dict(src_dict)
        _chat = d.pop("chat", UNSET)
        chat: ChatOptions | Unset
        if isinstance(_chat, Unset):
            chat = UNSET
        else:
            chat = ChatOptions.from_dict(_chat)

        _micro = d.pop("micro", UNSET)
        micro: MicroOptions | Unset
        if isinstance(_micro, Unset):
            micro = UNSET
        else:
            micro = MicroOptions.from_dict(_micro)

        _strand = d.pop("strand", UNSET)
        strand: StrandOptions | Unset
        if isinstance(_strand, Unset):
            strand = UNSET
        else:
            strand = StrandOptions.from_dict(_strand)

        _social = d.pop("social", UNSET)
        social: SocialOptions | Unset
        if isinstance(_social, Unset):
            social = UNSET
        else:
            social = SocialOptions.from_dict(_social)

        _photo = d.pop("photo", UNSET)
        photo: PhotoOptions | Unset
        if isinstance(_photo, Unset):
            photo = UNSET
        else:
            photo = PhotoOptions.from_dict(_photo)

        _vid = d.pop("vid", UNSET)
        vid: VidOptions | Unset
        if isinstance(_vid, Unset):
            vid = UNSET
        else:
            vid = VidOptions.from_dict(_vid)

        _clip = d.pop("clip", UNSET)
        clip: ClipOptions | Unset
        if isinstance(_clip, Unset):
            clip = UNSET
        else:
            clip = ClipOptions.from_dict(_clip)

        _kr_blog = d.pop("kr_blog", UNSET)
        kr_blog: KrBlogOptions | Unset
        if isinstance(_kr_blog, Unset):
            kr_blog = UNSET
        else:
            kr_blog = KrBlogOptions.from_dict(_kr_blog)

        _atproto = d.pop("atproto", UNSET)
        atproto: AtprotoOptions | Unset
        if isinstance(_atproto, Unset):
            atproto = UNSET
        else:
            atproto = AtprotoOptions.from_dict(_atproto)

        _fedi = d.pop("fedi", UNSET)
        fedi: FediOptions | Unset
        if isinstance(_fedi, Unset):
            fedi = UNSET
        else:
            fedi = FediOptions.from_dict(_fedi)

        options_by_channel = cls(
            chat=chat,
            micro=micro,
            strand=strand,
            social=social,
            photo=photo,
            vid=vid,
            clip=clip,
            kr_blog=kr_blog,
            atproto=atproto,
            fedi=fedi,
        )

        return options_by_channel
