"""Every citation in every profile names a section the seed's importer produces, and quotes it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.scenarios.engine.profiles import GAMES, get_profile

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"
# game → the importer style of its seed
STYLES = {
    "dbe": "prose",
    "space": "bullets",
    "dcg": "hyphenated",
    "mtg": "magic-wiki",
    "ddm": "dotted",
}


# Profile keys whose values are lists of citation names (besides any key holding "cite").
CITE_LISTS = {
    "face_down",
    "storyline_on_fall",
    "melded_leaves",
    "enter_stack",
    "face_down_exile",
    "from_stack",
    "otherwise",
    "face_down_on_entry",
}


MAIN_DOCUMENT = {"mtg": "double-faced-cards"}


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _bodies(game: str) -> dict[tuple[str, str], str]:
    """(document, key) → body for the seed of ``game`` and every document it holds."""
    style = STYLES[game]
    from rulings.importers import parse

    _, doc = parse((SOURCES / f"{game}.txt").read_text(encoding="utf-8"), style=style)
    profile = get_profile(game)
    # The seed's main document: for mtg the double-faced-cards page (fixtures/seeds.json), whose companion
    # is the Comprehensive Rules the profile cites by default.
    main = MAIN_DOCUMENT.get(game, profile.document)
    docs = {main: doc, **doc.companions}
    return {(slug, s.key): _fold(s.body) for slug, d in docs.items() for s in d.sections}


@pytest.mark.parametrize("game", GAMES)
def test_every_citation_quotes_the_section_it_names(game):
    bodies = _bodies(game)
    profile = get_profile(game)
    problems = []
    for name, cite in profile.citations().items():
        body = bodies.get((cite["document"], cite["key"]))
        if body is None:
            problems.append(f"{name}: no section {cite['document']} {cite['key']}")
        elif _fold(cite["quote"]) not in body:
            problems.append(f"{name}: {cite['key']} does not hold {cite['quote']!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_every_citation_a_profile_decision_names_exists(game):
    profile = get_profile(game)
    names = set(profile.citations())

    def walk(value):
        if isinstance(value, dict):
            for key, inner in value.items():
                if "cite" in key or key in CITE_LISTS:
                    yield from (inner if isinstance(inner, list) else [])
                    if isinstance(inner, dict):
                        for v in inner.values():
                            yield from v
                else:
                    yield from walk(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from walk(inner)

    used = set(walk(profile.actions)) | set(walk(profile.zones)) | set(profile.data.get("hidden_zone", []))
    used |= set(profile.data.get("public_zone", [])) | set(profile.data.get("front_only", []))
    assert used - names == set()
