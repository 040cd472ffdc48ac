"""A second, conservative reader: a yes-or-no question about what a rule states, decided by one sentence.

Many judges' questions are not about what a card keeps after an event but about a fact the rules
state ("Can players change the order of cards in their security stack?"). This reader looks for
the one clause of the game's rules text that says it, and answers only when

- every content word of the question is found in that clause, close together (or in the headings
  above it; one word may come from the rest of its sentence or, after "this …", the sentence
  before; a typo is put right to a word of the same text), at least MIN_SHARED in the clause —
  or through what the text itself defines (statement_definitions.py: "DFC" for "double-faced
  card", the hand as a private area, the opponent in "either player" or "Players …"), or, for a
  sentence or clause whose subject is a pronoun ("esto afecta …"), in what was named before; a
  compound is read as the text writes it most ("digi egg" as "Digi-Egg");
- the clause's first content word (what it is about) and one alternative of each of its
  conditions ("If a flip card is the active Digimon, …"; all but a third of the words of a long one) are
  named by the question;
- no other clause is aligned as well with another answer, and a clause that lends it a word of the
  question agrees (unless it lends only what its "not" does not deny);
- the polarity of both is plain: at most one negation each (one in a relative clause describes a
  thing, as "without" does), an obligation on both sides or none, none of the words that turn or
  limit a statement ("unless", "other than", "no limit"; "only" on the clause's side only when the
  question names all the clause does) on either. "All … except …" and "either … but not both"
  answer by what the question names (statement_exceptions.py); a concession ("even though …") does
  not turn its clause, nor is what only it names asked; a list of negated predicates is read item by
  item; an example's scene answers nothing, and its ruling takes the scene as its condition
  (statement_examples.py). What "only" is said of answers no for another thing of the same kind the
  text names ("solo … durante la Preparation Phase" for the Battle Phase), and one of two alternatives
  joined by "or" is named enough (statement_only.py); a question about "either side" is not answered
  by what one named side is, one naming another number than the sentence is not answered, nor one
  crossing two players against a sentence about each one's own thing (statement_guards.py).

The answer is yes when question and sentence agree in polarity, no when exactly one of them is
negated; the sentence is quoted word for word with its key, and the reading is marked assumed.
Everything else is None, and the caller says unknown. The text is read once into an Index
(statement_index.py: prepare()), clause by clause. Work is bounded: the question is at most
MAX_WORDS words, the text at most MAX_SENTENCES sentences, each compared once.
"""

from __future__ import annotations

import re
from dataclasses import replace

from rulings.scenarios.engine import statement_contrast as contrast
from rulings.scenarios.engine import statement_definitions as defined
from rulings.scenarios.engine import statement_guards as guards
from rulings.scenarios.engine import statement_limits as limits
from rulings.scenarios.engine import statement_only as only
from rulings.scenarios.engine import statement_quantifiers as quantifiers
from rulings.scenarios.engine import statement_roles as roles
from rulings.scenarios.engine import statement_verdicts as judged
from rulings.scenarios.engine.question_form import as_plainly_asked
from rulings.scenarios.engine.reader import question_part, scene_of
from rulings.scenarios.engine.statement_bridge import bridged
from rulings.scenarios.engine.statement_clauses import compact, conditions_met
from rulings.scenarios.engine.statement_complement import complement_named
from rulings.scenarios.engine.statement_examples import scene_named
from rulings.scenarios.engine.statement_index import (
    CARD,
    MAX_SENTENCES,
    Index,
    Prepared,
    Sentence,
    prepare,
)
from rulings.scenarios.engine.statement_polarity import reason
from rulings.scenarios.engine.statement_question import Reading, bases, read
from rulings.scenarios.engine.statement_words import LIGHT, NUMBERS, content_stems, is_spanish, words_of

# The text read once (statement_index.py) is part of this reader's API: callers prepare() an Index.
__all__ = ["MAX_SENTENCES", "MIN_SHARED", "Index", "Sentence", "answer", "prepare", "reading"]

MIN_SHARED = 2
_CARDS = re.compile(r"\bcards?\b", re.IGNORECASE)  # a sentence said of cards, of any kind


def _aligned(q: Reading, p: Prepared) -> tuple[int, int, int]:
    """(missing, shared, turned): question words found nowhere near the clause, those in it, and
    those it has with a negating prefix ("Shielded?" against "is Unshielded")."""
    if q.words.isdisjoint(p.words) and q.words.isdisjoint(p.negated):
        return len(q.words), 0, 0  # nothing in common: the common case, decided at once
    rest = q.words - p.words
    # "Shielded?" against "Unshielded", and "Unshielded?" against "Shielded".
    turned = (
        (rest & p.negated)
        | {w for w in rest & q.negated if bases([w]) & p.words}
        | guards.opposed(rest, p)
        | (rest & guards.sides_opposed(q.sides, q.words, p.sentence.text))
    )
    shared = len(q.words & p.words) + len(turned)
    missing = rest - p.context - turned
    other = judged.contrasted(q, p) if missing and p.only else set()
    if other and other == missing:  # "Battle Phase" where "only … Preparation Phase" is said
        missing, shared = set(), shared + len(other)
    if p.players or p.every:
        missing -= defined.PLAYERS  # said of each player, or of each area: of the opponent's too
    if missing and q.hypernyms:
        kinds = defined.found_as_kind(missing, p.pairs, p.every, q.hypernyms)
        missing, shared = missing - kinds, shared + len(kinds)  # "hand" in "each area": said of it
    if missing and _CARDS.search(p.sentence.text):  # "two Digimon" in "Only 1 card can be placed …"
        kinds = {w for w in missing for thing, kind in q.hypernyms if kind == CARD and w in thing}
        missing, shared = missing - kinds, shared + len(kinds)
    if missing and q.times and limits.any_time(p.sentence.text):
        missing -= q.times  # "during my opponent's turn" against "at any time": one of its moments
    if missing and limits.over_capacity(q.numbers, p.sentence.text):
        missing -= {w for w in missing if w in NUMBERS}  # "two cards" against "Only 1 card": the count asked
    if missing and q.told and not guards.numbers(p.sentence.text):
        missing -= q.told  # "I have two Characters deployed …", "which of its two faces": told, not asked
    if missing and q.repeats and limits.other_times(q.repeats, p.sentence.text):
        missing -= q.repeat_words  # "trigger twice?" against "triggers once": the count asked
    if missing and p.either:
        missing -= defined.said_of_either(missing, q.pairs, p.either)  # "back face" in "either face"
    count = _unplaced(missing, p)
    if count == 1 and shared > MIN_SHARED and not _unplaced(missing - LIGHT, p):
        count = 0  # one light word ("after", "go") left over by a question that aligns strongly
    return count, shared, len(turned)


def _unplaced(missing: set[str], p: Prepared) -> int:
    """How many of the words not in the clause are not found around it either. The sentence's
    condition holds for each of its clauses ("When a permanent transforms, …, and the card neither
    enters nor leaves …"); one more word may come from the sentence around the clause (its subject,
    "this icon"), not more."""
    nearby = (missing & p.nearby) | (missing & p.inherited)
    free = {w for w in nearby if w in p.inherited or any(w in g for c in p.conditions for b in c for g in b)}
    return len(missing) - len(free) - min(len(nearby) - len(free), 1)


def reading(question: str, index: Index) -> Reading | None:
    """The question read against this text: its words, and what the text defines that it names."""
    question = defined.spelled_out(question, index.initialisms, index.vocabulary)  # "MDFC"
    q = read(question, index.vocabulary, index.english, index.open_)
    if q is None:
        return None
    # Only what the question names is looked at clause by clause: the work stays that of a few.
    phrases = only.question_pairs(question, is_spanish(words_of(question))) & index.phrases
    hypernyms = tuple(h for h in index.hypernyms if not h[0].isdisjoint(q.words))
    means, default = limits.names_means(question), limits.asks_default(question)
    times = frozenset(content_stems(words_of(limits.times_named(question)), is_spanish(words_of(question))))
    numbers, told = guards.numbers(question), guards.counts_told(question)
    sides = guards.face_sides(question_part(question))
    repeats, repeat_words = limits.repeats_asked(question_part(question))
    return replace(
        q,
        told=told,
        repeats=repeats,
        repeat_words=repeat_words,
        hypernyms=hypernyms,
        phrases=phrases,
        means=means,
        default=default,
        times=times,
        numbers=numbers,
        sides=sides,
    )


def answer(question: str, sentences: Index | tuple[Sentence, ...]) -> dict | None:
    """{"answer": "yes"|"no", "sentence", "shared", "reason"} or None when not sure. ``sentences``
    read once with prepare() (the caller keeps the Index), or as they are."""
    index = sentences if isinstance(sentences, Index) else prepare(sentences)
    question = bridged(as_plainly_asked(question), index)  # a word the text never writes, as it writes it
    prepared = index.clauses
    q = reading(question, index)
    if q is None or len(q.words) < MIN_SHARED or guards.unread_frame(question, index.vocabulary):
        return None
    # Only the clauses sharing a word can align; every other one is all missing (_aligned).
    scored = [(p, *_aligned(q, p)) for p in index.candidates(q.words)]
    asked = contrast.asked_of(question)  # what the question says is the same, or differs
    either = defined.either(question)  # "either side": not answered by what one side is
    # "count as one?": not answered by "counts as two" (a number of the scene told before the question,
    # "tiene nivel equivalente 4. ¿Se considera que …?", describes the card: it is not what is asked)
    counted = guards.numbers(question_part(question))
    manner = contrast.manners(question)  # "one at a time?": not answered by "at the same time"
    full = [(p, sh, t) for p, missing, sh, t in scored if missing == 0 and sh >= MIN_SHARED]
    full = [
        (p, sh, t)
        for p, sh, t in full
        if not p.setup
        and q.words.isdisjoint(p.because)  # a question that names the reason may say it otherwise
        and sh - len(q.words & p.conceded) >= MIN_SHARED  # what it concedes is no part of the answer
        and scene_named(q.words, p.scene)
        and guards.topic_named(q, p)
        and conditions_met(q.words, p.conditions)
        and compact(q.words, p.order)
        and guards.predicate_named(q, p)
        and guards.denial_named(q, p)
        and guards.relation_said(question, p.sentence.text)
        and complement_named(q.words, p.complement)
        and not contrast.opposed(asked, p.sentence.text)
        and not (either and defined.one_of_either(either, q.words, p.pairs, p.either | p.every))
        and (
            guards.numbers_agree(counted, p.sentence.text, question)
            or limits.over_capacity(counted, p.sentence.text)
            or limits.other_times(q.repeats, p.sentence.text)  # "twice?" against "triggers once"
        )
        and contrast.manners_said(manner, p.sentence.text)
        and not guards.crossed(question, p.sentence.text)
        and not guards.other_quote(question, p.sentence.text)
        and not roles.roles_unread(question, p.sentence.text)
        and not roles.actor_unnamed(question_part(question), p.sentence.text)
        and not roles.times_differ(question, p.sentence.text)
        and not roles.rival_named(question, p.sentence.text)
        and not roles.qualifier_denied(question, p.sentence.text)
        and not roles.places_crossed(question, p.sentence.text)
        and not roles.part_for_whole(question, p.sentence.text)
        and not roles.quoted_term_unasked(question, question_part(question), p.sentence.text)
        and not guards.split_by_or(q.words, p.sentence.text)
        and not guards.qualifier_unnamed(q.words, p.sentence.text)
        and not quantifiers.kinds_unquantified(question, p.sentence.text)
        and not quantifiers.one_for_all(question, p.sentence.text)
        and not quantifiers.every_for_may(question, p.sentence.text)
        and q.negated_conditions == p.negated_conditions
    ]
    if not full:
        return None
    best = max(sh for _, sh, _t in full)
    # (An example's scene is told, not ruled: a question telling it is close to it, and no less asked.)
    if best < max(sh for p, missing, sh, _t in scored if missing == 0 and not p.setup):
        return None  # a clause the question is closer to cannot answer it: not the one that does
    top = [(p, t) for p, sh, t in full if sh == best]
    # Of clauses that align as well, the one naming most of the question's own words ("The Digi-egg
    # deck is …" for the Digi-Egg deck, not "The deck is …").
    chosen = max(top, key=lambda pt: len(q.words & pt[0].words))[0]
    # Two clauses of one sentence that match as well must agree, as every clause below must.
    # Clauses of the same rule that speak of the question too (an example's setup and its ruling).
    near = [
        (p, t)
        for p, m, sh, t in scored
        if p.sentence.key == chosen.sentence.key
        and not m
        and sh >= MIN_SHARED
        and not p.setup
        and conditions_met(q.words, p.conditions)  # one whose condition is not asked says nothing of it
        # nor one whose statement it does not name ("While face down, it can't transform." beside "is
        # it put onto the battlefield face down?")
        and guards.predicate_named(q, p)
        and guards.denial_named(q, p)
    ]
    lent = {id(p) for p, _t in top + near if judged.denial_lent(q, p, prepared)}  # answered by what denies
    verdicts = {judged.verdict_of(q, p, t) for p, t in top if id(p) not in lent}
    verdicts |= {judged.verdict_of(q, p, t) for p, t in near if id(p) not in lent} - {None}
    verdicts |= {judged.lender_verdict(q, p, prepared) for p, _t in top} - {"same"}
    if len(verdicts) != 1 or None in verdicts or judged.overridden(q, chosen, *verdicts, scored, MIN_SHARED):
        return None
    if not _asked_in(question, chosen, index):
        return None
    return {
        "answer": verdicts.pop(),
        "sentence": chosen.sentence,
        "shared": sorted(q.words & (chosen.words | chosen.context | chosen.nearby)),
        "reason": reason(q.polarity, chosen.polarity, top[0][1]),
    }


def _asked_in(question: str, chosen: Prepared, index: Index) -> bool:
    """Whether the sentence that asks, when a scene is set before it ("An effect flipped my active.
    Does it still flip again?"), names a word of what the clause says beyond its condition: the scene
    may meet the condition ("If a flip card is the active Digimon, …"), but a clause whose own statement
    the asking sentence never names answers nothing of what is asked."""
    asked = question_part(question)
    if not re.search(r"\w", scene_of(question)):  # no scene: the question is all asked
        return True
    q = read(asked, index.vocabulary, index.english, index.open_)
    if q is None:
        return False
    # The asking sentence is in the question's language ("Mientras la carta esté activa, ¿los
    # requisitos deben cumplirse …?": a few words alone may not say it is Spanish).
    whole = words_of(question)
    words = q.words | (content_stems(words_of(asked), True) if is_spanish(whole) else set())
    condition = frozenset().union(*(g for c in chosen.conditions for b in c for g in b))
    return not words.isdisjoint(chosen.words - condition)
