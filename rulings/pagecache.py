"""Public pages kept rendered in the server's cache, keyed by the content token.

A judge's phone asks for the same rule pages again and again at an event; rendering the rule
page of a full rules text costs a dozen queries, the diff of two versions of the full Magic
rules two seconds. An anonymous GET of a decorated page is kept, whole, under a key made of the
knowledge base's content token (rulings.content: it moves with every write and with the date),
the page's address on this host and the query parameters the view reads (named in the
decorator: any other parameter is ignored, so made-up ones cannot make every request a new
render). An edit shows on the next request: every write the change log follows (rules, versions,
documents, games, FAQs, cards) moves the token; a page is kept at most PAGE_CACHE_SECONDS in any
case. Signed-in editors always get the page rendered afresh. Only finished pages are kept (200 and 404), never
one that sets a cookie.
"""

from __future__ import annotations

import hashlib
from functools import wraps

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse

from rulings.content import content_token

KEPT_STATUSES = (200, 404)


def _key(request, params: tuple[str, ...]) -> str:
    read = [f"{name}={request.GET.get(name, '')}" for name in params]  # hashed whole, below
    raw = "|".join(
        (
            content_token(),
            request.build_absolute_uri(request.path),
            *read,
        )
    )
    return "page:" + hashlib.sha256(raw.encode("utf-8")).hexdigest()


def public_page(*params: str):
    """Keep the view's anonymous GET pages rendered, as described above; ``params`` are the
    query parameters the view reads."""

    def decorate(view):
        return _kept(view, params)

    return decorate


def _kept(view, params: tuple[str, ...]):
    @wraps(view)
    def cached(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            return view(request, *args, **kwargs)
        key = _key(request, params)
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
