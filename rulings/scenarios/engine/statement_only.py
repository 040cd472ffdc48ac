"""What "only" and "or" leave out, for the statement reader (statements.py).

- "… y solo pueden ser descartadas o movidas a otro slot durante la Preparation Phase": what "only"
  is said of (the noun phrase after it, up to its verb — "Solo las habilidades marcadas con ◎ son …"
  — or, when a verb follows it at once, the rest of the clause) excludes every other thing of the same
  kind. A question that names, in its place, another thing the text itself names with the same word
  beside it ("la Battle Phase" for "la Preparation Phase", "marcadas con ■" for "marcadas con ◎") is
  answered no. The other thing must be one the text names elsewhere: a word the text never puts
  beside that noun may be the question's own word for the same thing.
- "descartadas o movidas": a question that names one of two alternatives ("¿Puedo descartar …?")
  names all of what the clause says of it, the other alternative apart.

Pairs are read within a noun phrase: a verb, a negation, a limiter or a conjunction ends one.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import (
    DESCRIPTORS,
    LIMITERS,
    NEGATIONS,
    ONLY,
    STOP,
    VERBS,
    expand,
    fold,
    words_of,
)

_CONJUNCTIONS = frozenset({"and", "or", "y", "o", "u", "e", "nor", "ni"})
_ALTERNATIVE = frozenset({"or", "o", "u"})
_SKIP = STOP | NEGATIONS | DESCRIPTORS | LIMITERS | {"no"}
# A preposition of time opens a phrase of its own: "permanecer durante la Phase" pairs no verb with
# the phase (how long an effect remains is no kind of phase, as "Battle" of "Battle Phase" is).
_TIME_PREPOSITIONS = frozenset({"during", "until", "durante", "hasta", "mientras", "while"})
_BREAKS = VERBS | NEGATIONS | LIMITERS | _CONJUNCTIONS | _TIME_PREPOSITIONS | {"no"}
# What stands between two phrases: a comma, a bracket, a quote that closes.
_PUNCTUATION = re.compile(r"[,;:()\[\]]")


def _stems(word: str, spanish: bool) -> tuple[str, ...]:
    return () if word in _SKIP or (len(word) < 2 and word.isalnum()) else expand(word, spanish)


def pairs(text: str, spanish: bool) -> frozenset[tuple[str, str]]:
    """Each two content words side by side within one noun phrase, as stems ("battl", "phas")."""
    out: set[tuple[str, str]] = set()
    for part in _PUNCTUATION.split(fold(text)):
        last: str | None = None
        for word in words_of(part):
            if word in _BREAKS:
                last = None
                continue
            for s in _stems(word, spanish):
                if last is not None and last != s:
                    out.add((last, s))
                last = s
    return frozenset(out)


# "Can a creature transform while …?": after the auxiliary and its subject comes the verb, which no
# noun phrase of the question holds ("creature transform" is no thing set against "creatures attacking").
_SUBJECT_VERB = re.compile(
    r"^[¿¡\W]*(?:can|could|may|might|will|would|does|do|did|should|must|puede|pueden)\s+"
    r"(?:(?:a|an|the|my|your|his|her|its|this|that|their|un|una|el|la|mi|tu|su)\s+)?([^\W\d_]+)\s+([^\W\d_]+)"
)


def question_pairs(question: str, spanish: bool) -> frozenset[tuple[str, str]]:
    """``pairs()`` of a question, but for its subject and the verb after it."""
    out = pairs(question, spanish)
    found = _SUBJECT_VERB.match(fold(question))
    if found is None:
        return out
    subject, verb = (_stems(w, spanish) for w in found.groups())
    return frozenset(p for p in out if not (p[0] in subject and p[1] in verb))


def scope(text: str) -> str:
    """What the clause's "only" is said of: the noun phrase after it up to its verb, or, when a verb
    follows it at once ("solo pueden ser …", "can only be …"), the rest of the clause; "" without one."""
    words = words_of(text)
    at = next((i for i, w in enumerate(words) if w in ONLY), None)
    if at is None:
        return ""
    rest = words[at + 1 :]
    verb = next((i for i, w in enumerate(rest) if w in VERBS), len(rest))
    phrase = [w for w in rest[:verb] if w not in _SKIP]
    return " ".join(rest[:verb] if phrase else rest)


def contrasted(missing, asked: frozenset, said: frozenset, words: frozenset) -> set[str]:
    """The question's words not in the clause that stand where a word of what its "only" is said of
    stands (``said``: its pairs), beside the same noun, in a pair the text names too (``asked``: the
    question's pairs that the text says): "battl" of ("battl", "phas") against ("preparation", "phas").
    ``words``: all the question's words (the clause's word must not be one of them)."""
    out, nouns = set(), set()
    for w in missing:
        for a, b in asked:
            if w not in (a, b):
                continue
            noun, first = (b, True) if w == a else (a, False)
            if any(
                (x if first else y) not in words and (y if first else x) == noun and (x, y) != (a, b)
                for x, y in said
            ):
                out.add(w)
                nouns.add(noun)
    # One thing set against what "only" is said of stands beside one noun: words beside two ("a
    # permanent leave the battlefield … transforms" against "only … permanents represented by …
    # can transform") ask of something else than who or what the "only" names.
    return out if len(nouns) <= 1 else set()


def alternatives(text: str, spanish: bool) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """For each "or" of the clause: the content stems before it and after it, nearest first."""
    stems: list[str | None] = []  # None marks an "or"
    for word in words_of(text):
        if word in _ALTERNATIVE:
            stems.append(None)
        else:
            stems.extend(_stems(word, spanish))
    out = []
    for i, s in enumerate(stems):
        if s is None:
            before = tuple(x for x in reversed(stems[:i]) if x is not None)
            after = tuple(x for x in stems[i + 1 :] if x is not None)
            out.append((before, after))
    return tuple(out)


def unasked_alternatives(asked: frozenset[str], found: tuple) -> set[frozenset[str]]:
    """The words (each in its words) of the alternatives the question does not take: of two joined
    by "or" (``found``: alternatives() in words), the words next to it on one side that the question
    does not name, when it names the word next to it on the other side ("descartadas o movidas a otro
    slot durante …" asked of "descartar … durante …": "movidas", "slot")."""
    out: set[frozenset[str]] = set()
    for before, after in found:
        for near, far in ((before, after), (after, before)):
            if far and not far[0].isdisjoint(asked):
                for g in near:
                    if not g.isdisjoint(asked):
                        break
                    out.add(g)
    return out


def verdict(q, s, turned: int, exception: frozenset[str]) -> str | None:
    """No for a plain question that names another thing than the one "only" is said of, in a plain
    clause (``q``, ``s``: their polarities); else None."""
    plain = not (q.negations or q.limiters or q.turns or s.turns or s.negations or turned or exception)
    return "no" if plain and q.obliges == s.obliges and q.descriptors == s.descriptors else None
