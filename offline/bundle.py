"""A game's offline bundle: what a phone needs to show its rules, FAQs and cards without the server.

Plain data (JSON-ready dicts) read in a handful of queries: the sections of each document's
current version (key, number, title, sanitized HTML, parent), the FAQs, the cards with their
faces and rulings, and the scenario persistence table with its citations. The browser renders
pages from it (static/offline/reader.js).

``on`` (an event's date) builds the bundle at the versions in force on that date instead of
today's: an event pins its rules, also on the phone.
"""

from __future__ import annotations

import datetime as dt
import logging

from django.db.models import Prefetch

from cards.models import Card, CardFace, CardRuling
from rulings.events import versions_in_force
from rulings.models import FAQ, DocumentVersion, Game, Section

log = logging.getLogger(__name__)


def current_versions(game: Game) -> list[DocumentVersion]:
    """Each document's current version, oldest effective date first (so a later one wins a key)."""
    ids = DocumentVersion.objects.current_ids(game.slug)
    return list(
        DocumentVersion.objects.filter(pk__in=ids)
        .select_related("document")
        .order_by("effective_date", "imported_at")
    )


def versions_on(game: Game, on: dt.date) -> list[DocumentVersion]:
    """Each document's version in force on ``on`` (an event's date), oldest effective date first."""
    versions = []
    for pinned in versions_in_force([game], on)[0].documents:
        if pinned.version is not None:
            pinned.version.document = pinned.document  # its slug and title need no query
            versions.append(pinned.version)
    return sorted(versions, key=lambda v: (v.effective_date, v.imported_at))


def version_stamps(
    game: Game, versions: list[DocumentVersion] | None = None, on: dt.date | None = None
) -> list[dict]:
    """What says whether a stored bundle is still current: each document's label and date."""
    if versions is None:
        versions = current_versions(game) if on is None else versions_on(game, on)
    return [
        {
            "document": v.document.slug,
            "title": v.document.title,
            "label": v.label,
            "effective_date": v.effective_date.isoformat(),
        }
        for v in versions
    ]


def _sections(versions: list[DocumentVersion]) -> list[dict]:
    by_version = {v.pk: v for v in versions}
    rows = (
        Section.objects.filter(version_id__in=by_version)
        .order_by()
        .values_list("pk", "version_id", "key", "number", "title", "html", "parent_id", "depth", "order")
    )
    rank = {v.pk: i for i, v in enumerate(versions)}
    rows = sorted(rows, key=lambda r: (rank[r[1]], r[8]))
    keys = {pk: key for pk, _, key, *_ in rows}
    return [
        {
            "d": by_version[version_id].document.slug,
            "k": key,
            "n": number,
            "t": title,
            "h": html,
            "p": keys.get(parent_id, ""),
            "z": depth,
        }
        for _, version_id, key, number, title, html, parent_id, depth, _ in rows
    ]


def _faqs(game: Game) -> list[dict]:
    return [
        {
            "slug": faq.slug,
            "question": faq.question,
            "answer_html": faq.answer_html,
            "section_keys": faq.section_keys,
            "source": faq.source,
            "source_date": faq.source_date.isoformat() if faq.source_date else None,
        }
        for faq in FAQ.objects.for_game(game.slug).order_by("slug")
    ]


def _cards(game: Game) -> list[dict]:
    cards = (
        Card.objects.filter(game=game)
        .order_by("number")
        .prefetch_related(
            Prefetch("faces", queryset=CardFace.objects.order_by("order", "side")),
            Prefetch("rulings", queryset=CardRuling.objects.order_by("date", "pk")),
        )
    )
    return [
        {
            "number": card.number,
            "name": card.name,
            "layout": card.get_layout_display(),
            "faces": [
                {
                    "side": face.side,
                    "side_name": face.get_side_display(),
                    "name": face.name,
                    "is_initial": face.is_initial,
                    "card_type": face.card_type,
                    "printed": face.printed,
                    "text": face.text,
                }
                for face in card.faces.all()
            ],
            "rulings": [
                {"date": r.date.isoformat() if r.date else None, "source": r.source, "text": r.text}
                for r in card.rulings.all()
            ],
        }
        for card in cards
    ]


def _table(game: Game, on: dt.date | None) -> dict | None:
    """The persistence table (rulings.scenarios.service.table) as the offline page shows it:
    row labels and overflow values written out, each cell naming its citations by id."""
    from rulings.scenarios import service
    from rulings.scenarios.engine import GAMES, ScenarioError
    from rulings.scenarios.views import label, show

    if game.slug not in GAMES:
        return None
    try:
        data = service.table(game.slug, on)
    except ScenarioError:  # a profile with no revision for that date: no table, the rest still works
        log.warning("no persistence table for %s on %s", game.slug, on)
        return None
    return {
        "rules_version": data["rules_version"],
        "columns": data["columns"],
        "assumptions": data["assumptions"],
        "rows": [
            {
                "field": row["field"],
                "label": label(row["field"]),
                "cells": [
                    {
                        "outcome": cell["outcome"],
                        "overflow": show(cell["overflow"]) if cell.get("overflow") else "",
                        "assumption": cell.get("assumption") or "",
                        "when": cell.get("when") or "",
                        "cites": [c["id"] for c in cell["citations"]],
                    }
                    for cell in row["cells"]
                ],
            }
            for row in data["rows"]
        ],
        "citations": [
            {k: c.get(k) for k in ("id", "game", "document", "key", "quote", "version", "url")}
            for c in data["citations"]
        ],
    }


def build_bundle(game: Game, on: dt.date | None = None) -> dict:
    """Today's bundle, or (``on``) the one at the versions in force on that date."""
    versions = current_versions(game) if on is None else versions_on(game, on)
    return {
        "format": 1,
        "game": {"slug": game.slug, "name": game.name, "language": game.language},
        "on": on.isoformat() if on else None,
        "versions": version_stamps(game, versions),
        "sections": _sections(versions),
        "faqs": _faqs(game),
        "cards": _cards(game),
        "table": _table(game, on),
    }
