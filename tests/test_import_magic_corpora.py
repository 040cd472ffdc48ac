"""The two full Magic Comprehensive Rules files, imported one after the other."""

import re

import pytest

from rulings.importers.base import decode
from rulings.models import Change, DocumentVersion, Link, Section
from rulings.services.imports import import_text
from tests.conftest import corpus

pytestmark = [pytest.mark.django_db, pytest.mark.corpora]

RULE_KEY = re.compile(r"^\d{3}\.\d+[a-z]?$")


def _import(name):
    return import_text("mtg", "comprehensive-rules", decode(corpus(name).read_bytes()), source_name=name)


@pytest.fixture
def both_versions(db):
    old = _import("MagicCompRules_20231117.txt")
    new = _import("MagicCompRules_20250207.txt")
    return old, new


def test_the_2025_rules_import_after_the_2023_rules_with_their_changes(both_versions):
    old, new = both_versions
    assert (old.version, new.version) == ("2023-11-17", "2025-02-07")
    v2025 = DocumentVersion.objects.get(label="2025-02-07")
    assert v2025.previous().label == "2023-11-17"
    rule_changes = [c for c in Change.objects.filter(version=v2025) if RULE_KEY.match(c.key)]
    by_kind: dict[str, set] = {}
    for c in rule_changes:
        by_kind.setdefault(c.kind, set()).add(c.key)
    moved = {c.old_key: c.key for c in rule_changes if c.kind == "renumbered"}
    # Every rule number only one edition has is accounted for: added or the end of a move in
    # 2025, removed or the start of a move in 2023 (MANIFEST.md: about 200 added, 75 removed).
    old_keys = set(Section.objects.filter(version=v2025.previous()).values_list("key", flat=True))
    new_keys = set(Section.objects.filter(version=v2025).values_list("key", flat=True))
    only_new = {k for k in new_keys - old_keys if RULE_KEY.match(k)}
    only_old = {k for k in old_keys - new_keys if RULE_KEY.match(k)}
    assert 170 <= len(only_new) <= 230 and 60 <= len(only_old) <= 90
    assert only_new <= by_kind.get("added", set()) | set(moved.values())
    assert only_old <= by_kind.get("removed", set()) | set(moved)
    # The 2025 rules inserted "723. The Initiative": "723. Restarting the Game" became 724, its
    # rules word for word ("723.7. If a multiplayer game using the limited range of influence
    # option (see rule 801) is restarted…" is 724.7 in 2025): a move, not an add and a remove.
    assert moved.get("723.7") == "724.7"


def test_a_rule_keeps_its_text_per_version(both_versions):
    old = Section.objects.get(version__label="2023-11-17", key="712.8e")
    new = Section.objects.get(version__label="2025-02-07", key="712.8e")
    assert new.body.startswith("While a transforming double-faced permanent has its back face up")
    assert old.version.effective_date.isoformat() == "2023-11-17"
    found = Section.objects.find("mtg", "712.8e", version="2023-11-17")
    assert found == old


def test_at_least_98_percent_of_rule_references_resolve(both_versions):
    for label in ("2023-11-17", "2025-02-07"):
        links = Link.objects.filter(source_section__version__label=label)
        total = links.count()
        resolved = links.filter(target_section__isnull=False).count()
        assert total > 1500, label
        assert resolved / total >= 0.98, (label, resolved, total)


def test_a_see_rule_reference_links_to_the_rule_in_the_same_version(both_versions):
    # 712.7 ends "See rule 100.6." in both files.
    link = Link.objects.get(
        source_section__version__label="2025-02-07", source_section__key="712.7", target_key="100.6"
    )
    assert link.target_section.version.label == "2025-02-07"
    section = Section.objects.get(version__label="2025-02-07", key="712.7")
    assert 'href="/rules/mtg/100.6/"' in section.html
