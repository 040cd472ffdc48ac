"""The question as the statement reader (statements.py) reads it: its content words, its polarity,
its own setup and conditions, and the words it negates with a prefix ("unshielded")."""

from __future__ import annotations

from dataclasses import dataclass

from rulings.scenarios.engine import statement_definitions as defined
from rulings.scenarios.engine.statement_clauses import conditions, negated_conditions, told_before
from rulings.scenarios.engine.statement_polarity import Polarity, polarity
from rulings.scenarios.engine.statement_words import (
    RHETORICAL,
    WH,
    content_stems,
    fold,
    is_spanish,
    spelled,
    words_of,
)

MAX_WORDS = 80


@dataclass(frozen=True)
class Reading:
    """The question as this reader saw it."""

    words: frozenset[str]
    polarity: Polarity
    negated: frozenset[str] = frozenset()  # its words with a negating prefix ("unshield")
    hypernyms: tuple = ()  # the text's "The hand is a private area.", to find "hand" as an area
    setup: frozenset[str] = frozenset()  # the words of its own conditions ("Once placed in a slot, …")
    pairs: frozenset = frozenset()  # its content words side by side, as stems ("back face")
    negated_conditions: int = 0  # how many of its conditions hold a "not" ("when … cannot hold …")
    phrases: frozenset = frozenset()  # its words side by side in a noun phrase that the text says too


def read(question: str, vocabulary: frozenset[str], english: frozenset[str] | None = None) -> Reading | None:
    """The question's content words and polarity; None when it is not a plain yes-or-no question."""
    text = fold(question)
    if WH.search(text):
        return None
    rhetorical = bool(RHETORICAL.search(question.lower().replace("’", "'")))
    words = words_of(text)
    if not words or len(words) > MAX_WORDS:
        return None
    lexicon = vocabulary if is_spanish(words) or english is None else english
    words = spelled(words, lexicon)
    content = frozenset(content_stems(words))
    negated = frozenset(w for w in content if w.startswith(NOT_PREFIXES))
    setup = frozenset(w for c in conditions(" ".join(words)) for b in c for w in b)
    setup |= content_stems(spelled(words_of(told_before(text)), lexicon), is_spanish(words))
    return Reading(
        content,
        polarity(words, " ".join(words), rhetorical),
        negated,
        setup=setup,
        pairs=defined.pairs(words),
        negated_conditions=negated_conditions(question),
    )


NOT_PREFIXES = ("un", "non", "non-", "in")


def bases(words) -> frozenset[str]:
    """The words a negating prefix was put before: "shield" for "unshield"."""
    return frozenset(w[len(pre) :] for w in words for pre in NOT_PREFIXES if w.startswith(pre))
