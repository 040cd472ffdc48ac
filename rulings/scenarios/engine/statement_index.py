"""The rules text read once for the statement reader (statements.py): each sentence cut into
clauses, and for each clause what the reader compares a question with — its content words (with the
text's own equivalents), its headings, its topic, its polarity, its conditions, what its "only",
"except", "even though" and an example's scene say — plus the words a typo is put right to, the
compounds and initialisms the text writes and, for each word, the clauses that hold it. Plain Python.

Work is bounded: the text is read up to MAX_SENTENCES sentences, each once.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace

from rulings.scenarios.engine import statement_anaphora as anaphora
from rulings.scenarios.engine import statement_definitions as defined
from rulings.scenarios.engine import statement_exceptions as exceptions
from rulings.scenarios.engine import statement_only as only
from rulings.scenarios.engine.statement_clauses import (
    ANAPHORA,
    PRONOUN_SUBJECT,
    clause_conditions,
    clauses_of,
    head,
    in_order,
    lent_subject,
    main_topic,
    names_section,
    negated_conditions,
    negation_scope,
    renamed_subject,
    section_topics,
    subject,
    topic,
    topics,
)
from rulings.scenarios.engine.statement_complement import denied_complement
from rulings.scenarios.engine.statement_examples import scenes
from rulings.scenarios.engine.statement_kinds import as_members
from rulings.scenarios.engine.statement_polarity import Polarity, polarity
from rulings.scenarios.engine.statement_question import bases
from rulings.scenarios.engine.statement_topics import joined_topics
from rulings.scenarios.engine.statement_words import (
    DESCRIPTORS,
    EVERYDAY,
    OPPOSITES,
    PHRASES,
    SPANISH_STOP,
    STOP,
    content_stems,
    fold,
    is_spanish,
    words_of,
)

MAX_SENTENCES = 12000
CARD = ("card",)  # what a kind of card is (prepare's ``cards``)


@dataclass(frozen=True)
class Sentence:
    """One sentence of a rules text: where it is, its words, and the headings above it."""

    game: str
    document: str
    key: str
    text: str
    context: str = ""  # the section's title and its parents' titles
    title: str = ""  # the nearest of those titles ("Public Areas")


@dataclass(frozen=True)
class Prepared:
    sentence: Sentence
    words: frozenset[str]  # content stems of the clause (and, in a glossary, their other words)
    context: frozenset[str]  # stems of the headings
    topic: frozenset[str]  # its first content word, in each of its words
    polarity: Polarity
    conditions: tuple[tuple[tuple[frozenset[str], ...], ...], ...]  # condition → branch → word
    negated: frozenset[str] = frozenset()  # "shield" for the clause's "unshield"
    groups: tuple[frozenset[str], ...] = ()  # each content word of the clause, in each of its words
    order: tuple[frozenset[str], ...] = ()  # the clause's content words in order, each in its words
    nearby: frozenset[str] = (
        frozenset()
    )  # stems of the other clauses and, after "this …", the sentence before
    inherited: frozenset[str] = frozenset()  # what its pronoun subject stands for, in each of its words
    every: frozenset[str] = frozenset()  # the nouns it says "each" or "any" of ("each area")
    either: frozenset[str] = frozenset()  # the nouns it says "either" of ("either face")
    players: bool = False  # it speaks of either, each or any player: of the opponent too
    pairs: frozenset = frozenset()  # its and its headings' content words side by side, as stems
    scene: frozenset[str] = frozenset()  # in an example's ruling: the words of the scene before it
    setup: bool = False  # it sets an example's scene: it says what happened, not what is decided
    exception: frozenset[str] = frozenset()  # what only its "except …" names (its polarity: the rest's)
    conceded: frozenset[str] = frozenset()  # what only its "even though …" names: no part of the answer
    because: frozenset[str] = frozenset()  # what only an example ruling's reason names, not its scene
    denied: frozenset[str] = frozenset()  # what its negation denies (the words after its "not")
    negated_conditions: int = 0  # how many of its sentence's conditions hold a "not"
    only: frozenset = frozenset()  # the pairs of words of what its "only" is said of
    alternatives: tuple = ()  # for each of its "or": the words before and after it, each in its words
    about: frozenset[str] = frozenset()  # its subject's words: what it lends another clause is about
    complement: tuple = ()  # what its denied verb is said of ("evolucionar en X": X), each in its words


@dataclass(frozen=True, eq=False)
class Index:
    """A rules text read once for this reader: its clauses, and the words a typo is put right to."""

    clauses: tuple[Prepared, ...]
    vocabulary: frozenset[str]
    english: frozenset[str] = frozenset()  # the vocabulary and English function words
    hypernyms: tuple = ()  # (a thing's words, what it is) for "The hand is a private area."
    phrases: frozenset = frozenset()  # every two words side by side in a noun phrase of the text
    open_: frozenset[str] = frozenset()  # every two words side by side in the text ("face down")
    postings: dict = field(default_factory=dict)  # a word → the clauses holding it (or its negation)
    initialisms: dict = field(default_factory=dict)  # "mdfc" → "modal double-faced card"

    def __iter__(self):
        return iter((self.clauses, self.vocabulary))

    def candidates(self, words: frozenset[str]) -> list[Prepared]:
        """The clauses holding one of the words (plain or negated), in text order: any other
        shares nothing with the question, which _aligned() answers at once as all missing."""
        found = sorted({i for w in words for i in self.postings.get(w, ())})
        return [self.clauses[i] for i in found]


def prepare(
    sentences: tuple[Sentence, ...],
    glossary: dict[str, str] | None = None,
    kinds: dict[str, tuple[str, ...]] | None = None,
    cards: tuple[str, ...] = (),
) -> Index:
    """The sentences read once, clause by clause, and the vocabulary a typo is put right to. A
    clause's other clauses, its headings and, after "this …", the sentence before are its context:
    words of the question may be found there, but the clause says yes or no. ``glossary`` (English
    word: the text's words for it) lets a question in English be read against a text in Spanish;
    ``kinds`` (a kind: its members, "zone": the game's zones) reads "a zone other than the stack" as
    the other zones (statement_kinds.py); the sentence is quoted as written."""
    out = []
    vocabulary: set[str] = set()
    phrases: set[tuple[str, str]] = set()
    bigrams: Counter[str] = Counter()
    trigrams: Counter[str] = Counter()
    tokens: Counter[str] = Counter()
    before: list[str] = []
    previous: Sentence | None = None
    sentences = sentences[:MAX_SENTENCES]
    other = defined.merged(defined.glossary(glossary or {}), defined.equivalences(s.text for s in sentences))
    for s, (told, setup) in zip(sentences, scenes(sentences), strict=True):
        text = as_members(s.text, kinds)  # what the sentence says, read (it is quoted as written)
        setup = setup or _EXCLAIMED.search(text) is not None  # an exclamation announces, not rules
        words = words_of(text)
        heading = words_of(s.context)
        bigrams.update(f"{a} {b}" for a, b in zip(words, words[1:], strict=False))
        trigrams.update(f"{a} {b} {c}" for a, b, c in zip(words, words[1:], words[2:], strict=False))
        tokens.update(words)
        vocabulary.update(w for w in words + heading if len(w) > 3)
        # A parent heading naming both kinds ("Public Areas and Private Areas") says nothing of the
        # kind its own section's title is the opposite of: "public" is not about "Private Areas".
        titled = content_stems(words_of(s.title))
        # A heading in one language is named by a question in either ("el Battle Type de mi Digimon"
        # stems "Type" as a Spanish question does): its words are read as both would read them.
        stems = content_stems(heading) | content_stems(heading, not is_spanish(heading))
        context = {w for w in stems if OPPOSITES.get(w, frozenset()).isdisjoint(titled)}
        nearby = content_stems(words)
        inherited: frozenset[str] = frozenset()
        folded = fold(text)  # "Cards without this icon": the icon named before ("This is …": its section)
        if (ANAPHORA.search(folded) or PRONOUN_SUBJECT.search(folded)) and not names_section(text):
            nearby |= content_stems(before)
        if PRONOUN_SUBJECT.search(fold(text)):
            inherited = frozenset().union(*(group(w, other) for w in subject(before)))
        # "Cards in this area …" after "The security stack is a private area.": of the security stack.
        named, lent_subject_words = anaphora.referent(
            text, previous.text if previous else "", _same_section(previous, s)
        )
        referred = frozenset().union(*(group(w, other) for w in lent_subject_words))
        inherited |= referred
        scene = frozenset().union(*(group(w, other) for w in content_stems(list(told))))
        inherited |= scene  # an example's scene is the condition of what it then says
        leading, lent, renamed = clause_conditions(text), lent_subject(text), renamed_subject(text)
        every_player = defined.every_player(text)  # "Neither player may …": said of the opponent too
        for clause, said, spanish in clauses_of(text):
            cw = words_of(clause)
            main, exception = exceptions.split(clause, spanish)
            main, concession = exceptions.conceded(main, spanish)
            because: frozenset[str] = frozenset()
            if scene:  # in an example's ruling, the reason it gives explains the scene
                main, because = exceptions.reasoned(main, spanish)
                because -= scene
            own = content_stems(cw, spanish)
            groups = tuple(group(w, other) for w in sorted(own))
            order = tuple(group(w, other) for w in in_order(cw, spanish))
            about = (
                *topics(cw, spanish),
                *joined_topics(cw, topic(cw, spanish), spanish),
                main_topic(clause, spanish),
                *section_topics(clause, s.title, spanish),
                *renamed(clause),
            )
            language = is_spanish(cw) if spanish is None else spanish
            phrases |= only.pairs(main, language)
            subject_words, subject_said = lent(clause)  # "… pero no se considera …": of the subject
            out.append(
                Prepared(
                    s,
                    frozenset().union(*groups) if groups else frozenset(),
                    frozenset().union(context, *(group(w, other) for w in context)),
                    frozenset().union(
                        *(group(w, other) for w in about if w), referred if named & own else ()
                    ),
                    replace(
                        polarity(words_of(main), fold(main), spanish=spanish), descriptors=said + subject_said
                    ),
                    tuple(tuple(tuple(group(w, other) for w in b) for b in c) for c in leading(clause)),
                    bases(own),
                    groups,
                    order,
                    frozenset().union(nearby, *(group(w, other) for w in nearby)),
                    inherited.union(*(group(w, other) for w in subject_words)),
                    defined.every(clause),
                    defined.either(clause),
                    every_player,
                    defined.pairs(cw) | defined.pairs(words_of(s.title)),
                    scene,
                    setup,
                    exception,
                    concession,
                    because,
                    frozenset().union(*(group(w, other) for w in negation_scope(words_of(main), spanish))),
                    _negated_conditions(text, clause),
                    only.pairs(only.scope(main), language),
                    tuple(
                        tuple(tuple(group(w, other) for w in side) for side in pair)
                        for pair in only.alternatives(main, language)
                    ),
                    frozenset().union(
                        *(group(w, other) for w in content_stems(head(words_of(main))[:6], language))
                    ),
                    tuple(group(w, other) for w in denied_complement(words_of(main), language)),
                )
            )
        before, previous = words, s
    vocabulary.update(glossary or ())  # an English word of the glossary is no typo of a Spanish one
    # An English question's typo may be of a function word too ("alowed" is "allowed").
    # … or of a word the reader knows in every text ("whithout", "rearange").
    known = STOP | DESCRIPTORS | EVERYDAY.keys() | PHRASES.keys()
    # (Not a Spanish function word: "enter" is no typo of "entre", nor "trahs" of "tras".)
    english = frozenset(vocabulary) | {w for w in known - SPANISH_STOP if len(w) > 3 and w.isascii()}
    hypernyms = defined.hypernyms(s.text for s in sentences)
    # The game's kinds of card are cards: "two Digimon" in a sentence about "Only 1 card" (``cards``).
    hypernyms += tuple((frozenset(content_stems(words_of(c), False)), CARD) for c in cards if c.strip())
    # The compounds the text writes open more often than as one word: "face down", not "face-down".
    open_ = frozenset(
        b for b, n in bigrams.items() if n >= max(tokens[b.replace(" ", "-")], tokens[b.replace(" ", "")])
    )
    spelled = defined.initialisms(bigrams + trigrams, vocabulary)
    postings: dict[str, list[int]] = {}
    for i, p in enumerate(out):
        for w in p.words | p.negated:
            postings.setdefault(w, []).append(i)
    return Index(
        tuple(out),
        frozenset(vocabulary),
        english,
        hypernyms,
        frozenset(phrases),
        open_,
        {w: tuple(ids) for w, ids in postings.items()},
        spelled,
    )


_EXCLAIMED = re.compile(r"!\W*$")


def _same_section(a: Sentence | None, b: Sentence) -> bool:
    return a is not None and a.document == b.document and a.context == b.context and a.key == b.key


def _negated_conditions(text: str, clause: str) -> int:
    """The negated conditions that hold for the clause: those of the sentence's first part, and those
    of its own part after a ";" ("… deben cumplirse constantemente …; Si no cumple con los requisitos
    …, la Option Card se enviará …": the "no" of the second part's condition is not the first's)."""
    parts = text.split(";")
    own = next((part for part in parts if clause in part), parts[0])
    return negated_conditions(parts[0]) + (negated_conditions(own) if own is not parts[0] else 0)


def group(word: str, other: dict[str, frozenset[str]]) -> frozenset[str]:
    return frozenset({word}) | other.get(word, frozenset())
