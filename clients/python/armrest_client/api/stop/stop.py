from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.stop_response import StopResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: Any | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/stop",
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> StopResponse | None:
    if response.status_code == 200:
        response_200 = StopResponse.from_dict(response.json())

        return response_200

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[StopResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Any | Unset = UNSET,
) -> Response[StopResponse]:
    """Stop

     Stops the running sequence, makes the controller hold at the current position (an empty
    trajectory when no joint state is available) and stops the planner. A motion request in
    flight answers `success: false`. This is not an emergency stop: verify the robot's state.

    Args:
        body (Any | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StopResponse]
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
    body: Any | Unset = UNSET,
) -> StopResponse | None:
    """Stop

     Stops the running sequence, makes the controller hold at the current position (an empty
    trajectory when no joint state is available) and stops the planner. A motion request in
    flight answers `success: false`. This is not an emergency stop: verify the robot's state.

    Args:
        body (Any | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StopResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Any | Unset = UNSET,
) -> Response[StopResponse]:
    """Stop

     Stops the running sequence, makes the controller hold at the current position (an empty
    trajectory when no joint state is available) and stops the planner. A motion request in
    flight answers `success: false`. This is not an emergency stop: verify the robot's state.

    Args:
        body (Any | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StopResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Any | Unset = UNSET,
) -> StopResponse | None:
    """Stop

     Stops the running sequence, makes the controller hold at the current position (an empty
    trajectory when no joint state is available) and stops the planner. A motion request in
    flight answers `success: false`. This is not an emergency stop: verify the robot's state.

    Args:
        body (Any | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StopResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
