"""What every API view shares: reads for anyone, writes for holders of the model permission,
conditional GETs, and the error shapes the schema documents."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse
from rest_framework.exceptions import NotFound
from rest_framework.permissions import DjangoModelPermissionsOrAnonReadOnly

from rulings.api.http import ConditionalReadMixin

ERRORS = {
    400: OpenApiResponse(OpenApiTypes.OBJECT, description="Bad input: the body names each field"),
    404: OpenApiResponse(OpenApiTypes.OBJECT, description="No such object"),
}
WRITE_ERRORS = {
    **ERRORS,
    401: OpenApiResponse(OpenApiTypes.OBJECT, description="No token"),
    403: OpenApiResponse(OpenApiTypes.OBJECT, description="The user lacks the model permission"),
    413: OpenApiResponse(OpenApiTypes.OBJECT, description="The body is over DATA_UPLOAD_MAX_MEMORY_SIZE"),
}


class ReadView(ConditionalReadMixin):
    # Base of every API view: reads for anyone, writes for holders of the model permission.
    # (A comment, not a docstring: the schema would show it as every operation's description.)

    permission_classes = [DjangoModelPermissionsOrAnonReadOnly]

    def initial(self, request, *args, **kwargs):
        # No stored key, number or label holds a NUL, and PostgreSQL refuses one in a query.
        if any("\x00" in str(value) for value in kwargs.values()):
            raise NotFound()
        super().initial(request, *args, **kwargs)
