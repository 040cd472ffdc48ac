"""benchmarks/rerank_scan.py's choice of a weight by cross-validation, on hand-made ranks."""

import importlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def scan():
    sys.path.insert(0, str(BENCHMARKS))
    try:
        yield importlib.import_module("rerank_scan")
    finally:
        sys.path.remove(str(BENCHMARKS))


def cases(n):
    return [{"game": "mtg" if i % 2 else "lorcana"} for i in range(n)]


def test_a_weight_better_on_every_fold_is_chosen_and_scored_on_the_held_out_folds(scan):
    # Eight cases: now each answer is second (MRR .5, recall@3 1); with the new value, first.
    score, chosen, games = scan.cross_validate(cases(8), [2] * 8, {0.2: [1] * 8})
    assert chosen == [0.2] * 4
    assert score == pytest.approx(2.0)
    assert games == {"lorcana": (2.0, 0), "mtg": (2.0, 0)}


def test_a_tie_keeps_the_current_weight(scan):
    score, chosen, games = scan.cross_validate(cases(8), [1, 2, None, 4] * 2, {0.1: [1, 2, None, 4] * 2})
    assert chosen == [None] * 4
    assert games == {}


def test_a_value_that_helps_only_the_held_out_case_is_not_chosen_for_it(scan):
    # One case per fold. The new value lifts case 0 (3rd -> 1st) but drops case 1 (1st -> 5th):
    # whenever case 0 is held out, the training folds hold case 1 and prefer the current weight.
    current, tried = [3, 1, 1, 1], [1, 5, 1, 1]
    score, chosen, _ = scan.cross_validate(cases(4), current, {0.3: tried})
    assert chosen[0] is None
    assert score <= scan.both(current, range(4))
