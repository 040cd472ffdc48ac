"""What a question asks of its subject, once its verb is read (reader.asks): the verb set against the
subject and the event ("does it come back suspended?" asks what a move leaves; "does it use the power
of the new side?" whether the power follows the new face; "is it hidden from me?" whether I may look)."""

from __future__ import annotations

import re

from rulings.scenarios.engine import attributes
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.subjects import whole_word_match

# "Is it hidden from me / from my opponent?": whether that player may look at it, not the face it shows.
HIDDEN_FROM = r"\bhidden from\b|\boculta(?:s|d[ao]s?)? (?:a|para|de)\b"


def what_is_asked(out, text: str, plain: str) -> str | None:
    """What the question asks of its subject, once the verb read is set against the subject and event."""
    subject, asks = out.subject, out.read.pop("stays", out.asks)  # "does it stay in / go to" that zone
    if subject.kind == "shown" and re.search(HIDDEN_FROM, text):  # hidden from someone: may they look?
        asks, out.negated = "look", not out.negated
    if (
        (asks is None or attributes.ends_up(plain))
        and out.event == "opponent_attribute"
        and attributes.becomes_opponents(plain)
    ):
        asks = "goes"  # "does it count as Data, the opponent's attribute?", "¿queda Datos?": it takes it
    if subject.asks and out.event in FACE_EVENTS and SOURCE.search(text[: out.match.start()]):
        asks = subject.asks  # "is its status taken from the face it came from?": whether that face still says
    if asks == "arrives":  # "does it come back suspended?": what it has where a move puts it
        asks = "has" if out.event == "move" else None
    if asks == "new_face":  # "does it use the X of the new side?": X follows the new face, if it can
        asks = "goes" if gained(subject) else None
    if asks is None and gained(subject) and out.event in FACE_EVENTS:
        asks = _from_face(out, text)  # "is its mana value calculated from its front face's cost?"
    if asks is None and subject.build.get("overflow") and re.search(r"\b(?:displac|destroy)\w*", text):
        asks = "goes"  # "are they destroyed?": the fate the rules give them (decided in ask._answer)
    if subject.build.get("overflow") and re.search(r"\b(?:choos|chose|pick|decid|select)\w*", text):
        asks = None  # "does the controller choose which cards stay?": who chooses is not read
    if asks == "has":  # "does it have X after …?": X kept, if X can only be kept, not gained
        asks = "lasts" if out.origins or not gained(subject) else None
    return asks


# A value said to come from the subject ("taken from", "based on", "decided by" the face it came from):
# the question is whether the subject still gives it, what it asks with no verb of its own.
SOURCE = re.compile(
    r"\b(?:taken|takes?|comes?|came|derived|based|determined|decided|governed|set|calculated|read|"
    r"worked out)\s+(?:from|on|by|off)\s+(?:the\s+|its\s+|their\s+)?$"
)
# "calculated using the mana cost of its front face", "worked out from the front face", "based on its
# back side": the face a value is taken from. The face the card showed before the event keeps the
# value it had; the other one is the new face's.
FROM_FACE = re.compile(
    r"\b(?:calculat\w*|work\w* out|figur\w*|based|determin\w*|comput\w*|deriv\w*|uses?|using|taken)\b"
    r"(?: [\w'-]+){0,6}? (?:its |the )?(\w+)(?:'s)? (?:face|side)\b"
)
FACE_EVENTS = frozenset({"transform", "convert", "flip"})


def _from_face(out, text: str) -> str | None:
    found = FROM_FACE.search(text)
    if found is None:
        return None
    profile = get_profile(out.read["game"])
    before = out.tweaks.get("start_face") or profile.data["ask"]["samples"]["default"].get("face")
    if found.group(1) not in profile.sides or before not in profile.sides:
        return None
    return "lasts" if found.group(1) == before else "goes"


def without_subject(plain: str, subject) -> str:
    """The question with the words naming a state subject taken out: the "change" of "the attack ability
    change" names the subject and asks nothing ("does the attack ability change carry over?")."""
    if subject.kind != "state" or subject.asks is not None:
        return plain
    found = whole_word_match(subject.pattern, plain, subject.main_clause)
    if found is None:
        return plain
    end = found.end() + len(re.match(r"\w*", plain[found.end() :]).group(0))  # to the end of its word
    return f"{plain[: found.start()]}it{plain[end:]}"


def gained(subject) -> bool:
    """Whether the event can give the card the subject as well as keep it (a face, printed values)."""
    path = str(subject.build.get("path", ""))
    return path == "face" or path.startswith("printed") or "printed" in subject.build
