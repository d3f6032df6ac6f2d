from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.motion_result import MotionResult
from ...models.move_pose_request import MovePoseRequest
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MovePoseRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/robot/move/pose",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = MotionResult.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = DetailBody.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovePoseRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
    """Move the TCP to a pose

     Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in
    `frame_id`. Answers when the motion has finished, failed or timed out; check `success`.

    Args:
        x_armrest_lease (str | Unset):
        body (MovePoseRequest): Body of `POST /robot/move/pose`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionResult | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MovePoseRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    """Move the TCP to a pose

     Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in
    `frame_id`. Answers when the motion has finished, failed or timed out; check `success`.

    Args:
        x_armrest_lease (str | Unset):
        body (MovePoseRequest): Body of `POST /robot/move/pose`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionResult | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MovePoseRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | MotionResult | ValidationErrorBody]:
    """Move the TCP to a pose

     Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in
    `frame_id`. Answers when the motion has finished, failed or timed out; check `success`.

    Args:
        x_armrest_lease (str | Unset):
        body (MovePoseRequest): Body of `POST /robot/move/pose`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | MotionResult | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MovePoseRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | MotionResult | ValidationErrorBody | None:
    """Move the TCP to a pose

     Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in
    `frame_id`. Answers when the motion has finished, failed or timed out; check `success`.

    Args:
        x_armrest_lease (str | Unset):
        body (MovePoseRequest): Body of `POST /robot/move/pose`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | MotionResult | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
