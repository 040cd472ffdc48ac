"""The face a card is moved with, or had on the stack, named by a question about a move: the move runs
with the face the rules give by default (or "transformed", read as a descriptor), so a question that names
another face, or asks which side is up where the scenario tells only whether a side is, is not answered."""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.profiles import get_profile

# The face a card is moved with, named by the question: "cast the back face of …", "put it onto the
# stack back face up", "a transformed spell" (one cast transformed). A move runs with the face the rules
# give by default or, read as a descriptor, "transformed" (``tweaks["move_face"]``); any other face
# named is not read (712.11b: a modal double-faced card is cast with the face its caster chooses).
_MOVED_WITH = re.compile(
    r"\b(?:cast|put|play|plac|return|mov)\w*\s+(?:it\s+|them\s+)?(?:with\s+)?(?:its\s+|the\s+|their\s+)?"
    r"(\w+)[\s-](?:face|side)\b|\b(?:transformed|converted)\s+(?:[\w-]+\s+)?spells?\b"
)
# "a card placed face up in the security stack" (dcg 3-7-4 "If a face-up card is placed in a security
# stack, the card becomes public information."): the manner of a move, when it is not what is asked
_PUT_FACE_UP = re.compile(
    r"\b(?:put|plac|mov|sent|send|return|set|lay|laid|add)\w*(?: (?!turn\w*\b)[\w'-]+){0,3}? (face[- ]?up)\b"
)
# "does it go in Moon side up?" of a move that tells only whether a side shows; the front face is the one
# that shows by default (mtg 712.14)
_SIDE_UP = re.compile(r"\b(?!front\b)(\w+)[\s-](?:face|side)[\s-](?:face[\s-]?)?up\b")

# The face a card had on the stack before it resolves ("if it was cast transformed", "it was back face up
# on the stack"): 712.13 puts it onto the battlefield with that face, but the card starts front face up
# (712.11, the default: a front face named on the stack is read).
_FACE_ON_STACK = re.compile(
    r"\b(?:cast|casts|casting)\b(?: [\w\"-]+){0,3}? \"?"
    r"(?:transformed|converted|(?!front)(?:\w+)[\s-](?:face|side)\b)"
    r"|\b(?!front)(?:\w+)[\s-](?:face|side)(?:[\s-]up)? (?:while |when |as it was )?(?:on|onto) the stack\b"
)


def moved_face(reading) -> str:
    """Why a move asked of names the face the card is moved with, which is not read ('' when not)."""
    on_stack = reading.event == "move" and reading.read.get("from") in ("stack", "any zone")
    if on_stack and (found := _FACE_ON_STACK.search(reading.text)) and reading.read.get("to") != "stack":
        return f"it names the face the card had on the stack ('{found.group(0)}'), which is not read"
    if reading.event != "move" or reading.tweaks.get("move_face") or reading.tweaks.get("move_face_down"):
        return ""
    if word := _unread_participle(reading):
        return f"it names the card as '{word}', an event that may decide its face, which is not read"
    sides = get_profile(reading.read["game"]).sides
    shown = reading.asks in ("shown", "look")  # "does it go in Moon side up?": which side, not whether one is
    for pattern in (_MOVED_WITH, _SIDE_UP) if shown else (_MOVED_WITH,):
        found = pattern.search(reading.text)
        if found and not (found.group(1) and found.group(1) not in sides):
            return f"it names the face the card is moved with ('{found.group(0)}'), which is not read"
    found = _PUT_FACE_UP.search(reading.text)
    if found and _SEEN.search(reading.text[found.end() :]):
        # "Is a card placed face up in the security stack public information?"; not "Are cards placed
        # face-up in the trash?", where the face is what is asked
        return f"it names the face the card is moved with ('{found.group(0)}'), which is not read"
    return ""


# Whether a card can be seen, asked after the face it is moved with ("… public information?", "… can my
# opponent see it?"), which a face-up card may be in any zone (dcg 3-7-4)
_SEEN = re.compile(
    r"\b(?:public|private|hidden|secret|information|revealed?|visible|see|seen|look\w*|know)\b"
)


# "Does a manifested double-faced card enter the battlefield face up?": a participle before the card names
# an event that put it where it is, which may decide its face (mtg card-rulings.2 "If a double-faced card is
# manifested, it will be put onto the battlefield face down."). One the reader knows as an event or a
# subject ("a transformed permanent", "my suspended Digimon") is read.
_ATTRIBUTIVE = re.compile(
    r"\b(?:a|an|the|my|your|their|his|her|its|this|that|each|any)\s+([a-z]+ed)\s+[\w'-]+"
)


def _unread_participle(reading) -> str:
    """A participle describing the moved card that names no event or subject the reader knows ('')."""
    subjects = get_profile(reading.read["game"]).data["ask"].get("subjects", [])
    known = [pattern for _event, pattern in reader.EVENTS] + [subject["pattern"] for subject in subjects]
    known.append(reader.KINDS_OF_CARD)  # "a melded permanent": a kind of card, no event
    for found in _ATTRIBUTIVE.finditer(reading.text):
        if not any(re.search(pattern, found.group(1)) for pattern in known):
            return found.group(1)
    return ""
