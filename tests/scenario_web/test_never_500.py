"""Nothing a caller sends makes the scenario endpoints answer 500 (Hypothesis)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.scenarios.engine import GAMES
from rulings.scenarios.engine.profiles import get_profile
from tests.scenario_web.conftest import post_check

pytestmark = pytest.mark.django_db

SETTINGS = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=25,
)

ZONES = sorted({z for g in GAMES for z in get_profile(g).zones})
SIDES = sorted({s for g in GAMES for s in get_profile(g).sides})
ACTIONS = sorted({a for g in GAMES for a in get_profile(g).actions})
STATE_KEYS = [
    "hp",
    "counters",
    "evo_bonuses",
    "effects",
    "used_activates",
    "attachments",
    "deployed",
    "statuses",
]


def near(values):
    """Mostly valid values, sometimes anything: the engine's deeper paths get exercised too."""
    return st.sampled_from(values) | json_values


faces = st.lists(
    st.fixed_dictionaries({"side": near(SIDES)}, optional={"name": json_values, "card_type": json_values}),
    max_size=3,
)
cards = st.fixed_dictionaries(
    {"zone": near(ZONES)},
    optional={
        "number": near(["XB-006", "XB-003", "EMN-191", "EMN-15a", "nope"]),
        "faces": faces | json_values,
        "face": near([*SIDES, None]),
        "kind": json_values,
        "state": st.dictionaries(st.sampled_from(STATE_KEYS), json_values, max_size=4) | json_values,
    },
)
actions = st.lists(
    st.fixed_dictionaries({"do": near(ACTIONS)}, optional={"to": near([*SIDES, *ZONES])}) | json_values,
    max_size=3,
)
payloads = st.fixed_dictionaries(
    {"game": near(list(GAMES)), "card": cards | json_values, "actions": actions | json_values},
    optional={"as_of": near(["2024-06-07", "2025-01-01", "2026-11-29"])},
)


@SETTINGS
@given(body=json_values)
def test_no_json_body_makes_the_check_answer_500(client, seeded, body):
    response = post_check(client, json.dumps(body))
    assert response.status_code in (200, 400), response.content[:300]
    if response.status_code == 400:
        assert "field" in response.json()


@SETTINGS
@given(payload=payloads)
def test_no_scenario_shaped_body_makes_the_check_answer_500(client, seeded, payload):
    response = post_check(client, json.dumps(payload))
    assert response.status_code in (200, 400), response.content[:300]
    body = response.json()
    assert "citations" in body if response.status_code == 200 else {"field", "message"} <= set(body)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=st.binary(max_size=60))
def test_no_bytes_make_the_check_answer_500(client, seeded, body):
    assert post_check(client, body).status_code in (200, 400)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=st.text(max_size=120), game=st.none() | near(list(GAMES)).filter(lambda g: isinstance(g, str)))
def test_no_question_makes_ask_answer_500(client, seeded, q, game):
    params = {"q": q} | ({"game": game} if game is not None else {})
    response = client.get("/api/v1/ask/", params)
    assert response.status_code in (200, 400), response.content[:300]


@pytest.mark.parametrize("game", ["\x00", "db\x00e", "no such game", "dbe "])
def test_a_game_no_slug_can_name_is_refused_not_looked_up(client, seeded, game):
    # PostgreSQL refuses a NUL in a text parameter: the game was looked up before it was checked
    response = client.get("/api/v1/ask/", {"q": "Does the evo-bonus stay after a flip?", "game": game})
    assert response.status_code in (200, 400), response.content[:300]
