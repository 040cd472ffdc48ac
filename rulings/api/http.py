"""Conditional GET and caching headers for API reads.

The ETag is a hash of the rendered body, so it changes exactly when what a caller sees does
(the export's "hash of the content" falls out of this). Last-Modified is the knowledge
base's content clock: never earlier than any write, so an If-Modified-Since answer is safe.
"""

from __future__ import annotations

import datetime as dt
import hashlib

from django.conf import settings
from django.db.models import Subquery
from django.utils import timezone
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.http import http_date, quote_etag
from rest_framework.response import Response

from rulings.models import FAQ, DocumentVersion, Game, SearchChange, Section


def content_clock() -> dt.datetime | None:
    """When the knowledge base's content last changed (as far as any API read can tell)."""
    from cards.models import CardRuling

    def newest(queryset, field):
        return Subquery(queryset.order_by(f"-{field}").values(field)[:1])

    # One query: the newest stamp of each kind of write, and the newest version in effect
    # (one that came into effect since it was imported changes what "current" means).
    stamps = (
        Game.objects.annotate(
            log=newest(SearchChange.objects.all(), "created_at"),
            imported=newest(DocumentVersion.objects.all(), "imported_at"),
            faq=newest(FAQ.objects.all(), "updated_at"),
            section_edit=newest(Section.history.all(), "history_date"),
            ruling_edit=newest(CardRuling.history.all(), "history_date"),
            effective=newest(
                DocumentVersion.objects.filter(effective_date__lte=timezone.localdate()), "effective_date"
            ),
        )
        .values("log", "imported", "faq", "section_edit", "ruling_edit", "effective")
        .first()
    )
    if not stamps:
        return None
    effective = stamps.pop("effective")
    found = [s for s in stamps.values() if s is not None]
    if effective:
        found.append(dt.datetime.combine(effective, dt.time(), tzinfo=dt.UTC))
    return min(max(found), timezone.now()) if found else None


class ConditionalReadMixin:
    """ETag, Last-Modified and Cache-Control on successful reads; 304 when the caller has it."""

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        if request.method not in ("GET", "HEAD") or response.status_code != 200:
            return response
        if not isinstance(response, Response):
            return response
        response.render()
        etag = quote_etag(hashlib.sha256(response.content).hexdigest()[:40])
        response["ETag"] = etag
        clock = content_clock()
        last_modified = int(clock.timestamp()) if clock else None
        if last_modified is not None:
            response["Last-Modified"] = http_date(last_modified)
        if request.user.is_authenticated:
            patch_cache_control(response, private=True, max_age=0, must_revalidate=True)
        else:
            patch_cache_control(response, public=True, max_age=settings.API_CACHE_SECONDS)
        patch_vary_headers(response, ["Authorization"])
        return get_conditional_response(request, etag=etag, last_modified=last_modified, response=response)
