"""What "same" and "different" are said of, for the statement reader (statements.py).

"Flip card numbers are the same but their names may be different" says the numbers are the same;
a question about "a different card number" names the number too, but asks the opposite of it. A
modifier is bound to a noun attributively ("a different card number": the last word of the noun
phrase after it) or predicatively ("their names may be different": the noun before the verb).
Only what can be bound this way is compared; anything else is left to the rest of the reader.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import STOP, fold, stem

_KIND = {"same": "same", "identical": "same", "different": "other", "distinct": "other"}
_ATTRIBUTIVE = re.compile(r"\b(same|identical|different|distinct)\s+([a-z]+)(?:\s+([a-z]+))?")
_PREDICATIVE = re.compile(
    r"\b([a-z]+)\s+(?:are|is|were|was|(?:may|can|will|must) be)\s+(?:the\s+)?"
    r"(same|identical|different|distinct)\b"
)


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
    for found in _PREDICATIVE.finditer(folded):
        if found.group(1) not in STOP:
            out[stem(found.group(1))] = _KIND[found.group(2)]
    return out


def opposed(asked: dict[str, str], sentence: str) -> bool:
    """Whether the question (its ``bound()``) says "same" of a noun the sentence says differs, or the
    other way."""
    if not asked:
        return False
    said = bound(sentence)
    return any(said.get(noun) not in (None, kind) for noun, kind in asked.items())
