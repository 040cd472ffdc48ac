"""What else a clause is about besides its first content word (statement_clauses.topic): the other
things its subject joins with "and" ("Melded permanents and other double-faced permanents can't be
turned face down" is said of double-faced permanents too). Plain Python."""

from __future__ import annotations

from rulings.scenarios.engine.statement_words import NEGATIONS, STOP, canonical, is_spanish

_AND = frozenset({"and", "y", "e"})
# Words that open the second thing joined and name nothing of it ("… and other double-faced permanents").
_OPENERS = frozenset({"other", "otros", "otras", "otro", "otra", "all", "todos", "todas"})
REACH = 2  # the subject's own words before the "and": one noun and what describes it


def joined_topics(words: list[str], first: str | None, spanish: bool | None = None) -> tuple[str, ...]:
    """The first content word of what "and" joins to the subject whose first word is ``first``, when
    the "and" follows it within REACH words; () otherwise (a verb's "and" is further on)."""
    if first is None:
        return ()
    spanish = is_spanish(words) if spanish is None else spanish
    at = next((i for i, w in enumerate(words) if canonical(w, spanish) == first), None)
    if at is None:
        return ()
    joint = next((i for i in range(at + 1, min(at + 1 + REACH, len(words))) if words[i] in _AND), None)
    if joint is None:
        return ()
    rest = [w for w in words[joint + 1 : joint + 4] if w not in _OPENERS]
    second = next((w for w in rest if w not in STOP and w not in NEGATIONS and w != "no"), None)
    return (canonical(second, spanish),) if second else ()
