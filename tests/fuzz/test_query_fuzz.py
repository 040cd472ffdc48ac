"""Arbitrary user input never makes the query parser, or a whole search, raise."""

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.search import search
from rulings.search.query import parse_query

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

# Whoosh's own syntax and our filters, mixed with arbitrary text.
SYNTAX = st.sampled_from(
    ['"', "(", ")", "*", "?", "~2", "^3", "[a TO z]", "AND", "OR", "NOT", "title:", "game:", "kind:",
     "doc:", "game:mtg", "kind:rule", "712.8e", "3-1-3-1-2", "§13", "\x00", "\u202e", "é", "—"]
)  # fmt: skip
QUERIES = st.lists(st.one_of(st.text(max_size=20), SYNTAX), max_size=12).map(" ".join)


@FUZZ
@given(text=QUERIES)
def test_the_parser_accepts_any_text(text):
    parsed = parse_query(text)
    assert isinstance(parsed.raw, str)


@pytest.mark.django_db
def test_any_text_searches_to_results_or_an_empty_list(seeded, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"

    @FUZZ
    @given(text=QUERIES)
    def run(text):
        answer = search(text, limit=5)
        assert answer["count"] >= len(answer["results"])

    run()
