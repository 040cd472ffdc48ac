"""What the side of a card that is not showing counts for. Plain Python.

A game whose text says the side not showing is not in play (its profile's
``PROFILE["ask"]["unshown_side"]``: dbe 16.4 "If a flip card is the active Digimon, the other side is
not considered “in play” for any of its unactivated effects, power, attack abilities.") answers "Can
my active use an attack printed on its other side?" and "Is the side not showing in play for its
power?": no (yes to "… isn't in play, is it true?"). Only when the question names that side, asks
whether it is in play, counts, applies or may be used, names no event (after a flip the other side
is the one showing), puts the card in no zone but the one the text names (the active: not "a card in
my hand", "an attached card") and says at most one "not" besides the side's own; else None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import moves, reader
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

# "the other side", "the side that isn't showing", "the side not face up", "the hidden side"
_SIDE = re.compile(
    r"\b(?:other|hidden|unshown|non-?visible|invisible) (?:side|face)\b|"
    r"\b(?:side|face)\b(?: of [\w' ]{1,30}?)? (?:(?:that|which)(?:'s| is)? |is |'s )?(?:not|isn't|n't) "
    r"(?:showing|shown|visible|face[- ]?up|up|being shown)\b"
)
# the same side named again by a clause ("… count while that side isn't showing", "… when it's not face
# up"): its "not" is the side's own, not the question's
_UNSHOWN_AGAIN = re.compile(
    r"\b(?:while|when|whilst|as long as|since|as) (?:it|that|this|the|its)(?: \w+)?(?: is|'s)? "
    r"(?:not|isn't) (?:showing|shown|visible|face[- ]?up|up|being shown)\b"
)
_ASKS = re.compile(
    r"\bin play\b|\b(?:use|used|usable|count|counts|apply|applies|work|works|available)\b|"
    r"\b(?:is|are|be|considered) active\b"  # not the noun: "my opponent's active"
)
# Looking at the other side is another rule's (dbe 16.11 "Players may check any side of a flip card")
_LOOKS = re.compile(r"\b(?:look|looks|looking|check|checks|checking|read|reads|reading|see|view|peek)\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to a question about what the side not showing counts for, or None."""
    said = entry(game, "unshown_side")
    if not said:
        return None
    text = reader.clean(question, game)
    side = _SIDE.search(text)
    if side is None or reader.WH_QUESTION.search(text) or _LOOKS.search(text):
        return None
    rest = _SIDE.sub(" ", _UNSHOWN_AGAIN.sub(" ", text))  # every naming of the side, with its own "not"
    named = re.sub(r"\bflip[- ]?cards?\b", " ", rest)  # "a flip card" names the card, no event
    events = [name for name, pattern in reader.EVENTS if re.search(pattern, named)]
    negations = len(NEGATION.findall(rest))
    if moves.zones_named(text, game) - {said["where"]}:
        return None  # the text says it of the card where it is (the active), not in another zone
    asking = reader.question_part(text).replace(side.group(0), " ")  # what is asked, not the scene's
    if events or negations > 1 or not _ASKS.search(asking) or not re.search(said["what"], rest):
        return None
    yes = negations == 1  # "is it true that it isn't in play?"
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "the side not showing"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, [said["cite"]]), subject, subject)
