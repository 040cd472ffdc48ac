"""Request limits checked before any view runs: an oversized query string or body.

Django enforces DATA_UPLOAD_MAX_MEMORY_SIZE only when request.body or request.POST is read; DRF's
parsers read the stream directly and never hit that check, so the declared length is checked here,
once, for every view.
"""

from django.conf import settings
from django.http import HttpResponse, JsonResponse


def _refuse(request, status: int, message: str) -> HttpResponse:
    if request.path_info.startswith("/api/"):
        return JsonResponse({"detail": message}, status=status)
    return HttpResponse(message, status=status, content_type="text/plain; charset=utf-8")


class RequestLimitsMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        # QUERY_STRING is the raw (still percent-encoded) string, so this counts bytes on the wire.
        limit = settings.MAX_QUERY_STRING_LENGTH
        if len(request.META.get("QUERY_STRING", "")) > limit:
            return _refuse(request, 400, f"The query string is longer than {limit} bytes.")
        body_limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        if body_limit is not None:
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return _refuse(request, 400, "The Content-Length header is not a number.")
            if length > body_limit:
                # 413 Content Too Large (RFC 9110, 15.5.14); the body is never read.
                return _refuse(request, 413, f"The request body is larger than {body_limit} bytes.")
        return self.get_response(request)
