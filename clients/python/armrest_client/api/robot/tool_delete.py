from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.tool_view import ToolView
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/robot/tool",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | ToolView | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = ToolView.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 423:
        response_423 = DetailBody.from_dict(response.json())

        return response_423

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | ToolView | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ToolView | ValidationErrorBody]:
    """Back to the bare flange

     No tool: the TCP is the flange again (D36). Refused (409, nothing changed) while a motion, a
    jog or a sequence holds the arm. Nothing moves. A `world` event tells the change. In
    `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ToolView | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ToolView | ValidationErrorBody | None:
    """Back to the bare flange

     No tool: the TCP is the flange again (D36). Refused (409, nothing changed) while a motion, a
    jog or a sequence holds the arm. Nothing moves. A `world` event tells the change. In
    `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ToolView | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ToolView | ValidationErrorBody]:
    """Back to the bare flange

     No tool: the TCP is the flange again (D36). Refused (409, nothing changed) while a motion, a
    jog or a sequence holds the arm. Nothing moves. A `world` event tells the change. In
    `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ToolView | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ToolView | ValidationErrorBody | None:
    """Back to the bare flange

     No tool: the TCP is the flange again (D36). Refused (409, nothing changed) while a motion, a
    jog or a sequence holds the arm. Nothing moves. A `world` event tells the change. In
    `control.mode: lease` it needs the lease.

    Args:
        x_armrest_lease (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ToolView | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
