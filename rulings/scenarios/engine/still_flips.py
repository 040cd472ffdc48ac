"""Whether a card described as lacking something can still flip. Plain Python.

A game whose text says a card lacking a mark can still be flipped (its profile's
``PROFILE["ask"]["still_flips"]``: dbe 8 "Cards without this icon can still be flipped.", of the
Initialize icon) answers "Can a card without the Initialize icon still be flipped?": yes, and
"Does having no Initialize icon mean the card can't flip?": no. Only when the question describes the
card as lacking that mark (the profile's ``lacking``), asks whether it can flip or be flipped (a verb,
not "a flip card"), names no time, place, cause or other mark, and says at most one "not" besides the
description's own; else None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_FLIPS = re.compile(r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bturn\w* (?:it |them )?over\b")
_CAN = re.compile(r"\b(?:can|could|may|able|allowed|possible|ever|still|mean|means)\b")
_NEGATION = re.compile(r"n't\b|\bnot\b|\bnever\b|\bno longer\b|\bunable\b")
# The words a question of this kind says besides the description of the card: any other ("only once",
# "face down", "before the game", "in my hand", "no side icon", "whenever I like") asks of a time, place,
# count, cause or mark that other rules decide (13, 9, 11, 15, 16.10), not whether it can flip at all
_OWN = frozenset(
    re.findall(
        r"\S+",
        "a an the this that these those it its they them their my your one card cards digimon is are be been "
        "being does do did can could may might able unable allowed possible ever still mean means meaning "
        "flip flips flipped flipping turn turns turned over not never no longer true right so which have has "
        "having i you also if get gets got can't cannot couldn't doesn't don't didn't isn't aren't it's "
        "that's",
    )
)
_LACKING = r"\b(?:without|no|lacks?|lacking|missing|(?:does|do|doesn't|don't|does not|do not) (?:have|carry))"


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to whether a card lacking the mark can still flip, or None."""
    said = entry(game, "still_flips")
    if not said:
        return None
    text = reader.clean(question, game)
    described = re.search(rf"{_LACKING}(?: (?:a|an|the|this|that|its))? {said['lacking']}", text)
    if described is None or reader.WH_QUESTION.search(text):
        return None
    rest = f"{text[: described.start()]} {text[described.end() :]}"
    negations = len(_NEGATION.findall(rest))
    if not (_FLIPS.search(rest) and _CAN.search(rest)) or negations > 1:
        return None
    if re.search(r"\bif\b", text[described.end() :]):
        return None  # a condition on the card described ("… flip if it has no side icon?")
    if any(w not in _OWN for w in re.findall(r"[a-z']+", rest.replace("’", "'"))):
        return None  # it says something more than whether the card can flip (a time, place, count…)
    yes = negations == 0
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "whether it can flip"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, [said["cite"]]), subject, subject)
