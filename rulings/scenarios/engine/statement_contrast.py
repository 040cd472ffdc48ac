"""What "same" and "different" are said of, for the statement reader (statements.py).

"Flip card numbers are the same but their names may be different" says the numbers are the same;
a question about "a different card number" names the number too, but asks the opposite of it. A
modifier is bound to a noun attributively ("a different card number": the last word of the noun
phrase after it) or predicatively ("their names may be different": the noun before the verb).
Only what can be bound this way is compared; anything else is left to the rest of the reader, but
for three plain cases: a "same"/"different" bound to no noun the reader keeps ("the same card"), which
is opposed by a sentence that says only the other; a face named front or back against a sentence that
names only the other face and does not say "only" (which the rest of the reader reads); and "both"
asked of a sentence that allows "either … or" and never says "both" ("includes either face" is said
of each face, and answers it).
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import STOP, fold, stem

_KIND = {"same": "same", "identical": "same", "different": "other", "distinct": "other"}
# … and in Spanish: "el mismo número", "con diferente número", "distinto nombre".
_KIND |= {w: "same" for w in ("mismo", "misma", "mismos", "mismas", "igual", "iguales")}
_KIND |= {w: "other" for w in ("diferente", "diferentes", "distinto", "distinta", "distintos", "distintas")}
_LIKENESS = "|".join(_KIND)
_ATTRIBUTIVE = re.compile(rf"\b({_LIKENESS})\s+([a-z]+)(?:\s+([a-z]+))?")
_PREDICATIVE = re.compile(
    r"\b([a-z]+)\s+(?:are|is|were|was|(?:may|can|will|must) be)\s+(?:the\s+)?"
    r"(same|identical|different|distinct)\b"
)

_ONE_TO_ANOTHER = re.compile(r"\bone\s+([a-z]+)\s+(?:to|or|into)\s+another\b")


def bound(text: str) -> dict[str, str]:
    """noun stem → "same" or "other", for what the text says is the same or differs."""
    out: dict[str, str] = {}
    folded = fold(text)
    for found in _ATTRIBUTIVE.finditer(folded):
        words = [w for w in found.groups()[1:] if w]
        if words[-1] in STOP:
            words = words[:-1]
        if words and words[-1] not in STOP:
            out[stem(words[-1])] = _KIND[found.group(1)]
        if len(words) == 2 and words[0] not in STOP:  # "the same area become …": the area, too
            out.setdefault(stem(words[0]), _KIND[found.group(1)])
    for found in _ONE_TO_ANOTHER.finditer(folded):  # "from one area to another": the area differs
        if found.group(1) not in STOP:
            out[stem(found.group(1))] = "other"
    for found in _PREDICATIVE.finditer(folded):
        if found.group(1) not in STOP:
            out[stem(found.group(1))] = _KIND[found.group(2)]
    return out


_WORD = re.compile(rf"\b({_LIKENESS})\b")
_SAME_TIME = re.compile(
    r"\bat the same time\b|\bal mismo tiempo\b|\bmismo momento\b"
)  # a time, not a likeness
_FACE = re.compile(r"\b(front|back)\s+(?:face|side)s?\b")
_OTHER_FACE = {"front": "back", "back": "front"}


def kinds(text: str) -> frozenset[str]:
    """Whether a text says "same" or "different" at all (not "at the same time")."""
    return frozenset(_KIND[w] for w in _WORD.findall(_SAME_TIME.sub(" ", fold(text))))


def faces(text: str) -> frozenset[str]:
    """The faces a text names: "front", "back"."""
    return frozenset(_FACE.findall(fold(text)))


def asked_of(question: str) -> dict[str, str]:
    """``bound()`` of the question, with "*" for a single "same" or "different" bound to no noun,
    "face" for the one face it names and "both" when it asks of both."""
    asked = bound(question)
    said = kinds(question)
    if not asked and len(said) == 1:
        asked["*"] = next(iter(said))
    named = faces(question)
    if len(named) == 1:
        asked["face"] = next(iter(named))
    if re.search(r"\bboth\b", fold(question)):
        asked["both"] = "both"
    return asked


def opposed(asked: dict[str, str], sentence: str) -> bool:
    """Whether the question (its ``asked_of()``) says "same" of a noun the sentence says differs, or
    the other way; names the face the sentence does not; or asks of both what the sentence allows
    of either."""
    if not asked:
        return False
    text = fold(sentence)
    if "both" in asked and re.search(r"\beither\b.*\bor\b", text) and not re.search(r"\bboth\b", text):
        return True
    face = asked.get("face")
    if face and faces(text) == {_OTHER_FACE[face]} and not re.search(r"\bonly\b", text):
        return True
    if "*" in asked and kinds(text) == {_OTHER[asked["*"]]}:
        return True
    said = bound(sentence)
    return any(said.get(noun) not in (None, kind) for noun, kind in asked.items() if noun not in _OWN_KEYS)


_OTHER = {"same": "other", "other": "same"}
_OWN_KEYS = frozenset({"*", "face", "both"})


# How several things happen: together ("at the same time", "at once") or apart ("1 card at a time").
_TOGETHER = re.compile(r"\b(?:at the same time|at once|simultaneously|together)\b")
_APART = re.compile(
    r"\b(?:(?:one|1)(?: \w+)? at a time|one by one|separately|one after (?:the )?(?:other|another))\b"
)


def manners(text: str) -> frozenset[str]:
    """Whether a text says things happen together, apart, or both."""
    text = fold(text)
    return frozenset(m for m, p in (("together", _TOGETHER), ("apart", _APART)) if p.search(text))


def manners_said(asked: frozenset[str], sentence: str) -> bool:
    """Whether the sentence names the way of happening apart the question names: "are they placed one
    at a time?" is not answered by a sentence about cards that leave "at the same time" (which may be
    the question's own scene: "at once" asks nothing by itself)."""
    return "apart" not in asked or "apart" in manners(sentence)
