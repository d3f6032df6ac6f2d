from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.control_status import ControlStatus
from ...models.detail_body import DetailBody
from ...models.validation_error_body import ValidationErrorBody
from ...types import Response


def _get_kwargs(
    *,
    x_armrest_lease: str,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/control",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ControlStatus | DetailBody | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = ControlStatus.from_dict(response.json())

        return response_200

    if response.status_code == 409:
        response_409 = DetailBody.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ValidationErrorBody.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ControlStatus | DetailBody | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str,
) -> Response[ControlStatus | DetailBody | ValidationErrorBody]:
    """Release control

     Gives back the lease named in the `X-Armrest-Lease` header. What its holder started
    runs on; the arm is not stopped.

    Args:
        x_armrest_lease (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ControlStatus | DetailBody | ValidationErrorBody]
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
    x_armrest_lease: str,
) -> ControlStatus | DetailBody | ValidationErrorBody | None:
    """Release control

     Gives back the lease named in the `X-Armrest-Lease` header. What its holder started
    runs on; the arm is not stopped.

    Args:
        x_armrest_lease (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ControlStatus | DetailBody | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str,
) -> Response[ControlStatus | DetailBody | ValidationErrorBody]:
    """Release control

     Gives back the lease named in the `X-Armrest-Lease` header. What its holder started
    runs on; the arm is not stopped.

    Args:
        x_armrest_lease (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ControlStatus | DetailBody | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    x_armrest_lease: str,
) -> ControlStatus | DetailBody | ValidationErrorBody | None:
    """Release control

     Gives back the lease named in the `X-Armrest-Lease` header. What its holder started
    runs on; the arm is not stopped.

    Args:
        x_armrest_lease (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ControlStatus | DetailBody | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
