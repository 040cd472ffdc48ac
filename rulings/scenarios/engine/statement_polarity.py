"""The polarity of a question or a rule sentence for the statement reader (statements.py): how it is
turned (negations, limiters, obligations), and the yes or no that two polarities give."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.scenarios.engine.statement_words import (
    BOTH,
    DESCRIPTORS,
    LIMITERS,
    NEGATIONS,
    NUMBERS,
    ONLY,
    TURNS,
    UNBOUNDED,
    WHOLE,
    is_spanish,
)


@dataclass(frozen=True)
class Polarity:
    """How a question or a sentence is turned: negations of the predicate and of a noun, limiters."""

    negations: int
    descriptors: int
    limiters: frozenset[str]
    turns: bool  # "no limit", "other than": a negation that is no plain "not"
    obliges: bool  # "must", "has to", "debe": an obligation, not a permission or a fact
    whole: bool  # "both", "all", "every": a question about the whole, which "only …" does not answer
    both: bool = False  # "both", "ambos": a question about two, which "only …" answers no


def polarity(words: list[str], text: str, rhetorical: bool = False, spanish: bool | None = None) -> Polarity:
    """``spanish``: as the whole sentence is read (by default: as these words are)."""
    spanish = is_spanish(words) if spanish is None else spanish
    no = words.count("no")
    # An English "no" after a verb denies the predicate ("prints no shields icon", "there is no third
    # face"); after a preposition or a conjunction, or opening the clause, it describes a noun.
    denies = 0 if spanish else sum(_denies(words, i) for i, w in enumerate(words) if w == "no")
    negations = sum(w in NEGATIONS for w in words) + (no if spanish else denies) - rhetorical
    negations -= min(words.count("neither"), words.count("nor"))  # "neither … nor …" is one "not"
    descriptors = sum(w in DESCRIPTORS for w in words) + (0 if spanish else no - denies)
    if spanish and "no" in words:  # "no indican ningún marco": one negation, Spanish says it twice
        descriptors -= sum(w.startswith("ningun") for w in words[words.index("no") :])
    # "sin ningún marco": one "without", Spanish says it twice as it does after "no".
    descriptors -= sum(w.startswith("ningun") and words[i - 1] == "sin" for i, w in enumerate(words) if i)
    # "a Character that is not Bound", "una carta que no …": a negation in a relative clause says
    # what the thing is, as "without" does; it does not turn what is said of it.
    relative = len(_RELATIVE_NOT.findall(text))
    negations, descriptors = negations - relative, descriptors + relative
    turns = bool(UNBOUNDED.search(text) or TURNS.search(text))
    obliges = bool(_OBLIGATION.search(_SUBORDINATE.sub(" ", _ASIDE.sub(" ", text))))
    whole = bool(WHOLE.intersection(words))
    # ("solo" is "only"; an "only" before a count says the count, which is read as one: "only once")
    limiters = frozenset(
        "only" if w in ONLY else w
        for i, w in enumerate(words)
        if w in LIMITERS and not (w in ONLY and words[i + 1 : i + 2] and words[i + 1] in NUMBERS)
    )
    if _LINKING.match(text):  # "However, its mana value is …" (712.8e): set against the sentence before,
        limiters -= {"however"}  # what the clause says is not limited
    both = bool(BOTH.intersection(words))
    return Polarity(negations, descriptors, limiters, turns, obliges, whole, both)


_LINKING = re.compile(r"^\W*however\s*,", re.IGNORECASE)


_RELATIVE_NOT = re.compile(
    r"\b(?:that|which|who)\s+(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|may)\s+"
    r"(?:not|never)\b"
    # … and in Spanish after a noun with its article ("una carta que no …"; not "el caso de que no …").
    r"|\b(?:el|la|los|las|un|una|unos|unas)\s+\w+\s+(?:que|quien|quienes)\s+(?:no|nunca)\b"
)
# An obligation in a condition ("When cards have to leave …, does …", "If the effect needs to know
# …, …") or in a relative clause ("el tipo de ataque que el oponente debe usar", "which of my attacks
# I have to use") is said of that condition or that thing, not of what the clause says.
_SUBORDINATE = re.compile(
    r"\b(?:if|when|whenever|while|si|cuando|mientras)\b[^,;:?¿]*,"
    # ("Is it true that I must …?", "¿Es cierto que … deben …?" ask of the obligation itself.)
    r"|(?<!true )(?<!cierto )(?<!verdad )(?<!means )(?<!says )"
    # (A verb before it ends the relative clause: "Cards that are in the trash must be …".)
    r"\b(?:que|which|that|who|whom)\s+(?:(?!(?:must|need|has|have|had|deb|tiene|hay|is|are|was|were|be|"
    r"can|could|may|will|would|es|son|esta|estan|puede|pueden)\b)\w+\s+){0,8}?"
    r"(?:must|needs?\s+to|ha(?:s|ve|d)\s+to|deb(?!ajo)\w+|tienen?\s+que)\b"
)
# Words after which "no" describes what follows: "with no icon", "a card of no color", "and no …".
_DESCRIBING_WORDS = (
    "with without of in on at for from to by into onto and or but nor that which who whose a an the "
    "than as if when while"
)
_DESCRIBING = frozenset(_DESCRIBING_WORDS.split())
_RELATIVE = frozenset({"that", "which", "who", "whose"})


def denies(words: list[str], i: int) -> bool:
    """Whether the English "no" at ``i`` denies the predicate ("it has no Storyline"), for the readers of
    a clause's parts (statement_clauses.negated_conditions)."""
    return _denies(words, i)


def _denies(words: list[str], i: int) -> bool:
    """Whether the English "no" at ``i`` denies the predicate: after a verb, not in a relative clause
    ("a flip card that has no Initialize icon" describes the card)."""
    return i > 0 and words[i - 1] not in _DESCRIBING and (i < 2 or words[i - 2] not in _RELATIVE)


_ASIDE = re.compile(r"\([^()]*\)")
_OBLIGATION = re.compile(
    # ("be required by / in certain abilities" says what they ask for, as "puede ser requerida en …"
    # does: no obligation of the thing required.)
    r"\b(?:must|require(?!d\s+(?:by|in)\b)d?|requires|need(?:s|ed)?|ha(?:s|ve) to|had to|obliged|mandatory|"
    r"deb(?!ajo)\w+|obligatori\w*|tiene que|tienen que|hay que)\b"
)


def verdict(q: Polarity, s: Polarity, turned: int = 0, narrow: bool = False) -> str | None:
    """yes / no, or None when the polarity is not plain. ``narrow``: the question names everything
    the clause does, so "Only X are Y" answers "Are X Y?" (not "Are all X Y?", nor "Is a token …?"
    against "Only transforming tokens …")."""
    said = s.negations + turned
    if q.turns or s.turns or not 0 <= q.negations <= 1 or said > 1:
        return None
    if q.obliges != s.obliges:
        return None
    # "Only X are Y" answers "Are X Y?"; "Are only X Y?" is not answered by "X are Y".
    extra = s.limiters - q.limiters
    if _only_one(q, s, said):
        return "no"  # "… of both of its sides?" against "only activate the bonus of the current side"
    if q.limiters - s.limiters or extra - ONLY or (extra and not narrow) or q.descriptors != s.descriptors:
        return None
    return "yes" if q.negations == said else "no"


def _only_one(q: Polarity, s: Polarity, said: int) -> bool:
    """A plain question about both of two things, against a plain sentence that says "only" of one."""
    plain = not q.limiters and not q.negations and not said and q.descriptors == s.descriptors
    return plain and q.both and not s.both and s.limiters == frozenset({"only"})


def reason(q: Polarity, s: Polarity, turned: int = 0) -> str:
    said = "says it is not so" if s.negations + turned else "says it is so"
    asked = "asks whether it is not" if q.negations else "asks whether it is"
    return (
        "read as asking what this one rule sentence states: every word of the question is found in it "
        f"or in its headings; the question {asked}, the sentence {said}"
    )


def obliges(text: str) -> bool:
    """Whether a text (with its punctuation) states an obligation outside a condition or a relative
    clause ("If an effect needs to know …, does it count …?" states none of its own)."""
    return bool(_OBLIGATION.search(_SUBORDINATE.sub(" ", _ASIDE.sub(" ", text))))
