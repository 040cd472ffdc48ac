"""The yes or no of one clause for the statement reader (statements.py): its polarity against the
question's, with what "only" excludes, its exception, the "without" of another thing it joins, and
the verdict of the clauses of its sentence that lend it a word of the question."""

from __future__ import annotations

from dataclasses import replace

from rulings.scenarios.engine import statement_exceptions as exceptions
from rulings.scenarios.engine import statement_guards as guards
from rulings.scenarios.engine import statement_only as only
from rulings.scenarios.engine.statement_polarity import verdict
from rulings.scenarios.engine.statement_question import Reading


def contrasted(q: Reading, p) -> set[str]:
    """The question's words that stand where what the clause's \"only\" is said of stands."""
    return only.contrasted(q.words - p.words - p.context, q.phrases, p.only, q.words) if p.only else set()


def verdict_of(q: Reading, p, turned: int) -> str | None:
    """yes, no or None for the question against the clause, its exception applied."""
    other = guards.joined_without(q.words, p.sentence.text) if p.polarity.descriptors else 0
    if other and p.polarity.descriptors - other == q.polarity.descriptors:
        p = replace(p, polarity=replace(p.polarity, descriptors=q.polarity.descriptors))
    other = contrasted(q, p)
    if other:
        if other != q.words - p.words - p.context:
            return None  # a word of the question is found only around the clause
        return only.verdict(q.polarity, p.polarity, turned, p.exception)
    said = verdict(_both_as_said(q, p), p.polarity, turned, guards.narrow(q, p))
    asked = q.words | (exceptions.BOTH if q.polarity.both else frozenset())
    whole = q.polarity.whole and p.exception != exceptions.BOTH  # "either" is no "all" here
    return exceptions.applied(said, asked, p.exception, q.polarity.negations, whole)


def lender_verdict(q: Reading, p, prepared: tuple) -> str | None:
    """The verdict of the other clauses of the sentence that lend the clause a word of the question
    ("… pueden tener un nivel equivalente; … pero no se considera que tenga un nivel real": "real"
    is said by the second clause, and so is the answer), or "same" when none lends one. One clause
    may carry the predicate's words, another the rest: they must agree — unless one lends only its
    subject, and says nothing of the predicate asked."""
    said = {w for c in p.conditions for b in c for g in b for w in g}  # the condition holds for each clause
    borrowed = q.words - p.words - p.context - p.inherited - p.negated - said - q.setup - contrasted(q, p)
    if not borrowed:
        return "same"
    found = set()
    for other in prepared:
        if other.sentence is p.sentence and other is not p and not borrowed.isdisjoint(other.words):
            if other.polarity.negations == 1 and other.denied and borrowed.isdisjoint(other.denied):
                continue  # it lends what it is about, not what its "not" denies ("… no serán devueltas")
            if borrowed <= other.about:
                continue  # it lends its subject only ("los niveles Híbridos y los Sin nivel …, no pueden …")
            found.add(verdict_of(q, other, 0))
    return found.pop() if len(found) == 1 else (None if found else "same")


def _both_as_said(q: Reading, p):
    """The question's polarity, its "both" kept only when the clause's "only" is said of what "both"
    is: "Do both sides have the same card number?" is not answered no by "… can only be flipped to a
    card with the exact same card number" (of the card flipped to), as "the bonus of both sides?" is
    by "only activate the bonus of the current side"."""
    if not (q.polarity.both and q.both_of and p.only):
        return q.polarity
    only_of = {w for pair in p.only for w in pair}
    return q.polarity if q.both_of & only_of else replace(q.polarity, both=False)
