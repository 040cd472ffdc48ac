"""Search fixtures: a temporary index folder per test, and a small hand-made knowledge base."""

import datetime as dt

import pytest

import rulings.search.signals  # noqa: F401 - connects the change-log receivers
from rulings.models import FAQ, Document, DocumentVersion, Game, Section
from rulings.search import service


@pytest.fixture(autouse=True)
def index_dir(isolated_search_index, monkeypatch):
    # Every search checks the change log: tests write and search within milliseconds.
    monkeypatch.setattr(service, "POLL_SECONDS", 0)
    return isolated_search_index


def add_document(game, slug, sections, *, language="en", label="2024-06-07", date=dt.date(2024, 6, 7)):
    """A document with one version; sections are (key, number, title, body[, parent_key])."""
    document, _ = Document.objects.get_or_create(
        game=game, slug=slug, defaults={"title": slug, "language": language}
    )
    version = DocumentVersion.objects.create(
        document=document, label=label, effective_date=date, source_hash=label
    )
    made = {}
    for order, row in enumerate(sections):
        key, number, title, body, *parent = row
        made[key] = Section.objects.create(
            version=version,
            key=key,
            number=number,
            title=title,
            body=body,
            order=order,
            parent=made.get(parent[0]) if parent else None,
        )
    return version


@pytest.fixture
def kb(db):
    """Sections in every seed game's numbering style, an FAQ, and a Spanish document."""
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    dcg = Game.objects.create(slug="dcg", name="Digimon Card Game")
    space = Game.objects.create(slug="space", name="Space game")
    ddm = Game.objects.create(slug="ddm", name="Digimon Digital Monster", language="es")
    dbe = Game.objects.create(slug="dbe", name="Digimon Battle Evolution")
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("712", "712.", "Double-Faced Cards", ""),
            (
                "712.8a",
                "712.8a",
                "",
                "While a double-faced card is outside the game or in a zone other than the battlefield or "
                "stack, it has only the characteristics of its front face.",
                "712",
            ),
            (
                "712.8e",
                "712.8e",
                "",
                "While a transforming double-faced permanent has its back face up, it has only the "
                "characteristics of its back face. However, its mana value is calculated using the mana "
                "cost of its front face.",
                "712",
            ),
            (
                "712.16",
                "712.16.",
                "",
                "Melded permanents and other double-faced permanents can’t be turned face down.",
                "712",
            ),
        ],
    )
    add_document(
        dcg,
        "comprehensive-rules",
        [
            ("3-4-5", "3-4-5", "Breeding Area", ""),
            ("3-4-5-2", "3-4-5-2", "", "Only 1 card can be placed in the breeding area.", "3-4-5"),
            (
                "3-1-3-1-2",
                "3-1-3-1-2",
                "",
                "A new card is considered to be a different card from the card in the previous area, and it "
                "will not carry over any of the original card's statuses, states, etc.",
            ),
            (
                "3-5-2",
                "3-5-2",
                "",
                "Players can change the order of cards in their respective hand at any time.",
            ),
        ],
    )
    add_document(
        space,
        "rules",
        [
            ("13", "13.", "Card Flips", "When a card does flip, the following is true:"),
            ("13.characters", "", "For Characters", "", "13"),
            (
                "13.characters.1",
                "",
                "",
                "Any Character Points on the Character are removed at flip. The controller then places a "
                "number of Character Points on the Character equal to their starting CP total.",
                "13.characters",
            ),
        ],
    )
    add_document(
        ddm,
        "card-anatomy",
        [
            (
                "2.1.6",
                "2.1.6.",
                "Type",
                "Es el tipo del digimon. Los tipos se pueden referenciar o requerir en ciertas habilidades.",
            ),
            (
                "2.1.7",
                "2.1.7.",
                "Attribute",
                "Es el atributo del digimon. En el caso de un Digimon con atributo Variable, ganara "
                "cualquier atributo que tenga su oponente. Información adicional.",
            ),
        ],
        language="es",
    )
    add_document(
        dbe,
        "flip-cards",
        [
            (
                "intro.16.5",
                "",
                "",
                "If a flip card is the active Digimon and has a permanent evo-bonus active, then flip to "
                "another side, the evo-bonus will remain active because the card did not change from the "
                "active spot.",
            ),
            (
                "intro.16.8",
                "",
                "",
                "Flipping an active Digimon doesn’t count as changing which Digimon is active, doesn’t count "
                "as a KO, doesn’t change any chosen attacks.",
            ),
        ],
    )
    FAQ.objects.create(
        game=dbe,
        slug="flip-is-not-a-ko",
        question="Is flipping the active Digimon a KO?",
        answer="No. Flipping doesn’t count as a KO.",
        section_keys=["intro.16.8"],
    )
    return {"mtg": mtg, "dcg": dcg, "space": space, "ddm": ddm, "dbe": dbe}
