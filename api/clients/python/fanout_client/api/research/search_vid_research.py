from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.search_vid_research_format import SearchVidResearchFormat
from ...models.search_vid_research_order import SearchVidResearchOrder
from ...models.search_vid_research_period import SearchVidResearchPeriod
from ...models.search_vid_research_response_200 import SearchVidResearchResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str,
    order: SearchVidResearchOrder | Unset = SearchVidResearchOrder.VIEWCOUNT,
    period: SearchVidResearchPeriod | Unset = UNSET,
    format_: SearchVidResearchFormat | Unset = SearchVidResearchFormat.ALL,
    max_: int | Unset = 25,
    topic: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    json_order: str | Unset = UNSET
    if not isinstance(order, Unset):
        json_order = order.value

    params["order"] = json_order

    json_period: str | Unset = UNSET
    if not isinstance(period, Unset):
        json_period = period.value

    params["period"] = json_period

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["max"] = max_

    params["topic"] = topic

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/research/vid/search",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SearchVidResearchResponse200 | None:
    if response.status_code == 200:
        response_200 = SearchVidResearchResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Error.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | SearchVidResearchResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    order: SearchVidResearchOrder | Unset = SearchVidResearchOrder.VIEWCOUNT,
    period: SearchVidResearchPeriod | Unset = UNSET,
    format_: SearchVidResearchFormat | Unset = SearchVidResearchFormat.ALL,
    max_: int | Unset = 25,
    topic: str | Unset = UNSET,
) -> Response[Error | SearchVidResearchResponse200]:
    """Top videos for a search with views, subscribers, views per subscriber and the short flag, and a
    prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.

    Args:
        q (str):
        order (SearchVidResearchOrder | Unset):  Default: SearchVidResearchOrder.VIEWCOUNT.
        period (SearchVidResearchPeriod | Unset):
        format_ (SearchVidResearchFormat | Unset):  Default: SearchVidResearchFormat.ALL.
        max_ (int | Unset):  Default: 25.
        topic (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchVidResearchResponse200]
    """

    kwargs = _get_kwargs(
        q=q,
        order=order,
        period=period,
        format_=format_,
        max_=max_,
        topic=topic,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    order: SearchVidResearchOrder | Unset = SearchVidResearchOrder.VIEWCOUNT,
    period: SearchVidResearchPeriod | Unset = UNSET,
    format_: SearchVidResearchFormat | Unset = SearchVidResearchFormat.ALL,
    max_: int | Unset = 25,
    topic: str | Unset = UNSET,
) -> Error | SearchVidResearchResponse200 | None:
    """Top videos for a search with views, subscribers, views per subscriber and the short flag, and a
    prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.

    Args:
        q (str):
        order (SearchVidResearchOrder | Unset):  Default: SearchVidResearchOrder.VIEWCOUNT.
        period (SearchVidResearchPeriod | Unset):
        format_ (SearchVidResearchFormat | Unset):  Default: SearchVidResearchFormat.ALL.
        max_ (int | Unset):  Default: 25.
        topic (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchVidResearchResponse200
    """

    return sync_detailed(
        client=client,
        q=q,
        order=order,
        period=period,
        format_=format_,
        max_=max_,
        topic=topic,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    order: SearchVidResearchOrder | Unset = SearchVidResearchOrder.VIEWCOUNT,
    period: SearchVidResearchPeriod | Unset = UNSET,
    format_: SearchVidResearchFormat | Unset = SearchVidResearchFormat.ALL,
    max_: int | Unset = 25,
    topic: str | Unset = UNSET,
) -> Response[Error | SearchVidResearchResponse200]:
    """Top videos for a search with views, subscribers, views per subscriber and the short flag, and a
    prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.

    Args:
        q (str):
        order (SearchVidResearchOrder | Unset):  Default: SearchVidResearchOrder.VIEWCOUNT.
        period (SearchVidResearchPeriod | Unset):
        format_ (SearchVidResearchFormat | Unset):  Default: SearchVidResearchFormat.ALL.
        max_ (int | Unset):  Default: 25.
        topic (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchVidResearchResponse200]
    """

    kwargs = _get_kwargs(
        q=q,
        order=order,
        period=period,
        format_=format_,
        max_=max_,
        topic=topic,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str,
    order: SearchVidResearchOrder | Unset = SearchVidResearchOrder.VIEWCOUNT,
    period: SearchVidResearchPeriod | Unset = UNSET,
    format_: SearchVidResearchFormat | Unset = SearchVidResearchFormat.ALL,
    max_: int | Unset = 25,
    topic: str | Unset = UNSET,
) -> Error | SearchVidResearchResponse200 | None:
    """Top videos for a search with views, subscribers, views per subscriber and the short flag, and a
    prompt in your language; cached 24 h (free), a new search spends a daily search and shared units.

    Args:
        q (str):
        order (SearchVidResearchOrder | Unset):  Default: SearchVidResearchOrder.VIEWCOUNT.
        period (SearchVidResearchPeriod | Unset):
        format_ (SearchVidResearchFormat | Unset):  Default: SearchVidResearchFormat.ALL.
        max_ (int | Unset):  Default: 25.
        topic (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchVidResearchResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            order=order,
            period=period,
            format_=format_,
            max_=max_,
            topic=topic,
        )
    ).parsed
