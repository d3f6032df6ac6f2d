from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.lease_grant import LeaseGrant
from ...models.take_control_request import TakeControlRequest
from ...models.validation_error_body import ValidationErrorBody
from ...types import Response


def _get_kwargs(
    *,
    body: TakeControlRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/control",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | LeaseGrant | ValidationErrorBody | None:
    if response.status_code == 200:
        response_200 = LeaseGrant.from_dict(response.json())

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
) -> Response[DetailBody | LeaseGrant | ValidationErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TakeControlRequest,
) -> Response[DetailBody | LeaseGrant | ValidationErrorBody]:
    """Take control

     Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`
    header with every request that moves the arm, and renew it within `ttl_s` (`POST
    /control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While
    another holds it: 409 naming them, unless `take` is true, which stops the arm first.

    Args:
        body (TakeControlRequest): Body of `POST /control`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | LeaseGrant | ValidationErrorBody]
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
    body: TakeControlRequest,
) -> DetailBody | LeaseGrant | ValidationErrorBody | None:
    """Take control

     Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`
    header with every request that moves the arm, and renew it within `ttl_s` (`POST
    /control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While
    another holds it: 409 naming them, unless `take` is true, which stops the arm first.

    Args:
        body (TakeControlRequest): Body of `POST /control`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | LeaseGrant | ValidationErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TakeControlRequest,
) -> Response[DetailBody | LeaseGrant | ValidationErrorBody]:
    """Take control

     Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`
    header with every request that moves the arm, and renew it within `ttl_s` (`POST
    /control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While
    another holds it: 409 naming them, unless `take` is true, which stops the arm first.

    Args:
        body (TakeControlRequest): Body of `POST /control`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | LeaseGrant | ValidationErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TakeControlRequest,
) -> DetailBody | LeaseGrant | ValidationErrorBody | None:
    """Take control

     Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`
    header with every request that moves the arm, and renew it within `ttl_s` (`POST
    /control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While
    another holds it: 409 naming them, unless `take` is true, which stops the arm first.

    Args:
        body (TakeControlRequest): Body of `POST /control`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | LeaseGrant | ValidationErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
