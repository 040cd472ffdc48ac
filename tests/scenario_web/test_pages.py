"""The scenario pages: checker form (plain POST with CSRF), before/after result, ask page, tables."""

from __future__ import annotations

import html
import json
import re

import pytest
from django.test import Client

from rulings.scenarios.engine import GAMES, persistence_table

pytestmark = pytest.mark.django_db

EVO_REMAINS = "the evo-bonus will remain active"


def text(response) -> str:
    return html.unescape(response.content.decode())


def rows(page: str, table_class: str) -> list[str]:
    body = page.split(f'class="{table_class}"', 1)[1].split("</table>", 1)[0]
    return re.findall(r"<tr[^>]*>(.*?)</tr>", body, flags=re.S)


def test_the_checker_first_asks_for_a_game(client, seeded):
    page = text(client.get("/scenarios/"))
    assert "<select" in page and 'name="game"' in page
    for game in GAMES:
        assert f'value="{game}"' in page
    assert 'method="post"' not in page


def test_the_checker_form_offers_the_games_zones_actions_and_cards(client, seeded):
    page = text(client.get("/scenarios/?game=dbe"))
    assert 'method="post"' in page and "csrfmiddlewaretoken" in page
    assert '<option value="XB-006">XB-006 Antiramon</option>' in page
    for zone in ("active", "destiny_zone", "hand"):
        assert f'<option value="{zone}"' in page
    assert '<option value="flip">flip</option>' in page
    assert "scenarios.css" in page and "scenarios.js" in page
    assert "<script>" not in page  # no inline script: a Content-Security-Policy comes later


def test_an_unknown_game_on_the_checker_says_so(client, seeded):
    assert "No scenario profile" in text(client.get("/scenarios/?game=chess"))


def checker_post(client, data: dict):
    form = client.get("/scenarios/?game=dbe")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.content.decode()).group(1)
    return client.post("/scenarios/?game=dbe", {"csrfmiddlewaretoken": token, "game": "dbe", **data})


FLIP = {
    "card": "XB-006",
    "face": "star",
    "zone": "active",
    "hp": "40",
    "evo_permanent": "Deva's Blessing",
    "do0": "flip",
    "to0": "moon",
}


def test_a_posted_scenario_shows_before_and_after_side_by_side_with_changes_marked(seeded):
    client = Client(enforce_csrf_checks=True)
    response = checker_post(client, FLIP)
    assert response.status_code == 200
    page = text(response)
    table = rows(page, "scn-compare")
    face = next(r for r in table if "Side up" in r)
    assert "changed" in face and "<del>star</del>" in face and "<ins>moon</ins>" in face
    bonus = next(r for r in table if "Evo-bonus: Deva's Blessing" in r)
    assert "kept" in bonus and "changed" not in bonus
    link = re.search(r'href="(/rules/dbe/[^"]+)"', bonus).group(1)
    assert EVO_REMAINS in text(client.get(link))
    hp = next(r for r in table if ">HP" in r)
    assert "kept" in hp and "do not change the HP" in hp  # the quote is the link's title
    assert EVO_REMAINS in page  # in the list of rules cited
    assert "POST /api/v1/scenarios/check/" in page


def test_the_checker_page_runs_the_engine_once_and_reads_before_from_its_result(seeded, monkeypatch):
    from rulings.scenarios import service

    calls = []
    real = service.check
    monkeypatch.setattr(service, "check", lambda *a, **k: calls.append(a) or real(*a, **k))
    page = text(checker_post(Client(enforce_csrf_checks=True), FLIP))
    assert len(calls) == 1
    face = next(r for r in rows(page, "scn-compare") if "Side up" in r)
    assert "<del>star</del>" in face  # "before" is the card as the engine read it


def test_a_post_without_the_csrf_token_is_refused(seeded):
    client = Client(enforce_csrf_checks=True)
    assert client.post("/scenarios/?game=dbe", {"game": "dbe", **FLIP}).status_code == 403


def test_faces_entered_by_hand_work_without_a_card(client, seeded):
    data = {
        "face1_side": "star",
        "face1_name": "Mine",
        "face1_type": "Digimon",
        "face2_side": "moon",
        "face2_name": "Mine",
        "face": "star",
        "zone": "active",
        "do0": "move",
        "to0": "hand",
    }
    response = checker_post(client, data)
    assert response.status_code == 200
    zone = next(r for r in rows(text(response), "scn-compare") if ">Zone" in r)
    assert "<ins>hand</ins>" in zone


def test_a_scenario_the_engine_refuses_shows_the_field_and_what_it_allows(client, seeded):
    response = checker_post(client, FLIP | {"to0": "sun"})
    assert response.status_code == 400
    page = text(response)
    assert "actions[0].to" in page and "<code>moon</code>" in page


def test_the_whole_scenario_may_be_given_as_json(client, seeded):
    raw = json.dumps(
        {
            "game": "dbe",
            "card": {"number": "XB-006", "face": "star", "zone": "active"},
            "actions": [{"do": "flip"}],
        }
    )
    response = checker_post(client, {"zone": "active", "raw": raw})
    assert response.status_code == 200
    assert "<ins>moon</ins>" in text(response)


def test_bad_state_text_is_a_form_error_not_a_crash(client, seeded):
    response = checker_post(client, FLIP | {"counters": "liberation = lots"})
    assert response.status_code == 400
    assert "write kind = number" in text(response)


def test_the_ask_page_shows_the_answer_its_summary_and_linked_citations(client, seeded):
    page = text(
        client.get("/scenarios/ask/", {"q": "does the evo-bonus persist after a flip", "game": "dbe"})
    )
    assert "scn-verdict-yes" in page
    assert "The evo-bonus stays when it flips" in page
    assert re.search(r'<a href="/rules/dbe/intro-to-flip-cards\.16\.5/">', page)
    assert EVO_REMAINS in page


def test_the_ask_page_lists_related_results_when_it_cannot_answer(client, search_ready):
    page = text(
        client.get("/scenarios/ask/", {"q": "how many copies of a flip card may a deck hold", "game": "dbe"})
    )
    assert "scn-verdict-unknown" in page
    assert "Related rules and FAQs" in page
    assert '<li class="result' in page


def test_the_ask_page_without_a_question_shows_only_the_box(client, seeded):
    page = text(client.get("/scenarios/ask/"))
    assert 'name="q"' in page and "scn-verdict" not in page


def test_the_ask_page_names_an_unknown_game(client, seeded):
    response = client.get("/scenarios/ask/", {"q": "does hp stay", "game": "chess"})
    assert response.status_code == 400
    assert "unknown game" in text(response)


def test_the_ask_page_on_a_game_without_a_model_says_so_and_lists_its_rules(client, seeded, roomy_budget):
    from rulings.services.imports import import_text

    import_text(
        "lorcana",
        "comprehensive-rules",
        "1. Concepts\n1.1. Ready and exerted\n1.1.1. A character that quests is exerted.\n",
        game_name="Disney Lorcana",
    )
    response = client.get("/scenarios/ask/", {"q": "can an exerted character quest", "game": "lorcana"})
    assert response.status_code == 200
    page = text(response)
    assert "scn-verdict-unknown" in page
    assert "no model of the Disney Lorcana rules" in page
    assert "A character that quests is exerted." in page


@pytest.mark.parametrize("game", GAMES)
def test_each_games_persistence_table_is_generated_from_its_profile(client, seeded, game):
    response = client.get(f"/scenarios/{game}/table/")
    assert response.status_code == 200
    page = text(response)
    data = persistence_table(game)
    for column in data["columns"]:
        assert f'<th scope="col">{column}</th>' in page
    body = rows(page, "scn-table")[1:]  # the first row is the head
    assert len(body) == len(data["rows"])
    for tr, row in zip(body, data["rows"], strict=True):
        assert f'<code class="meta">{row["field"]}</code>' in tr
        outcomes = re.findall(r'<span class="scn-outcome">([^<]+)</span>', tr)
        assert outcomes == [row["cells"][c]["outcome"] for c in data["columns"]]
    cited = [c for row in data["rows"] for cell in row["cells"].values() for c in cell["citations"]]
    for c in cited:
        assert f'href="/rules/{game}/{c["key"]}/"' in page


def test_the_space_table_shows_character_points_reset_and_liberation_removed(client, seeded):
    page = text(client.get("/scenarios/space/table/"))
    cp = next(r for r in rows(page, "scn-table") if "state.counters.character_points" in r)
    assert "reset" in cp
    liberation = next(r for r in rows(page, "scn-table") if "state.counters.liberation" in r)
    assert "removed" in liberation


def test_a_table_for_a_game_without_a_profile_is_not_found(client, seeded):
    assert client.get("/scenarios/chess/table/").status_code == 404


def test_a_table_as_of_a_bad_date_answers_400(client, seeded):
    assert client.get("/scenarios/space/table/", {"as_of": "soon"}).status_code == 400


def test_the_space_table_before_2026_follows_the_earlier_revision(client, seeded):
    page = text(client.get("/scenarios/space/table/", {"as_of": "2025-06-01"}))
    assert "Rules revision earlier" in page
