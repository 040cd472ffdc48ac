"""A statement and its exception, for the statement reader (statements.py).

"All counters remain except Liberation counters.", "Cards in breeding areas can't be affected by
effects, except for effects that explicitly specify or reference breeding areas." say one thing
(the main part) of all but what the exception names. A question that names what only the exception
names ("Do Liberation counters remain?") is answered the other way round from the main part; one
that names none of it ("Do counters remain?") as the main part says — unless it asks of all, every
or each ("Do all counters remain?"), which the exception answers no to and this reader leaves unknown.
A question that itself says "not" against an exception is not read.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import content_stems, fold, words_of

# The exception after the main part: "…, except for …", "… except …", "…, excepto …", "… salvo …".
_EXCEPT = re.compile(r",?\s+(?:except(?:\s+for)?|excepting|excepto|salvo)\s+(?=\w)")


# "… may choose the name of either face … but not both": an exception of the two together.
_NOT_BOTH = re.compile(r",?\s+(?:but|pero)\s+(?:not|no)\s+(?:both|ambos|ambas)\b")
BOTH = frozenset({"both"})


def split(clause: str, spanish: bool | None) -> tuple[str, frozenset[str]]:
    """(the main part, the stems only the exception names); (the clause, ∅) without one. For
    "… but not both" the exception is BOTH: what a question about both of them asks."""
    found = _NOT_BOTH.search(fold(clause))
    if found and found.start():
        return clause[: found.start()], BOTH
    found = _EXCEPT.search(fold(clause))
    if not found or not found.start():
        return clause, frozenset()
    main, rest = clause[: found.start()], clause[found.end() :]
    only = content_stems(words_of(rest), spanish) - content_stems(words_of(main), spanish)
    return (main, frozenset(only)) if only else (clause, frozenset())


def applied(answer: str | None, asked: frozenset[str], exception: frozenset[str], negated: int, whole: bool):
    """The main part's answer, as the exception leaves it for a question with these words (its
    content stems and, when it asks of both, BOTH)."""
    if not exception or answer is None:
        return answer
    if negated:
        return None
    if not asked.isdisjoint(exception):
        return {"yes": "no", "no": "yes"}[answer]  # the question names the exception
    return None if whole else answer


# A concession: "It does not show a side in a hidden zone …, even though it is a multi-sided card.",
# "… permanece en la ranura aunque el Digimon evolucione …". What it concedes does not turn what the
# clause says: the clause says it all the same.
_CONCESSION = re.compile(r"(?:,\s*|\s+)(?:even though|although|though|aunque|a pesar de que)\b[^,]*")


def conceded(clause: str, spanish: bool | None) -> tuple[str, frozenset[str]]:
    """(the clause without its concession, the stems only the concession names)."""
    folded = fold(clause)
    found = _CONCESSION.search(folded)
    if not found or not found.start():
        return clause, frozenset()
    main = folded[: found.start()] + folded[found.end() :]
    only = content_stems(words_of(found.group()), spanish) - content_stems(words_of(main), spanish)
    return main, frozenset(only)


# The reason an example's ruling gives first: "Because the Clone is itself not a transforming
# double-faced card, it can't transform." It explains the scene; what the ruling says is after it.
_REASON = re.compile(r"^\W*(?:because|since|como|ya que|puesto que|dado que)\b[^,]*,")


def reasoned(clause: str, spanish: bool | None) -> tuple[str, frozenset[str]]:
    """(what the clause says after its opening reason, the stems only the reason names)."""
    folded = fold(clause)
    found = _REASON.match(folded)
    if not found or found.end() >= len(folded.rstrip(" .")):
        return clause, frozenset()
    main = folded[found.end() :]
    only = content_stems(words_of(found.group()), spanish) - content_stems(words_of(main), spanish)
    return main, frozenset(only)
