from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.world_view import WorldView
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/world",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WorldView | None:
    if response.status_code == 200:
        response_200 = WorldView.from_dict(response.json())

        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WorldView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[WorldView]:
    """The world

     The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`
    zones no link may enter) and the tool the arm carries, with the world's `version` (changes since
    start-up). The world file (`robot.world`) is the start; changes hold until restart.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WorldView]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> WorldView | None:
    """The world

     The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`
    zones no link may enter) and the tool the arm carries, with the world's `version` (changes since
    start-up). The world file (`robot.world`) is the start; changes hold until restart.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WorldView
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[WorldView]:
    """The world

     The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`
    zones no link may enter) and the tool the arm carries, with the world's `version` (changes since
    start-up). The world file (`robot.world`) is the start; changes hold until restart.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WorldView]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> WorldView | None:
    """The world

     The objects every path is checked against (D28: `obstacle`s no link may touch, `keep_out`
    zones no link may enter) and the tool the arm carries, with the world's `version` (changes since
    start-up). The world file (`robot.world`) is the start; changes hold until restart.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WorldView
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
