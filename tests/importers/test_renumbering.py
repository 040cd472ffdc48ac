"""Rules that move between versions are reported as renumbered, not as removed and added."""

from __future__ import annotations

from collections import Counter

import pytest

from rulings.importers import parse
from rulings.importers.diff import diff_versions
from rulings.importers.reading import read_document
from rulings.services.changes import comparable_texts
from tests.conftest import corpus


def test_exact_text_under_a_new_key_is_renumbered():
    old = {"1": "Setup", "2": "Zones", "2.1": "The deck is a zone."}
    new = {"1": "Setup", "3": "Zones", "3.1": "The deck is a zone."}
    diffs = {(d.kind, d.key, d.old_key) for d in diff_versions(old, new)}
    assert diffs == {("renumbered", "3", "2"), ("renumbered", "3.1", "2.1")}


def test_near_identical_text_with_its_references_renumbered_is_renumbered():
    text = "A card in the discard pile is public (see {}, “General”). Players may look at it"
    old = {"8.2.1": text.format("8.1") + "."}
    new = {"7.2.1": text.format("7.1") + " any time."}
    [diff] = diff_versions(old, new)
    assert (diff.kind, diff.key, diff.old_key) == ("renumbered", "7.2.1", "8.2.1")


def test_a_key_whose_text_was_replaced_by_a_moved_rule_is_not_a_change():
    # Chapter 8 was Zones and is Keywords; Zones moved to 7.
    deck, bodyguard = "Each player has a deck.", "Bodyguard lets a character…"
    old = {"8": "ZONES", "8.1": deck, "10": "KEYWORDS", "10.1": bodyguard}
    new = {"7": "ZONES", "7.1": deck, "8": "KEYWORDS", "8.1": bodyguard}
    diffs = {(d.kind, d.key, d.old_key) for d in diff_versions(old, new)}
    assert diffs == {
        ("renumbered", "7", "8"),
        ("renumbered", "7.1", "8.1"),
        ("renumbered", "8", "10"),
        ("renumbered", "8.1", "10.1"),
    }


def test_different_texts_are_not_paired():
    old = {"1.1": "Players draw seven cards."}
    new = {"1.2": "Each player shuffles their deck."}
    assert {d.kind for d in diff_versions(old, new)} == {"added", "removed"}


def _texts(name):
    path = corpus(name)
    _, doc = parse(read_document(path.read_bytes(), path.name))
    return comparable_texts((s.key, s.title, s.body, s.kind, s.parent_key) for s in doc.sections)


@pytest.mark.corpora
def test_lorcana_2025_to_2026_chapter_moves_are_renumbering():
    # By hand in the files:
    #   lorcana-cr-en-2025-05-27.txt line 970 "8. ZONES", line 1091 "10. KEYWORDS";
    #   lorcana-cr-en-2026-02-05.txt line 1488 " 7. ZONES", line 1635 " 8. KEYWORDS".
    # 2025 "10.2. Bodyguard" / "10.2.1. The Bodyguard keyword represents two abilities." is
    # 2026 "8.3. Bodyguard" / "8.3.1." with the same words.
    old = _texts("lorcana/lorcana-cr-en-2025-05-27.txt")
    new = _texts("lorcana/lorcana-cr-en-2026-02-05.txt")
    diffs = diff_versions(old, new)
    moved = {d.key: d.old_key for d in diffs if d.kind == "renumbered"}
    assert moved["7"] == "8"  # Zones
    assert moved["8"] == "10"  # Keywords
    assert moved["8.3"] == "10.2" and moved["8.3.1"] == "10.2.1"  # Bodyguard
    assert moved["7.2"] == "8.2"  # Deck
    by_chapter = Counter((o.split(".")[0], k.split(".")[0]) for k, o in moved.items())
    assert by_chapter[("8", "7")] >= 15
    assert by_chapter[("10", "8")] >= 30
    # The keys that moved are neither removed nor added nor "changed" in place.
    plain = {(d.kind, d.key) for d in diffs if d.kind != "renumbered"}
    assert ("changed", "8") not in plain and ("removed", "10") not in plain and ("added", "7") not in plain
