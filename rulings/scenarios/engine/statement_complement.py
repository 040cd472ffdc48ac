"""What a denial is said of beyond its verb, for the statement reader (statements.py).

"… y tampoco pueden evolucionar en un digimon de siguiente nivel" denies evolving INTO a next-level
Digimon, not evolving: the words after the denied verb's preposition (its complement) narrow the
denial. A question that leaves them out ("¿Un Digimon Híbrido puede evolucionar?") asks more than
the clause denies, and is not answered no by it. The same holds of "no puede evolucionar sino a X"
("not … but into X"): the complement is what the denial is bounded by. Plain Python.
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_words import NEGATIONS, STOP, content_stems

# The prepositions that open a verb's complement of destination, manner or purpose ("evolve into",
# "evolucionar en / a", "be taken as / como", "chosen for"); and the words that bound a denial to
# one such complement ("not … but into", "no … sino a", "except as").
_PREPOSITIONS = {False: frozenset(("into", "as")), True: frozenset(("en", "a", "al", "como", "hacia"))}
_BOUNDS = {False: frozenset(("but", "except", "only")), True: frozenset(("sino", "salvo", "excepto", "solo"))}


def denied_complement(words: list[str], spanish: bool) -> tuple[str, ...]:
    """The content stems of the complement the clause's first denied verb takes ("en un digimon de
    siguiente nivel": digimon, siguient, nivel), or () when the verb takes none, or the clause
    denies nothing. ``words``: the clause's words, folded."""
    stops = NEGATIONS | ({"no"} if spanish else set())
    at = next((i for i, w in enumerate(words) if w in stops), None)
    if at is None:
        return ()
    rest = words[at + 1 :]
    verb = next((i for i, w in enumerate(rest) if w not in STOP and w not in stops and len(w) > 1), None)
    if verb is None or verb + 1 >= len(rest):
        return ()
    after = rest[verb + 1 :]
    if after[0] in _BOUNDS[spanish]:
        after = after[1:]
    if not after or after[0] not in _PREPOSITIONS[spanish]:
        return ()
    return tuple(sorted(content_stems(after[1:], spanish)))


def complement_named(asked: frozenset[str], complement: tuple[frozenset[str], ...]) -> bool:
    """Whether the question names each word of the denial's complement (each in its words)."""
    return all(not g.isdisjoint(asked) for g in complement)
