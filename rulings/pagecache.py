"""Public pages kept rendered in the server's cache, keyed by the content token.

A judge's phone asks for the same rule pages again and again at an event; rendering the rule
page of a full rules text costs a dozen queries. An anonymous GET of a decorated page is kept,
whole, under a key made of the knowledge base's content token (rulings.content: it moves with
every write and with the date), the page's absolute address and the language asked for, so an
edit shows on the next request and nothing is ever served stale. Signed-in editors always get
the page rendered afresh. Only finished pages are kept (200 and 404), never one that sets a cookie.
"""

from __future__ import annotations

import hashlib
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse

from rulings.content import content_token

KEPT_STATUSES = (200, 404)


def _key(request) -> str:
    raw = "|".join(
        (content_token(), request.build_absolute_uri(), request.headers.get("Accept-Language", "")[:64])
    )
    return "page:" + hashlib.sha256(raw.encode("utf-8")).hexdigest()


def public_page(view):
    """Keep the view's anonymous GET pages rendered, as described above."""

    @wraps(view)
    def cached(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            return view(request, *args, **kwargs)
        key = _key(request)
        entry = cache.get(key)
        if entry is not None:
            content, content_type, status = entry
            return HttpResponse(content, content_type=content_type, status=status)
        response = view(request, *args, **kwargs)
        if response.status_code in KEPT_STATUSES and not response.streaming and not response.cookies:
            if hasattr(response, "render"):
                response.render()
            entry = (response.content, response["Content-Type"], response.status_code)
            cache.set(key, entry, settings.PAGE_CACHE_SECONDS)
        return response

    return cached
