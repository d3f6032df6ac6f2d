from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.jog_response_400 import JogResponse400
from ...models.jog_response_403 import JogResponse403
from ...models.jog_response_409 import JogResponse409
from ...models.jog_response_423 import JogResponse423
from ...models.jog_response_503 import JogResponse503
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    lease: str | Unset = "",
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    params: dict[str, Any] = {}

    params["lease"] = lease

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/robot/jog",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | JogResponse400
    | JogResponse403
    | JogResponse409
    | JogResponse423
    | JogResponse503
    | ValidationErrorBody
    | None
):
    if response.status_code == 101:
        response_101 = cast(Any, None)
        return response_101

    if response.status_code == 400:
        response_400 = JogResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = JogResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = JogResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 423:
        response_423 = JogResponse423.from_dict(response.json())

        return response_423

    if response.status_code == 503:
        response_503 = JogResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody
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
    lease: str | Unset = "",
    x_armrest_lease: str | Unset = UNSET,
) -> Response[
    Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody
]:
    """Jog the arm (WebSocket)

     Upgrades to a WebSocket (`ws://HOST/robot/jog`). Send one JSON object per text message: `{"mode":
    "joint", "velocity": [7 fractions, -1 to 1, of each joint's velocity limit]}` or `{"mode":
    "cartesian", "frame": "base"|"tool", "linear": [vx, vy, vz] (m/s, each within 0.25), "angular": [wx,
    wy, wz] (rad/s, each within 0.5)}`. armrest answers `ready` once, then a `state` (the joint state,
    `jogging`, and `limited`: what slows the jog) 100 times a second, `error` with a 422's `detail` for
    a refused command (the arm is brought to rest), and `ended` before it closes the socket. Dead man's
    switch: no command for 0.1 s, a refused command, or a closed socket bring the arm to rest within its
    acceleration limits; joint speeds are capped at 0.25 of each limit; a joint stops inside its
    position limits, a Cartesian jog before a singularity, and both before a contact. The session is a
    motion: 409 while another runs, and others get 409 while it is open; `POST /stop` ends it. In
    `control.mode: lease` the lease is needed (423 without it).

    Args:
        lease (str | Unset):  Default: ''.
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        lease=lease,
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    lease: str | Unset = "",
    x_armrest_lease: str | Unset = UNSET,
) -> (
    Any
    | JogResponse400
    | JogResponse403
    | JogResponse409
    | JogResponse423
    | JogResponse503
    | ValidationErrorBody
    | None
):
    """Jog the arm (WebSocket)

     Upgrades to a WebSocket (`ws://HOST/robot/jog`). Send one JSON object per text message: `{"mode":
    "joint", "velocity": [7 fractions, -1 to 1, of each joint's velocity limit]}` or `{"mode":
    "cartesian", "frame": "base"|"tool", "linear": [vx, vy, vz] (m/s, each within 0.25), "angular": [wx,
    wy, wz] (rad/s, each within 0.5)}`. armrest answers `ready` once, then a `state` (the joint state,
    `jogging`, and `limited`: what slows the jog) 100 times a second, `error` with a 422's `detail` for
    a refused command (the arm is brought to rest), and `ended` before it closes the socket. Dead man's
    switch: no command for 0.1 s, a refused command, or a closed socket bring the arm to rest within its
    acceleration limits; joint speeds are capped at 0.25 of each limit; a joint stops inside its
    position limits, a Cartesian jog before a singularity, and both before a contact. The session is a
    motion: 409 while another runs, and others get 409 while it is open; `POST /stop` ends it. In
    `control.mode: lease` the lease is needed (423 without it).

    Args:
        lease (str | Unset):  Default: ''.
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        lease=lease,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lease: str | Unset = "",
    x_armrest_lease: str | Unset = UNSET,
) -> Response[
    Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody
]:
    """Jog the arm (WebSocket)

     Upgrades to a WebSocket (`ws://HOST/robot/jog`). Send one JSON object per text message: `{"mode":
    "joint", "velocity": [7 fractions, -1 to 1, of each joint's velocity limit]}` or `{"mode":
    "cartesian", "frame": "base"|"tool", "linear": [vx, vy, vz] (m/s, each within 0.25), "angular": [wx,
    wy, wz] (rad/s, each within 0.5)}`. armrest answers `ready` once, then a `state` (the joint state,
    `jogging`, and `limited`: what slows the jog) 100 times a second, `error` with a 422's `detail` for
    a refused command (the arm is brought to rest), and `ended` before it closes the socket. Dead man's
    switch: no command for 0.1 s, a refused command, or a closed socket bring the arm to rest within its
    acceleration limits; joint speeds are capped at 0.25 of each limit; a joint stops inside its
    position limits, a Cartesian jog before a singularity, and both before a contact. The session is a
    motion: 409 while another runs, and others get 409 while it is open; `POST /stop` ends it. In
    `control.mode: lease` the lease is needed (423 without it).

    Args:
        lease (str | Unset):  Default: ''.
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        lease=lease,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lease: str | Unset = "",
    x_armrest_lease: str | Unset = UNSET,
) -> (
    Any
    | JogResponse400
    | JogResponse403
    | JogResponse409
    | JogResponse423
    | JogResponse503
    | ValidationErrorBody
    | None
):
    """Jog the arm (WebSocket)

     Upgrades to a WebSocket (`ws://HOST/robot/jog`). Send one JSON object per text message: `{"mode":
    "joint", "velocity": [7 fractions, -1 to 1, of each joint's velocity limit]}` or `{"mode":
    "cartesian", "frame": "base"|"tool", "linear": [vx, vy, vz] (m/s, each within 0.25), "angular": [wx,
    wy, wz] (rad/s, each within 0.5)}`. armrest answers `ready` once, then a `state` (the joint state,
    `jogging`, and `limited`: what slows the jog) 100 times a second, `error` with a 422's `detail` for
    a refused command (the arm is brought to rest), and `ended` before it closes the socket. Dead man's
    switch: no command for 0.1 s, a refused command, or a closed socket bring the arm to rest within its
    acceleration limits; joint speeds are capped at 0.25 of each limit; a joint stops inside its
    position limits, a Cartesian jog before a singularity, and both before a contact. The session is a
    motion: 409 while another runs, and others get 409 while it is open; `POST /stop` ends it. In
    `control.mode: lease` the lease is needed (423 without it).

    Args:
        lease (str | Unset):  Default: ''.
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | JogResponse400 | JogResponse403 | JogResponse409 | JogResponse423 | JogResponse503 | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            lease=lease,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
