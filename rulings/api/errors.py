"""Errors as JSON: DRF's handler, plus a JSON 404 for paths under /api/ that match nothing."""

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    return drf_exception_handler(exc, context)


@csrf_exempt  # a write to no endpoint is a 404, not a CSRF failure page
def not_found(request, *args, **kwargs):
    return JsonResponse({"detail": "Not found."}, status=404)
