"""A game's offline bundle: what a phone needs to show its rules, FAQs and cards without the server.

Plain data (JSON-ready dicts) read in a handful of queries: the sections of each document's
current version (key, number, title, sanitized HTML, parent), the FAQs, and the cards with
their faces and rulings. The browser renders pages from it (static/offline/reader.js).
"""

from __future__ import annotations

from django.db.models import Prefetch

from cards.models import Card, CardFace, CardRuling
from rulings.models import FAQ, DocumentVersion, Game, Section


def current_versions(game: Game) -> list[DocumentVersion]:
    """Each document's current version, oldest effective date first (so a later one wins a key)."""
    ids = DocumentVersion.objects.current_ids(game.slug)
    return list(
        DocumentVersion.objects.filter(pk__in=ids)
        .select_related("document")
        .order_by("effective_date", "imported_at")
    )


def version_stamps(game: Game, versions: list[DocumentVersion] | None = None) -> list[dict]:
    """What says whether a stored bundle is still current: each document's label and date."""
    versions = current_versions(game) if versions is None else versions
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


def build_bundle(game: Game) -> dict:
    versions = current_versions(game)
    return {
        "format": 1,
        "game": {"slug": game.slug, "name": game.name, "language": game.language},
        "versions": version_stamps(game, versions),
        "sections": _sections(versions),
        "faqs": _faqs(game),
        "cards": _cards(game),
    }
