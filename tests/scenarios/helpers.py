"""Small readers for scenario results, so tests say what they check."""

from __future__ import annotations

from rulings.scenarios.engine import check
from rulings.scenarios.engine.statement_clauses import split_sentences
from rulings.scenarios.engine.statements import Sentence


def run(game: str, card: dict, *actions: dict, **extra) -> dict:
    return check({"game": game, "card": card, "actions": list(actions), **extra})


def change(step: dict, path: str) -> dict:
    found = [c for c in step["changes"] if c["path"] == path]
    assert found, f"no change at {path}: {[c['path'] for c in step['changes']]}"
    return found[0]


def has_change(step: dict, path: str) -> bool:
    return any(c["path"] == path for c in step["changes"])


def kept(step: dict, path: str) -> dict:
    found = [k for k in step["kept"] if k["path"] == path]
    assert found, f"{path} not kept: {[k['path'] for k in step['kept']]}"
    return found[0]


def keys(result: dict, entry) -> set[str]:
    """The section keys an entry (a change, a kept field, a step or a list of ids) cites."""
    ids = entry if isinstance(entry, list) else entry["citations"]
    return {c["key"] for c in result["citations"] if c["id"] in ids}


def quotes(result: dict, entry) -> str:
    ids = entry if isinstance(entry, list) else entry["citations"]
    return " ".join(c["quote"] for c in result["citations"] if c["id"] in ids)


def read_text(game: str, rows) -> tuple[Sentence, ...]:
    """The statement reader's sentences of rule texts given as (key, text, titles) rows."""
    out = []
    for key, text, titles in rows:
        for s in split_sentences(text):
            out.append(Sentence(game, "rules", key, s, " ".join(titles), titles[0] if titles else ""))
    return tuple(out)
