"""What becomes of a destroyed card that has no face left to flip to. Plain Python.

A game whose text says so (its profile's ``PROFILE["ask"]["outright"]``: space 13.p2 "A Contested face
that is a Non-Capital Spacecraft is Unshielded, prints no shields icon, and is destroyed outright when it
breaks — there is no third face to look for") answers a question that names such a face (the profile's
``face``) and its being destroyed in the game's words (``destroyed``: "breaks", "is destroyed"): asked
whether it is destroyed outright (or just destroyed), yes; whether it flips again, or another or a third
face is looked for, no. A question that says "not", asks "what / which", or asks both is None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_OUTRIGHT = re.compile(
    r"\b(?:destroyed|destroy|break\w*|broken) (?:\w+ )?(?:outright|for good|completely)\b|"
    r"\b(?:just|simply|only) (?:be )?(?:destroyed|broken)\b"
)
_FLIPS_AGAIN = re.compile(
    r"\bflip(?:s|ped|ping)?\b(?: \w+){0,3}? (?:again|once more)\b|"
    r"\b(?:look|looks|search|check|find|go|goes)\w* (?:\w+ ){0,2}?for (?:an?|the)? ?"
    r"(?:other|another|third|next|new) (?:face|side)\b|"
    r"\b(?:another|a third|a next|a new|one more) (?:face|side) (?:to )?(?:flip|turn)\w*\b|"
    r"\b(?:is there|does it have|has it got) (?:a |an )?(?:third|another|other|next) (?:face|side)\b"
)
_NEGATION = re.compile(r"n't\b|\bnot\b|\bnever\b|\bno longer\b|\binstead\b|\brather\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to what becomes of a destroyed last face, or None."""
    said = entry(game, "outright")
    if not said:
        return None
    text = reader.clean(question, game)
    if not (re.search(said["face"], text) and re.search(said["destroyed"], text)):
        return None
    asking = reader.question_part(text)
    if reader.WH_QUESTION.search(text) or _NEGATION.search(asking):
        return None
    outright, again = _OUTRIGHT.search(asking), _FLIPS_AGAIN.search(asking)
    if bool(outright) == bool(again):
        return None
    yes = bool(outright)
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "a destroyed face with no face left to flip to"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, said["cite"]), subject, subject)
