"""check_citations: profile citations a rules update may have broken are reported for editors."""

from __future__ import annotations

import datetime as dt
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from rulings.scenarios.citations import citation_problems, report_citations_after_import
from rulings.services.imports import import_text
from tests.conftest import source_text
from tests.scenario_web.conftest import post_check

pytestmark = pytest.mark.django_db

NOT_CARRIED = "and it will not carry over any of the original card's statuses, states, etc."


def dcg_with(old: str, new: str) -> str:
    text = source_text("dcg.txt")
    assert old in text
    return text.replace(old, new)


def import_dcg(text: str):
    # A new version dated today: the knowledge base's current one from now on.
    return import_text("dcg", "comprehensive-rules", text, source_name="dcg-next.txt", now=timezone.now())


def run(*args) -> str:
    out = StringIO()
    call_command("check_citations", *args, stdout=out)
    return out.getvalue()


def test_every_citation_of_the_seeds_holds(seeded):
    out = run("--strict")
    assert "0 to review" in out
    checked, problems = citation_problems()
    assert checked > 50 and problems == []


def test_the_seed_change_log_of_the_first_dcg_version_is_not_flagged(seeded):
    # The seed's own log says 3-1-3-1-2 and 3-4-3 were "Updated" against editions the knowledge
    # base never held; the profile was written from this very text.
    assert citation_problems("dcg")[1] == []


def test_a_new_dcg_version_that_rewords_3_1_3_1_2_flags_its_citation(seeded):
    import_dcg(dcg_with(NOT_CARRIED, "and it keeps only its memory."))
    with pytest.raises(CommandError, match="to review"):
        run("--strict")
    lines = run().splitlines()
    flagged = [line for line in lines if " 3-1-3-1-2 " in line]
    assert any("[changed]" in line for line in flagged)
    assert any("[quote]" in line and "no longer says" in line for line in flagged)
    # The new text restates the same change log: what it says of 3-1-3-1-3 and 3-4-3 is old news.
    assert not [line for line in lines if " 3-1-3-1-3 " in line or " 3-4-3 " in line]


def test_a_change_that_keeps_the_quoted_words_is_still_flagged_as_changed(seeded):
    import_dcg(dcg_with(NOT_CARRIED, NOT_CARRIED + " Effects that say otherwise still apply."))
    _, problems = citation_problems("dcg")
    assert {(p.key, p.problem) for p in problems} == {("3-1-3-1-2", "changed")}
    assert problems[0].name == "not-carried"


def test_without_strict_the_command_reports_and_succeeds(seeded):
    import_dcg(dcg_with(NOT_CARRIED, "and it keeps only its memory."))
    out = run()
    assert "3-1-3-1-2" in out
    assert "to review" in out


def test_the_import_report_lists_the_citations_to_review(seeded):
    # 43: the dcg profile's citations (20, and 3-1-3-9-1/-2 for a Digi-Egg card put in a private area),
    # the twelve rules its one-sentence entries quote (profiles/dcg_rules.py): 3-1-3-2, 3-1-3-3,
    # 3-2-3, 3-2-4, 3-3-3, 3-3-4, 3-4-5-2, 3-4-6-2, 3-5-2, 3-6-2, 3-7-3 and 3-7-5, and the nine of
    # profiles/dcg_rules_more.py: which way up cards sit in five areas (3-2-2, 3-3-2, 3-4-2, 3-6-3 and
    # 3-7-2, each quoted with its second sentence), 3-1-3-1-3, 3-1-3-4, 3-1-3-6 and 3-1-3-9-2 again
    assert report_citations_after_import("dcg") == ["scenario citations: 43 checked, all hold"]
    import_dcg(dcg_with(NOT_CARRIED, "and it keeps only its memory."))
    lines = report_citations_after_import("dcg")
    assert lines[0].startswith("scenario citations: 2 of 43 to review")
    assert all("3-1-3-1-2" in line for line in lines[1:])


def test_a_game_without_a_scenario_profile_reports_nothing_after_import(seeded):
    assert report_citations_after_import("chess") == []


def test_a_missing_document_flags_its_citations_as_missing(seeded):
    from rulings.models import Document

    Document.objects.filter(game__slug="ddm").delete()
    _, problems = citation_problems("ddm")
    assert problems and {p.problem for p in problems} == {"missing"}


def test_a_check_as_of_a_date_before_the_new_version_links_the_version_then_in_force(client, seeded):
    version = import_dcg(dcg_with(NOT_CARRIED, "and it keeps only its memory.")).version
    payload = {
        "game": "dcg",
        "card": {"faces": [{"side": "front", "card_type": "Digimon"}], "zone": "battle_area"},
        "actions": [{"do": "move", "to": "hand"}],
    }
    before = timezone.localdate() - dt.timedelta(days=30)
    old = post_check(client, payload | {"as_of": before.isoformat()}).json()
    cite = next(c for c in old["citations"] if c["key"] == "3-1-3-1-2")
    assert cite["version"] == "2026-01-01"
    assert cite["url"] == "/rules/dcg/3-1-3-1-2/?version=2026-01-01"
    assert NOT_CARRIED in client.get(cite["url"]).content.decode().replace("&#x27;", "'")

    now = post_check(client, payload).json()
    cite = next(c for c in now["citations"] if c["key"] == "3-1-3-1-2")
    assert cite["version"] == version
    assert cite["url"] == "/rules/dcg/3-1-3-1-2/"
