import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_logs_outcome import ListLogsOutcome
from ...models.log_list import LogList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    request_id: str | Unset = UNSET,
    outcome: ListLogsOutcome | Unset = UNSET,
    search: str | Unset = UNSET,
    since: datetime.date | Unset = UNSET,
    limit: int | Unset = 50,
    before: str | Unset = UNSET,
    dashboard: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["requestId"] = request_id

    json_outcome: str | Unset = UNSET
    if not isinstance(outcome, Unset):
        json_outcome = outcome.value

    params["outcome"] = json_outcome

    params["search"] = search

    json_since: str | Unset = UNSET
    if not isinstance(since, Unset):
        json_since = since.isoformat()
    params["since"] = json_since

    params["limit"] = limit

    params["before"] = before

    params["dashboard"] = dashboard

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/logs",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | LogList | None:
    if response.status_code == 200:
        response_200 = LogList.from_dict(response.json())

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
) -> Response[Error | LogList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    request_id: str | Unset = UNSET,
    outcome: ListLogsOutcome | Unset = UNSET,
    search: str | Unset = UNSET,
    since: datetime.date | Unset = UNSET,
    limit: int | Unset = 50,
    before: str | Unset = UNSET,
    dashboard: bool | Unset = False,
) -> Response[Error | LogList]:
    """Your calls with request and response bodies, newest first; one-time values masked.

    Args:
        request_id (str | Unset):
        outcome (ListLogsOutcome | Unset):
        search (str | Unset):
        since (datetime.date | Unset):
        limit (int | Unset):  Default: 50.
        before (str | Unset):
        dashboard (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LogList]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        outcome=outcome,
        search=search,
        since=since,
        limit=limit,
        before=before,
        dashboard=dashboard,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    request_id: str | Unset = UNSET,
    outcome: ListLogsOutcome | Unset = UNSET,
    search: str | Unset = UNSET,
    since: datetime.date | Unset = UNSET,
    limit: int | Unset = 50,
    before: str | Unset = UNSET,
    dashboard: bool | Unset = False,
) -> Error | LogList | None:
    """Your calls with request and response bodies, newest first; one-time values masked.

    Args:
        request_id (str | Unset):
        outcome (ListLogsOutcome | Unset):
        search (str | Unset):
        since (datetime.date | Unset):
        limit (int | Unset):  Default: 50.
        before (str | Unset):
        dashboard (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LogList
    """

    return sync_detailed(
        client=client,
        request_id=request_id,
        outcome=outcome,
        search=search,
        since=since,
        limit=limit,
        before=before,
        dashboard=dashboard,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    request_id: str | Unset = UNSET,
    outcome: ListLogsOutcome | Unset = UNSET,
    search: str | Unset = UNSET,
    since: datetime.date | Unset = UNSET,
    limit: int | Unset = 50,
    before: str | Unset = UNSET,
    dashboard: bool | Unset = False,
) -> Response[Error | LogList]:
    """Your calls with request and response bodies, newest first; one-time values masked.

    Args:
        request_id (str | Unset):
        outcome (ListLogsOutcome | Unset):
        search (str | Unset):
        since (datetime.date | Unset):
        limit (int | Unset):  Default: 50.
        before (str | Unset):
        dashboard (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | LogList]
    """

    kwargs = _get_kwargs(
        request_id=request_id,
        outcome=outcome,
        search=search,
        since=since,
        limit=limit,
        before=before,
        dashboard=dashboard,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    request_id: str | Unset = UNSET,
    outcome: ListLogsOutcome | Unset = UNSET,
    search: str | Unset = UNSET,
    since: datetime.date | Unset = UNSET,
    limit: int | Unset = 50,
    before: str | Unset = UNSET,
    dashboard: bool | Unset = False,
) -> Error | LogList | None:
    """Your calls with request and response bodies, newest first; one-time values masked.

    Args:
        request_id (str | Unset):
        outcome (ListLogsOutcome | Unset):
        search (str | Unset):
        since (datetime.date | Unset):
        limit (int | Unset):  Default: 50.
        before (str | Unset):
        dashboard (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | LogList
    """

    return (
        await asyncio_detailed(
            client=client,
            request_id=request_id,
            outcome=outcome,
            search=search,
            since=since,
            limit=limit,
            before=before,
            dashboard=dashboard,
        )
    ).parsed
