"""POST /api/v1/scenarios/check/: the DESIGN.md contract, with expectations from the seed texts."""

from __future__ import annotations

import pytest

from tests.scenario_web.conftest import EVO_BONUS, antiramon, post_check

pytestmark = pytest.mark.django_db

EVO_REMAINS = "the evo-bonus will remain active because the card did not change from the active spot"


def cited(answer: dict, entry: dict) -> list[dict]:
    by_id = {c["id"]: c for c in answer["citations"]}
    return [by_id[i] for i in entry["citations"]]


def kept(step: dict, path: str) -> dict:
    return next(k for k in step["kept"] if k["path"] == path)


def change(step: dict, path: str) -> dict:
    return next(c for c in step["changes"] if c["path"] == path)


def test_an_answer_has_the_fields_the_design_names(client, seeded):
    answer = post_check(client, antiramon({"do": "flip", "to": "moon"}, evo_bonuses=[EVO_BONUS])).json()
    assert {"game", "final", "steps", "citations", "explanation"} <= set(answer)
    assert answer["game"] == "dbe"
    assert {"face", "zone", "state", "printed"} <= set(answer["final"])
    step = answer["steps"][0]
    assert {"action", "performed", "reason", "changes", "kept"} <= set(step)
    assert step["action"] == {"do": "flip", "to": "moon"}
    for c in answer["citations"]:
        assert {"id", "game", "document", "key", "url", "quote", "version"} <= set(c)


def test_a_flip_keeps_the_permanent_evo_bonus_citing_the_section_that_says_it_remains(client, seeded):
    answer = post_check(
        client, antiramon({"do": "flip", "to": "moon"}, hp=40, evo_bonuses=[EVO_BONUS])
    ).json()
    step = answer["steps"][0]
    assert step["performed"] is True
    assert change(step, "face")["before"] == "star" and change(step, "face")["after"] == "moon"
    assert answer["final"]["state"]["evo_bonuses"] == [EVO_BONUS]
    cites = cited(answer, kept(step, "state.evo_bonuses[Deva's Blessing]"))
    remains = next(c for c in cites if EVO_REMAINS in c["quote"])
    assert remains["document"] == "flip-cards"
    assert remains["url"] == f"/rules/dbe/{remains['key']}/"
    assert remains["version"] == "2026-01-01"
    # The link leads to the rule's page, and that page holds the sentence.
    page = client.get(remains["url"])
    assert page.status_code == 200
    assert EVO_REMAINS in page.content.decode()


def test_a_flip_keeps_the_hp_citing_do_not_change_the_hp(client, seeded):
    answer = post_check(client, antiramon({"do": "flip", "to": "moon"}, hp=40)).json()
    assert answer["final"]["state"]["hp"] == 40
    quotes = [c["quote"] for c in cited(answer, kept(answer["steps"][0], "state.hp"))]
    assert any("do not change the HP" in q for q in quotes)


def test_the_card_number_brings_the_faces_printed_in_the_knowledge_base(client, seeded):
    answer = post_check(client, antiramon({"do": "flip", "to": "moon"})).json()
    final = answer["final"]
    assert final["number"] == "XB-006"
    assert final["name"] == "Antiramon"
    assert [f["side"] for f in final["faces"]] == ["star", "moon"]
    # The seed card data: Antiramon's Moon side is of type Nightmare.
    assert final["printed"]["types"] == ["Nightmare"]
    printed = change(answer["steps"][0], "printed")
    assert printed["before"]["types"] == ["Wind", "Nature"]


def test_inline_faces_win_over_the_card_number(client, seeded):
    payload = antiramon({"do": "flip", "to": "moon"})
    payload["card"]["faces"] = [
        {"side": "star", "name": "Mine", "card_type": "Digimon"},
        {"side": "moon", "name": "Mine", "card_type": "Digimon", "printed": {"types": ["Dragon"]}},
    ]
    answer = post_check(client, payload).json()
    assert answer["final"]["printed"] == {"types": ["Dragon"]}
    assert {f["name"] for f in answer["final"]["faces"]} == {"Mine"}


def test_a_transformed_magic_card_keeps_its_front_mana_value_citing_712_8e(client, seeded):
    payload = {
        "game": "mtg",
        "card": {"number": "EMN-191", "face": "front", "zone": "battlefield"},
        "actions": [{"do": "transform"}],
    }
    answer = post_check(client, payload).json()
    assert answer["final"]["face"] == "back"
    assert answer["final"]["printed"]["mana_value"] == 5  # {3}{R}{G} on the front
    mv = change(answer["steps"][0], "printed.mana_value")
    cite = cited(answer, mv)[0]
    assert cite["key"] == "712.8e"
    assert "mana cost of its front face" in cite["quote"]
    assert cite["url"] == "/rules/mtg/712.8e/"
    assert cite["version"] == "2024-06-07"


def test_a_space_character_flip_resets_character_points_and_removes_liberation_counters(client, seeded):
    payload = {
        "game": "space",
        "card": {
            "faces": [
                {"side": "prime", "name": "Cadet", "card_type": "Character", "printed": {"starting_cp": 2}},
                {
                    "side": "reverse",
                    "name": "Captain",
                    "card_type": "Character",
                    "printed": {"starting_cp": 3},
                },
            ],
            "face": "prime",
            "zone": "in_play",
            "state": {"counters": {"character_points": 1, "liberation": 1, "damage": 2}},
        },
        "actions": [{"do": "flip"}],
    }
    answer = post_check(client, payload).json()
    assert answer["final"]["state"]["counters"] == {"character_points": 3, "damage": 2}
    step = answer["steps"][0]
    cp = cited(answer, change(step, "state.counters.character_points"))
    assert any("Any Character Points on the Character are removed at flip" in c["quote"] for c in cp)
    liberation = cited(answer, change(step, "state.counters.liberation"))
    assert any("except Liberation counters" in c["quote"] for c in liberation)
    assert all(c["url"] == f"/rules/space/{c['key']}/" for c in answer["citations"])


def test_a_dcg_card_moved_to_the_hand_loses_its_effects_as_a_new_card(client, seeded):
    payload = {
        "game": "dcg",
        "card": {
            "faces": [{"side": "front", "name": "Agumon", "card_type": "Digimon"}],
            "zone": "battle_area",
            "state": {"effects": [{"name": "+1000 DP", "kind": "power_boost"}]},
        },
        "actions": [{"do": "move", "to": "hand"}],
    }
    answer = post_check(client, payload).json()
    assert answer["final"]["state"]["effects"] == []
    keys = {c["key"] for c in cited(answer, change(answer["steps"][0], "state.effects[+1000 DP]"))}
    assert "3-1-3-1-2" in keys


def test_every_citation_of_every_seed_game_resolves_to_a_section(client, seeded):
    from rulings.scenarios.engine import GAMES
    from rulings.scenarios.engine.profiles import get_profile
    from rulings.scenarios.service import resolve_citations

    for game in GAMES:
        cites = [{"id": name, **c} for name, c in get_profile(game).citations().items()]
        missing = [c["key"] for c in resolve_citations(cites) if c["url"] is None]
        assert missing == [], game


# --- 400s: the field, the message, and the values it allows -------------------------------


@pytest.mark.parametrize(
    ("payload", "field", "allowed"),
    [
        (
            {"game": "pokemon", "card": {"zone": "active"}, "actions": []},
            "game",
            ["dbe", "space", "dcg", "mtg", "ddm"],
        ),
        (
            antiramon() | {"card": {"number": "XB-006", "zone": "moon"}},
            "card.zone",
            ["active", "destiny_zone"],
        ),
        (antiramon({"do": "fly"}), "actions[0].do", ["flip", "move"]),
        (antiramon({"do": "flip", "to": "sun"}), "actions[0].to", ["star", "moon"]),
        (
            antiramon() | {"card": {"number": "XB-006", "zone": "active", "face": "sun"}},
            "card.face",
            ["star"],
        ),
        (
            {"game": "dbe", "card": {"faces": [{"side": "up"}], "zone": "active"}, "actions": []},
            "card.faces[0].side",
            ["star", "moon"],
        ),
    ],
)
def test_an_unknown_value_answers_400_naming_the_field_and_what_it_allows(
    client, seeded, payload, field, allowed
):
    response = post_check(client, payload)
    assert response.status_code == 400
    body = response.json()
    assert body["field"] == field
    assert body["message"]
    assert set(allowed) <= set(body["allowed"])


def test_an_unknown_card_number_answers_400_naming_card_number(client, seeded):
    response = post_check(client, antiramon() | {"card": {"number": "XB-999", "zone": "active"}})
    assert response.status_code == 400
    assert response.json()["field"] == "card.number"
    assert "XB-999" in response.json()["message"]


def test_a_card_number_of_another_game_is_unknown_in_this_one(client, seeded):
    payload = {"game": "dbe", "card": {"number": "EMN-191", "zone": "active"}, "actions": []}
    assert post_check(client, payload).json()["field"] == "card.number"


def test_an_unknown_game_is_named_before_the_card(client, seeded):
    payload = {"game": "nope", "card": {"number": "XB-006", "zone": "active"}, "actions": []}
    assert post_check(client, payload).json()["field"] == "game"


@pytest.mark.parametrize("body", ["{", "", "[1, 2", '{"game": NaN}', '{"hp": 1e999}', "\x00", b"\xff\xfe"])
def test_a_body_that_is_not_json_answers_400_naming_the_payload(client, seeded, body):
    response = post_check(client, body)
    assert response.status_code == 400
    assert response.json()["field"] == "payload"


def test_a_body_that_is_not_an_object_answers_400(client, seeded):
    response = post_check(client, "[]")
    assert response.status_code == 400
    assert response.json()["field"] == "payload"


def test_a_form_body_answers_415_asking_for_json(client, seeded):
    response = client.post("/api/v1/scenarios/check/", {"game": "dbe"})
    assert response.status_code == 415
    assert response.json()["allowed"] == ["application/json"]


def test_an_as_of_that_is_not_a_date_answers_400(client, seeded):
    response = post_check(client, antiramon() | {"as_of": "yesterday"})
    assert response.status_code == 400
    assert response.json()["field"] == "as_of"


def test_the_check_and_ask_endpoints_are_in_the_openapi_schema(client, seeded):
    schema = client.get("/api/v1/schema/?format=json").json()
    check = schema["paths"]["/api/v1/scenarios/check/"]["post"]
    assert {"200", "400"} <= set(check["responses"])
    assert "requestBody" in check
    ask = schema["paths"]["/api/v1/ask/"]["get"]
    assert {p["name"] for p in ask["parameters"]} >= {"q", "game"}


def test_json_nested_too_deeply_answers_400_not_500(client, seeded):
    assert post_check(client, "[" * 100_000 + "]" * 100_000).status_code == 400
    bonus = '{"name": "x", "n": [' * 400 + "]}" * 400
    body = (
        '{"game": "dbe", "card": {"number": "XB-006", "zone": "active", "state": {"evo_bonuses": ['
        + bonus
        + ']}}, "actions": [{"do": "flip"}]}'
    )
    response = post_check(client, body)
    assert response.status_code == 400
    assert response.json()["field"] == "payload"
