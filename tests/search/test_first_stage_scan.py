"""benchmarks/first_stage_scan.py names parameters the search really reads."""

import importlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def scan():
    sys.path.insert(0, str(BENCHMARKS))
    try:
        yield importlib.import_module("first_stage_scan")
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_every_parameter_it_moves_is_a_number_the_search_holds(scan):
    for name, param in scan.PARAMS.items():
        value = scan.get(param)
        assert isinstance(value, int | float) and not isinstance(value, bool), name


def test_a_field_without_its_own_b_reads_the_global_b(scan):
    from rulings.search import weights

    assert "title" not in weights.FIELD_B
    assert scan.get(scan.PARAMS["title_b"]) == weights.BM25_B


def test_the_candidate_depth_is_moved_where_the_engine_reads_it(scan):
    from rulings.search import engine, rerank

    assert engine.RERANK_N == rerank.RERANK_N == scan.get(scan.PARAMS["rerank_n"])
