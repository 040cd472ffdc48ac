"""The question builder on the checker page: pickers from the profile, a plain GET form, cited answers."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qsl

import pytest

from rulings.scenarios.engine import builder
from rulings.scenarios.engine.profiles import get_profile

pytestmark = pytest.mark.django_db

# dbe rules, on a card that flips: the seed's words for what a permanent evo-bonus does.
EVO_REMAINS = "the evo-bonus will remain active"


def page(client, **params) -> str:
    response = client.get("/scenarios/", params)
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def options(text: str, name: str) -> list[str]:
    select = re.search(rf'<select id="b-{name}" name="b_{name}"[^>]*>(.*?)</select>', text, flags=re.S)
    assert select, f"no {name} picker"
    return [v for v in re.findall(r'<option value="([^"]*)"', select.group(1)) if v]


def selected(text: str, name: str) -> str | None:
    select = re.search(rf'<select id="b-{name}" name="b_{name}"[^>]*>(.*?)</select>', text, flags=re.S)
    hit = re.search(r'<option value="([^"]*)" selected>', select.group(1)) if select else None
    return hit and hit.group(1)


def test_the_event_picker_offers_the_events_the_profile_decides_fields_for(client, seeded):
    text = page(client, game="mtg")
    actions = get_profile("mtg").actions
    offered = options(text, "event")
    assert offered and all("fields" in actions[e] or "by_kind" in actions[e] for e in offered)
    assert {"transform", "move"} <= set(offered)
    assert "b-about" not in text  # no event picked yet: nothing to ask about


def test_the_card_picker_offers_the_games_sample_cards_and_its_knowledge_base_cards(client, seeded):
    offered = options(page(client, game="space"), "card")
    assert offered == [f"sample:{key}" for key in get_profile("space").data["ask"]["samples"]]
    assert "XB-006" in options(page(client, game="dbe"), "card")  # and the knowledge base's cards


def test_picking_an_event_refreshes_what_about_from_the_profiles_field_decisions(client, seeded):
    text = page(client, game="space", b_event="flip", b_step="refresh")
    flip = get_profile("space").actions["flip"]
    decided = {**flip["fields"], **{k: v for by in flip["by_kind"].values() for k, v in by.items()}}
    about = options(text, "about")
    # Counter decisions are split by kind in the profile, and the picker splits them the same way.
    assert "state.counters.liberation" in about
    assert any("liberation" in by.get("state.counters", {}) for by in flip["by_kind"].values())
    assert {".".join(p.split(".")[:2]) for p in about if p.startswith("state.")} <= set(decided)
    assert "b-from" not in text  # zones only for a move


def test_a_move_offers_both_zones_from_the_profile(client, seeded):
    text = page(client, game="dcg", b_event="move")
    zones = list(get_profile("dcg").zones)
    assert options(text, "from") == zones and options(text, "to") == zones


def test_a_built_question_answers_with_the_seeds_citation(client, seeded):
    text = page(
        client,
        game="dbe",
        b_card="sample:default",
        b_event="flip",
        b_about="state.evo_bonuses.permanent",
        b_answer="1",
    )
    answer = text.split('class="scn-builder-answer"', 1)[1]
    assert "What happens to Evo bonuses: permanent after a flip" in answer
    assert "It stays." in answer
    assert EVO_REMAINS in answer  # the seed's words, quoted under the answer
    link = re.search(r'href="(/rules/dbe/[^"]+)"', answer).group(1)
    assert EVO_REMAINS in html.unescape(client.get(link).content.decode())


def test_an_assumed_decision_is_marked_with_its_reason(client, seeded):
    text = page(
        client,
        game="dcg",
        b_card="sample:default",
        b_event="move",
        b_from="breeding_area",
        b_to="battle_area",
        b_about="state.evo_bonuses",
        b_answer="1",
    )
    reason = get_profile("dcg").actions["move"]["same_area"]["assumption"]
    answer = text.split('class="scn-builder-answer"', 1)[1]
    assert f"assumed: {reason}" in re.sub(r"<[^>]+>", "", answer)


def test_the_question_box_fills_the_builder_with_how_it_read_the_question(client, seeded):
    text = page(client, game="dbe", q="Does a permanent evo-bonus stay active when the card flips?")
    assert "I read your question as" in text
    assert selected(text, "event") == "flip"
    assert selected(text, "about") == "state.evo_bonuses.permanent"
    assert EVO_REMAINS in text.split('class="scn-builder-answer"', 1)[1]


def test_a_question_it_cannot_read_leaves_the_pickers_to_the_judge(client, seeded):
    text = page(client, game="dbe", q="What is the weather like?")
    assert "I could not read your question" in text
    assert selected(text, "event") is None and 'class="scn-builder-answer"' not in text


def test_a_picked_value_the_profile_does_not_offer_is_ignored(client, seeded):
    text = page(client, game="dbe", b_event="teleport", b_about="state.hp", b_answer="1")
    assert selected(text, "event") is None and 'class="scn-builder-answer"' not in text


def test_the_builder_is_a_plain_get_form_without_inline_script(client, seeded):
    text = page(client, game="dbe")
    form = text.split('class="scn-builder-form"', 1)[0].rsplit("<form", 1)[1]
    assert 'method="get"' in form
    assert "<script>" not in text and "style=" not in text


@pytest.mark.parametrize("game", ["dbe", "space", "dcg", "mtg", "ddm"])
def test_every_picked_question_of_a_game_runs(game):
    zones = list(get_profile(game).zones)
    for card, _ in builder.samples(game):
        for event in builder.events(game):
            pairs = [(o, d) for o in zones for d in zones] if event == "move" else [(None, None)]
            for about in builder.about(game, event):
                for origin, dest in pairs:
                    assert builder.run(game, card, event, about, origin, dest)["outcome"]


def test_the_ask_page_links_to_the_builder_set_to_its_reading(client, seeded):
    q = "Does HP stay the same when the card flips?"
    response = client.get("/scenarios/ask/", {"q": q, "game": "dbe"})
    link = re.search(r'href="(/scenarios/\?[^"]+)">Not what you asked', response.content.decode()).group(1)
    text = page(client, **dict(parse_qsl(html.unescape(link).split("?", 1)[1])))
    assert selected(text, "event") == "flip" and selected(text, "about") == "state.hp"
    assert 'class="scn-builder-answer"' in text
