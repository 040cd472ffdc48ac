"""Each word's weight where the search looks (in place of Whoosh's IDF), the fields' boosts,
and the searcher's BM25F with each language's fields measured against that language's
documents (LanguageBM25F). No Django.

Measured through the whole search on tune, wide and wide2 (December 2026) and left out, each
helping one set and hurting another: body b 0.85-1.0 (tune and wide +1 case at r@3, wide2 -4);
German and French context weighed as the English one (1.0, no change but wide MRR -.004); texts
in another language than an English question's at 0.25-0.5 of their score (they fill a fifth of
a Lorcana question's first 30, but tune r@3 -1 case, wide2 +1); a word's score in its second and
further fields at 0.5-0.75 (saturation across fields: worse on wide and wide2)."""

from __future__ import annotations

import math

from whoosh.scoring import BM25F, BM25FScorer

from rulings.search import scoring
from rulings.search.analysis import EXTRA_LANGUAGES, LANGUAGES, language_of

ANCHORS_BOOST = 0.3  # fitted on the tune half: 0.1 to 0.6 tried; 0.3 gave the best MRR

# A card's text and rulings are about that card: a question that names no card (none of the
# query's words is in the card's names) is after the rules, and a card ruling that shares its
# words ("can I sacrifice … to pay a cost" beside Ruthless Disposal's "sacrifice … as an
# additional cost") counts this much of its score. 0.5 set on tune and wide: tune r@3 .923 and
# MRR .830 -> .828, wide r@3 .647 -> .654, MRR .568 -> .570; the expected text among the first
# stage's best 10 on tune .946 -> .952, on wide .713 -> .721 (0.3 and 0.7 within .002 of it);
# on an independent set written later (y1, 160 questions) r@3 .738 -> .750, MRR .664 -> .667.
UNNAMED_CARD = 0.5

# "context" is the titles of the sections above a rule: its section's words count as much as its text.
# "anchors" is what the texts citing a rule say of it: other words for it, at a low weight.
FIELD_BOOSTS_EN = {"title": 2.5, "names": 3.0, "context": 1.0, "body": 1.0, "anchors": ANCHORS_BOOST}
FIELD_BOOSTS_ES = {"title_es": 2.5, "context_es": 0.5, "body_es": 1.0}
# German, French and Italian texts (translations) are also searched in their own stemmed fields;
# a language no document is in costs nothing (terms the index lacks make no clause).
FIELD_BOOSTS_OTHER = {
    lang: dict(zip(LANGUAGES[lang][1], (2.5, 0.5, 1.0), strict=True)) for lang in EXTRA_LANGUAGES
}

# BM25's term-frequency saturation (k1) and length normalisation (b), and b per field where it
# differs (Whoosh's BM25F takes one k1). benchmarks/first_stage_scan.py moves each by
# cross-validation within the tune half.
BM25_K1 = 1.2
BM25_B = 0.75
FIELD_B: dict[str, float] = {}

# Each field's language's fields: a word's document frequency is counted over them.
FIELD_GROUPS = {f: group for group in (FIELD_BOOSTS_ES, *FIELD_BOOSTS_OTHER.values()) for f in group}
FIELD_GROUPS["spell"] = {"spell": 1.0}  # the words as written (planner.py's exact forms)


class LocalWeights:
    """Each word's weight: its rarity where the search looks, in place of Whoosh's own IDF.

    Whoosh's IDF (log(N/(df+1)) + 1) is computed over every game and never falls below 1,
    so words common in one game's texts ("double-faced" in Magic, "flip" in DBE) still
    score like content words there. This weight replaces it by the BM25 IDF among the
    chosen games' documents (all documents without a game filter), which tends to 0 for a
    word nearly every document has.
    """

    def __init__(self, postings: scoring.Postings, games: tuple[str, ...], memo: dict | None = None):
        self.postings = postings
        self.reader = reader = postings.searcher.reader()
        self.games = tuple(sorted(games or ()))
        self.memo = memo if memo is not None else {}
        self.docs = None
        self.n = reader.doc_count_all()
        if self.games:
            key = ("games", self.games)
            if key not in self.memo:
                docs = set()
                for g in self.games:
                    if reader.doc_frequency("game", g):
                        docs.update(reader.postings("game", g).all_ids())
                self.memo[key] = docs
            self.docs = self.memo[key]
            self.n = len(self.docs)

    def spelled(self, word: str) -> int:
        """How many of the searched documents hold the word as written (the "spell" field)."""
        if self.docs is None:
            return self.reader.doc_frequency("spell", word)
        key = ("spelled", self.games, word)
        if key not in self.memo:
            found = 0
            if self.reader.doc_frequency("spell", word):
                found = len(self.docs.intersection(self.reader.postings("spell", word).all_ids()))
            self.memo[key] = found
        return self.memo[key]

    def weight(self, word: str, field: str) -> float:
        key = ("weight", self.games, field, word)
        if key not in self.memo:
            self.memo[key] = self._weight(word, field)
        return self.memo[key]

    def _weight(self, word: str, field: str) -> float:
        overall = self.reader.doc_frequency(field, word)
        if not overall or not self.n:
            return 1.0
        # BM25F: one document frequency per word, counted over all of the language's fields.
        group = FIELD_GROUPS.get(field, FIELD_BOOSTS_EN)
        found = set()
        for f in group:
            if self.reader.doc_frequency(f, word):
                found |= self.postings.scores(f, word).keys()  # read once, for scoring too
        df = len(found) if self.docs is None else len(found & self.docs)
        whoosh_idf = math.log(self.reader.doc_count_all() / (overall + 1)) + 1
        bm25_idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
        return min(max(bm25_idf / whoosh_idf, 0.05), 4.0)


def unnamed_cards(scores: dict[int, float], cards, named, factor: float = UNNAMED_CARD) -> None:
    """The card documents (`cards`, a set of document numbers) not in `named` (the documents whose
    names hold a word of the query) count `factor` of their score."""
    if factor == 1.0:
        return
    for docnum in cards if len(cards) < len(scores) else scores:
        if docnum in scores and docnum in cards and docnum not in named:
            scores[docnum] *= factor


def weighting() -> LanguageBM25F:
    """The searcher's weighting with the parameters above."""
    return LanguageBM25F(B=BM25_B, K1=BM25_K1, **{f"{field}_B": b for field, b in FIELD_B.items()})


# The fields only one language's documents fill (title_es, body_de, …) → that language.
FIELD_LANGUAGE = {f: lang for lang, (_, fields) in LANGUAGES.items() if lang != "en" for f in fields}


class LanguageBM25F(BM25F):
    """Whoosh's BM25F, but a language's own fields measure a text's length against the average
    over that language's documents. Whoosh averages over every document, and most have no
    German or French text: a German rule looked some ten times longer than the average German
    rule, and a word found there scored a fifth of the same word in an English field."""

    def scorer(self, searcher, fieldname, text, qf=1):
        lang = FIELD_LANGUAGE.get(fieldname)
        if lang is None or not searcher.schema[fieldname].scorable:
            return super().scorer(searcher, fieldname, text, qf=qf)
        parent = searcher.get_parent()
        docs = documents_in(parent.reader(), lang)
        b = self._field_B.get(fieldname, self.B)
        return _LanguageScorer(searcher, fieldname, text, b, self.K1, qf, docs)


class _LanguageScorer(BM25FScorer):
    def __init__(self, searcher, fieldname, text, B, K1, qf, docs):  # noqa: N803 (Whoosh's names)
        parent = searcher.get_parent()
        self.idf = parent.idf(fieldname, text)
        self.avgfl = (parent.field_length(fieldname) / max(docs, 1)) or 1
        self.B, self.K1, self.qf = B, K1, qf
        self.setup(searcher, fieldname, text)


def documents_in(reader, lang: str) -> int:
    """How many documents are in the language ("de" counts "de-AT" too)."""
    return sum(
        reader.doc_frequency("language", code)
        for code in reader.lexicon("language")
        if language_of(code.decode() if isinstance(code, bytes) else code) == lang
    )
