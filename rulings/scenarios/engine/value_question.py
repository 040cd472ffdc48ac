"""Whether a question asks for a value: a quantity, a name, a place or a time. Plain Python.

"Exactly how many loyalty counters does it get?", "When it flips, which face is up?", "In which zone
does it end up?", "¿Y cuántos contadores tiene?", "¿A dónde va?", "When does the bonus end?" ask
for a number, a thing, a place or a time; no yes or no answers them, whatever the rules say of the
subject. The clause that asks is the last clause of the last sentence that opens (after words a
judge puts first: "exactly", "so", "and", "y", a preposition: "in", "to", "en", "a") with an
auxiliary or a question word; it asks for a value when that word is a question word. "How many" and
"cuántos" ask for a number wherever they stand ("It gets how many counters?"), unless the clause
opens with an auxiliary ("Does it matter how many counters it had?" is asked yes or no).
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.answer_polarity import AUX

# Words a judge puts before the question word: adverbs, conjunctions, prepositions (English, Spanish).
_LEAD = (
    r"(?:(?:so|and|but|then|ok|okay|now|also|well|wait|hmm+|exactly|precisely|just|roughly|"
    r"in that case|y|e|pero|entonces|pues|vale|exactamente|"
    r"in|into|at|to|on|from|for|until|till|by|with|after|under|a|en|de|desde|hasta|con|para)\b[,\s]*)*"
)
# A question word; "which"/"who" before a verb open a relative clause in a later clause ("the Aura,
# which is attached, …"); "what if"/"how about" set a condition; "when" asks a time only before an
# auxiliary ("When does it end?"; "When it flips, …" is a condition).
_WH = (
    r"(?:how(?!\s+(?:about|come)\b)|what(?!\s+(?:if|about)\b)|which|who|whom|whose|where|why|"
    rf"when(?=\s+{AUX}(?:n't)?\b)|cu[aá]nt[oa]s?|qu[eé]|cu[aá]l(?:es)?|qui[eé]n(?:es)?|c[oó]mo|"
    r"d[oó]nde|ad[oó]nde|cuándo|por qu[eé])\b"
)
_RELATIVE = re.compile(
    r"^(?:which|who)\s+(?:is|are|was|were|has|have|had|can|may|will|would|does|do|did)\b", re.IGNORECASE
)
_OPENS = re.compile(rf"^[¿¡\W]*{_LEAD}(?:(?P<wh>{_WH})|(?P<aux>{AUX}(?:n't)?|won't|can't|cannot)\b)", re.I)
_HOW_MANY = re.compile(r"\b(?:how\s+(?:many|much)|cu[aá]nt[oa]s?)\b", re.IGNORECASE)
_UNACCENTED = frozenset({"que", "como", "donde", "cual", "cuales", "quien", "quienes"})
_SENTENCES = re.compile(r"(?<=[.!?;:])\s+|\s[-—–]\s")


def _asking_clause(question: str) -> tuple[str, str] | None:
    """('wh' or 'aux', the clause) of the last clause that opens as a question, in the last sentence."""
    sentences = [s for s in _SENTENCES.split(question.replace("’", "'").strip()) if s.strip()]
    last = sentences[-1] if sentences else ""
    clauses = [c for c in re.split(r",", last) if c.strip()]
    for n, clause in reversed(list(enumerate(clauses))):
        if n and _RELATIVE.match(clause.strip()):
            continue
        found = _OPENS.match(clause)
        if found and n and (found.group("wh") or "").lower() in _UNACCENTED:
            continue  # "…, que es lo que …", "…, como dice la regla": a conjunction, not a question word
        if found:
            return ("wh" if found.group("wh") else "aux"), clause
    return None


def asks_for_value(question: str) -> bool:
    """Whether the question asks for a quantity, a name, a place or a time (see the docstring)."""
    opening = _asking_clause(question)
    if opening is not None:
        return opening[0] == "wh"
    last = _SENTENCES.split(question.strip())[-1]
    return bool(_HOW_MANY.search(last))
