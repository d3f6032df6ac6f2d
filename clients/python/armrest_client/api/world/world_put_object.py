from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detail_body import DetailBody
from ...models.validation_error_body import ValidationErrorBody
from ...models.world_object_body import WorldObjectBody
from ...models.world_object_box import WorldObjectBox
from ...models.world_object_cylinder import WorldObjectCylinder
from ...models.world_object_sphere import WorldObjectSphere
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: WorldObjectBody,
    x_armrest_lease: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_armrest_lease, Unset):
        headers["X-Armrest-Lease"] = x_armrest_lease

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/world/objects/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> WorldObjectBox | WorldObjectCylinder | WorldObjectSphere:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_world_object_world_object_box = WorldObjectBox.from_dict(data)

                return componentsschemas_world_object_world_object_box
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_world_object_world_object_sphere = WorldObjectSphere.from_dict(data)

                return componentsschemas_world_object_world_object_sphere
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_world_object_world_object_cylinder = WorldObjectCylinder.from_dict(data)

            return componentsschemas_world_object_world_object_cylinder

        response_200 = _parse_response_200(response.json())

        return response_200

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
) -> Response[DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: WorldObjectBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]:
    """Put an object in the world

     Adds the object, or replaces the one of the same id. From the next check on, every
    motion, trajectory and plan is checked against it (one running on the simulator too). A `world`
    event tells the change. An object that touches the arm where it stands is refused (422,
    `touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`
    it needs the lease (D28).

    Args:
        id (str):
        x_armrest_lease (str | Unset):
        body (WorldObjectBody): An object of the world: what it is to the arm (`kind`), its shape
            and where it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: WorldObjectBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere | None:
    """Put an object in the world

     Adds the object, or replaces the one of the same id. From the next check on, every
    motion, trajectory and plan is checked against it (one running on the simulator too). A `world`
    event tells the change. An object that touches the arm where it stands is refused (422,
    `touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`
    it needs the lease (D28).

    Args:
        id (str):
        x_armrest_lease (str | Unset):
        body (WorldObjectBody): An object of the world: what it is to the arm (`kind`), its shape
            and where it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        x_armrest_lease=x_armrest_lease,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: WorldObjectBody,
    x_armrest_lease: str | Unset = UNSET,
) -> Response[DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]:
    """Put an object in the world

     Adds the object, or replaces the one of the same id. From the next check on, every
    motion, trajectory and plan is checked against it (one running on the simulator too). A `world`
    event tells the change. An object that touches the arm where it stands is refused (422,
    `touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`
    it needs the lease (D28).

    Args:
        id (str):
        x_armrest_lease (str | Unset):
        body (WorldObjectBody): An object of the world: what it is to the arm (`kind`), its shape
            and where it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        x_armrest_lease=x_armrest_lease,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: WorldObjectBody,
    x_armrest_lease: str | Unset = UNSET,
) -> DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere | None:
    """Put an object in the world

     Adds the object, or replaces the one of the same id. From the next check on, every
    motion, trajectory and plan is checked against it (one running on the simulator too). A `world`
    event tells the change. An object that touches the arm where it stands is refused (422,
    `touches_arm`, naming the link): every move out of it would be refused. In `control.mode: lease`
    it needs the lease (D28).

    Args:
        id (str):
        x_armrest_lease (str | Unset):
        body (WorldObjectBody): An object of the world: what it is to the arm (`kind`), its shape
            and where it is.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetailBody | ValidationErrorBody | WorldObjectBox | WorldObjectCylinder | WorldObjectSphere
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            x_armrest_lease=x_armrest_lease,
        )
    ).parsed
