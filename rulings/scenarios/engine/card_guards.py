"""Misreadings about which card a question is about, which the scenario reader refuses (guards.py calls
them): who makes a choice, asked of a rule that tells only which cards stay; a subject the rules say of
one type of card, asked where the question names only cards of other types (other_card reads every card
the question names, card_type_mismatch the one card the reader took; the two were written apart and
should become one); and a printed value asked of an attached card. Each returns why ('' when the
reading stands)."""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.profiles import get_profile

# "Can my opponent choose which units stay?", "who decides the order?": who makes a choice.
_CHOOSES = re.compile(
    r"\b(?:choos\w*|chose|decid\w*|picks?|select\w*)\s+(?:which|what|where|whether|the order|how)\b"
    r"|\b(?:who|which player)\b[^?]*\b(?:choos\w*|chose|decid\w*|picks?|select\w*)\b",
    re.IGNORECASE,
)


def chooser(plain: str) -> str:
    """Why a question asking who makes a choice is not read by what a card keeps or loses ('' when not):
    space 13.spacecraft.1 "the controller chooses which cards stay" answers who chooses, while the
    scenarios tell only which cards stay."""
    found = _CHOOSES.search(reader.question_part(plain))
    return (
        f"it asks who makes a choice ('{found.group(0)}'), which the scenarios do not model" if found else ""
    )


def other_card(reading) -> str:
    """Why a subject the rules say of one type of card is asked where the question names only cards of
    other types ('' when not): space 13 "Any Character Points on the Character are removed at flip" is
    said of a Character that flips, and says nothing of the Characters aboard a Spacecraft that flips."""
    fixed = reading.subject.build.get("card")
    if not fixed or reading.subject.build.get("any_card"):
        return ""
    data = get_profile(reading.read["game"]).data["ask"]
    samples, text, named = data["samples"], reading.text, set()
    for pattern, tweak in data.get("descriptors", []):  # in turn, as reader.descriptors reads them
        if re.search(pattern, text):
            named.add(tweak.get("card"))
            text = re.sub(pattern, " ", text)
    types = {
        w: samples.get(w, samples["default"])["faces"][0].get("card_type") for w in named - {None} | {fixed}
    }
    asked = {types[w] for w in named - {None}}
    if not asked or types[fixed] in asked:
        return ""
    said = f"which the rules say of a {types[fixed]}"
    return f"it asks of {reading.subject.name}, {said}, when a {min(asked)} is named"


# A card attached to another ("a Device", "an Aura", "Equipment") or the card it is attached to ("its
# host"): a printed value asked of it is another card's than the one that turns
ATTACHED = re.compile(r"\b(?:hosts?|devices?|auras?|equipment)\b")


def attached_card(reading) -> str:
    """A printed value asked of a card attached to the one that flips ("Does the label on a Device change
    when its host flips?"): the rules say what the flipped card's own face prints, not an attached one's."""
    if reading.subject.build.get("printed") and ATTACHED.search(reading.text):
        return "it asks what an attached card prints when the card it is attached to turns, which is not read"
    return ""


def card_type_mismatch(reading) -> str:
    """Why the card the question names is of another type than the one its subject is built on (space:
    "When my Location flips, does my opponent lose a Storyline?", the Storyline of a Bound Character);
    '' when the same, or when the subject is built on any card ("any_card")."""
    spec, named = reading.subject.build, reading.tweaks.get("card")
    if not named or "card" not in spec or spec.get("any_card") or spec.get("container") == "deployed":
        return ""  # (the Characters a ship holds are named as such: "the Characters it can't hold")
    samples = get_profile(reading.read["game"]).data["ask"]["samples"]
    kinds = {samples.get(c, samples["default"])["faces"][0].get("card_type") for c in (named, spec["card"])}
    return (
        "" if len(kinds) == 1 else f"it asks of {reading.subject.name} on a card the rules do not give it to"
    )
