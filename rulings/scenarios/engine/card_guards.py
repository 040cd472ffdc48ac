"""Two families of misreading the scenario reader refuses (guards.py calls them): who makes a choice,
asked of a rule that tells only which cards stay; and a subject the rules say of one type of card,
asked where the question names only cards of other types. Each returns why ('' when the reading
stands)."""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.profiles import get_profile

# "Can my opponent choose which units stay?", "who decides the order?": who makes a choice.
_CHOOSES = re.compile(
    r"\b(?:choos\w*|chose|decid\w*|picks?|select\w*)\s+(?:which|what|where|the order|how)\b"
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
