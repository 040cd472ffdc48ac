"""Arbitrary text never makes an importer raise anything but its own error, with a line number."""

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings import importers
from rulings.importers.base import DocumentFormatError
from tests.conftest import source_text

# `make fuzz` raises the count; `make test` keeps it quick.
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Lines that look like each style, mixed with noise, reach deeper than random characters.
LINE_SHAPES = st.one_of(
    st.text(max_size=60),
    st.from_regex(r"\A\d{3}\.\d{1,2}[a-k]?\.? [A-Za-z ]{0,30}\Z"),
    st.from_regex(r"\A\d\. [A-Z][a-z ]{0,20}\Z"),
    st.from_regex(r"\A\d-\d(-\d){0,3}[A-Z][a-z ]{0,20}\Z"),
    st.from_regex(r"\A\d\.\d(\.\d{1,2}){0,2}\. [A-Z][a-z]{0,15}:?\Z"),
    st.from_regex(r"\A(• )?(For [A-Z][a-z]+:|[A-Z][a-z ]{0,30}\.)\Z"),
    st.sampled_from(
        ["Example: a thing.", "Glossary", "Credits", "", "Chapter 3", "Updated", "through", "13. Card Flips"]
    ),
)
DOCUMENTS = st.lists(LINE_SHAPES, max_size=40).map("\n".join)


def _parse_or_own_error(text, style):
    try:
        importers.parse(text, style)
    except DocumentFormatError as exc:
        assert exc.line is None or exc.line >= 1
        assert str(exc)


@pytest.mark.parametrize("style", sorted(importers.STYLES))
@FUZZ
@given(text=DOCUMENTS)
def test_any_text_parses_or_fails_with_the_importers_own_error(style, text):
    _parse_or_own_error(text, style)


@FUZZ
@given(text=DOCUMENTS)
def test_style_detection_never_raises(text):
    assert importers.detect_style(text) in importers.STYLES


@pytest.mark.parametrize("name", ["dbe.txt", "space.txt", "dcg.txt", "mtg.txt", "ddm.txt"])
@FUZZ
@given(data=st.data())
def test_a_seed_with_lines_cut_or_shuffled_parses_or_fails_cleanly(name, data):
    lines = source_text(name).split("\n")
    cut = data.draw(st.lists(st.integers(0, len(lines) - 1), max_size=5))
    kept = [line for i, line in enumerate(lines) if i not in set(cut)]
    if data.draw(st.booleans()):
        kept = data.draw(st.permutations(kept))
    _parse_or_own_error("\n".join(kept), None)
