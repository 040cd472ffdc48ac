"""Spanish negation words: the one list the question readers use (spanish_tags.py, answer_polarity.py).
Plain Python.

- ``NEGATION``: the words that deny a verb or a statement — "no", "nunca", "jamás", "tampoco", and the
  words that deny by what they name, "ningún / ninguna / ninguno", "nadie", "nada" ("Ninguna carta vuelve,
  ¿verdad?" denies as "No vuelve ninguna carta" does).
- ``BOUND``: the words that open a relative or conditional clause: a negation right after one of them
  is the clause's ("si no paga", "que no cumple"), not the statement's. "sin" is none of them: "Un Digimon
  Sin Nivel no puede …" denies of the Digimon.
"""

from __future__ import annotations

import re

NEGATION = re.compile(
    r"\b(?:no|nunca|jam[aá]s|tampoco|ning[uú]n|ninguna|ninguno|nadie|nada)\b", re.IGNORECASE
)
BOUND = re.compile(r"(?:que|si|cuando|aunque|mientras|porque|donde|cual|cuales|quien|quienes)", re.IGNORECASE)


def own_negations(clause: str, start: int = 0) -> tuple[list[re.Match], bool]:
    """(the negations of the clause's own verb from ``start``, whether one was set aside as a relative or
    conditional clause's — one of the two words before it is a ``BOUND`` word)."""
    own, bound = [], False
    for found in NEGATION.finditer(clause, start):
        before = clause[: found.start()].split()[-2:]
        if any(BOUND.fullmatch(w.strip(",")) for w in before):
            bound = True
        else:
            own.append(found)
    return own, bound
