"""Whether a text is put as a question at all. Plain Python.

A yes or no answers a question. "commander damage 21" or "trash public area" typed into a search
box are words to look up, not a question: answering them "Yes." with a rule under it would put an
answer in the judge's mouth. A text is a question when it holds a question mark (¿ or ?), or when
one of its clauses starts with an auxiliary or modal verb ("does", "can", "is it true …",
"¿se puede …", "puede …") or a question word ("what happens to …"), a one-letter slip in an
auxiliary ("dose") included.
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# English auxiliaries and modals, with their negated forms; Spanish verbs a yes-or-no question
# commonly opens with (Spanish marks questions with ¿ … ? as well, which counts first).
AUXILIARIES = _words(
    """
    do does did is are was were am can could may might must shall should will would has have had
    don't doesn't didn't isn't aren't wasn't weren't can't cannot couldn't mustn't shouldn't won't
    wouldn't hasn't haven't hadn't
    puede pueden podemos puedo es son está están hay tiene tienen debe deben se sigue siguen
    """
)
# Words a question that is not put as yes or no opens with ("what happens to …", "¿qué …").
QUESTION_WORDS = _words("what how which who whom whose where why qué que cómo cuál cuáles quién dónde cuándo")
# A clause starts after punctuation, or after a subordinating word a question often opens with
# ("if it flips, does …", "when … does …").
_CLAUSES = re.compile(r"[,.;:!—–]\s*|\s-\s|\b(?:if|when|once|after|si|cuando)\b", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def _near(word: str) -> bool:
    """The word, or one letter away from an auxiliary of four letters or more ("dose", "cna")."""
    if word in AUXILIARIES or word in QUESTION_WORDS:
        return True
    if len(word) < 3:
        return False
    for aux in AUXILIARIES:
        if len(aux) >= 4 and abs(len(aux) - len(word)) <= 1 and _one_edit(word, aux):
            return True
    return False


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        diffs = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diffs) == 1:
            return True
        i, j = diffs if len(diffs) == 2 else (0, 0)
        return len(diffs) == 2 and j == i + 1 and a[i] == b[j] and a[j] == b[i]  # two letters swapped
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(short == long_[:i] + long_[i + 1 :] for i in range(len(long_)))


def is_question(text: str) -> bool:
    """Whether the text is put as a question (see the module's docstring)."""
    if "?" in text or "¿" in text:
        return True
    lowered = text.lower().replace("’", "'")
    for clause in _CLAUSES.split(lowered):
        first = _WORD.search(clause)
        if first and first.start() == len(clause) - len(clause.lstrip()) and _near(first.group(0)):
            return True
    return False
