"""The statement reader's checks of a question that asks of every one of a kind (statements.py): what
every kind, every one, or all of them do is not answered by a sentence that only names the kinds, speaks
of "this one", or says what they may do."""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import fold

# "Can every kind of double-faced card transform?", "¿todos los tipos de carta …?": asked of every kind
# of a thing at once, which a sentence that only names the kinds ("There are three kinds of double-faced
# cards: transforming …") does not answer; one that says it of each, all, any or only some does.
_EVERY_KIND = re.compile(
    r"\b(?:every|each|all|any)\s+(?:kinds?|types?|sorts?)\s+of\b|"
    r"\b(?:tod[oa]s?\s+(?:l[oa]s\s+)?|cualquier\s+|cada\s+)(?:tipos?|clases?)\s+de\b"
)
_QUANTIFIED = re.compile(
    r"\b(?:every|each|all|any|only|no|none|neither|never|cada|tod[oa]s?|cualquier\w*|s[oó]lo|ning[uú]n\w*)\b"
)


def kinds_unquantified(question: str, sentence: str) -> bool:
    """Whether the question asks of every kind of a thing and the sentence says nothing of all or some."""
    return bool(_EVERY_KIND.search(fold(question))) and not _QUANTIFIED.search(fold(sentence))


# "Are all private areas placed face down?": a thing asked of every one of a kind ("all private areas")
_EVERY_ONE = re.compile(r"\b(?:all|every|each|tod[oa]s\s+l[oa]s|cada)\s+(?:[a-z-]+\s+)?([a-z-]{3,}?)s?\b")


def one_for_all(question: str, sentence: str) -> bool:
    """Whether the question asks of every one of a kind and the sentence speaks of one of them only, as
    "this …" or "that …" ("Cards are placed face- down in this area.", said of the Digi-Egg deck)."""
    for found in _EVERY_ONE.finditer(fold(question)):
        if re.search(rf"\b(?:this|that|este|esta|ese|esa)\s+{re.escape(found.group(1))}s?\b", fold(sentence)):
            return True
    return False


# "Do all No-Level Digimon have an equivalent level?" against "Los digimon Sin Nivel pueden tener …": what
# every one of them does is not what they may do
_EVERY = re.compile(r"\b(?:all|every|each|always|tod[oa]s|cada|siempre)\b")
_MAY = re.compile(
    r"\b(?:may|might|can|could|pueden?|podr\w+|puedo|suele\w*|"
    # what holds as a rule with exceptions: "Those cards generally start the game in a hidden zone"
    r"generally|usually|normally|often|sometimes|typically|generalmente|normalmente|a veces)\b"
)
# A condition of the sentence's own ("En el caso de que el Digimon oponente también sea …", "If …"): what
# it says holds in that case, not of every one
_CONDITION = re.compile(r"\b(?:if|when|whenever|while|unless|si|cuando|mientras|en el caso de que)\b")


def every_for_may(question: str, sentence: str) -> bool:
    """Whether the question asks what every one does, in no modal of its own, and the sentence says only
    what they may, can or generally do; or the sentence says it under a condition the question does not
    set."""
    asked, said = fold(question), fold(sentence)
    if not _EVERY.search(asked):
        return False
    if _CONDITION.search(said) and not _CONDITION.search(asked):
        return True  # "¿Todos los Digimon tienen un atributo Variable?" against "En el caso de que …"
    return not _MAY.search(asked) and bool(_MAY.search(said))
