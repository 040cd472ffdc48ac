"""Whether "leave" is what a question asks of its subject, not a move of the card. Plain Python.

"After the ship flips, does the attached Device leave the ship?", "Characters deployed at a Location
that flips — do they have to leave the Location?": the event is the flip; "leave" after the subject
asks whether the subject goes (the rules say what a flip does to what is attached or deployed). Read
so only when the one other event the question names is not a move, and every word of a move in it is
a "leave" said after the subject.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.reader import EVENTS

_MOVE = next(pattern for name, pattern in EVENTS if name == "move")
_LEAVE = re.compile(r"leav\w*")


# Subjects that are things a card holds (counters, attachments, deployed units, a boost), not the card
# itself, where it is or what it shows: "does it leave the active spot?" moves the card.
_HELD = ("state", "aura", "device", "equipment", "dp_boost", "power_boost", "pump")


def event_of_leaving(plain: str, subject_start: int, named: list[str], kind: str) -> str | None:
    """The other event when the question's only move is its subject leaving (see above), else None."""
    others = [n for n in named if n != "move"]
    if kind not in _HELD or "move" not in named or len(others) != 1:
        return None
    moves = list(re.finditer(_MOVE, plain))
    if not moves or not all(m.start() > subject_start and _LEAVE.fullmatch(m.group(0)) for m in moves):
        return None
    return others[0]
