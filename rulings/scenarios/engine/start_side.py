"""When the side of a flip card may be chosen or turned by a player. Plain Python.

A game whose text says so (its profile's ``PROFILE["ask"]["start_side"]``: dbe 9 "The sides can only flip
after the game starts when an effect instructs you to. Before a game, players are normally allowed to
change any cards in their deck and that includes choosing the initial side for cards without this
Initialize icon.") answers:

- whether a player may choose, change or swap the side a card starts on before a game (between games,
  between matches, in deck building): yes, unless the card is said to have the icon (``icon``);
- whether a player may flip (turn over) a card before the game starts, or during it at will (whenever
  they want, without an effect): no.

A question that says "not" (besides "without"), asks "what / which", or names an effect that flips it is
None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

_BEFORE = re.compile(
    r"\bbefore (?:the |a |each |my |our )?(?:game|match|round|tournament)\w*\b|"
    r"\bbetween (?:games|matches|rounds)\b|"
    r"\bpre-?game\b|\bdeck[- ]?building\b|\bwhen (?:building|i build) (?:my |a )?deck\b"
)
_AT_WILL = re.compile(
    r"\bwhenever (?:i|you|we|they) (?:want|like|choose|wish)\b|\bat will\b|"
    r"\bbecause (?:i|you) (?:feel like|want)\b|"
    r"\bwithout (?:an? |any )?effects?\b(?: \w+){0,3}|\bon (?:my|your|their) own\b|\bjust because\b"
)
_CHOOSE = re.compile(
    r"\b(?:choose|chose|pick|select|decide|change|switch|swap)\w*\b(?: [\w'-]+){0,6}? "
    r"(?:start\w*|initial|beginning)\b|\b(?:start|begin)\w* (?:on|with) (?:\w+ ){0,2}(?:side|star|moon)\b"
)
_FLIP = re.compile(r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)|\bturn\w* (?:\w+ ){0,3}?over\b")
_CAN = re.compile(r"\b(?:can|could|may|allowed|able|possible|ok|okay|legal)\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to when a player may choose or turn a flip card's side, or None."""
    said = entry(game, "start_side")
    if not said:
        return None
    text = reader.clean(question, game)
    asking = reader.question_part(text)
    if reader.WH_QUESTION.search(text) or NEGATION.search(asking) or not _CAN.search(asking):
        return None
    with_icon = re.search(rf"\b(?:with|has|have|having) (?:an? |the |its )?{said['icon']}", text)
    if _BEFORE.search(text) and _CHOOSE.search(asking) and not with_icon:
        yes, names = True, said["cite_choice"]
    elif (
        _FLIP.search(asking)
        and (_BEFORE.search(text) or _AT_WILL.search(text))
        and not _CHOOSE.search(asking)
    ):
        effect = re.search(r"\b(?:an?|the|my|your|this|that|its) (?:[\w'-]+ )?effects?\b", text)
        if effect and not re.search(r"\bwithout (?:an? |any )?(?:[\w'-]+ )?effects?\b", text):
            return None  # an effect that flips it: the effect says when
        yes, names = False, said["cite_flip"]
    else:
        return None
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "when a player may choose or turn a side"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, names), subject, subject)
