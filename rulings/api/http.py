"""Conditional GET and caching headers for API reads.

The ETag is a hash of the rendered body, so it changes exactly when what a caller sees does
(the export's "hash of the content" falls out of this). Last-Modified is the knowledge
base's content clock: never earlier than any write, so an If-Modified-Since answer is safe.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.core.cache import cache
from django.http import HttpResponse
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.http import http_date, quote_etag
from rest_framework.response import Response

from rulings.content import content_clock, content_token


class _CachedRead(Exception):  # noqa: N818 - control flow, not an error
    def __init__(self, entry):
        self.entry = entry


class ConditionalReadMixin:
    """ETag, Last-Modified and Cache-Control on successful reads; 304 when the caller has it.

    Anonymous reads are also kept in the cache, keyed by the content version, so a rule read
    again costs one query instead of a dozen; throttling runs before the cache is looked at.
    """

    def initial(self, request, *args, **kwargs):
        super().initial(request, *args, **kwargs)  # authentication, permissions, throttles
        self._read_cache_key = self._cache_key(request)
        if self._read_cache_key:
            entry = cache.get(self._read_cache_key)
            if entry is not None:
                raise _CachedRead(entry)

    def handle_exception(self, exc):
        if isinstance(exc, _CachedRead):
            content, content_type, etag, last_modified = exc.entry
            response = HttpResponse(content, content_type=content_type)
            response._cached_read = (etag, last_modified)
            return response
        return super().handle_exception(exc)

    def _cache_key(self, request) -> str | None:
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            return None
        accepted = getattr(request, "accepted_media_type", "") or ""
        if "json" not in accepted:
            return None  # the browsable API page carries a CSRF token: never shared
        raw = f"{content_token()}|{accepted}|{request.get_full_path()}"
        return "api-read:" + hashlib.sha256(raw.encode("utf-8")).hexdigest()

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method not in ("GET", "HEAD") or response.status_code != 200:
            return response
        cached = getattr(response, "_cached_read", None)
        if cached is not None:
            etag, last_modified = cached
        elif isinstance(response, Response):
            response.render()
            etag = quote_etag(hashlib.sha256(response.content).hexdigest()[:40])
            clock = content_clock()
            last_modified = int(clock.timestamp()) if clock else None
            key = getattr(self, "_read_cache_key", None)
            if key:
                entry = (response.content, response["Content-Type"], etag, last_modified)
                cache.set(key, entry, settings.API_READ_CACHE_SECONDS)
        else:
            return response
        response["ETag"] = etag
        if last_modified is not None:
            response["Last-Modified"] = http_date(last_modified)
        if request.user.is_authenticated:
            patch_cache_control(response, private=True, max_age=0, must_revalidate=True)
        else:
            patch_cache_control(response, public=True, max_age=settings.API_CACHE_SECONDS)
        patch_vary_headers(response, ["Authorization"])
        return get_conditional_response(request, etag=etag, last_modified=last_modified, response=response)
