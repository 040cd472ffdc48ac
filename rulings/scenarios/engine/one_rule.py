"""The readers of one rule each, asked in turn before the scenario reader: "Can I run 3 [Moon] and 2
[Star]?" (deck_limit), "Can a Flip target their active?" (flip_target), "Is its other side in play?"
(unshown_side), "Can I name the Moon side?" (naming), "Do I activate the other side's evo-bonus?"
(future_bonus), "Can a card without the Initialize icon still flip?" (still_flips), "Does a flip turn
it face down?" (face_down_flip), "Is flip always read as 'if able'?" (implied_text), "When
its Contested face breaks, is it destroyed outright?" (outright), "Does the controller choose which
cards stay?" (chooser), "Are 'New Moon' and 'Deva' card names?" (flip_names), "Can I
choose the starting side between games?" (start_side). Plain Python."""

from __future__ import annotations

import re

from rulings.scenarios.engine import (
    chooser,
    deck_limit,
    face_down_flip,
    flip_names,
    flip_target,
    future_bonus,
    implied_text,
    naming,
    outright,
    start_side,
    still_flips,
    unshown_side,
)

READERS = (
    deck_limit,
    flip_target,
    unshown_side,
    naming,
    future_bonus,
    still_flips,
    face_down_flip,
    implied_text,
    outright,
    chooser,
    flip_names,
    start_side,
)


# A question opening on a denied auxiliary ("Isn't the hidden side in play …?", "Doesn't it stay?") asks as
# the plain one does ("Is the hidden side in play …?"): English answers it so, and the readers count
# every "not" of the question as its own.
_OPENING_DENIAL = re.compile(
    r"^(\W*)(does|do|is|are|was|were|would|could|should|did|has|have|had|ca|wo)n['’]t\b", re.IGNORECASE
)
_UNDENIED = {"ca": "can", "wo": "will"}


def _undenied(plain: str) -> str:
    return _OPENING_DENIAL.sub(lambda m: m.group(1) + _UNDENIED.get(m.group(2).lower(), m.group(2)), plain)


def answer(plain: str, game: str | None) -> dict | None:
    """The first one-rule reader's answer to the question (put as plainly asked), or None."""
    plain = _undenied(plain)
    for reader in READERS:
        if (said := reader.answer(plain, game)) is not None:
            return said
    return None
