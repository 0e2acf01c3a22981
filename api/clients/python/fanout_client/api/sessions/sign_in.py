from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.sign_in_body import SignInBody
from ...models.sign_in_response_201 import SignInResponse201
from ...types import Response


def _get_kwargs(
    *,
    body: SignInBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SignInResponse201 | None:
    if response.status_code == 201:
        response_201 = SignInResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

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
) -> Response[Error | SignInResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignInBody,
) -> Response[Error | SignInResponse201]:
    """Signs a person in to the dashboard with email and password: sets the `fanout_session` cookie
    (HttpOnly, SameSite=Lax, Secure over https; a new id every time; lasts 7 days) and answers the CSRF
    token every write must send as `x-csrf-token`. A wrong password and an unknown email get the same
    401. Attempts are limited per email and per address.

    Args:
        body (SignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SignInResponse201]
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
    body: SignInBody,
) -> Error | SignInResponse201 | None:
    """Signs a person in to the dashboard with email and password: sets the `fanout_session` cookie
    (HttpOnly, SameSite=Lax, Secure over https; a new id every time; lasts 7 days) and answers the CSRF
    token every write must send as `x-csrf-token`. A wrong password and an unknown email get the same
    401. Attempts are limited per email and per address.

    Args:
        body (SignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SignInResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignInBody,
) -> Response[Error | SignInResponse201]:
    """Signs a person in to the dashboard with email and password: sets the `fanout_session` cookie
    (HttpOnly, SameSite=Lax, Secure over https; a new id every time; lasts 7 days) and answers the CSRF
    token every write must send as `x-csrf-token`. A wrong password and an unknown email get the same
    401. Attempts are limited per email and per address.

    Args:
        body (SignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SignInResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignInBody,
) -> Error | SignInResponse201 | None:
    """Signs a person in to the dashboard with email and password: sets the `fanout_session` cookie
    (HttpOnly, SameSite=Lax, Secure over https; a new id every time; lasts 7 days) and answers the CSRF
    token every write must send as `x-csrf-token`. A wrong password and an unknown email get the same
    401. Attempts are limited per email and per address.

    Args:
        body (SignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SignInResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
