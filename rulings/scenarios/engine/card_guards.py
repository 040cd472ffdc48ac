"""Misreadings about which card a question is about, which the scenario reader refuses (guards.py calls
them): who makes a choice, asked of a rule that tells only which cards stay; a subject the rules say of
one type of card, asked of a card of another type; and a printed value asked of an attached card. Each
returns why ('' when the reading stands)."""

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


def other_card_type(reading) -> str:
    """Why a subject the rules say of one type of card is asked of a card of another type ('' when not).
    The question names cards by the profile's descriptors; it is refused when the card the reader took is
    of another type than the one the subject is built on (space: "When my Location flips, does my opponent
    lose a Storyline?", the Storyline of a Bound Character), or when no card it names is of that type
    (space 13 "Any Character Points on the Character are removed at flip" is said of a Character that
    flips, and says nothing of the Characters aboard a Spacecraft that flips). A subject built on any card
    ("any_card") is asked of whatever card is named; the Characters a ship holds are named as such ("the
    Characters it can't hold"), and the opponent's attribute is said of the opponent's card."""
    spec = reading.subject.build
    fixed = spec.get("card")
    if not fixed or spec.get("any_card"):
        return ""
    data = get_profile(reading.read["game"]).data["ask"]
    samples, text, named = data["samples"], reading.text, set()
    for pattern, tweak in data.get("descriptors", []):  # in turn, as reader.descriptors reads them
        if re.search(pattern, text):
            named.add(tweak.get("card"))
            text = re.sub(pattern, " ", text)
    taken = reading.tweaks.get("card") if spec.get("container") != "deployed" else None
    named = named - {None} | ({taken} if taken else set())

    def type_of(card: str):
        return samples.get(card, samples["default"])["faces"][0].get("card_type")

    asked = {type_of(card) for card in named}
    if taken and type_of(taken) != type_of(fixed):
        return f"it asks of {reading.subject.name} on a card the rules do not give it to"
    if not asked or type_of(fixed) in asked or reading.event == "opponent_attribute":
        return ""
    said = f"which the rules say of a {type_of(fixed)}"
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


# "an unbound Character", "a non-Bound Character", "a nonpermanent evo-bonus", "inactive": a word the
# question negates by its prefix
_PREFIX_NEGATED = re.compile(r"\b(?:un|non[- ]?|in)([a-z]{4,})\b", re.IGNORECASE)


def _built_words(value) -> set[str]:
    """The words of the state a subject is built with (its statuses, an item's name and flags)."""
    if isinstance(value, dict):
        return set().union(*(_built_words(k) | _built_words(v) for k, v in value.items())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(_built_words(v) for v in value)) if value else set()
    return set(re.findall(r"[a-z]{4,}", value.lower())) if isinstance(value, str) else set()


def prefix_negated_state(reading) -> str:
    """Why a question gives the card the opposite of a state the subject is built on ('' when not): space
    13.all-card-types.2 "A Bound Character who flips stays Bound; the Storyline flips with them if the
    flip is a Fall" speaks of a Bound Character; "an unbound Character's Storyline" is another case, as
    "a Character that is not Bound" is (guards.NEGATED_CLAUSE)."""
    spec = reading.subject.build
    built = _built_words(spec.get("state", {})) | _built_words(spec.get("item", {}))
    for found in _PREFIX_NEGATED.finditer(reading.text):
        if found.group(1).lower() in built:
            return f"it asks of a card that is '{found.group(0)}', the opposite of the rule's case"
    return ""


# "count as one card?", "two objects", "a single permanent": a number of things the question names
_NUMBER = {"one": 1, "a single": 1, "single": 1, "two": 2, "three": 3, "four": 4}
_HOW_MANY = r"\b(\d+|one|a single|single|two|three|four)\s+(?:[a-z-]+\s+)?"


def counts_named(reading) -> str:
    """Why a question naming how many things an event counts as is not read ('' when not): the
    subject's ``counts`` (profile data: mtg 712.21e "a melded permanent among those objects counts as
    one object …, that melded permanent counts as two cards") tells how many of each; a question naming
    another number of one of them ("count as one card?") asks what the count is not."""
    counts = reading.subject.build.get("counts") or {}
    for unit, count in counts.items():
        for number in re.findall(rf"{_HOW_MANY}{unit}s?\b", reading.text):
            said = int(number) if number.isdigit() else _NUMBER[number]
            if said != count:
                return f"it asks of {said} {unit}(s), and the rules count {count}; not read"
    return ""
