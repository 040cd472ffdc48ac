"""What "this X" in a rule sentence stands for: the subject of the sentence before, when that
sentence said it was an X. "The security stack is a private area. Cards in this area are placed
face-down …": "this area" is the security stack, so the second sentence is about security cards as
much as about an area. Plain Python, for the statement reader's index (statement_index.py).

Bounded: only the sentence just before, only in the same section (same document and headings),
only when the demonstrative's noun is a content word of that sentence (so "so that the number" or
"this turn" out of the blue lend nothing), and what is lent is that sentence's subject — its words
up to its first verb — never its predicate, so no polarity, negation or condition is carried over.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_clauses import head
from rulings.scenarios.engine.statement_words import STOP, content_stems, fold, is_spanish, words_of

# "this area", "these cards", "such a card"; "that zone" only after a preposition ("on that face"):
# "An ability that triggers …" is a relative clause, not the ability named before.
_DEMONSTRATIVE = re.compile(
    r"(?:\b(?:this|these|such(?:\s+an?)?|esta|este|estas|estos|dich[oa]s?)"
    r"|\b(?:on|of|to|in|from|into|onto|at|for|with|en|de|a)\s+(?:that|those|esa|ese|esas|esos))\s+([a-z][a-z-]+)"
)
# The subject ends before a relative clause too: "An ability that triggers …" is "an ability".
_RELATIVE = frozenset(["that", "which", "who", "whose", "que", "cual", "cuales"])


def referent(text: str, before: str, same_section: bool) -> tuple[frozenset[str], frozenset[str]]:
    """(the nouns "this …" names in the text, as stems; the subject of the sentence before they stand
    for, as stems), or two empty sets."""
    if not same_section or not before:
        return frozenset(), frozenset()
    previous = words_of(before)
    spanish = is_spanish(previous)
    said = content_stems(previous, spanish)
    nouns = {
        s
        for found in _DEMONSTRATIVE.finditer(fold(text))
        if found.group(1) not in STOP
        for s in content_stems([found.group(1)], spanish)
    }
    named = frozenset(nouns & said)
    if not named:
        return frozenset(), frozenset()
    words = head(previous)[:6]
    words = words[: next((i for i, w in enumerate(words) if w in _RELATIVE), len(words))]
    subject = frozenset(content_stems(words, spanish)) - named
    return (named, subject) if subject else (frozenset(), frozenset())
