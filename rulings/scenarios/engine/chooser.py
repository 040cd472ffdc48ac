"""Who chooses which of the cards a flipped card can no longer hold stay on it. Plain Python.

A game whose text names who chooses (its profile's ``PROFILE["ask"]["chooser"]``: space 13.spacecraft.1
"Any the new face cannot hold … are displaced (§14.12); the controller chooses which cards stay.")
answers a question that asks whether someone chooses, picks or decides which cards stay (the profile's
``choice``) on a card of the kind it names (``context``): the controller ("does its controller pick …",
"do I, as its controller, …", "do I …" of my own card) yes; the opponent of a card of mine ("does my
opponent choose which of my units stay?") no. A question that says "not", names an earlier revision
(the text's earlier rule destroyed them), or names neither chooser is None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

_CHOOSES = re.compile(
    r"\b(?:choose|chooses|choosing|chose|pick|picks|picking|decide|decides|deciding|select|selects|"
    r"get to (?:choose|pick|decide|select)|gets to (?:choose|pick|decide|select))\b"
)
_EARLIER = re.compile(r"\b(?:earlier|previous|older|old|former|prior|past) (?:rules?|revisions?|versions?)\b")
_OPPONENT = re.compile(r"\b(?:my |the |your |their )?opponent\b|\bthe other player\b")
_CONTROLLER = re.compile(
    r"\b(?:its|the|their|that card's|the ship's) controll?er\b|\bas (?:its |the )?controll?er\b"
)


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to who chooses which cards stay, or None."""
    said = entry(game, "chooser")
    if not said:
        return None
    text = reader.clean(question, game)
    asking = reader.question_part(text)
    chooses = _CHOOSES.search(asking)
    choice = re.search(said["choice"], asking[chooses.end() :]) if chooses else None
    if choice is None or not re.search(said["context"], text) or _EARLIER.search(text):
        return None
    # a "not" of the asking clause (not one of a condition before it: "when it can't hold them all, …")
    said_not = asking[chooses.start() : chooses.end() + choice.end()]
    if NEGATION.search(said_not) or NEGATION.search(asking[: chooses.start()].split(",")[-1]):
        return None
    yes = _is_controller(asking[: chooses.start()], text)
    if yes is None:
        return None
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "who chooses which cards stay"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, said["cite"]), subject, subject)


def _is_controller(who: str, text: str) -> bool | None:
    """Whether the one asked of as choosing (``who``: the words before the verb) is the card's
    controller: named so, or "I" of my own card; the opponent of my card is not. None if unread."""
    mine = bool(re.search(r"\bmy (?:\w+ )?(?:spacecraft|ship|fighter|card|location|freighter)\b", text))
    theirs = bool(re.search(r"\b(?:my )?opponent's\b|\btheir (?:\w+ )?(?:spacecraft|ship|card)\b", text))
    if _CONTROLLER.search(who) and not _OPPONENT.search(who):
        return True
    if _OPPONENT.search(who) and mine and not theirs:
        return False
    if re.search(r"\b(?:do|can|may|should|must) i\b|\bi (?:get|am)\b", who) and mine and not theirs:
        return True
    return None
