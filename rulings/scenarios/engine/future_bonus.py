"""Which side's evo-bonus a flip-card future activates. Plain Python.

A game whose text says that only the current side's bonus is activated (its profile's
``PROFILE["ask"]["future_bonus"]``: dbe 16.12 "During the evolve phase, when activating the evo-bonus
of a future, if that future is a flip card, only activate the bonus of the current side. If another
effect flips the Digimon before you could activate an evo-bonus, the same rule applies and you would
activate it on that new (now current) side.") answers a question that names the future, its
evo-bonus and activating or using it, by the side whose bonus it asks of: the side showing ("the
current side", "the side face up", "the new side" after a flip, or the side named as the one it
shows) yes; another ("the other side", "the side not showing", both sides, a side it does not show)
no. A question that names no side it can place, or says "not" (besides the side's own), is None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

_ACTIVATES = re.compile(r"\b(?:activat\w*|use|using|get|gets|apply|applies|trigger\w*)\b")
_BONUS = re.compile(r"\bevo(?:lution)?[- ]?bonus\w*")
_OTHER = re.compile(
    r"\b(?:other|hidden|unshown|non-?visible|invisible|face[- ]?down|back) (?:side|face)\b|"
    r"\bside (?:that is |that's |which is )?(?:not|n't|isn't) (?:showing|shown|visible|face[- ]?up|up)\b|"
    r"\bboth (?:sides|the \w+ and|\w+ and)\b|\beither side\b|\beach side\b"
)
_CURRENT = re.compile(
    r"\b(?:current|showing|visible|face[- ]?up|new|flipped[- ]to) (?:side|face)\b|"
    r"\bside (?:that is |that's |it's |it is )?(?:now )?(?:showing|face[- ]?up|up|current)\b"
)
# A bonus asked of besides one already activated ("after I activated …", "do I also / again activate
# …?"): 16.12 says which side's bonus is activated, not whether a second one is
_SECOND = re.compile(
    r"\b(?:also|again|too|as well|additional|another|second|extra)\b|"
    r"\b(?:after|once|already)\b[^.?!]*\b(?:activated|used)\b"
)


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to which side's evo-bonus a flip-card future activates, or None."""
    said = entry(game, "future_bonus")
    if not said:
        return None
    text = reader.clean(question, game)
    asking = reader.question_part(text)
    if not (re.search(r"\bfutures?\b", text) and _BONUS.search(text) and _ACTIVATES.search(asking)):
        return None
    if not re.search(r"\bbonus", asking):
        return None
    subject = {"subject": "the evo-bonus of a flip-card future"}
    if _SECOND.search(text):
        return None  # "also / again / after I activated": a second bonus, which 16.12 does not cover
    if _changes_which(text, asking):  # the side whose bonus is activated is the new one
        head = "Yes. The flip changes the side whose bonus is activated; the rules say:"
        names = [said["cite"], said["cite_flipped"]]
        return rule_answer(game, "yes", head, cited(game, names), subject, subject)
    if reader.WH_QUESTION.search(text):
        return None
    other, current = _OTHER.search(asking), _CURRENT.search(asking)
    rest = _CURRENT.sub(" ", _OTHER.sub(" ", asking))
    if NEGATION.search(rest):
        return None
    yes = _named_side(text, asking, said["sides"]) if not (other or current) else None
    if yes is None:
        if bool(other) == bool(current):
            return None
        yes = bool(current)
    flipped = bool(re.search(r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)", text))  # not "a flip card"
    names = [said["cite"]] + ([said["cite_flipped"]] if flipped else [])
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    return rule_answer(game, "yes" if yes else "no", head, cited(game, names), subject, subject)


# "Does flipping it change which evo-bonus I activate?", "… whose / what side's bonus gets used?": whether
# a flip changes the side whose bonus is activated (16.12: "you would activate it on that new (now
# current) side").
_CHANGES_WHICH = re.compile(
    r"\b(?:change|changes|changing|alter|alters|affect|affects|switch|switches)\b (?:\w+ ){0,2}?"
    r"(?:which|what|whose|the) (?:side'?s? |face'?s? |one'?s? )?(?:\w+ )?evo(?:lution)?[- ]?bonus"
)


def _changes_which(text: str, asking: str) -> bool:
    """Whether the question asks if a flip changes which side's bonus the future activates (not when
    it says "not": "doesn't it change …?" is left to the other readings)."""
    flipped = re.search(r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)", text)
    return bool(flipped and _CHANGES_WHICH.search(asking)) and not NEGATION.search(asking)


def _named_side(text: str, asking: str, sides: list[str]) -> bool | None:
    """Whether the side whose bonus is asked (named in the asking sentence) is the one the card shows
    (named as showing, face up, or what it is on, anywhere in the question); None if either is unread."""
    side = r"\[?(" + "|".join(sides) + r")\]?"
    asked = re.findall(
        rf"\b{side}(?:'s)?(?: side'?s?)?(?:'s)? evo(?:lution)?[- ]?bonus|"
        rf"evo(?:lution)?[- ]?bonus\w* (?:\w+ ){{0,3}}?(?:on|of) (?:the |its )?{side}\b",
        asking,
    )
    asked = {a or b for a, b in asked}
    shown = re.findall(
        rf"\b(?:showing|shows|on|face[- ]?up on|sitting on|currently showing|"
        rf"flip(?:s|ped)?(?: it| them)?(?: over)? to) "
        rf"(?:its |the )?{side}\b|"
        rf"\b{side} (?:side )?(?:is )?(?:showing|face[- ]?up|up)\b",
        text.replace(asking, " ") if asking != text else text,
    )
    shown = {a or b for a, b in shown}
    if len(asked) != 1 or len(shown) != 1:
        return None
    return asked == shown
