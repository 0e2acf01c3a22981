from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.judge_kr_keywords_body import JudgeKrKeywordsBody
from ...models.judge_kr_keywords_response_200 import JudgeKrKeywordsResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: JudgeKrKeywordsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/kr/keywords/judge",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | JudgeKrKeywordsResponse200 | None:
    if response.status_code == 200:
        response_200 = JudgeKrKeywordsResponse200.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

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
) -> Response[Error | JudgeKrKeywordsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JudgeKrKeywordsBody,
) -> Response[Error | JudgeKrKeywordsResponse200]:
    """Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks
    sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days
    for everyone.

    Args:
        body (JudgeKrKeywordsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JudgeKrKeywordsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: JudgeKrKeywordsBody,
) -> Error | JudgeKrKeywordsResponse200 | None:
    """Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks
    sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days
    for everyone.

    Args:
        body (JudgeKrKeywordsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JudgeKrKeywordsResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: JudgeKrKeywordsBody,
) -> Response[Error | JudgeKrKeywordsResponse200]:
    """Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks
    sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days
    for everyone.

    Args:
        body (JudgeKrKeywordsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | JudgeKrKeywordsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: JudgeKrKeywordsBody,
) -> Error | JudgeKrKeywordsResponse200 | None:
    """Measures keywords (monthly searches, blog documents, posts a month), gives each a verdict and picks
    sets of one main and two to five subs with a writing prompt; `save` keeps a report. Cached 7 days
    for everyone.

    Args:
        body (JudgeKrKeywordsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | JudgeKrKeywordsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
