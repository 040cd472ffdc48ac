"""Two limits of a rule sentence that leave what it says standing, for the statement reader.

- An "only" said of the means ("existe la posibilidad de modificar el nombre … exclusivamente por
  medio de una Option card o una habilidad", "can be changed only through an effect") limits how the
  thing is done, not whether it can be: a question that names no means ("¿El nombre de la carta puede
  cambiar durante el juego?"), or only means the sentence names ("… con una habilidad?"), is answered
  as the sentence without its "only" would answer it. A question naming a means of its own is not.
- A default ("el efecto … solo suele permanecer durante la Phase …, a menos de que la carta diga lo
  contrario", "usually …, unless the card says otherwise") answers a question that asks for the
  default itself ("normally", "suele"); a plain question is not answered by it (the card may say
  otherwise), nor is one that names the card's exception.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import NUMBERS, content_stems, fold, words_of

_ONLY = r"(?:only|solo|solamente|unicamente|exclusivamente)"
_MEANS = (
    r"(?:by means of|by way of|through|via|using|by|with|por medio de|a traves de|mediante|usando|"
    r"con|gracias a)"
)
_MEANS_ONLY = re.compile(rf"\b{_ONLY}\s+{_MEANS}\b")
_NAMES_MEANS = re.compile(rf"\b{_MEANS}\b")
_HEDGE = re.compile(
    r"\b(?:usually|normally|generally|typically|ordinarily|suelen?|sol[ií]an?|normalmente|"
    r"generalmente|habitualmente|por lo general|en general)\b"
)
_UNLESS_OTHERWISE = re.compile(
    r"\b(?:unless|a menos (?:de )?que|salvo que|excepto (?:si|que))\b[^.;]*\b(?:otherwise|lo contrario)\b"
)
UNLESS = frozenset({"unless", "menos", "salvo", "excepto"})


def means_only(sentence: str) -> bool:
    """Whether the sentence's "only" is said of the means ("exclusivamente por medio de …")."""
    return bool(_MEANS_ONLY.search(fold(sentence)))


def names_means(question: str) -> bool:
    """Whether the question says how the thing is done ("… con una habilidad?", "with an effect")."""
    return bool(_NAMES_MEANS.search(fold(question)))


def default_said(sentence: str) -> bool:
    """Whether the sentence says what holds by default: a hedge ("suele", "usually") and the card's
    own exception ("a menos de que la carta diga lo contrario", "unless … otherwise")."""
    text = fold(sentence)
    return bool(_HEDGE.search(text) and _UNLESS_OTHERWISE.search(text))


def asks_default(question: str) -> bool:
    """Whether the question asks what holds by default ("normally", "usually", "suele")."""
    return bool(_HEDGE.search(fold(question)))


# "at any time", "en cualquier momento": said of every moment of the game.
_ANY_TIME = re.compile(
    r"\b(?:at any time|any ?time|whenever (?:they|you) (?:like|want)|en cualquier momento)\b"
)
# A time the question names: "during my opponent's turn", "en la Battle Phase", "durante el turno rival".
_TIME_NAMED = re.compile(
    r"\b(?:during|in|on|at|durante|en)\s+((?:[\w'-]+\s+){0,3}?(?:turns?|phases?|steps?|turnos?|fases?))\b"
)


def any_time(sentence: str) -> bool:
    """Whether the sentence says what it says of every moment ("at any time")."""
    return bool(_ANY_TIME.search(fold(sentence)))


def times_named(question: str) -> str:
    """The words of the times the question names ("my opponent's turn"), or ""."""
    return " ".join(found.group(1) for found in _TIME_NAMED.finditer(fold(question)))


def times_removed(folded: str) -> str:
    """The (folded) question without the times it names: whose turn it is says nothing of whose
    thing is asked of ("During my opponent's turn, can I change the order of my hand?")."""
    return _TIME_NAMED.sub(" ", folded)


# "Only 1 card can be placed in the breeding area": a count after "only" is what the place holds.
_ONLY_COUNT = re.compile(r"\b(?:only|solo|solamente|unicamente)\s+(\w+)\s+[\w-]+")


def capacity(sentence: str) -> int | None:
    """The count the sentence's "only" says ("Only 1 card can be placed …": 1), or None."""
    found = _ONLY_COUNT.search(fold(sentence))
    return NUMBERS.get(found.group(1)) if found else None


def over_capacity(asked: frozenset[int], sentence: str) -> bool:
    """Whether the question asks for more than the sentence's "only N" allows ("Can two cards be placed
    in the breeding area?" against "Only 1 card can be placed in the breeding area.")."""
    most = capacity(sentence)
    return most is not None and bool(asked) and min(asked) > most


# How many times a thing happens: "once", "twice", "three times".
_TIMES = re.compile(r"\b(once|twice|thrice|(\w+) times)\b")
_TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}


def repeats_asked(question: str) -> tuple[frozenset[int], frozenset[str]]:
    """How many times the question asks a thing happens, and the stems of the words saying it."""
    found = [m.group(0) for m in _TIMES.finditer(fold(question))]
    return times_said(question), frozenset(content_stems(words_of(" ".join(found)), False))


def times_said(text: str) -> frozenset[int]:
    """The counts of how many times a thing happens that a text names ("triggers once": {1})."""
    out = set()
    for whole, count in _TIMES.findall(fold(text)):
        n = _TIMES_WORDS.get(whole) if not count else NUMBERS.get(count)
        if n is not None:
            out.add(n)
    return frozenset(out)


def other_times(asked: frozenset[int], sentence: str) -> bool:
    """Whether the sentence says a thing happens a number of times other than the one the question
    asks, and names no other ("Does it trigger twice?" against "… triggers once.")."""
    said = times_said(sentence)
    return len(asked) == 1 and len(said) == 1 and asked != said
