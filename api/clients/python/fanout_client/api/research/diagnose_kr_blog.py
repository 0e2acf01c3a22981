from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.diagnose_kr_blog_response_200 import DiagnoseKrBlogResponse200
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    blog: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["blog"] = blog

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/kr/blog/diagnose",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DiagnoseKrBlogResponse200 | Error | None:
    if response.status_code == 200:
        response_200 = DiagnoseKrBlogResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[DiagnoseKrBlogResponse200 | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    blog: str | Unset = UNSET,
) -> Response[DiagnoseKrBlogResponse200 | Error]:
    """Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts
    per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.

    Args:
        blog (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiagnoseKrBlogResponse200 | Error]
    """

    kwargs = _get_kwargs(
        blog=blog,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    blog: str | Unset = UNSET,
) -> DiagnoseKrBlogResponse200 | Error | None:
    """Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts
    per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.

    Args:
        blog (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiagnoseKrBlogResponse200 | Error
    """

    return sync_detailed(
        client=client,
        blog=blog,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    blog: str | Unset = UNSET,
) -> Response[DiagnoseKrBlogResponse200 | Error]:
    """Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts
    per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.

    Args:
        blog (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiagnoseKrBlogResponse200 | Error]
    """

    kwargs = _get_kwargs(
        blog=blog,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    blog: str | Unset = UNSET,
) -> DiagnoseKrBlogResponse200 | Error | None:
    """Reads a blog's public feed (latest 50 posts): search-intent titles, dated or episode titles, posts
    per month, categories, repeated title words, date range. Cached 24 h; a miss spends one of 20 a day.

    Args:
        blog (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiagnoseKrBlogResponse200 | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            blog=blog,
        )
    ).parsed
