from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ack import Ack
from ...models.detail_body import DetailBody
from ...models.send_trajectory_request import SendTrajectoryRequest
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SendTrajectoryRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/trajectory/send",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Ack | DetailBody | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = Ack.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = DetailBody.from_dict(response.json())

        return response_413

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
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SendTrajectoryRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    """Publish a trajectory (JSON)

     Publishes a joint trajectory to the controller topic. `sent` confirms publication only;
    follow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever
    `validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,
    a velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point
    and joint, and nothing is published (D24).

    Args:
        x_armrest_lease (str | Unset):
        body (SendTrajectoryRequest): Body of `POST /trajectory/send`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ack | DetailBody | ValidationErrorBody]
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
    body: SendTrajectoryRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Ack | DetailBody | ValidationErrorBody | None:
    """Publish a trajectory (JSON)

     Publishes a joint trajectory to the controller topic. `sent` confirms publication only;
    follow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever
    `validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,
    a velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point
    and joint, and nothing is published (D24).

    Args:
        x_armrest_lease (str | Unset):
        body (SendTrajectoryRequest): Body of `POST /trajectory/send`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ack | DetailBody | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SendTrajectoryRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[Ack | DetailBody | ValidationErrorBody]:
    """Publish a trajectory (JSON)

     Publishes a joint trajectory to the controller topic. `sent` confirms publication only;
    follow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever
    `validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,
    a velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point
    and joint, and nothing is published (D24).

    Args:
        x_armrest_lease (str | Unset):
        body (SendTrajectoryRequest): Body of `POST /trajectory/send`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Ack | DetailBody | ValidationErrorBody]
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
    body: SendTrajectoryRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Ack | DetailBody | ValidationErrorBody | None:
    """Publish a trajectory (JSON)

     Publishes a joint trajectory to the controller topic. `sent` confirms publication only;
    follow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever
    `validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,
    a velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point
    and joint, and nothing is published (D24).

    Args:
        x_armrest_lease (str | Unset):
        body (SendTrajectoryRequest): Body of `POST /trajectory/send`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Ack | DetailBody | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
