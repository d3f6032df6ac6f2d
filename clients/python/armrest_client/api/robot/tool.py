from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.tool_view import ToolView
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/tool",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ToolView | None:
    if response.status_code == 200:
        response_200 = ToolView.from_dict(response.json())

        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ToolView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ToolView]:
    """The tool the arm carries

     The active tool (its TCP as an offset from the flange, its payload, its centre of gravity and
    collision geometry), or `active: null` for the bare flange, with the configured tools and the
    arm's payload rating (D36). With a tool, `GET /robot/pose` is its TCP and pose targets aim it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ToolView]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> ToolView | None:
    """The tool the arm carries

     The active tool (its TCP as an offset from the flange, its payload, its centre of gravity and
    collision geometry), or `active: null` for the bare flange, with the configured tools and the
    arm's payload rating (D36). With a tool, `GET /robot/pose` is its TCP and pose targets aim it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ToolView
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[ToolView]:
    """The tool the arm carries

     The active tool (its TCP as an offset from the flange, its payload, its centre of gravity and
    collision geometry), or `active: null` for the bare flange, with the configured tools and the
    arm's payload rating (D36). With a tool, `GET /robot/pose` is its TCP and pose targets aim it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ToolView]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> ToolView | None:
    """The tool the arm carries

     The active tool (its TCP as an offset from the flange, its payload, its centre of gravity and
    collision geometry), or `active: null` for the bare flange, with the configured tools and the
    arm's payload rating (D36). With a tool, `GET /robot/pose` is its TCP and pose targets aim it.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ToolView
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
