"""The readers of one rule each, asked in turn before the scenario reader.

Most are data: the sentences of a game's text that answer a question on their own are listed in its
profile (``PROFILE["ask"]["rules"]``) and read by one reader, sentence_rule.py ("Can a card without the
Initialize icon still flip?", "Can I name the Moon side?", "Is its other side in play?", "Are the sides'
names different?", "Can I choose the starting side between games?", "When its Contested face breaks, is it
destroyed outright?", "Is flip always read as 'if able'?"). A few still read with code of their own, for
a reading no spec field says: deck_limit (copies counted and added: "Can I run 3 [Moon] and 2 [Star]?"),
flip_target (three answers, "depends" among them, by what the effect says: "Can a Flip target their
active?"), future_bonus (the side asked of matched to the side shown: "Do I activate the other side's
evo-bonus?"), face_down_flip (what the effect is quoted as saying, and whether the scene denies it: "If
it says 'Flip facedown' …") and chooser (who is asked of, matched to whose card: "Does the controller
choose which cards stay?").
Plain Python."""

from __future__ import annotations

import re

from rulings.scenarios.engine import (
    chooser,
    deck_limit,
    face_down_flip,
    flip_target,
    future_bonus,
    sentence_rule,
)

READERS = (
    deck_limit,
    flip_target,
    sentence_rule,
    future_bonus,
    face_down_flip,
    chooser,
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
