from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.move_path_request import MovePathRequest
from ...models.path_preview import PathPreview
from ...models.validation_error_body import ValidationErrorBody
from ...types import Response


def _get_kwargs(
    *,
    body: MovePathRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/robot/plan/path",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | PathPreview | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = PathPreview.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = DetailBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | PathPreview | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovePathRequest,
) -> Response[DetailBody | PathPreview | ValidationErrorBody]:
    """Plan a path through several waypoints

     The motion `POST /robot/move/path` would make now, planned from the current joint state;
    nothing moves. Same body, 409, 422 and 503 as the move; `blends` tells, for each inner
    waypoint, the smallest TCP speed within its radius against the joined segments' cruise speed
    and how far the path passes from it. armrest plans paths on every backend: this is the plan the
    move follows.

    Args:
        body (MovePathRequest): Body of `POST /robot/move/path` and `POST /robot/plan/path`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | PathPreview | ValidationErrorBody]
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
    body: MovePathRequest,
) -> DetailBody | PathPreview | ValidationErrorBody | None:
    """Plan a path through several waypoints

     The motion `POST /robot/move/path` would make now, planned from the current joint state;
    nothing moves. Same body, 409, 422 and 503 as the move; `blends` tells, for each inner
    waypoint, the smallest TCP speed within its radius against the joined segments' cruise speed
    and how far the path passes from it. armrest plans paths on every backend: this is the plan the
    move follows.

    Args:
        body (MovePathRequest): Body of `POST /robot/move/path` and `POST /robot/plan/path`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | PathPreview | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovePathRequest,
) -> Response[DetailBody | PathPreview | ValidationErrorBody]:
    """Plan a path through several waypoints

     The motion `POST /robot/move/path` would make now, planned from the current joint state;
    nothing moves. Same body, 409, 422 and 503 as the move; `blends` tells, for each inner
    waypoint, the smallest TCP speed within its radius against the joined segments' cruise speed
    and how far the path passes from it. armrest plans paths on every backend: this is the plan the
    move follows.

    Args:
        body (MovePathRequest): Body of `POST /robot/move/path` and `POST /robot/plan/path`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | PathPreview | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MovePathRequest,
) -> DetailBody | PathPreview | ValidationErrorBody | None:
    """Plan a path through several waypoints

     The motion `POST /robot/move/path` would make now, planned from the current joint state;
    nothing moves. Same body, 409, 422 and 503 as the move; `blends` tells, for each inner
    waypoint, the smallest TCP speed within its radius against the joined segments' cruise speed
    and how far the path passes from it. armrest plans paths on every backend: this is the plan the
    move follows.

    Args:
        body (MovePathRequest): Body of `POST /robot/move/path` and `POST /robot/plan/path`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | PathPreview | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
