"""The subjects a question can ask about (each game's profile lists them), and finding the one a
question names: the first that the game speaks of, as a whole word, not what acts ("an effect
moves it"), and for some subjects outside a condition."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from rulings.scenarios.engine import counters, reader
from rulings.scenarios.engine.profiles import GAMES, get_profile


@dataclass(frozen=True)
class Subject:
    """One thing a question can ask about, in one game (the game's profile lists them)."""

    game: str
    rank: float  # across games, the more particular first
    name: str  # how the summary names it
    pattern: str
    build: dict  # how to put the subject on the sample card
    kind: str = "state"  # state | count_as | performed
    asks: str | None = None  # what a question with no verb of its own asks ("is the Storyline flipped?")
    event: str | None = None  # the event the subject implies, when the question names none
    main_clause: bool = False  # read only in the question, outside a condition ("while it is face down")
    opposite: bool = False  # names the opposite of what the engine decides ("the same card": no new card)
    # the card's other characteristics, which its words may describe a card beside ("a Variable Digimon"):
    # a question naming one ("does it gain the opponent's type?") asks of that one, not of this subject
    rivals: str | None = None


# A verb right after a subject's words makes them what acts: "an effect moves it", "the effect says",
# "my opponent's effect flips my active", "an effect flipped my active".
AGENT = re.compile(
    r"\s+(?:that |which )?(?:moves?|puts?|returns?|sends?|makes?|causes?|says?|tells?|lets?|forces?|"
    r"exiles|destroys?|trashes|places?|"
    # (a flip's verb with its object: "the effect flips my active", not "does the Storyline flip with them";
    # in the past too, "an effect flipped my active", "an effect moved it": with its object, no participle;
    # "exile" with one, as "stay in exile" names the zone)
    r"(?:flip(?:s|ped)?|transform(?:s|ed)?|convert(?:s|ed)?|moved|returned|sent|exiled?|destroyed|trashed)"
    r"(?= (?:my|your|his|her|their|its|the|a|an|it|them|this|that)\b)|"
    r"turns (?:it|them|\w+ (?:over|face))|voltea)\b"
)
# … and the agent of a passive: "placed into my security stack by an effect", "por un efecto".
BY_AGENT = re.compile(
    r"\b(?:by|via|por|mediante)\s+(?:(?:an?|the|my|your|their|his|her|its|one|un|una|el|la|su|mi|tu)\s+)?"
    r"(?:[\w'-]+\s+)?$"
)


@functools.cache
def subjects() -> tuple[Subject, ...]:
    entries = [Subject(game=g, **e) for g in GAMES for e in get_profile(g).data["ask"]["subjects"]]
    return tuple(sorted(entries, key=lambda s: s.rank))


def named_games(text: str) -> list[str]:
    return [g for g in GAMES if re.search(get_profile(g).data["ask"]["words"], text)]


def find_subject(text: str, game: str | None) -> tuple[Subject | None, re.Match | None]:
    """The first subject the question names that the game speaks of (any game's, failing that)."""
    found = [(s, m) for s in subjects() if (m := whole_word_match(s.pattern, text, s.main_clause))]
    found = _in_question(found, text, game) or found
    found = _past_condition(found, text)
    if any(s.name != "it" for s, _ in found):
        # "Can it flip?" only when the question names nothing more particular.
        found = [(s, m) for s, m in found if s.name != "it"]
    named = [game] if game else named_games(text)
    for g in named:
        for subject, match in found:
            if subject.game == g:
                return subject, as_asked(subject, match, text)
    if found and found[0][0].kind == "performed":
        # "Can it flip / transform?": the game whose own word for the event the question uses.
        for subject, match in found:
            if own_event(text, subject.game):
                return subject, as_asked(subject, match, text)
    return (found[0][0], as_asked(*found[0], text)) if found else (None, None)


def as_asked(subject: Subject, match: re.Match, text: str) -> re.Match:
    """The subject's words as the sentence that asks names them, when the scene before it names the
    same subject otherwise: "A Character with damage counters and one Liberation counter flips. Does
    the Liberation counter stay?" asks of the Liberation counter; "I cast it front face up and it
    resolves. Does it enter back face up?" asks of the back face."""
    asking = reader.question_part(text)
    start = text.rfind(asking) if asking != text else -1
    if start <= match.start():
        return match
    again = whole_word_match(subject.pattern, text, subject.main_clause, start)
    return again if again is not None and again.group(0) != match.group(0) else match


def _in_question(found: list, text: str, game: str | None) -> list:
    """The subjects named in the sentence that asks, when the scene set before it names another
    thing ("A Character with Character Points and damage counters flips. Does it keep the damage
    counters?": the damage counters), each with its match there; [] when the question names none of
    them (a pronoun) or names the scene's subject in short ("It was made Dragon type by an effect.
    Is it still Dragon type?": the type the effect gave)."""
    asking = reader.question_part(text)
    start = text.rfind(asking) if asking != text else -1
    mine = [(s, m) for s, m in found if s.name != "it" and s.game == (game or s.game)]
    if start <= 0 or not mine or mine[0][1].start() >= start:
        return []
    out = [(s, m) for s, _m in found if (m := whole_word_match(s.pattern, text, s.main_clause, start))]
    named = next((m for s, m in out if s.kind == "state" and s.game == (game or s.game)), None)
    top = mine[0][1]
    scene = top.group(0) + re.match(r"(?:\s+[\w'-]+){0,2}", text[top.end() :]).group(0)  # its noun, said out
    said = named.group(0) if named else ""
    if named and (kind := counters.counter_kind(text, named)) and "counter" in said:
        said = f"{kind} {said}"  # "the Liberation counter" is not the scene's "damage counters" in short
    if named is None or mine[0][0].kind != "state" or re.search(rf"\b{re.escape(said)}", scene):
        return []
    return out


def whole_word_match(pattern: str, text: str, main_clause: bool = False, start: int = 0) -> re.Match | None:
    """The first match that starts a word: "suspend" is not read in "unsuspended", nor "counter"
    in "encounter"; with ``main_clause``, none in a condition ("while it is face down"); none
    before ``start``."""
    for m in re.finditer(pattern, text):
        if m.start() < start or (m.start() and text[m.start() - 1].isalnum()):
            continue
        if re.match(AGENT, text[m.end() :]) or BY_AGENT.search(text[: m.start()]):
            continue  # "when an effect moves it", "… by an effect": what acts, not what is asked of
        if main_clause and (
            reader.CONDITION.search(re.split(r"[,.;?¿]", text[: m.start()])[-1])
            or re.search(r"[.!?]\s+\S", text[m.end() :])  # a sentence before the question
        ):
            continue
        return m
    return None


def own_event(text: str, game: str) -> bool:
    actions = get_profile(game).actions
    return any(name in actions and re.search(pattern, text) for name, pattern in reader.EVENTS)


# "If the Aura stays on it, can a face-down double-faced permanent transform?": a condition that opens
# the question, up to its comma
_OPENING_CONDITION = re.compile(
    r"^\W*(?:while|if|when|whenever|once|after|as long as|mientras|si|cuando)\b[^,?]*,"
)


def _past_condition(found: list, text: str) -> list:
    """The subjects named after a condition that opens the question, when the clause that asks whether
    something can happen names one: what the condition names is the scene ("If the Aura stays on it,
    can … transform?" asks whether it can transform, not whether the Aura stays). A clause that asks
    of something else ("…, ¿se envía al Dark Area?") may ask of what the condition names."""
    opening = _OPENING_CONDITION.match(text)
    if opening is None:
        return found
    after = [(s, m) for s, m in found if m.start() >= opening.end()]
    return after if any(s.kind == "performed" for s, _ in after) else found
