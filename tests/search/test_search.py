"""Searching: exact rule numbers first, ranking, analysis, snippets that are safe HTML, facets, paging."""

import re

import pytest

from rulings import search
from rulings.models import FAQ, Section
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

RESULT_KEYS = {"kind", "game", "title", "key", "snippet", "url", "api_url", "score"}


def keys(data):
    return [(r["game"], r["key"]) for r in data["results"]]


def only_mark_tags(html):
    return all(tag in ("<mark>", "</mark>") for tag in re.findall(r"<[^>]*>", html))


def test_the_result_has_exactly_the_contract_shape(kb):
    data = search.search("breeding area")
    assert set(data) == {"query", "count", "results", "facets"}
    assert data["query"] == "breeding area"
    assert data["results"] and all(set(r) == RESULT_KEYS for r in data["results"])
    assert set(data["facets"]) == {"game", "kind"}


@pytest.mark.parametrize(
    "query, game, key",
    [
        ("712.8e", "mtg", "712.8e"),
        ("3-1-3-1-2", "dcg", "3-1-3-1-2"),
        ("2.1.6", "ddm", "2.1.6"),
        ("2.1.6.", "ddm", "2.1.6"),
        ("§13", "space", "13"),
        ("13.characters.1", "space", "13.characters.1"),
    ],
)
def test_a_rule_number_in_each_style_jumps_to_its_section(kb, query, game, key):
    target = search.exact_section(query)
    assert (target["game"], target["key"]) == (game, key)
    assert target["url"] == f"/rules/{game}/{key}/"
    assert keys(search.search(query))[0] == (game, key)


def test_a_rule_number_among_words_ranks_its_section_first(kb):
    assert keys(search.search("mana value 3-4-5-2"))[0] == ("dcg", "3-4-5-2")


def test_a_question_is_not_a_jump(kb):
    assert search.exact_section("breeding area 3-4-5-2") is None
    assert search.exact_section("999.9z") is None


def test_rule_urls_point_to_the_rule_page_and_its_api(kb):
    result = search.search("712.8e")["results"][0]
    assert result["kind"] == "rule"
    assert result["url"] == "/rules/mtg/712.8e/"
    assert result["api_url"] == "/api/v1/rules/mtg/712.8e/"


def test_faq_urls_use_the_slug_for_the_page_and_the_id_for_the_api(kb):
    faq = FAQ.objects.get(slug="flip-is-not-a-ko")
    result = search.search("KO", kind="faq")["results"][0]
    assert result["url"] == "/faqs/dbe/flip-is-not-a-ko/"
    assert result["api_url"] == f"/api/v1/faqs/{faq.pk}/"


def test_title_matches_rank_above_body_matches(kb):
    add_document(
        kb["mtg"],
        "glossary",
        [("g1", "", "Transform", "See 701.28."), ("g2", "", "Other", "You may transform this permanent.")],
    )
    assert keys(search.search("transform", game="mtg"))[0] == ("mtg", "g1")


def test_english_words_are_stemmed(kb):
    assert ("dcg", "3-4-5-2") in keys(search.search("placing cards in breeding areas"))


def test_spanish_documents_are_stemmed_in_spanish(kb):
    assert keys(search.search("atributos variables", game="ddm"))[0] == ("ddm", "2.1.7")


def test_accents_are_folded(kb):
    assert ("ddm", "2.1.7") in keys(search.search("informacion"))


def test_curly_and_straight_quotes_match_alike(kb):
    assert ("mtg", "712.16") in keys(search.search('"can\'t be turned face down"'))
    assert ("mtg", "712.16") in keys(search.search("“can’t be turned face down”"))


def test_a_quoted_phrase_is_required(kb):
    found = keys(search.search('"breeding area"'))
    assert found and all(game == "dcg" for game, _ in found)


@pytest.mark.parametrize(
    "query, game, key",
    [
        ("evolution bonus", "dbe", "intro.16.5"),
        ("knocked out", "dbe", "intro.16.8"),
        ("CP", "space", "13.characters.1"),
        ("rearrange hand", "dcg", "3-5-2"),
        ("DFC face down", "mtg", "712.16"),
    ],
)
def test_synonyms_from_the_data_file_apply_at_query_time(kb, query, game, key):
    assert (game, key) in keys(search.search(query, game=game))[:3]


def test_a_typo_still_finds_the_rule(kb):
    assert ("mtg", "712.8a") in keys(search.search("dubble faced card charcteristics", game="mtg"))[:3]


def test_did_you_mean_offers_the_words_of_the_index(kb):
    assert search.suggest("dubble faced") == "double faced"
    assert search.suggest("double faced") is None


def test_a_script_in_a_section_body_never_comes_back_as_markup(kb):
    add_document(kb["mtg"], "evil", [("x1", "", "<b>Bold</b>", "<script>alert(1)</script> flip & transform")])
    for result in search.search("alert transform script")["results"]:
        assert "<script" not in result["snippet"]
        assert only_mark_tags(result["snippet"])
    snippets = [r["snippet"] for r in search.search("alert", game="mtg")["results"]]
    assert any("&lt;/script&gt;" in s for s in snippets)


def test_a_script_in_the_query_never_comes_back_as_markup(kb):
    add_document(kb["mtg"], "quotes", [("q1", "", "", 'The text says "<script>" and <mark>.')])
    for q in ["<script>alert(1)</script>", "script", '"<script>"', "<mark>x</mark> text"]:
        for result in search.search(q)["results"]:
            assert only_mark_tags(result["snippet"]), result["snippet"]


def test_snippets_mark_the_matched_words(kb):
    results = {r["key"]: r["snippet"] for r in search.search("breeding", game="dcg")["results"]}
    assert "the <mark>breeding</mark> area" in results["3-4-5-2"]


def test_facets_count_games_and_kinds(kb):
    data = search.search("flip")
    assert data["facets"]["game"]["dbe"] >= 2
    assert data["facets"]["kind"]["faq"] == 1


def test_a_chosen_game_narrows_the_results_and_its_facet(kb):
    # Matching stays within the chosen game (the full Magic rules would otherwise be scored
    # for every dbe question), so the game facet names only that game.
    data = search.search("card", game="dcg")
    assert data["results"] and all(r["game"] == "dcg" for r in data["results"])
    assert set(data["facets"]["game"]) == {"dcg"}
    assert data["count"] == data["facets"]["game"]["dcg"]


def test_kind_and_game_filters_narrow_the_results(kb):
    assert {r["kind"] for r in search.search("flip KO", kind="faq")["results"]} == {"faq"}
    assert {r["game"] for r in search.search("game:dcg card")["results"]} == {"dcg"}
    assert search.search("kind:faq game:mtg flip")["results"] == []


def test_pages_do_not_overlap_and_share_one_count(kb):
    first = search.search("card", limit=2, offset=0)
    second = search.search("card", limit=2, offset=2)
    assert first["count"] == second["count"] > 4
    assert not set(keys(first)) & set(keys(second))
    assert len(first["results"]) == 2


def test_other_versions_are_searchable_on_request(kb):
    add_document(
        kb["space"],
        "rules",
        [("13.escape-pod", "", "", "Overflow ground units are destroyed unless they had Escape Pod.")],
        label="2020-01-01",
        date=__import__("datetime").date(2020, 1, 1),
    )
    assert search.search("escape pod")["results"] == []
    old = search.search("escape pod", all_versions=True)["results"]
    assert old[0]["url"] == "/rules/space/13.escape-pod/?version=2020-01-01"


@pytest.mark.parametrize(
    "query",
    [
        "",
        "   ",
        '"',
        '"unbalanced',
        "*",
        "OR OR",
        "AND",
        "NOT",
        "(((",
        ")",
        "game:",
        "game:nope flip",
        "kind:card",
        "\x00\x01\x02",
        "x" * 5000,
        "flip " * 1200,
        "¿Qué pasa con el atributo?",
        "裏返しのカード",
        "🃏🃏",
        "<script>alert(1)</script>",
        "title:foo^3 ~2 {a TO b} [1 TO 2]",
        "\\",
        "%",
        "712.8e OR 3-4-5-2",
    ],
)
def test_any_input_answers_results_or_an_empty_list(kb, query):
    data = search.search(query)
    assert isinstance(data["results"], list)
    assert data["count"] >= len(data["results"])


def test_an_empty_database_searches_to_nothing(db):
    empty = {"query": "flip", "count": 0, "results": [], "facets": {"game": {}, "kind": {}}}
    assert search.search("flip") == empty
    assert search.exact_section("712.8e") is None


def test_sections_rendered_from_markdown_are_indexed_as_plain_text(kb):
    add_document(
        kb["mtg"], "md", [("m1", "", "", "See [rule 712.8e](/rules/mtg/712.8e/) and **bold** words")]
    )
    snippet = search.search("bold words", game="mtg")["results"][0]["snippet"]
    assert "**" not in snippet and "](" not in snippet
    assert Section.objects.filter(key="m1").exists()
