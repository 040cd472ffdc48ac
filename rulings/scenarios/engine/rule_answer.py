"""An ask answer given straight from one rule of a game's text, with no scenario run. Plain Python.

The readers of one rule each (one_rule.py lists them: sentence_rule.py, deck_limit.py, flip_target.py,
…) find their rule in the game's profile (``PROFILE["ask"][key]``) and, when they answer, say it the
same way: the head ("Yes.", "No.", "It depends …"), then each rule quoted word for word with its
document and key.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.profiles import GAMES, get_profile

# A question's own denial ("doesn't", "not", "never", "no longer"): the one-rule readers leave a
# negated question to the general reader
NEGATION = re.compile(r"n't\b|\bnot\b|\bnever\b|\bno longer\b")


def entry(game: str | None, key: str):
    """The game's profile entry for a rule read on its own (None for no game, or none in its text)."""
    if game not in GAMES:
        return None
    return get_profile(game).data["ask"].get(key) or None


def cited(game: str, names: list[str]) -> list[dict]:
    """The profile's citations by name, numbered c1, c2 … as the ask answer lists them."""
    return [{"id": f"c{i}", **get_profile(game).citation(name)} for i, name in enumerate(names, 1)]


def rule_answer(game: str, said: str, head: str, citations: list[dict], read: dict, about: dict) -> dict:
    """The ask answer ``said`` ("yes", "no", "depends"): ``head`` then each rule quoted; ``read`` is what
    was read of the question and ``about`` its interpretation's subject and event, each beside the game."""
    quotes = " ".join(f"“{c['quote']}” ({game} {c['document']} {c['key']})" for c in citations)
    return {
        "answer": said,
        "summary": f"{head} {quotes}",
        "citations": citations,
        "scenario": None,
        "result": None,
        "read": {"game": game, **read},
        "interpretation": {"game": game, "event": None, **about},
    }
