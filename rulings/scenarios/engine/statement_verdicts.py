"""The yes or no of one clause for the statement reader (statements.py): its polarity against the
question's, with what "only" excludes, its exception, the "without" of another thing it joins, and
the verdict of the clauses of its sentence that lend it a word of the question."""

from __future__ import annotations

from dataclasses import replace

from rulings.scenarios.engine import statement_definitions as defined
from rulings.scenarios.engine import statement_exceptions as exceptions
from rulings.scenarios.engine import statement_guards as guards
from rulings.scenarios.engine import statement_limits as limits
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
    if limits.over_capacity(q.numbers, p.sentence.text):  # more than "Only 1 card can be placed" holds
        plain = not (q.polarity.negations or q.polarity.limiters or p.polarity.negations or turned)
        return "no" if plain else None
    if limits.other_times(q.repeats, p.sentence.text):  # "trigger twice?" against "… triggers once."
        plain = not (q.polarity.negations or q.polarity.limiters or p.polarity.negations or turned)
        return "no" if plain else None
    other = contrasted(q, p)
    if other:
        if other != q.words - p.words - p.context:
            return None  # a word of the question is found only around the clause
        return only.verdict(q.polarity, p.polarity, turned, p.exception)
    said = verdict(_both_as_said(q, p), _limits_lifted(q, p), turned, guards.narrow(q, p))
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
            if denial_lent(q, other, prepared):
                continue  # what it says is not of the question's word, which a third clause denies
            found.add(verdict_of(q, other, 0))
    return found.pop() if len(found) == 1 else (None if found else "same")


def denial_lent(q: Reading, p, prepared: tuple) -> bool:
    """Whether what the question asks beyond the clause is what another clause of its sentence denies
    ("Los digimon Sin Nivel pueden tener un nivel equivalente …; … pero no se considera que tenga un
    nivel real", asked "¿tiene un nivel real?"): the clause's own yes or no is not of "real", the
    denying clause's is (lender_verdict); the clause answers through it alone."""
    said = {w for c in p.conditions for b in c for g in b for w in g}
    borrowed = q.words - p.words - p.context - p.inherited - p.negated - said - q.setup - contrasted(q, p)
    lenders = [
        o for o in prepared if o.sentence is p.sentence and o is not p and not borrowed.isdisjoint(o.words)
    ]
    return bool(borrowed and lenders) and all(
        o.polarity.negations == 1 and borrowed <= o.denied for o in lenders
    )


def _limits_lifted(q: Reading, p):
    """The clause's polarity without the limits that leave what it says standing for this question
    (statement_limits.py): an "only" said of the means, when the question names no means of its own;
    "unless the card says otherwise" of a default, when the question asks the default."""
    lifted = set()
    means_named = q.means and not q.words <= p.words | p.context  # a means the sentence does not name
    if "only" in p.polarity.limiters - q.polarity.limiters and limits.means_only(p.sentence.text):
        lifted |= set() if means_named else {"only"}
    if q.default and limits.default_said(p.sentence.text) and not q.polarity.limiters & limits.UNLESS:
        lifted |= limits.UNLESS
    if not lifted & p.polarity.limiters:
        return p.polarity
    return replace(p.polarity, limiters=p.polarity.limiters - lifted)


def _both_as_said(q: Reading, p):
    """The question's polarity, its "both" kept only when the clause's "only" is said of what "both"
    is: "Do both sides have the same card number?" is not answered no by "… can only be flipped to a
    card with the exact same card number" (of the card flipped to), as "the bonus of both sides?" is
    by "only activate the bonus of the current side"."""
    if not (q.polarity.both and q.both_of and p.only):
        return q.polarity
    only_of = {w for pair in p.only for w in pair}
    return q.polarity if q.both_of & only_of else replace(q.polarity, both=False)


def overridden(q: Reading, chosen, said: str, scored: list, least: int) -> bool:
    """Whether the clause answers for a thing of the question only through its kind ("hand" in a
    clause about private areas, the text saying "The hand is a private area") while another clause
    names that thing itself, aligns with the question as fully (``scored``: clause, missing, shared,
    turned; ``least``: the shared words a clause needs) and answers otherwise: the rule of the
    thing itself ("… but the cards' owner may freely look at their hand") is not overruled by the
    rule of its kind."""
    if not q.hypernyms:
        return False
    kinds = defined.found_as_kind(
        set(q.words - chosen.words - chosen.context), chosen.pairs, chosen.every, q.hypernyms
    )
    if not kinds:
        return False
    return any(
        not missing
        and shared >= least
        and not p.setup
        and p.sentence.key != chosen.sentence.key
        and not kinds.isdisjoint(p.words)
        and verdict_of(q, p, turned) not in (said, None)
        for p, missing, shared, turned in scored
    )
