"""What a question names that the scenarios would silently drop. Plain Python.

- a kind of card the rules here never speak of ("Does an Event card keep its counters?" where the
  space rules name counters for Characters, Spacecraft and Locations only): the scenarios run on the
  kinds the rules do name, and their answer is not the rules' word on that other kind;
- a face named by what is printed on it ("with its nonland face up", "its creature face"), not by a
  side the rules name (front, back, the game's sides, or a face the rules' own sentences name):
  which face that is, is not read;
- two things asked of at once ("Do both the Device and the Liberation counter stay?"): the scenario
  is run for one of them, and the answer would be given as if it were the answer for both; it is
  given only when the rules answer both alike (both_asked).

Each check returns why ('' when the reading stands). The words a game's rules use are read from its
profile's quotations of them, not listed here.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine import statement_contrast as contrast
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.subjects import subjects, whole_word_match

_OWNER = r"(?:an?|the|my|your|their|his|her|this|that|its|these|those)\s+(?:(?:opponent's|own)\s+)?"
_SOURCE = re.compile(r"\b(?:from|by|with|via|using|through|de|por|con)\s+$")
_KIND_OF_CARD = re.compile(rf"\b{_OWNER}([a-z][a-z-]+)\s+cards?\b")
# Words before "card" that say which card or in what state, not what kind of card it is.
_NOT_A_KIND = frozenset(
    ["new", "same", "other", "another", "flipped", "flip", "flippable", "active", "face-up", "face-down"]
    + ["facedown", "faceup", "hidden", "single", "original", "top", "bottom", "whole", "physical"]
    + ["double-faced", "double-sided", "multi-sided", "first", "second", "last", "next", "previous"]
    + ["entire", "one", "two", "sample", "actual", "real", "different", "played", "transformed", "chosen"]
    + ["named", "revealed", "exiled", "destroyed", "deleted", "trashed", "discarded", "moved", "given"]
    + ["only", "old", "older", "printed", "whole", "full", "front", "back", "turned", "flipped-over"]
)
# "its nonland face", "the creature side"; not "placed in the trash face up" (a manner, not a face)
_FACE_NAMED = re.compile(
    r"\b(?:(?:its|their|his|her|my|your)\s+([a-z][a-z-]+)\s+(?:face|side)s?\b"
    r"|(?:an?|the|this|that)\s+([a-z][a-z-]+)\s+(?:face|side)s?\b(?![- ]?(?:up|down)\b))"
)
_RESPELT = 7  # the shortest kind word a typo is put right in
_FACE_WORDS = frozenset(
    ["other", "another", "back", "front", "same", "new", "reverse", "prime", "previous", "original"]
    + ["initial", "current", "opposite", "visible", "face-up", "face-down", "up", "down", "one"]
    + ["either", "each", "both", "any", "which", "first", "second", "shown", "showing", "hidden"]
    + ["old", "former", "prior", "earlier", "later", "starting", "next", "last", "own", "flipped"]
    + ["turned", "upturned", "top", "upper", "underside", "rear", "flip", "single", "whole", "printed"]
)


def _words_of_rules(game: str) -> str:
    return " ".join(c["quote"] for c in get_profile(game).citations().values()).lower()


def kind_unnamed_in(text: str, words, respell=lambda w: w, described=()) -> str:
    """A kind of card the text names ("an Event card") that is none of ``words`` (a text's own
    words) ('' for none). A long word is put right as a typo by ``respell`` ("a transfroming card");
    a short one is not: "event" is one letter from "even", another word."""
    for found in _KIND_OF_CARD.finditer(text):
        word = found.group(1)
        if word in _NOT_A_KIND or len(word) < 4 or _SOURCE.search(text[: found.start()]):
            continue  # "a power boost from an Option card": where it comes from, not the card asked of
        respelt = respell(word) if len(word) >= _RESPELT else word
        if not {word, word.rstrip("s"), respelt} & set(words) and not any(
            re.search(p, word) for p in described
        ):
            return word
    return ""


def unnamed_kind(text: str, game: str) -> str:
    """A kind of card the question names ("an Event card") which the game's rules here never name
    ('' for none, or in a game whose cards are not sorted into kinds by its profile)."""
    profile = get_profile(game)
    if profile.kinds is None:
        return ""
    # The rules' words, and what the profile reads as describing the card ("a Location": the heading
    # "For Locations" is no quotation); not the profile's kinds, its own sorting ("option" in dbe too).
    described = [pattern for pattern, _tweak in profile.data["ask"].get("descriptors", [])]
    words = set(re.findall(r"[\w-]+", _words_of_rules(game)))
    return kind_unnamed_in(text, words, described=described)


def unnamed_face(text: str, game: str) -> str:
    """A face the question names by a word that is no side of the game's cards, no face the rules'
    sentences name, and nothing the profile reads as describing the card ('' for none)."""
    profile = get_profile(game)
    known = set(_FACE_WORDS) | {s.lower() for s in profile.sides}
    known |= set(re.findall(r"([\w-]+) (?:face|side)s?\b", _words_of_rules(game)))
    described = [pattern for pattern, _tweak in profile.data["ask"].get("descriptors", [])]
    for found in _FACE_NAMED.finditer(text):
        word = found.group(1) or found.group(2)
        if word not in known and not any(re.search(p, word) for p in described):  # "an Unshielded face"
            return word
    return ""


_BOTH = re.compile(r"\b(?:and|as well as|y|e)\b")


def two_subjects(text: str, game: str, subject) -> tuple[str, re.Match | None]:
    """The other thing the asking sentence asks of, joined to the subject by "and" ('' for none), and
    where the subject is named in the asking sentence."""
    asking = reader.question_part(text)
    own = whole_word_match(subject.pattern, asking)
    if own is None:
        return "", None
    for other in subjects():
        if other.game != game or other.name in ("it", subject.name):
            continue
        found = whole_word_match(other.pattern, asking)
        if found is None or (found.start() < own.end() and own.start() < found.end()):
            continue  # not named, or the same words read as the subject
        between = asking[min(own.end(), found.end()) : max(own.start(), found.start())]
        if _BOTH.search(between) and len(between.split()) <= 6:
            return other.name, own
    return "", None


def both_asked(r, out: dict, ask, unknown) -> dict:
    """The answer to a question asking of two things at once ("Do both the Device and the Liberation
    counter stay?"): the same answer for each of them, or unknown. ``r`` is the reading of the first
    (an ask.Reading), ``out`` its answer; ``ask`` answers a question, ``unknown`` says why not."""
    game = r.read.get("game")
    other, own = two_subjects(r.text, game, r.subject) if game else ("", None)
    if not other:
        return out
    asking = reader.question_part(r.text)
    start = r.text.find(asking)
    rest = f"{r.text[: start + own.start()]}{r.text[start + own.end() :]}"  # the question of the other
    second = ask(rest, game)
    if out["answer"] != "unknown" and second["answer"] == out["answer"]:
        cited = out["citations"] + [c for c in second["citations"] if c not in out["citations"]]
        return {**out, "citations": [{**c, "id": f"c{i}"} for i, c in enumerate(cited, 1)]}
    why = f"it asks of two things at once ({r.subject.name} and {other}), which the rules answer unlike"
    return unknown(why, game, r.read)


_ITS = re.compile(r"\b(?:its|their|his|her|sus?)\s+$")
# A comparison of amounts: "the same number of Character Points as before", "a face with more capacity"
COMPARED = re.compile(
    r"\b(?:more|fewer|less|greater|smaller|larger|bigger|higher|lower)\b|\bas (?:many|much)\b"
    r"|\bsame (?:number|amount|total|value|count)\b|\b(?:m[aá]s|menos|mayor|menor)\b"
)


def possessed_subject(text: str, game: str, subject) -> str:
    """Another thing the question asks of as the subject's own ("Does the Storyline keep its
    counters?"): what it asks of is that thing on the subject, not the subject ('' for none)."""
    asking = reader.question_part(text)
    own = whole_word_match(subject.pattern, asking)
    if own is None:
        return ""
    for other in subjects():
        if other.game != game or other.name in ("it", subject.name):
            continue
        found = whole_word_match(other.pattern, asking[own.end() :])
        if found and _ITS.search(asking[own.end() : own.end() + found.start()]):
            return other.name
    return ""


_KEPT = re.compile(r"\b(?:keep|keeps|kept|retain\w*|stays?|remains?|lose|loses|lost|removed)\b")
_A_NUMBER = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|zero)\b")


def sample_number(readings: list, text: str) -> str:
    """Why an answer resting on the sample card's printed numbers is not given to a question that
    names a number of its own ("After the flip does it have 3 Character Points?"): the rule sets the
    value anew from what the card prints, which the question does not give ('' when not so)."""
    numbers = [r[5].get("after") for r in readings if isinstance(r[5], dict)]
    if not any(isinstance(n, int | float) and not isinstance(n, bool) for n in numbers):
        return ""
    asking = reader.question_part(text)
    if _KEPT.search(asking):
        return ""  # "Does she keep those 2 CP?": whether the ones it had stay, which the rule says
    found = _A_NUMBER.search(asking)
    if found and _the_ones_it_had(found.group(0), asking, text.replace(asking, " ")):
        return ""  # "It had 4 CP on it … Does it still have those 4?": whether the ones it had stay
    return f"it asks of a number ('{found.group(0)}') the card prints, which is not given" if found else ""


_THOSE = re.compile(r"\b(?:those|these)\b")
_STILL = re.compile(r"\bstill\b")
# what a card's value is set anew to, told by the question: "its starting CP total is 2"
_TOTAL_TOLD = re.compile(r"\b(?:starting|printed)\b[\w ]{0,20}?\b(?:is|of|=)\s*(\d+)\b")


def _the_ones_it_had(number: str, asking: str, scene: str) -> bool:
    """Whether the number asked of is the count the scene says the card had: "those 4", or "still …
    3" when the scene gives the total it is set anew to as another number."""
    if not _told_once(number, scene):
        return False
    if _THOSE.search(asking):
        return True
    total = _TOTAL_TOLD.search(scene)
    return bool(_STILL.search(asking) and total and total.group(1) != number)


def _told_once(number: str, scene: str) -> bool:
    """Whether the scene gives the number once, as what the card has, and not as a total or a value
    it prints ("its starting CP total is 4"): the number asked of is the one the card had."""
    told = [m for m in re.finditer(rf"\b{re.escape(number)}\b", scene)]
    if len(told) != 1:
        return False
    before = scene[max(0, told[0].start() - 30) : told[0].start()]
    return not re.search(r"\b(?:starting|total|printed|prints|is|of)\W*(?:\w+\W+)?$", before)


_THE_FACE = frozenset(["ones", "side", "sides", "face", "faces", "those", "that", "it", "them", "what"])
_BECOMES = re.compile(
    r"\b(?:become|becomes|turns? into|changes? (?:in)?to|switch(?:es)? to|convi[ae]rte en|se vuelve)\s+"
    r"(?:an?\s+|the\s+|un[ao]?\s+|el\s+|la\s+)?([\w-]+(?:\s+[\w-]+)?)"
)


def value_named(readings: list, text: str, subject) -> str:
    """Why "Does it become Dragon when it flips?" is not answered by "its printed types change to the
    new face's": which values the new face prints is not given ('' when the question names none)."""
    to_new_face = any(r[3] == "changed" and isinstance(r[5].get("after"), dict) for r in readings)
    found = _BECOMES.search(reader.question_part(text)) if to_new_face else None
    if not found or whole_word_match(subject.pattern, found.group(0)):
        return ""
    if set(found.group(1).split()) & (_FACE_WORDS | _THE_FACE):  # "change to the ones on the new side"
        return ""
    value = found.group(1).split()[0]
    return f"it asks whether it becomes '{value}', which the new face's printing would decide"


def given_values(readings: list, text: str, subject) -> str:
    """Why an answer resting on what the sample card prints is not given ('' when it is not so)."""
    return sample_number(readings, text) or value_named(readings, text, subject)


def named_part_problem(reading) -> str:
    """Why a reading drops something the question names ('' when it drops nothing)."""
    game, text = reading.read.get("game"), reading.text
    if not game:
        return ""
    if kind := unnamed_kind(text, game):
        return f"it asks of a kind of card ('{kind}') the {game} rules here do not name"
    if face := unnamed_face(text, game):
        return f"it names a face ('{face}') that is no side the rules here name"
    if other := possessed_subject(text, game, reading.subject):
        return f"it asks of {other} of {reading.subject.name}, which is not read"
    if "apart" in contrast.manners(reader.question_part(text)):  # "… see them one at a time?"
        return "it asks whether things happen one at a time, which the scenarios do not model"
    if found := COMPARED.search(reader.question_part(text)):
        return f"it compares amounts ('{found.group(0)}'), which the sample card's values would decide"
    return ""
