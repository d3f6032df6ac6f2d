from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.override_report import OverrideReport
from ...models.set_override_request import SetOverrideRequest
from ...models.validation_error_body import ValidationErrorBody
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SetOverrideRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/robot/override",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | OverrideReport | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = OverrideReport.from_dict(response.json())

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
) -> Response[DetailBody | OverrideReport | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SetOverrideRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | OverrideReport | ValidationErrorBody]:
    """Set the speed override (pause, resume)

     Scales the speed of the motion in progress and of later ones, as a pendant's override does
    (D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the
    motion stays in progress (other motions still get 409); a fraction above 0 resumes along the same
    path to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.
    The answer says what the change applied to and, in `not_applied`, what it could not reach (over
    ROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps
    the motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)
    tells the change.

    Args:
        x_armrest_lease (str | Unset):
        body (SetOverrideRequest): Body of `PUT /robot/override`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | OverrideReport | ValidationErrorBody]
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
    body: SetOverrideRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | OverrideReport | ValidationErrorBody | None:
    """Set the speed override (pause, resume)

     Scales the speed of the motion in progress and of later ones, as a pendant's override does
    (D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the
    motion stays in progress (other motions still get 409); a fraction above 0 resumes along the same
    path to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.
    The answer says what the change applied to and, in `not_applied`, what it could not reach (over
    ROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps
    the motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)
    tells the change.

    Args:
        x_armrest_lease (str | Unset):
        body (SetOverrideRequest): Body of `PUT /robot/override`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | OverrideReport | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SetOverrideRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | OverrideReport | ValidationErrorBody]:
    """Set the speed override (pause, resume)

     Scales the speed of the motion in progress and of later ones, as a pendant's override does
    (D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the
    motion stays in progress (other motions still get 409); a fraction above 0 resumes along the same
    path to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.
    The answer says what the change applied to and, in `not_applied`, what it could not reach (over
    ROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps
    the motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)
    tells the change.

    Args:
        x_armrest_lease (str | Unset):
        body (SetOverrideRequest): Body of `PUT /robot/override`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | OverrideReport | ValidationErrorBody]
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
    body: SetOverrideRequest,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | OverrideReport | ValidationErrorBody | None:
    """Set the speed override (pause, resume)

     Scales the speed of the motion in progress and of later ones, as a pendant's override does
    (D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the
    motion stays in progress (other motions still get 409); a fraction above 0 resumes along the same
    path to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.
    The answer says what the change applied to and, in `not_applied`, what it could not reach (over
    ROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps
    the motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)
    tells the change.

    Args:
        x_armrest_lease (str | Unset):
        body (SetOverrideRequest): Body of `PUT /robot/override`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | OverrideReport | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
