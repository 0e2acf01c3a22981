from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.register_o_auth_client_body import RegisterOAuthClientBody
from ...models.register_o_auth_client_response_201 import RegisterOAuthClientResponse201
from ...models.register_o_auth_client_response_400_type_0 import (
    RegisterOAuthClientResponse400Type0,
)
from ...types import Response


def _get_kwargs(
    *,
    body: RegisterOAuthClientBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/register",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201 | None
):
    if response.status_code == 201:
        response_201 = RegisterOAuthClientResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> Error | RegisterOAuthClientResponse400Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = RegisterOAuthClientResponse400Type0.from_dict(
                    data
                )

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = Error.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

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
) -> Response[
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterOAuthClientBody,
) -> Response[
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201
]:
    """RFC 7591 dynamic client registration: redirect_uris (https, or http on localhost) and client_name.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201]
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
    body: RegisterOAuthClientBody,
) -> (
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201 | None
):
    """RFC 7591 dynamic client registration: redirect_uris (https, or http on localhost) and client_name.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterOAuthClientBody,
) -> Response[
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201
]:
    """RFC 7591 dynamic client registration: redirect_uris (https, or http on localhost) and client_name.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: RegisterOAuthClientBody,
) -> (
    Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201 | None
):
    """RFC 7591 dynamic client registration: redirect_uris (https, or http on localhost) and client_name.

    Args:
        body (RegisterOAuthClientBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Error | RegisterOAuthClientResponse400Type0 | RegisterOAuthClientResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
