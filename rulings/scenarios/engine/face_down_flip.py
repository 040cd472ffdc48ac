"""Whether a flip turns a card face down. Plain Python.

A game whose text says a flip turns no card face down unless the effect says so (its profile's
``PROFILE["ask"]["face_down_flip"]``: dbe 15 "You do not flip cards face-down unless the effect
specifically states this. Unless an effect says “Flip facedown”, the back face (hidden DBE logo face) of
a card should never show after a flip.") answers "When an effect says flip, do I turn the card
face-down?" and "Is the DBE logo back showing after a normal flip?": no; "If the effect says 'Flip
facedown', do I turn it face down?": yes. Only when the question flips a card (a verb, not "a flip
card"), asks of the card being face down or showing its back (the profile's ``back``), names no zone,
names no hidden zone, and says at most one "not" besides a "not 'flip facedown'"; else None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import moves, reader
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

_FLIPS = re.compile(r"\bflip(?:s|ped|ping)?\b(?![- ]?cards?\b)")
_SAYS_FACE_DOWN = re.compile(
    r"(?:\b(?:not|n't|never|instead of|rather than|without)\W+(?:\w+\W+){0,2}?)?"
    r"(?:\b(?:says?|states?|mentions?)\W+(?:flip[- ]?)?|[\"'“‘]flip[- ]?)face[- ]?down\b[\"'”’]?"
)  # "never says facedown" is what the effect says too: a plain flip
_LEADING_CONDITION = re.compile(r"^\W*(?:when|whenever|if|once|after|as)\b[^,?]*,\s*")
# What else a question may ask of a card flipped face down ("does it keep its HP?", "does flipping
# face down count as a KO?"): not whether it is face down
_OTHER_ASKS = re.compile(
    r"\b(?:count\w*|keep\w*|kept|lose\w*|lost|stays?|remain\w*|hp|power|evo\w*|attacks?|types?|ko|"
    r"counters?|abnormal|effects? (?:stay|end|last))\b"
)
# Whether some flip can turn a card face down ("Can an effect flip a card face down?", "Is it ever
# possible …?"): the rule's exception answers it (an effect that says "Flip facedown" does), unless the
# question names a flip that does not say so ("a normal Flip effect", "it only says 'flip'")
_POSSIBLE = re.compile(r"\b(?:can|could|may|might|possible|possibly|ever|allowed|able|any|some|sometimes)\b")
_PLAIN_FLIP = re.compile(r"\b(?:normal|regular|plain|ordinary|standard|basic|only says|just says)\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to whether a flip turns the card face down, or None."""
    said = entry(game, "face_down_flip")
    if not said:
        return None
    text = reader.clean(question, game)
    hidden = {z for z, zone in get_profile(game).data["zones"].items() if zone.get("hidden")}
    if reader.WH_QUESTION.search(text) or moves.zones_named(text, game) & hidden:
        return None  # a card in a hidden zone shows no side (another rule)
    says = [m.group(0) for m in _SAYS_FACE_DOWN.finditer(text)]
    rest = _SAYS_FACE_DOWN.sub(" ", text)
    part = reader.question_part(rest)
    lead = _LEADING_CONDITION.match(part)
    if lead and NEGATION.search(lead.group(0)):
        return None  # "If the effect doesn't mention it, …": a "not" of the condition is not read here
    asked = part[lead.end() :] if lead else part
    if not (_FLIPS.search(text) and re.search(said["back"], asked)) or _OTHER_ASKS.search(asked):
        return None
    negations = len(NEGATION.findall(rest))
    if NEGATION.search(reader.scene_of(rest)):
        return None  # "The effect says Flip, not facedown. He says …": what the scene denies is not read
    effect_says = [
        s for s in says if not NEGATION.search(s) and not re.match(r"(?:instead|rather|without)", s)
    ]
    if negations > 1 or (effect_says and negations) or len(says) > 1:
        return None
    if _POSSIBLE.search(asked) and not (effect_says or says or _PLAIN_FLIP.search(text)):
        return None  # "can an effect flip it face down?": one that says "Flip facedown" does
    yes = bool(effect_says) or negations == 1  # "is it true that it doesn't turn face down?": yes
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "whether a flip turns it face down"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, said["cite"]), subject, subject)
