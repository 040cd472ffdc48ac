"""The knowledge base's content token and clock: one definition, read by every cache.

The apps built on the core register what their writes touch (the search change log, card
rulings) in their ``AppConfig.ready``; the core never imports them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from django.db.models import Subquery
from django.utils import timezone

from rulings.dates import today
from rulings.models import FAQ, DocumentVersion, Game, Section

_tokens: list[Callable[[], object]] = []
_stamps: dict[str, tuple[Callable, str]] = {}


def register(*, token: Callable[[], object] | None = None, name: str = "", stamps=None, field: str = ""):
    """``token``: a cheap callable whose value moves with every write of the registering app;
    ``stamps``: a callable returning a queryset whose newest ``field`` is a write time."""
    if token is not None and token not in _tokens:
        _tokens.append(token)
    if stamps is not None:
        _stamps[name] = (stamps, field)


def content_token() -> str:
    """Changes whenever what a read shows may have: a write anywhere, or the date (which
    decides the versions in effect)."""
    return ":".join([*(str(t()) for t in _tokens), today().isoformat()])


def _newest(queryset, field):
    return Subquery(queryset.order_by(f"-{field}").values(field)[:1])


def content_clock() -> dt.datetime | None:
    """When the knowledge base's content last changed (as far as any read can tell); one query."""
    stamps = {
        "imported": (DocumentVersion.objects.all, "imported_at"),
        "faq": (FAQ.objects.all, "updated_at"),
        "section_edit": (Section.history.all, "history_date"),
        **_stamps,
    }
    values = (
        Game.objects.annotate(
            **{name: _newest(queryset(), field) for name, (queryset, field) in stamps.items()},
            effective=_newest(DocumentVersion.objects.filter(effective_date__lte=today()), "effective_date"),
        )
        .values(*stamps, "effective")
        .first()
    )
    if not values:
        return None
    effective = values.pop("effective")
    found = [s for s in values.values() if s is not None]
    if effective:
        found.append(dt.datetime.combine(effective, dt.time(), tzinfo=dt.UTC))
    return min(max(found), timezone.now()) if found else None
