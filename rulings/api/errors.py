"""Errors as JSON: DRF's handler, plus a JSON 404 for paths under /api/ that match nothing."""

from django.http import JsonResponse
from django.views import defaults
from django.views.decorators.csrf import csrf_exempt
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    return drf_exception_handler(exc, context)


@csrf_exempt  # a write to no endpoint is a 404, not a CSRF failure page
def not_found(request, *args, **kwargs):
    return JsonResponse({"detail": "Not found."}, status=404)


def _api(request) -> bool:
    return request.path_info.startswith("/api/")


def server_error(request, *args, **kwargs):
    """handler500: JSON under /api/, Django's page elsewhere."""
    if _api(request):
        return JsonResponse({"detail": "Server error."}, status=500)
    return defaults.server_error(request, *args, **kwargs)


def bad_request(request, exception, *args, **kwargs):
    if _api(request):
        return JsonResponse({"detail": "Bad request."}, status=400)
    return defaults.bad_request(request, exception, *args, **kwargs)


def permission_denied(request, exception, *args, **kwargs):
    if _api(request):
        return JsonResponse({"detail": "Permission denied."}, status=403)
    return defaults.permission_denied(request, exception, *args, **kwargs)


def page_not_found(request, exception, *args, **kwargs):
    if _api(request):
        return JsonResponse({"detail": "Not found."}, status=404)
    return defaults.page_not_found(request, exception, *args, **kwargs)


def csrf_failure(request, reason="", *args, **kwargs):
    """CSRF_FAILURE_VIEW: JSON under /api/, Django's page elsewhere."""
    from django.views.csrf import csrf_failure as default

    if _api(request):
        return JsonResponse({"detail": f"CSRF failed: {reason}"}, status=403)
    return default(request, reason=reason)
