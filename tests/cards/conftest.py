import datetime as dt
from pathlib import Path

import pytest

from rulings.models import Document, DocumentVersion, Game, Section

CORPORA = Path(__file__).resolve().parents[3] / "shared" / "corpora"
SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"


def corpus(name: str) -> Path:
    path = CORPORA / name
    if not path.exists():
        pytest.skip(f"{path} is absent: the shared corpora are not checked out next to the project")
    return path


@pytest.fixture
def emn_path():
    return corpus("mtgjson_v5_EMN.json")


@pytest.fixture
def st1_path():
    return corpus("TakaOtaku_cardlists_eng_ST1.json")


@pytest.fixture
def seed_text():
    """A seed rules text, by game slug."""

    def read(slug: str) -> str:
        return (SOURCES / f"{slug}.txt").read_text(encoding="utf-8")

    return read


@pytest.fixture
def make_section(db):
    """A current section of a game's rules, written directly (no rules importer needed)."""

    def make(game_slug: str, key: str, body: str, *, title: str = "", document: str = "rules") -> Section:
        game, _ = Game.objects.get_or_create(slug=game_slug, defaults={"name": game_slug})
        doc, _ = Document.objects.get_or_create(
            game=game, slug=document, defaults={"title": f"{game_slug} rules"}
        )
        version, _ = DocumentVersion.objects.get_or_create(
            document=doc,
            label="2024-06-07",
            defaults={"effective_date": dt.date(2024, 6, 7), "source_hash": "x"},
        )
        order = version.sections.count()
        return Section.objects.create(
            version=version, key=key, number=key, title=title, body=body, order=order
        )

    return make


def paragraph(text: str, starts_with: str) -> str:
    """The line of a seed text that starts with these words (an example or a rule)."""
    for line in text.splitlines():
        if line.strip().startswith(starts_with):
            return line.strip()
    raise AssertionError(f"no line starts with {starts_with!r}")


@pytest.fixture(autouse=True)
def _cards_urls(settings):
    # The root URLconf with cards.urls included, until config.urls includes it.
    settings.ROOT_URLCONF = "tests.cards.urls"
