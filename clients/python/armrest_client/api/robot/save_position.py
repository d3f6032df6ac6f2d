from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.listed_position import ListedPosition
from ...models.save_position_body import SavePositionBody
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    body: SavePositionBody,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/robot/positions/{name}".format(
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | ListedPosition | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = ListedPosition.from_dict(response.json())

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
) -> Response[DetailBody | ListedPosition | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: SavePositionBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ListedPosition | ValidationErrorBody]:
    """Save a named position

     Saves `joints` (absent: where the arm is now) under `name`, replacing a saved position of
    that name, in the positions file (`positions.file`): it survives a restart (D32). Nothing moves.
    An SRDF position cannot be replaced (409). In `control.mode: lease` it needs the lease.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (SavePositionBody): A position to save: `joints` (absent: where the arm is now) and
            an optional `description`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ListedPosition | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: SavePositionBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ListedPosition | ValidationErrorBody | None:
    """Save a named position

     Saves `joints` (absent: where the arm is now) under `name`, replacing a saved position of
    that name, in the positions file (`positions.file`): it survives a restart (D32). Nothing moves.
    An SRDF position cannot be replaced (409). In `control.mode: lease` it needs the lease.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (SavePositionBody): A position to save: `joints` (absent: where the arm is now) and
            an optional `description`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ListedPosition | ValidationErrorBody
    """

    return sync_detailed(
        name=name,
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: SavePositionBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ListedPosition | ValidationErrorBody]:
    """Save a named position

     Saves `joints` (absent: where the arm is now) under `name`, replacing a saved position of
    that name, in the positions file (`positions.file`): it survives a restart (D32). Nothing moves.
    An SRDF position cannot be replaced (409). In `control.mode: lease` it needs the lease.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (SavePositionBody): A position to save: `joints` (absent: where the arm is now) and
            an optional `description`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ListedPosition | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        name=name,
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    body: SavePositionBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ListedPosition | ValidationErrorBody | None:
    """Save a named position

     Saves `joints` (absent: where the arm is now) under `name`, replacing a saved position of
    that name, in the positions file (`positions.file`): it survives a restart (D32). Nothing moves.
    An SRDF position cannot be replaced (409). In `control.mode: lease` it needs the lease.

    Args:
        name (str):
        x_armrest_lease (str | Unset):
        body (SavePositionBody): A position to save: `joints` (absent: where the arm is now) and
            an optional `description`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ListedPosition | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
