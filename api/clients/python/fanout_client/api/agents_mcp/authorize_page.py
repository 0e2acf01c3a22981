from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,
    state: str | Unset = UNSET,
    resource: str | Unset = UNSET,
    scope: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["response_type"] = response_type

    params["client_id"] = client_id

    params["redirect_uri"] = redirect_uri

    params["code_challenge"] = code_challenge

    params["code_challenge_method"] = code_challenge_method

    params["state"] = state

    params["resource"] = resource

    params["scope"] = scope

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/oauth/authorize",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 400:
        response_400 = cast(Any, None)
        return response_400

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
) -> Response[Any | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,
    state: str | Unset = UNSET,
    resource: str | Unset = UNSET,
    scope: str | Unset = UNSET,
) -> Response[Any | Error]:
    """The authorization request (response_type=code, client_id, redirect_uri, S256 code_challenge, state,
    resource): the sign-in page (HTML).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):
        state (str | Unset):
        resource (str | Unset):
        scope (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
    """

    kwargs = _get_kwargs(
        response_type=response_type,
        client_id=client_id,
        redirect_uri=redirect_uri,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        state=state,
        resource=resource,
        scope=scope,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,
    state: str | Unset = UNSET,
    resource: str | Unset = UNSET,
    scope: str | Unset = UNSET,
) -> Any | Error | None:
    """The authorization request (response_type=code, client_id, redirect_uri, S256 code_challenge, state,
    resource): the sign-in page (HTML).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):
        state (str | Unset):
        resource (str | Unset):
        scope (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
    """

    return sync_detailed(
        client=client,
        response_type=response_type,
        client_id=client_id,
        redirect_uri=redirect_uri,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        state=state,
        resource=resource,
        scope=scope,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,
    state: str | Unset = UNSET,
    resource: str | Unset = UNSET,
    scope: str | Unset = UNSET,
) -> Response[Any | Error]:
    """The authorization request (response_type=code, client_id, redirect_uri, S256 code_challenge, state,
    resource): the sign-in page (HTML).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):
        state (str | Unset):
        resource (str | Unset):
        scope (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error]
    """

    kwargs = _get_kwargs(
        response_type=response_type,
        client_id=client_id,
        redirect_uri=redirect_uri,
        code_challenge=code_challenge,
        code_challenge_method=code_challenge_method,
        state=state,
        resource=resource,
        scope=scope,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,
    state: str | Unset = UNSET,
    resource: str | Unset = UNSET,
    scope: str | Unset = UNSET,
) -> Any | Error | None:
    """The authorization request (response_type=code, client_id, redirect_uri, S256 code_challenge, state,
    resource): the sign-in page (HTML).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):
        state (str | Unset):
        resource (str | Unset):
        scope (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            response_type=response_type,
            client_id=client_id,
            redirect_uri=redirect_uri,
            code_challenge=code_challenge,
            code_challenge_method=code_challenge_method,
            state=state,
            resource=resource,
            scope=scope,
        )
    ).parsed
