"""A search plan, scored over postings kept in memory per index reader. No Django.

Whoosh evaluates a query by walking a tree of matchers one document at a time, in Python. A
judge's question on the full Magic rules matches some 2,500 documents through 30-odd term and
phrase clauses, and that walk took 40–70 ms. Here each word's postings (the BM25F score that
Whoosh's own scorer gives every document, and the positions when a phrase needs them) are read
once per reader and kept, and a search is sums over them: the scores of the equivalent Whoosh
query (`Plan.as_whoosh()`; the tests compare the two), in about a millisecond once its words
are warm.

Proximity pairs (`near`) only add to documents that match otherwise, so their positions are
checked for the best documents only: a phrase can add at most its boost times its words'
scores, and documents are visited best bound first until none left can reach the page.
A pair counts in the question's order only: either order (so "lands play turn" meets 305.2's
"play one land") was measured in December 2026 and left out, once per pair (tune r@3 .923 ->
.899, wide .713 -> .699, wide2 .775 -> .762, wide3 .700 -> .681) and as a second clause for the
reversed pair (worse on all four): the order a judge writes the words in tells the text.
"""

from __future__ import annotations

import heapq
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from whoosh import query as Q

EXACT_SCORE = 1000.0
POSTINGS_BUDGET = 400_000  # postings kept per process, least recently used dropped first (~35 MiB)
POSITIONS_COST = 2  # a document's positions take about twice the memory of its score


@dataclass(frozen=True)
class Clause:
    """Words in one field. One word is a term; several are a phrase: each word after the first
    comes 1 to `slop` positions after the one before, as in Whoosh's Phrase."""

    field: str
    words: tuple[str, ...]
    boost: float = 1.0
    slop: int = 1
    game: str = ""  # when set, the clause matches that game's documents only

    def as_whoosh(self):
        if len(self.words) == 1:
            found = Q.Term(self.field, self.words[0], boost=self.boost)
        else:
            found = Q.Phrase(self.field, list(self.words), slop=self.slop, boost=self.boost)
        return Q.Require(found, Q.Term("game", self.game)) if self.game else found


@dataclass
class Plan:
    """Which documents match and how they score.

    A document matches when its `keys` hold one of `numbers`, or when it matches one clause of
    every `required` group, or (without required groups) any `optional` clause. Its score is
    EXACT_SCORE per number, plus every required and optional clause it matches, plus every
    `near` clause it matches. `near` clauses never make a document match.
    """

    numbers: list[str] = field(default_factory=list)
    required: list[list[Clause]] = field(default_factory=list)
    optional: list[Clause] = field(default_factory=list)
    near: list[Clause] = field(default_factory=list)
    text: str = ""  # the query's words as searched (typos fixed), for the second stage's features
    english: tuple[str, ...] = ()  # … and, asked in another language, its English words (stems)

    def __bool__(self) -> bool:
        return bool(self.numbers or self.required or self.optional)

    def as_whoosh(self):
        """The same query in Whoosh's terms (None when nothing can match)."""
        adding = [c.as_whoosh() for c in (*self.optional, *self.near)]
        text = None
        if self.required:
            must = Q.And([Q.Or([c.as_whoosh() for c in group]) for group in self.required])
            text = Q.AndMaybe(must, Q.Or(adding)) if adding else must
        elif self.optional:
            text = Q.Or([c.as_whoosh() for c in self.optional])
            if self.near:
                text = Q.AndMaybe(text, Q.Or([c.as_whoosh() for c in self.near]))
        exact = [Q.ConstantScoreQuery(Q.Term("keys", n), EXACT_SCORE) for n in self.numbers]
        parts = [*exact, text] if text is not None else exact
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else Q.Or(parts)


class Postings:
    """For one searcher: each (field, word)'s documents with their BM25F scores, and their
    positions on demand, read from Whoosh once and kept (least recently used dropped first)."""

    def __init__(self, searcher, budget: int = POSTINGS_BUDGET):
        self.searcher = searcher
        self.budget = budget
        self.size = 0
        self._kept: OrderedDict = OrderedDict()
        self._lock = threading.Lock()  # gthread workers share one searcher between threads

    def scores(self, field: str, word: str, game: str = "") -> dict[int, float]:
        """The word's documents (of that game only, when game is given) with their scores."""
        return self._get(("scores", field, word, game)) if game else self._get(("scores", field, word))

    def positions(self, field: str, word: str) -> dict[int, tuple[int, ...]]:
        return self._get(("positions", field, word))

    def _get(self, key):
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
        found = self._read(*key)  # outside the lock: two threads may both read; both get the same
        with self._lock:
            if key not in self._kept:
                self._kept[key] = found
                self.size += _cost(key, found)
                while self.size > self.budget and len(self._kept) > 1:
                    dropped_key, dropped = self._kept.popitem(last=False)
                    self.size -= _cost(dropped_key, dropped)
        return found

    def _read(self, what: str, field: str, word: str, game: str = "") -> dict:
        if game:
            of_game = self.scores("game", game)
            return {d: s for d, s in self.scores(field, word).items() if d in of_game}
        matcher = Q.Term(field, word).matcher(self.searcher, self.searcher.context())
        found = {}
        while matcher.is_active():
            if what == "scores":
                found[matcher.id()] = matcher.score()
            else:
                found[matcher.id()] = tuple(matcher.value_as("positions"))
            matcher.next()
        return found


def _cost(key, found: dict) -> int:
    return len(found) * (POSITIONS_COST if key[0] == "positions" else 1)


def score(plan: Plan, postings: Postings) -> dict[int, float]:
    """Every matching document's score, leaving out the near clauses."""
    scores: dict[int, float] | None = None
    for group in plan.required:
        group_scores: dict[int, float] = {}
        for clause in group:
            _add(group_scores, ClauseScores(clause, postings), within=scores)
        scores = group_scores if scores is None else {d: scores[d] + s for d, s in group_scores.items()}
    if scores is None:
        scores = {}
        for clause in plan.optional:
            _add(scores, ClauseScores(clause, postings))
    else:
        for clause in plan.optional:
            _add(scores, ClauseScores(clause, postings), within=scores)
    for number in plan.numbers:
        for docnum in postings.scores("keys", number):
            scores[docnum] = scores.get(docnum, 0.0) + EXACT_SCORE
    return scores


def best(base: dict[int, float], docnums, near: list[Clause], postings: Postings, n: int):
    """The n best of docnums as (score, docnum), best first, ties by docnum; near clauses added.

    A near clause adds at most its ceiling (boost times its words' scores) to a document that
    holds all its words; positions are checked only for documents whose base score plus
    ceilings can still reach the n best found so far.
    """
    if n <= 0:
        return []
    if not near:
        return [(-s, d) for s, d in heapq.nsmallest(n, ((-base[d], d) for d in docnums))]
    phrases = [ClauseScores(clause, postings) for clause in near]
    ceilings: dict[int, float] = {}
    for phrase in phrases:
        for docnum, most in phrase.ceilings().items():
            ceilings[docnum] = ceilings.get(docnum, 0.0) + most
    order = sorted(docnums, key=lambda d: (-(base[d] + ceilings.get(d, 0.0)), d))
    kept: list[tuple[float, int]] = []  # a min-heap of (score, -docnum): the worst kept on top
    for docnum in order:
        if len(kept) == n and base[docnum] + ceilings.get(docnum, 0.0) < kept[0][0]:
            break  # neither this document nor any after it can reach the n best
        total = base[docnum]
        if docnum in ceilings:
            total += sum(phrase.score(docnum) or 0.0 for phrase in phrases)
        if len(kept) < n:
            heapq.heappush(kept, (total, -docnum))
        elif (total, -docnum) > kept[0]:
            heapq.heapreplace(kept, (total, -docnum))
    return sorted(((s, -d) for s, d in kept), key=lambda sd: (-sd[0], sd[1]))


class ClauseScores:
    """A clause against the postings: one word's scores, or a phrase's ceilings and scores."""

    def __init__(self, clause: Clause, postings: Postings):
        self.clause = clause
        self.postings = postings
        self.lists = [postings.scores(clause.field, w, clause.game) for w in clause.words]
        self._positions = None

    def ceilings(self) -> dict[int, float]:
        """What the clause would add to each document holding all of its words."""
        boost, lists = self.clause.boost, self.lists
        if len(lists) == 1:
            return {d: s * boost for d, s in lists[0].items()}
        common = lists[0].keys() & lists[1].keys()
        for scores in lists[2:]:
            common &= scores.keys()
        return {d: boost * sum(scores[d] for scores in lists) for d in common}

    def score(self, docnum: int) -> float | None:
        """What the clause adds to the document: its ceiling when the words stand in order,
        each 1 to slop positions after the one before; else None."""
        lists = self.lists
        if not all(docnum in scores for scores in lists):
            return None
        if len(lists) > 1:
            if self._positions is None:
                field = self.clause.field
                self._positions = [self.postings.positions(field, w) for w in self.clause.words]
            slop = self.clause.slop
            ends = self._positions[0][docnum]
            for positions in self._positions[1:]:
                ends = [p for p in positions[docnum] if any(1 <= p - e <= slop for e in ends)]
                if not ends:
                    return None
        return self.clause.boost * sum(scores[docnum] for scores in lists)


def _add(scores: dict[int, float], phrase: ClauseScores, within: dict | None = None) -> None:
    """Add the clause's score to each document it matches (of those in `within`, when given)."""
    if len(phrase.lists) == 1:
        boost = phrase.clause.boost
        for docnum, s in phrase.lists[0].items():
            if within is None or docnum in within:
                scores[docnum] = scores.get(docnum, 0.0) + s * boost
        return
    ceilings = phrase.ceilings()
    for docnum in ceilings if within is None else ceilings.keys() & within.keys():
        s = phrase.score(docnum)
        if s is not None:
            scores[docnum] = scores.get(docnum, 0.0) + s
