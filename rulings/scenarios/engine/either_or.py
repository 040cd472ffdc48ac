"""Questions that ask which of two things happens ("do its counters reset or keep the old ones?", "does it
go to the graveyard or to exile?"). Plain Python.

A yes or no does not answer them: a "yes" read off the first alternative reads as a yes to the choice
itself. The question is answered by naming the alternative the rules choose, quoting the rule, with no
yes or no ("unknown" as the answer); when the rules' answer on the first alternative does not settle the
other (a no to "the graveyard" says nothing of exile), only what the rules say of the first is given.

Two alternatives are read when "or" joins two outcomes of opposite kinds (one a verb of lasting, "stay",
"keep"; the other of going, "reset", "fall off"), two zones a card is put in, or two words naming the
sides of one choice ("the same object or a new one", "face up or face down"). A tag ("…, or does it?"),
"or not", a choice the question asks about ("whether … or …", "choose between …") and a list of nouns
("like Draw or Trash", "an Option card or an ability") are no alternatives.

"X instead of Y?" ("rather than", "in place of", "en lugar de") asks a yes or no of X, Y named as what X
would not be: when Y is X's opposite (to stay instead of leaving, to reset instead of keeping its
counters; a move to one zone instead of another), it is taken out of the question (``without_instead``)
and X alone is read; the answer to X answers it.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import moves, reader
from rulings.scenarios.engine.answer_polarity import AUX
from rulings.scenarios.engine.profiles import GAMES

_OR = re.compile(r"\s*,?\s+(?:or|o|u)\s+", re.IGNORECASE)
# "…, or does it?", "or is it?", "or not": a tag that asks the same question again
_TAG = re.compile(
    rf"^(?:not\b|{AUX}\s+"
    r"(?:it|they|he|she|i|you|we|there|that|this|one)\s*(?:not\s*)?[?.!]*\s*$)",
    re.IGNORECASE,
)
# A choice the question asks about, not one it puts to the reader: "whether X or Y", "choose between".
_ASKS_OF_A_CHOICE = re.compile(
    r"\b(?:whether|between|either|choos\w*|chose|decid\w*|pick\w*|select\w*|like|such as|si)\b", re.IGNORECASE
)
# What may stand before the second alternative's verb: "or does it reset", "or is it removed", "or will they"
_AUX_SUBJECT = re.compile(
    rf"^(?:{AUX}\s+"
    r"(?:it|they|he|she|the\s+\w+|its\s+\w+|their\s+\w+)\s+)?(?:(?:does|do|did|will|would|get|gets|be|been|se)\s+)?",
    re.IGNORECASE,
)
# Before a zone: where a card is put ("to the graveyard", "into exile", "in my hand")
_TO = re.compile(
    r"(?:^|\b(?:to|into|onto|in|on|at|under|a|en|al)\s+)(?:(?:the|its|their|my|your|his|her|owner's|"
    r"el|la|los|las|su|mi)\s+)*$",
    re.IGNORECASE,
)


# "… or stay attached when it transforms": the condition after the second alternative is no part of it
_CONDITION_AFTER = re.compile(r"\s*,?\s+\b(?:when|whenever|if|after|once|while|as soon as|cuando|si)\b", re.I)


def _outcome(words: str, at_start: bool) -> str | None:
    """ "lasts" or "goes" for the verb of an alternative (the first one it names; the one it opens with,
    past an auxiliary and a subject, when ``at_start``), else None."""
    if at_start:
        words = words[_AUX_SUBJECT.match(words).end() :]
    kinds = []
    for kind, pattern in (("lasts", reader.LASTS), ("goes", reader.GOES)):
        found = re.search(rf"(?:{pattern})", words, re.IGNORECASE)
        if found and (not at_start or found.start() == 0):
            kinds.append((found.start(), kind))
    return min(kinds)[1] if kinds else None


def _zone_at(words: str, game: str | None, first: bool) -> str | None:
    """The zone an alternative puts a card in: the first zone named at its start, or the last one
    named at the end of the words before the "or"."""
    if game not in GAMES:
        return None
    mentions = moves.zone_mentions(words, game)
    if not mentions:
        return None
    start, end, zone = mentions[0] if first else mentions[-1]
    placed = _TO.search(words[:start])
    if first:  # the alternative opens with it: "(to) exile", "into the graveyard"
        return zone if placed and placed.start() == 0 and placed.end() == start else None
    return zone if placed and not words[end:].strip(" ?.!") else None


def alternatives(question: str, game: str | None = None) -> tuple[str, str, bool | None] | None:
    """The two alternatives the question asks between ("its counters reset", "keep the old ones") and
    whether one holds exactly when the other does not (to last or to go: a no to one is a yes to the
    other; two zones are not so; None where a yes or no read off the whole question tells neither), or
    None."""
    asking = reader.question_part(question)
    asking = asking.split("?")[0]
    found = None
    for found in _OR.finditer(asking):  # noqa: B007 - the last "or" of the sentence that asks
        continue
    if found is None:
        return None
    left, right = asking[: found.start()], _CONDITION_AFTER.split(asking[found.end() :])[0].strip(" ?.!,")
    if not right or _TAG.match(right) or _ASKS_OF_A_CHOICE.search(left):
        return None
    first, second = _outcome(left, at_start=False), _outcome(right, at_start=True)
    if first and second and first != second:
        return _last_words(left), right, True
    if first == "lasts" and second is None and game in GAMES and moves.zone_mentions(right.lower(), game):
        return _last_words(left), right, True  # "¿se queda o se va al Dark Area?": to stay or to go there
    before, after = _zone_at(left, game, first=False), _zone_at(right, game, first=True)
    if before and after and before != after:
        return _last_words(left), right, False
    near = set(re.findall(r"[\w-]+", left.lower())[-4:])
    if any(a in near and re.search(rf"\b(?:{b})\b", right.lower()) for a, b in _OPPOSED):
        return _last_words(left), right, False
    if _same_head(left, right):  # "its front face or both faces", "one card or two cards"
        return _last_words(left), right, False
    # "a KO or just a flip", "destroyed or displaced", "once or twice", "one card or two"
    # (None: a yes or no read off the whole question says nothing of which side the rules choose)
    if _RATHER.match(right) or _two_participles(left, right) or _two_counts(left, right):
        return _last_words(left), right, None
    if _two_verbs(left, right) or _cleft(left, right):  # "does it flip or stay?", "is it X or Y who …?"
        return _last_words(left), right, None
    return None


# "Is it the controller or the owner who picks …?", "¿es el controlador o el dueño quien …?"
_CLEFT_LEFT = re.compile(r"^\W*(?:is|was|are|were|es|son)\s+(?:it|that|this)?\s*\S", re.IGNORECASE)
_CLEFT_RIGHT = re.compile(r"^(?:[\w'-]+\s+){1,3}(?:who|that|which|quien|quienes|que)\b", re.IGNORECASE)


def _cleft(left: str, right: str) -> bool:
    """Whether the question asks which of two named things does something ("Is it the controller or the
    owner who chooses?"): a yes or no names neither."""
    return bool(_CLEFT_LEFT.match(reader.question_part(left)) and _CLEFT_RIGHT.match(right))


# A verb of what happens to a thing, bare after one auxiliary: "does it stay or go", "flip or stay"
_BARE_VERB = r"(?:go|stay|flip|change|update|reset|transform|leave|remain|turn over|fall off)(?:e?s)?"


def _two_verbs(left: str, right: str) -> bool:
    """Whether two bare verbs share the auxiliary that asks ("Does the Storyline flip or stay?"): the
    second alternative is one verb, the first side ends on another."""
    before = re.search(rf"\b({_BARE_VERB})\s*$", left, re.IGNORECASE)
    after = re.fullmatch(rf"({_BARE_VERB})(?:\s+(?:too|instead|again|away|back|put))?", right, re.IGNORECASE)
    if not (before and after) or before.group(1).lower() == after.group(1).lower():
        return False
    kinds = {_outcome(before.group(1), at_start=False), _outcome(after.group(1), at_start=False)}
    return len(kinds) == 2 or kinds == {None}  # "stay or remain": two words for one outcome


_COUNTS = (
    r"(?:once|twice|thrice|one|two|three|four|five|six|seven|eight|nine|ten|zero|none|both|\d+|"
    r"una|uno|dos|tres|cuatro|cinco|cero|ambos|ambas)"
)
_COUNT_AT_END = re.compile(rf"\b{_COUNTS}(?:\s+[\w-]+)?\s*$", re.IGNORECASE)
_COUNT_AT_START = re.compile(rf"(?:(?:just|only|a|an)\s+)?{_COUNTS}\b", re.IGNORECASE)


def _two_counts(left: str, right: str) -> bool:
    """Whether two counts are set against each other ("update it once or twice", "1 or 2 times"): two
    different ones ("una habilidad o una Option Card" names two things, each with its article)."""
    end, start = _COUNT_AT_END.search(left), _COUNT_AT_START.match(right)
    if not end or not start:
        return False
    return end.group(0).split()[0].lower() != start.group(0).split()[-1].lower()


# "… or just a flip", "or only the front face", "or rather …": the second side set against the first
_RATHER = re.compile(r"(?:just|only|merely|simply|rather|instead)\b", re.IGNORECASE)
_PARTICIPLE = r"[a-z]{3,}(?:ed|en)"
# a condition in the clause that asks ("does it flip when destroyed or exiled?"): the "or" is the condition's
_CONDITION_IN = re.compile(r"\b(?:when|whenever|if|after|once|while|as soon as|cuando|si)\b", re.IGNORECASE)


def _two_participles(left: str, right: str) -> bool:
    """Whether the question ends on two participles, each a state the card may end in ("are the units
    destroyed or displaced?", "is it kept or reset?"), in the clause that asks, not in its condition."""
    clause = left.rsplit(",", 1)[-1]
    last = re.search(rf"\b({_PARTICIPLE})\s*$", clause, re.IGNORECASE)
    other = re.fullmatch(rf"(?:(?:be|get|gets|got)\s+)?({_PARTICIPLE})", right, re.IGNORECASE)
    if not last or not other or _CONDITION_IN.search(clause):
        return False
    return last.group(1).lower() != other.group(1).lower()


def _same_head(left: str, right: str) -> bool:
    """Whether the two sides end on one noun, each with a word of its own before it ("its front face or
    both faces"): two kinds of one thing, not a list of things."""
    a, b = re.findall(r"[\w'-]+", left.lower())[-2:], re.findall(r"[\w'-]+", right.lower())
    if len(a) < 2 or len(b) < 2 or len(b) > 3 or a[0] == b[-2]:
        return False
    return a[1].rstrip("s") == b[-1].rstrip("s") and len(a[1]) > 2


# Two words naming the two sides of one choice: "the same object or a new one", "face up or face down"
_OPPOSED = (
    ("same", "new|different|another|other"),
    ("new", "same|old"),
    ("front", "back"),
    ("back", "front"),
    ("up", "down"),
    ("down", "up"),
    ("public", "private"),
    ("private", "public"),
)


_INSTEAD = re.compile(r"\s*,?\s*\b(?:instead of|rather than|in place of|en lugar de|en vez de)\s+", re.I)
# Where the alternative after "instead of" ends: the end of its clause, or a condition after it
_ALTERNATIVE_END = re.compile(r"\s*(?:[,;:?!.]|\s\b(?:when|whenever|if|after|once|while|cuando|si)\b)", re.I)
# Leaving where it is, said of a card beside a verb of lasting ("stay instead of leaving it")
_LEAVES = r"\bleav\w*|\bgo(?:es|ing)? (?:away|elsewhere)\b|\bdepart\w*|\bsal(?:e|ir|iendo)\b"


def without_instead(question: str, game: str | None = None) -> str:
    """The question without an alternative named as the opposite of what it asks ("does it stay at
    that Location instead of leaving it?" → "does it stay at that Location?"); the question itself
    when there is none, or when what the alternative is to what is asked is not read."""
    asking = reader.question_part(question)
    found = _INSTEAD.search(asking)
    if found is None or len(_INSTEAD.findall(asking)) > 1:
        return question
    left = asking[: found.start()]
    end = _ALTERNATIVE_END.search(asking, found.end())
    right = asking[found.end() : end.start() if end else len(asking)]
    if not right.strip() or not _opposed(left, right, game):
        return question
    at = question.rfind(asking)
    if at < 0:
        return question
    start, stop = at + found.start(), at + found.end() + len(right)
    return question[:start] + question[stop:]


def _opposed(left: str, right: str, game: str | None) -> bool:
    """Whether the alternative (``right``) is the opposite of what the words before it ask: a verb of
    lasting and one of going (or of leaving), or a move to two different zones."""
    first = _outcome(left, at_start=False)
    second = _outcome(right, at_start=False)
    if first is None and re.search(_LEAVES, left, re.I):
        first = "goes"  # "do they leave instead of staying?"
    if second is None and re.search(_LEAVES, right, re.I):
        second = "goes"
    if first and second and first != second and not (first == "lasts" and re.search(_LEAVES, left, re.I)):
        return True
    before = _zone_at(left.lower(), game, first=False)
    after = {zone for _start, _end, zone in moves.zone_mentions(right.lower(), game)} if before else set()
    return len(after) == 1 and before not in after


def _last_words(left: str) -> str:
    return " ".join(left.split()[-3:])


_LEADING_VERDICT = re.compile(r"^(?:Yes|No)\.\s*")


def named_choice(out: dict, question: str, game: str | None = None) -> dict:
    """A yes or no given to a question asking which of two things happens, turned into what the rules
    say of them, with its citations; no yes or no is given."""
    if out.get("answer") not in ("yes", "no", "depends"):
        return out
    pair = alternatives(question, game or (out.get("read") or {}).get("game"))
    if pair is None:
        return out
    said = _LEADING_VERDICT.sub("", out.get("summary", ""), count=1)
    first, second, opposite = pair
    if opposite is None:
        chosen = "which of them the rules choose is not read."
    elif out["answer"] == "yes":
        chosen = f"the rules choose the first: … {first}."
    elif out["answer"] == "no" and opposite:
        chosen = f"the rules choose the second: {second}."
    else:
        chosen = f"of the first (… {first}) the rules answer {out['answer']}; of the second, nothing read."
    note = "It asks which of two things happens, which a yes or no does not answer; "
    note += f"{chosen} What the rules say: "
    return {**out, "answer": "unknown", "summary": note + said}
