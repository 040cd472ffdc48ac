"""Words in a question that describe the card rather than ask about it: the profile's descriptors
("a card that is not double-faced"), the side a card flips from, and the "face down" of a move that
puts the card face down. Each is read and taken out of the question before what is asked is read.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.profiles import get_profile


def descriptors(text: str, game: str) -> tuple[dict, str]:
    """Words that describe the card rather than ask about it (the profile's), read and taken out of the
    question, so that the "not" of "a card that is not double-faced" does not turn the question round. A
    descriptor marked ``flipping`` names the card that flips ("after that Location flips"): the card it
    sets is kept over any other card the question names (the Characters deployed there). One with ``say``
    is read as those words ("leave the Location", said of what is deployed there, as "go away")."""
    tweaks: dict = {}
    for pattern, tweak in get_profile(game).data["ask"].get("descriptors", []):
        if re.search(pattern, text):
            if tweaks.get("flipping"):  # the card said to flip is the card, whatever else is named
                tweak = {k: v for k, v in tweak.items() if k != "card"}
            said = tweak.get("say")  # the words it is read as ("leave the Location": "go away")
            tweaks.update({k: v for k, v in tweak.items() if k != "say"})
            text = re.sub(pattern, f" {said} " if said else _left_behind, text)
    return tweaks, re.sub(r"\s+", " ", text).strip()


def _left_behind(found: re.Match) -> str:
    """What stands in for a descriptor taken out: its group "keep" if it has one; "card" where it was the
    noun after a determiner ("my ship flipped" is "my card flipped", not "my flipped", which reads as a
    participle describing a card); else a space."""
    if found.re.groupindex.get("keep") and found.group("keep"):
        return f" {found.group('keep')} "  # the words of the match that are no description ("flips to")
    before = found.string[: found.start()]
    return (
        " card "
        if re.search(rf"\b(?:{_DETERMINERS})\s*$", before) and not found.group(0).startswith(" ")
        else " "
    )


_DETERMINERS = "a|an|the|my|your|his|her|its|their|our|this|that|these|those|mi|tu|su|el|la|un|una"


def start_face(text: str, sides: list[str]) -> str | None:
    """The side of the game's a card flips from: "from its Reverse face", "from its moon side"."""
    found = re.search(r"\bfrom (?:its |the |a )?(\w+) (?:face|side)\b", text)
    if found and _TAKEN_FROM.search(text[: found.start()]):
        return None  # "calculated from its back face": where a value is taken from, not where it flips from
    return found.group(1) if found and found.group(1) in sides else None


# A value taken from a face ("its mana value is calculated / worked out / taken from its back face").
_TAKEN_FROM = re.compile(
    r"\b(?:calculat\w*|work\w* out|figur\w*|determin\w*|comput\w*|deriv\w*|taken|based|read|copied)\s*$"
)


# A move's manner, not an event of its own: "exiled face down", "put into exile face-down".
FACE_DOWN_MOVE = re.compile(
    r"\b((?:exil|put|plac|mov|sent|send|shuffl|return)\w*(?: (?!turn\w*\b)[\w'-]+){0,3}?) face[- ]?down\b"
)


def face_down_move(text: str, tweaks: dict) -> str:
    """The question without the "face down" of a move that puts the card face down (set in ``tweaks``)."""
    if FACE_DOWN_MOVE.search(text):
        tweaks["move_face_down"] = True
        return FACE_DOWN_MOVE.sub(r"\1", text)
    return text
