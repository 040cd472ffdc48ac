"""Second stage: the best RERANK_N first-stage hits reordered by features read from the documents.

BM25 adds up the words a text holds, so a long rule that repeats one of the query's words can
outrank the short rule that holds all of them. Each candidate gets features computed from its
own text and place (no question's words are named here):
  - coverage: the share of the query's words (weighted by their rarity) the text holds, in any
    of its fields, and in its title alone;
  - language: the query reads as another language than the text's (a German question and the
    English rule, or the other way round);
  - shape: a glossary entry, for a "what is X" question or for any other; a text that opens
    with X; and what stays first whatever the rest (a rule number's exact hit, the glossary
    entry and rule found for "what is X").
The new score is the first-stage score (as a share of the best) plus the weighted features; the
weights were fitted on the tuning half of the benchmark questions only (benchmarks/relevance.py
--fit, the penalty on their size chosen by cross-validation within that half). A wider set
(proximity window, text and section-title coverage, rarest word, heading, card, FAQ, depth,
length) cross-validated worse on the tuning half (MRR + recall@3 1.584 against 1.608) and was
left out. Bounded: RERANK_N candidates, the query's first MAX_WORDS words per language.
"""

from __future__ import annotations

import math
import re

from whoosh.analysis import STOP_WORDS
from whoosh.lang import stopwords_for_language

from rulings.search.analysis import LANGUAGES, QUESTION_WORDS, fold, tokens
from rulings.search.intent import GLOSSARY_KEY
from rulings.search.scoring import EXACT_SCORE
from rulings.search.snippets import SENTENCE

RERANK_N = 30
MAX_WORDS = 24
EXTRA_FIELDS = {"en": ("names",)}  # a language's fields searched besides title, context and body
# Fitted on the tuning half (see the module's docstring); a feature absent here weighs nothing.
WEIGHTS = {
    "base": 1.0,  # the first-stage score's share of the best, to this power
    "pinned": 3.0,  # set, not fitted: what "what is X" found for X stays above the rest
    "coverage": 0.2,
    "title": -0.1,
    "foreign": -0.6,
    "glossary": 0.0,
    "glossary_define": 0.3,
    "opens": 0.3,
    "anchors": 0.0,
    "sentence": 0.0,
    "example": 0.0,
    "negated": 0.0,
    "heading": 0.0,
    "dense": 0.0,
    "first": 0.0,
}
FEATURES = tuple(name for name in WEIGHTS if name not in ("base", "pinned"))

# The words that tell a query's language: its stop words, and letters only some languages use.
_STOPS = {
    "en": frozenset(STOP_WORDS | QUESTION_WORDS),
    **{lang: frozenset(stopwords_for_language(lang)) for lang in ("de", "fr", "es", "it")},
}
_LETTERS = {"de": "äöüß", "fr": "éèêàçùœâîôû", "es": "ñáíóú¿¡", "it": "àèìòù"}
_WORD = re.compile(r"[^\W\d_]+")
_FIRST = re.compile(r"(?:\d[a]|[.-]1)$")  # the first subrule of its rule: 702.33a, 8.11.1, 3-1-1
TEXT_CHARS = 3000  # a candidate's first characters read for its sentences
MAX_SENTENCES = 40
# Where a rule's examples begin (they are indexed as part of its body).
_EXAMPLE = re.compile(r"\n\n(?:Example|Beispiel|Exemple|Ejemplo|Esempio)s?\b", re.IGNORECASE)
# A negation, in any of the languages read ("can't", "doesn't", "nicht", "ne … pas", "no").
_NEGATION = re.compile(
    r"\b(?:not|no|never|cannot|without|nothing|none|nicht|kein\w*|nie|niemals|ohne|pas|jamais|aucun\w*|sans"
    r"|nunca|sin|ningún|ninguna|non|mai|senza)\b|n[’']t\b",
    re.IGNORECASE,
)


def query_language(text: str) -> str | None:
    """The language the query reads as ("en", "de", …), or None when nothing tells."""
    words = _WORD.findall((text or "").lower())[:MAX_WORDS]
    if not words:
        return None
    counts = {}
    for lang, stops in _STOPS.items():
        letters = _LETTERS.get(lang, "")
        counts[lang] = sum(w in stops for w in words) + sum(any(c in letters for c in w) for w in words)
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    if ranked[0][1] == 0 or ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


class Features:
    """What the features of one query's candidates need: its words per language with their
    rarity, and the language it reads as."""

    def __init__(self, reader, postings, text: str, memo: dict, define: bool = False, pinned=()):
        self.postings = postings
        self.define = define
        self.pinned = frozenset(pinned)  # "what is X": the glossary entry and rule found for X
        self.opening: frozenset[int] = frozenset()  # … and the texts opening with X
        self.language = query_language(text)
        n = max(reader.doc_count_all(), 1)
        # language → [(idf, the word's postings in any of the language's fields, … in its title)]
        self.words: dict[str, list[tuple[float, list[dict], dict]]] = {}
        self.terms: dict[str, dict[str, float]] = {}  # language → {word: idf}
        for lang, (analyzer, fields) in LANGUAGES.items():
            found = []
            for word in dict.fromkeys(tokens(analyzer, text)[:MAX_WORDS]):
                key = ("idf", fields[-1], word)
                if key not in memo:
                    df = reader.doc_frequency(fields[-1], word) or reader.doc_frequency(fields[0], word)
                    memo[key] = math.log(1 + (n - df + 0.5) / (df + 0.5)) if df else 0.0
                if memo[key]:
                    held = [postings.scores(f, word) for f in (*fields, *EXTRA_FIELDS.get(lang, ()))]
                    found.append((memo[key], [h for h in held if h], held[0]))
                    self.terms.setdefault(lang, {})[word] = memo[key]
            if found:
                self.words[lang] = found
        english = self.terms.get("en", {})
        self.anchor_words = [(idf, postings.scores("anchors", w)) for w, idf in english.items()]
        self.anchor_total = sum(english.values())
        self.negated = bool(_NEGATION.search(text or ""))
        self.memo = memo

    def coverage(self, docnum: int) -> tuple[float, float]:
        """(the rarity-weighted share of the query's words the document holds in any field,
        … in its title), from the language whose words it holds the most of."""
        best, best_title = 0.0, 0.0
        for words in self.words.values():
            total = sum(idf for idf, _, _ in words)
            held = sum(idf for idf, lists, _ in words if any(docnum in h for h in lists)) / total
            if held > best:
                best, best_title = held, sum(idf for idf, _, title in words if docnum in title) / total
        return best, best_title

    def anchored(self, docnum: int) -> float:
        """The rarity-weighted share of the query's English words that texts citing it use."""
        if not self.anchor_total:
            return 0.0
        return sum(idf for idf, held in self.anchor_words if docnum in held) / self.anchor_total

    def sentences(self, docnum: int, stored: dict, language: str) -> tuple[float, float]:
        """(the best share of the query's words, weighted by rarity, that one sentence of the
        title or the rule's own text holds; the share held only by its examples)."""
        lang = language if language in self.terms else "en"
        terms = self.terms.get(lang)
        if not terms:
            return 0.0, 0.0, 0
        key = ("sentences", lang, docnum)
        if key not in self.memo:
            self.memo[key] = _sentence_words(stored, LANGUAGES[lang][0])
        own, examples, size = self.memo[key]
        total = sum(terms.values())
        best = max((sum(terms.get(w, 0.0) for w in words) for words in own), default=0.0)
        held = set().union(*own) if own else set()
        only = sum(idf for w, idf in terms.items() if w in examples and w not in held)
        return best / total, only / total, size

    def of(self, docnum: int, stored: dict, score: float = 0.0) -> dict[str, float]:
        """The candidate's features; `score` is its first-stage score (a rule number's exact
        hit stays first, as a "what is X" answer does)."""
        coverage, title = self.coverage(docnum)
        glossary = bool(GLOSSARY_KEY.search(stored.get("key") or ""))
        language = fold(stored.get("language") or "en").split("-")[0]
        sentence, example, size = self.sentences(docnum, stored, language)
        body = stored.get("body") or stored.get("body_es") or ""
        return {
            "anchors": self.anchored(docnum),
            "sentence": sentence,
            "first": float(stored.get("kind") == "rule" and bool(_FIRST.search(stored.get("key") or ""))),
            "dense": coverage / (1.0 + math.log1p(size / 20)),
            "example": example,
            "negated": float(self.negated and bool(_NEGATION.search(body[:TEXT_CHARS]))),
            "heading": float(stored.get("kind") == "rule" and not body.strip()),
            "pinned": float(docnum in self.pinned or score >= EXACT_SCORE),
            "opens": float(docnum in self.opening),
            "coverage": coverage,
            "title": title,
            "foreign": float(bool(self.language) and language != self.language),
            "glossary": float(glossary and not self.define),
            "glossary_define": float(glossary and self.define),
        }


def _sentence_words(stored: dict, analyzer) -> tuple[list[frozenset], frozenset, int]:
    """A text's sentences (its title, then its own text's, capped) as sets of words, and the
    words of its examples."""
    body = (stored.get("body") or stored.get("body_es") or "")[:TEXT_CHARS]
    cut = _EXAMPLE.search(body)
    own, examples = (body[: cut.start()], body[cut.start() :]) if cut else (body, "")
    parts = [stored.get("title") or "", *SENTENCE.split(own)][:MAX_SENTENCES]
    words = [tokens(analyzer, part) for part in parts if part.strip()]
    return [frozenset(w) for w in words], frozenset(tokens(analyzer, examples)), sum(map(len, words))


def rerank(searcher, ranked: list[tuple[float, int]], features: Features, weights=None) -> list:
    """The first RERANK_N of `ranked` ((score, docnum), best first) rescored; the rest as they
    were, below them when their score is lower."""
    if not ranked:
        return ranked
    weights = WEIGHTS if weights is None else weights
    top = ranked[0][0] or 1.0
    out = []
    for i, (score, docnum) in enumerate(ranked):
        if i >= RERANK_N:
            out.append((score, docnum))
            continue
        values = features.of(docnum, searcher.stored_fields(docnum), score)
        bonus = sum(weights.get(name, 0.0) * value for name, value in values.items())
        share = max(score, 0.0) / top
        out.append((max(top * (share ** weights.get("base", 1.0) + bonus), 0.0), docnum))
    out.sort(key=lambda sd: (-sd[0], sd[1]))
    return out
