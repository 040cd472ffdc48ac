"""The five seed documents the knowledge base starts from, and the seed fixture built from them.

fixtures/sources/ holds copies of the seed texts; fixtures/seeds.json is generated from them
by the importers (`make fixtures`), and a test proves the committed file equals a fresh build.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.core import serializers
from django.core.management import call_command

from rulings.services.faqs import load_faq_file
from rulings.services.imports import import_text

SOURCES_DIR = Path(settings.BASE_DIR) / "fixtures" / "sources"
FIXTURE_PATH = Path(settings.BASE_DIR) / "fixtures" / "seeds.json"
# Imports for the fixture run at a fixed time, so a fresh build equals the committed file.
SEED_TIME = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
_VOLATILE_FIELDS = ("imported_at", "created_at", "updated_at")


@dataclass(frozen=True)
class Seed:
    game: str
    game_name: str
    document: str
    title: str
    filename: str


SEEDS = [
    Seed("dbe", "Digimon Battle Evolution", "flip-cards", "Flip cards (Auxiliary Set B)", "dbe.txt"),
    Seed("space", "Space card game (unnamed)", "rules", "Rules §13: Card Flips", "space.txt"),
    Seed(
        "dcg",
        "Digimon Card Game",
        "comprehensive-rules",
        "Comprehensive Rules, Chapter 3: Game Areas",
        "dcg.txt",
    ),
    Seed("mtg", "Magic: The Gathering", "double-faced-cards", "Double-faced card (MTG wiki)", "mtg.txt"),
    Seed("ddm", "Digimon Digital Monster Card Game", "card-anatomy", "Anatomía de las cartas", "ddm.txt"),
]
GAME_LANGUAGES = {"ddm": "es"}


def import_seeds(now: dt.datetime = SEED_TIME) -> list:
    """Import every seed text, its FAQs and the seed cards into the database."""
    from rulings.models import Game

    reports = []
    for seed in SEEDS:
        text = (SOURCES_DIR / seed.filename).read_text(encoding="utf-8")
        reports.append(
            import_text(
                seed.game,
                seed.document,
                text,
                game_name=seed.game_name,
                title=seed.title,
                source_name=seed.filename,
                now=now,
            )
        )
    for slug, language in GAME_LANGUAGES.items():
        Game.objects.filter(slug=slug).update(language=language)
    for path in sorted((SOURCES_DIR / "faqs").glob("*.json")):
        load_faq_file(path)
    if "load_seed_cards" in _commands():
        call_command("load_seed_cards", verbosity=0)
    return reports


def _commands() -> set[str]:
    from django.core.management import get_commands

    return set(get_commands())


def _fixture_models() -> list:
    rulings = [
        apps.get_model("rulings", name)
        for name in ("Game", "Document", "DocumentVersion", "Section", "Change", "FAQ", "Link")
    ]
    cards = [m for m in apps.get_app_config("cards").get_models() if hasattr(m, "natural_key")]
    return rulings + cards


def dump_fixture() -> str:
    """The database's seed content as a stable JSON fixture (natural keys, no volatile fields)."""
    objects = []
    for model in _fixture_models():
        queryset = model._default_manager.order_by(*_stable_order(model))
        objects.extend(
            json.loads(
                serializers.serialize(
                    "json", queryset, use_natural_foreign_keys=True, use_natural_primary_keys=True
                )
            )
        )
    for obj in objects:
        for name in _VOLATILE_FIELDS:
            if name in obj["fields"]:
                obj["fields"][name] = SEED_TIME.isoformat().replace("+00:00", "Z")
    return json.dumps(objects, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def _stable_order(model) -> list[str]:
    names = {f.name for f in model._meta.fields}
    if "uid" in names:
        return ["uid"]
    if model._meta.ordering:
        return [*model._meta.ordering, "pk"]
    return ["pk"]
