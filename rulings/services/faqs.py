"""Loading FAQ entries from their source files (fixtures/sources/faqs/<game>.json).

Each entry's answer is a ruling quoted from a seed document; the question is written in a
judge's words. The sections it concerns are named by key, or by a quote that the loader
finds in the game's current sections, so entries survive a change of key scheme.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from django.db import transaction

from rulings import signals
from rulings.models import FAQ, DocumentVersion, Game, Section
from rulings.services import links

_SPACE = re.compile(r"\s+")


class FAQSourceError(ValueError):
    pass


def _fold(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _current_sections(game: Game) -> list[Section]:
    ids = DocumentVersion.objects.current_ids(game.slug)
    return list(Section.objects.filter(version_id__in=ids).order_by("version_id", "order"))


def load_faq_file(path: Path) -> list[FAQ]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise FAQSourceError(f"{path.name}: line {exc.lineno}: {exc.msg}") from None
    return load_faqs(data, source_name=path.name)


@transaction.atomic
def load_faqs(data: dict, source_name: str = "") -> list[FAQ]:
    """Create or update each entry by (game, slug); idempotent."""
    for field in ("game", "faqs"):
        if field not in data:
            raise FAQSourceError(f"{source_name}: missing field {field!r}")
    try:
        game = Game.objects.get(slug=data["game"])
    except Game.DoesNotExist:
        raise FAQSourceError(
            f"{source_name}: unknown game {data['game']!r}; import its rules first"
        ) from None
    sections = _current_sections(game)
    by_key = {s.key: s for s in sections}
    saved = []
    for index, entry in enumerate(data["faqs"]):
        where = f"{source_name}: faqs[{index}]"
        for field in ("slug", "question", "answer"):
            if not entry.get(field):
                raise FAQSourceError(f"{where}: missing field {field!r}")
        targets: list[Section] = []
        for key in entry.get("keys", []):
            if key not in by_key:
                raise FAQSourceError(f"{where}.keys: no current section {key!r} in {game.slug}")
            targets.append(by_key[key])
        for quote in entry.get("quotes", []):
            found = [s for s in sections if _fold(quote) in _fold(s.body)]
            if not found:
                raise FAQSourceError(f"{where}.quotes: {quote!r} is in no current section of {game.slug}")
            targets.extend(s for s in found if s not in targets)
        faq, _ = FAQ.objects.update_or_create(
            game=game,
            slug=entry["slug"],
            defaults={
                "question": entry["question"],
                "answer": entry["answer"],
                "source": data.get("source", ""),
                "source_date": data.get("source_date"),
                "section_keys": [s.key for s in targets],
            },
        )
        links.link_faq(faq)
        saved.append(faq)
    signals.texts_changed.send(sender=FAQ, game=game.slug, sections=[], faqs=saved)
    return saved
