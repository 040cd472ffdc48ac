"""Request limits checked before any view runs: an oversized query string or body.

Django enforces DATA_UPLOAD_MAX_MEMORY_SIZE only when request.body or request.POST is read; DRF's
parsers read the stream directly and never hit that check, so the declared length is checked here,
once, for every view.

A chunked body (Transfer-Encoding: chunked, no Content-Length) is read here explicitly, up to the
same limit: Django would otherwise take its missing length for 0 and every view would see an empty
body. Over the limit it answers 413, as a declared length would; under it the body is handed on
with its length set, so Django and DRF read it like any other.
"""

import io

from django.conf import settings
from django.core.handlers.wsgi import LimitedStream
from django.http import HttpResponse, JsonResponse

READ_SIZE = 64 * 1024


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
        # An editor's rules upload may be larger than any other body (a PDF): its own cap.
        uploads = getattr(settings, "UPLOAD_BODY_LIMITS", {})
        body_limit = uploads.get(request.path, settings.DATA_UPLOAD_MAX_MEMORY_SIZE)
        if _chunked(request):
            refused = _read_chunked(request, body_limit)
            if refused:
                return _refuse(request, 413, refused)
        elif body_limit is not None:
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return _refuse(request, 400, "The Content-Length header is not a number.")
            if length > body_limit:
                # 413 Content Too Large (RFC 9110, 15.5.14); the body is never read.
                return _refuse(request, 413, f"The request body is larger than {body_limit} bytes.")
        return self.get_response(request)


def _chunked(request) -> bool:
    encoding = request.META.get("HTTP_TRANSFER_ENCODING", "").lower()
    return "chunked" in encoding and not request.META.get("CONTENT_LENGTH")


def _read_chunked(request, limit: int | None) -> str | None:
    """Read a chunked body (the server has undone the chunking) up to ``limit`` bytes and hand it
    on with its length; the message for a 413 when it is longer, else None."""
    stream = request.environ["wsgi.input"]
    parts, size = [], 0
    while True:
        want = READ_SIZE if limit is None else min(READ_SIZE, limit + 1 - size)
        part = stream.read(want) if want > 0 else b""
        if not part:
            break
        parts.append(part)
        size += len(part)
        if limit is not None and size > limit:
            # 413 Content Too Large; the rest of the body is not read.
            return f"The request body is larger than {limit} bytes."
    body = b"".join(parts)
    request.META["CONTENT_LENGTH"] = str(len(body))
    request._stream = LimitedStream(io.BytesIO(body), len(body))
    return None
