"""Naming a card that has sides, for a card effect. Plain Python.

A game whose text says any side of the card may be named (its profile's ``PROFILE["ask"]["naming"]``: dbe
16.3 "When naming a card due to a card effect (e.g Fated Spirit), simply name any valid side of the flip
card."; mtg 712.19 "… may choose the name of either face …", a side being a face there) answers "Fated
Spirit makes me name a card: can I name the Moon side of Dianamon?": yes. Only when the question names a
side (one of the game's, or "either"/"any"/"the other" side) as what is named in the sentence that asks
(not in a condition before it: "If I name the Moon side, can its Star side attack?"), says no "not" and
asks of no obligation ("do I have to name the Star side?"); else None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_UNREAD = re.compile(
    r"n't\b|\bnot\b|\bnever\b|\bmust\b|\bhave to\b|\bhas to\b|\bneed\w*\b|\brequired\b|\bonly\b"
)

_LEADING_CONDITION = re.compile(r"^\W*" + reader.CONDITION.pattern + r"[^,?¿]*,\s*")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to a question about naming a side of a card, or None."""
    naming = entry(game, "naming")
    if not naming or not re.search(r"\bnam(?:e|ing)\b", question.lower()):
        return None
    text = reader.clean(question, game)
    # What is asked: the asking sentence after any leading condition ("If I name the Moon side, does a
    # Star side card count as named?" asks of something else than naming).
    asking = _LEADING_CONDITION.sub("", reader.question_part(text), count=1)
    sides = "|".join(get_profile(game).sides)
    named = re.search(
        r"(?:\b(?:can|could|may|might|will|to|i|you|we|they)\s+(?:\w+\s+)?(?:name|call out|declare)|"
        r"\bnaming)\b "
        rf"(?:the |a |an |its |either |any |one |that )?"
        rf"(?:[\w'-]+ ){{0,2}}?(?:\[?(?:{sides})\]? (?:side|face)|\[(?:{sides})\]|"
        r"(?:either|any|other) (?:side|face))\b",
        asking,
    )
    if named is None or _UNREAD.search(text) or reader.WH_QUESTION.search(text):
        return None
    if reader.CONDITION.search(re.split(r"[,;]", asking[: named.start()])[-1]):
        return None  # "Does it flip again if I name the Moon side?": the naming is a condition there
    subject = {"subject": "naming a side of the card"}
    return rule_answer(game, "yes", "Yes. The rules say:", cited(game, [naming["cite"]]), subject, subject)
