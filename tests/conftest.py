"""Shared fixtures: paths to the seed sources and the corpora, and a database with the seeds."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "fixtures" / "sources"
CORPORA = ROOT.parent / "shared" / "corpora"


def corpus(name: str) -> Path:
    """A file of ../shared/corpora; the test is skipped, saying why, when it is absent."""
    path = CORPORA / name
    if not path.exists():
        pytest.skip(f"{path} is absent: the full-size corpora live in ../shared/corpora beside the repo")
    return path


def source_text(name: str) -> str:
    return (SOURCES / name).read_text(encoding="utf-8")


@pytest.fixture
def seeded(db):
    """A database holding the five seeds as `make run` loads them (fixtures/seeds.json)."""
    from django.core.management import call_command

    call_command("load_seeds", verbosity=0)
