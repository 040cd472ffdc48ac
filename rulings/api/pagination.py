"""Limit/offset pagination with a count, for every list endpoint."""

from rest_framework.pagination import LimitOffsetPagination


class Pagination(LimitOffsetPagination):
    default_limit = 50
    max_limit = 500
