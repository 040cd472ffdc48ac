"""Second stage: the best RERANK_N first-stage hits reordered by features read from the documents.

BM25 adds up the words a text holds, so a long rule that repeats one of the query's words can
outrank the short rule that holds all of them. Each candidate gets features computed from its
own text and place (no question's words are named here):
  - coverage: the share of the query's words (weighted by their rarity) the text holds, in any
    of its fields, and in its title alone;
  - language: the query reads as another language than the text's (a German question and the
    English rule, or the other way round);
  - shape: a glossary entry, a heading with no text of its own, a card, an FAQ, how deep the
    rule sits (702.11 → 702.11b), and how long its text is.
The new score is the first-stage score (as a share of the best) plus the weighted features; the
weights were fitted on the tuning half of the benchmark questions only (benchmarks/relevance.py
--fit). Bounded: RERANK_N candidates, the query's first MAX_WORDS words per language.
"""

from __future__ import annotations

import math
import re

from whoosh.analysis import STOP_WORDS
from whoosh.lang import stopwords_for_language

from rulings.search.analysis import LANGUAGES, QUESTION_WORDS, fold, tokens
from rulings.search.collapse import no_text_of_its_own
from rulings.search.intent import GLOSSARY_KEY

RERANK_N = 50
MAX_WORDS = 24
WINDOW = 8  # positions: words this close stand together
MAX_POSITIONS = 50  # a word's first positions in a text looked at
# Fitted on the tuning half (see the module's docstring); a feature absent here weighs nothing.
WEIGHTS = {
    "base": 1.0,  # the first-stage score's share of the best, to this power
    "coverage": 0.6,
    "window": 0.0,
    "title": 0.15,
    "foreign": -0.2,
    "glossary": -0.35,
    "glossary_define": 0.15,
    "heading": 0.0,
    "card": 0.0,
    "faq": 0.3,
    "depth": 0.0,
    "length": 0.0,
}
FEATURES = tuple(name for name in WEIGHTS if name != "base")

# The words that tell a query's language: its stop words, and letters only some languages use.
_STOPS = {
    "en": frozenset(STOP_WORDS | QUESTION_WORDS),
    **{lang: frozenset(stopwords_for_language(lang)) for lang in ("de", "fr", "es", "it")},
}
_LETTERS = {"de": "äöüß", "fr": "éèêàçùœâîôû", "es": "ñáíóú¿¡", "it": "àèìòù"}
_WORD = re.compile(r"[^\W\d_]+")


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

    def __init__(self, reader, postings, text: str, memo: dict, define: bool = False):
        self.postings = postings
        self.define = define
        self.language = query_language(text)
        n = max(reader.doc_count_all(), 1)
        self.words: dict[str, list[tuple[str, float]]] = {}
        for lang, (analyzer, fields) in LANGUAGES.items():
            found = []
            for word in dict.fromkeys(tokens(analyzer, text)[:MAX_WORDS]):
                key = ("idf", fields[-1], word)
                if key not in memo:
                    df = reader.doc_frequency(fields[-1], word) or reader.doc_frequency(fields[0], word)
                    memo[key] = math.log(1 + (n - df + 0.5) / (df + 0.5)) if df else 0.0
                if memo[key]:
                    found.append((word, memo[key]))
            if found:
                self.words[lang] = found

    def coverage(self, docnum: int) -> tuple[float, float]:
        """(the rarity-weighted share of the query's words the document holds in any field,
        … in its title), the best over the languages the query's words are found in."""
        best, best_title = 0.0, 0.0
        for lang, words in self.words.items():
            fields = LANGUAGES[lang][1]
            if lang == "en":
                fields = (*fields, "names")
            total = sum(idf for _, idf in words)
            held = sum(idf for w, idf in words if any(docnum in self.postings.scores(f, w) for f in fields))
            in_title = sum(idf for w, idf in words if docnum in self.postings.scores(fields[0], w))
            best, best_title = max(best, held / total), max(best_title, in_title / total)
        return best, best_title

    def window(self, docnum: int) -> float:
        """The rarity-weighted share of the query's words found together in its text: within
        WINDOW positions of each other, the best such stretch (English or the query's language)."""
        best = 0.0
        for lang, words in self.words.items():
            field = LANGUAGES[lang][1][-1]
            total = sum(idf for _, idf in words)
            hits = []
            for w, idf in words:
                if docnum in self.postings.scores(field, w):
                    positions = self.postings.positions(field, w).get(docnum, ())
                    hits += [(p, w, idf) for p in positions[:MAX_POSITIONS]]
            hits.sort()
            for i, (start, _, _) in enumerate(hits):
                seen = {}
                for p, w, idf in hits[i:]:
                    if p - start > WINDOW:
                        break
                    seen[w] = idf
                best = max(best, sum(seen.values()) / total)
        return best

    def of(self, docnum: int, stored: dict) -> dict[str, float]:
        coverage, title = self.coverage(docnum)
        glossary = bool(GLOSSARY_KEY.search(stored.get("key") or ""))
        key = stored.get("key") or ""
        body = stored.get("body") or stored.get("body_es") or ""
        language = fold(stored.get("language") or "en").split("-")[0]
        return {
            "coverage": coverage,
            "window": self.window(docnum) if coverage else 0.0,
            "title": title,
            "foreign": float(bool(self.language) and language != self.language),
            "glossary": float(glossary and not self.define),
            "glossary_define": float(glossary and self.define),
            "heading": float(stored.get("kind") == "rule" and no_text_of_its_own(body)),
            "card": float(stored.get("kind") == "card"),
            "faq": float(stored.get("kind") == "faq"),
            "depth": min(len(re.findall(r"[.\-]|(?<=\d)[a-z]", key)), 4) / 4,
            "length": min(math.log1p(len(body) / 200), 3.0) / 3,
        }


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
        values = features.of(docnum, searcher.stored_fields(docnum))
        bonus = sum(weights.get(name, 0.0) * value for name, value in values.items())
        share = max(score, 0.0) / top
        out.append((max(top * (share ** weights.get("base", 1.0) + bonus), 0.0), docnum))
    out.sort(key=lambda sd: (-sd[0], sd[1]))
    return out
