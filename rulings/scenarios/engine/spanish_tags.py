"""A Spanish statement put as a question by a challenging tag, "¿o sí?" / "¿o no?". Plain Python.

"Los grupos no pueden ser requeridos, ¿o sí?" states the negative and asks whether the positive
holds after all: it asks "¿Los grupos pueden ser requeridos?" ("Sí" = they can), as English
"They can't be required, or can they?" does. So the tag is taken off and so is each "no" (or
"nunca", "jamás"; "tampoco" → "también"; "ningún" → "algún", "nadie" → "alguien", "nada" → "algo") of
the statement's own verb; a "no" of a condition or a relative clause ("si no paga", "que no cumple")
stays; a "¿" that opens the sentence opens the tag's question too ("¿No es legal, o sí?"). "Pasa,
¿o no?" after a positive statement asks whether it happens; after a negative one ("No pasa, ¿o no?")
it is put to be confirmed, and a "sí" or a "no" may both confirm it: read
either way, as "No pasa, ¿verdad?" is.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.spanish_negation import own_negations

# ", ¿o sí?", ", ¿o si?", "¿o acaso sí?", ", o no?" (typed without the "¿")
_TAG = re.compile(r"(?:,\s*¿?|\s*¿)\s*o\s+(?:acaso\s+)?(?P<tag>s[ií]|no)\s*\?+\s*$", re.IGNORECASE)
_CONDITION = re.compile(r"^\W*(?:si|cuando|aunque|mientras|una vez que|después de que)\b[^,]*,", re.I)
_POSITIVE = {"tampoco": "también", "ningún": "algún", "ningun": "algún", "ninguna": "alguna",
             "ninguno": "alguno", "nadie": "alguien", "nada": "algo"}  # fmt: skip
_SENTENCE_END = re.compile(r"[.!;:](?:\s+|$)")


def _negations(clause: str) -> tuple[list[re.Match], bool]:
    """(the negations of the clause's own verb, whether a negation was set aside as a relative
    clause's): a leading condition's ("Si el rival no es Datos, …") is no part of it either."""
    opening = _CONDITION.match(clause)
    return own_negations(clause, opening.end() if opening else 0)


def _affirmed(clause: str, negations: list[re.Match]) -> str:
    out, at = [], 0
    for found in negations:
        out.append(clause[at : found.start()])
        out.append(_POSITIVE.get(found.group(0).lower(), ""))
        at = found.end()
    out.append(clause[at:])
    return re.sub(r"\s{2,}", " ", "".join(out)).strip()


def challenged(text: str) -> tuple[str, bool] | None:
    """(the question as "sí" or "no" answers it, whether that answer could be read either way) for a
    statement tagged "¿o sí?" / "¿o no?"; None for any other question."""
    tag = _TAG.search(text)
    if tag is None:
        return None
    statement = text[: tag.start()].rstrip(" ,")
    asking = _SENTENCE_END.split(statement)[-1]
    scene = statement[: len(statement) - len(asking)]
    # "¿Entonces no es legal, o sí?": Spanish opens the whole question, tag and all, with its "¿"
    opened = re.match(r"\s*¿", asking)
    asking = asking[opened.end() :] if opened else asking
    if "¿" in statement[: len(scene)] + asking or "?" in statement:  # a question, asked as it stands
        return (f"{statement}?", False) if "?" not in statement else None
    negations, bound = _negations(asking)
    if not negations:  # (a "no" read as a relative clause's: which "sí" answers is not sure)
        return (text, True) if bound else (f"{scene}¿{asking.strip()}?", False)
    if tag.group("tag").lower() == "no":
        return text, True  # "No pasa, ¿o no?": put to be confirmed
    return f"{scene}¿{_affirmed(asking, negations)}?", False
