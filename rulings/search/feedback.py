"""Pseudo-relevance feedback (RM3): the words the best first-pass texts share, added to the
query at a low weight. No Django.

A player's words are not always the rule's ("banished" against "leaves play"), but the texts a
question finds first tend to hold the rule's vocabulary. The best FEEDBACK_DOCS English texts
of the first pass (each weighted by its share of their scores) give each word a relevance-model
weight: the sum over those texts of its share of the text's words, times its rarity (none for
a word in more than COMMON_SHARE of the documents). Only words that texts of MIN_SHARED
sections hold count (sibling rules repeating one wording say nothing of the topic: on the seeds,
"… except for effects that explicitly reference breeding areas" in six rules pushed aside the
short rule that answers). The FEEDBACK_TERMS best that the query does not already hold add
their scores, scaled down, to the documents the query matched (they never make a document
match: the result set stays the query's).

Bounded: FEEDBACK_DOCS texts read (each once per index reader), their first TEXT_CHARS
characters, FEEDBACK_TERMS added terms, one extra pass over postings already in memory for most
words. Skipped for a query of fewer than MIN_WORDS words (a term named: its own words say what
it wants; on the tuning half, feedback there lowered keyword queries), when the first pass is
sure (its best text far ahead of the next), and by the engine for rule numbers, card numbers,
"what is X" and questions in another language than English.

Measured on the tuning half and left out: feedback texts taken after the proximity pairs
(worse), added words in titles too (no change), added words that may make a document match
(no change, more work); word associations from the rules' sentences (normalised PMI within a
game, 2-5 words per query word at 0.05-0.3: no gain, mostly worse); query word pairs one word
apart as proximity (worse for Lorcana); other proximity boosts and windows (1.5 within 3
positions stays best). Added words from the definitions of the glossary terms a question names
(their rare words, at 0.2-0.4): tune r@3 -.012 to -.024, wide within two cases.

Dense candidates beside BM25 (December 2026, offline: the search's scores over its best, plus
w times a cosine, w 0.05-0.4, on tune/wide/y2): GloVe 6B 50d shipped in a wheel (SIF-averaged;
its neighbours are everyday English, "flicker" -> sunlight, "counters" -> stock gainers): r@3
within a case, MRR +.003 to +.012; LSA (200 dims) over the corpus: flat to -.02; Universal
Sentence Encoder multilingual v3 in numpy (a 32 MB wheel): MRR +.004 to +.013 but r@3 -1 to -3
cases, 70-200 ms to encode a question (against p50 10 ms) and 6 minutes to encode the texts.
Rank fusion (RRF) of any of them: r@3 -.03 to -.2. Each rule indexed with its parent's and
siblings' opening words (a field at 0.15-0.3): the first stage's best 30 held more expected
texts (wide .875 -> .897, y2 .894 -> .906) but the final r@3 fell (tune .923 -> .905, wide
.706 -> .669, y2 .688 -> .669): sibling rules rose with the answer. Long questions' title
boosts scaled down (8 words): wide2 r@3 -2 cases. FEEDBACK_* and MIN_WORDS rescanned on
tune, wide, wide2 and y2: the values here stay best or tied.

WordNet 3.x (the files rulings/scenarios/engine/wordnet.py reads) as a query-side expansion
(December 2026, every corpus loaded; before:
tune .744/.935/.976/.835, wide .515/.713/.838/.620, wide2 .594/.775/.887/.692, wide3
.525/.719/.838/.636, wide4 .613/.838/.931/.728, r@1/r@3/r@10/MRR): each English question word's
first sense (verbs and adjectives, or all parts of speech; or only the part of speech the word
usually is by cntlist.rev, with at most 6 senses; or only words in at most 0.5% of the texts),
at most 3 related words per word that the index holds, at 0.15-1.0 of a typed word's weight.
Synonyms: wide MRR +.004 to +.007, but wide2 MRR -.001 and wide3 r@1 -1 case (or r@10 -1);
derivational forms (mostly the typed word's own stem): wide2 and wide4 r@3 -1 to -2 cases;
one hypernym step: wide r@10 -2, wide4 r@3 -3; the gloss's words: wide3/wide4 r@3 +1, wide2 r@3
-1 (adjectives only: wide4 MRR .732, wide3 r@3 -1). Synonyms kept only when a text holds them
beside another of the question's words (in at most 2000 texts): at 0.15, wide r@3 +1 case but
wide2 MRR -.001; at 0.3 and 0.5, wide MRR +.004 but wide2 MRR -.002 ("triggers" -> "activate").
Every variant lost on at least one set.
About half the questions get words, and the first sense is everyday English, not the rules':
"mull" -> "meditate", "targeted" -> "aim, direct", "main" -> "master, primary", "empty" ->
"hollow", "indestructible" -> "durable, last". Cost: 0.85 s once to read the files, then
about 1 ms per question.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import Counter

from rulings.search.analysis import EN, tokens

FEEDBACK_DOCS = 5  # the first pass's best texts read
FEEDBACK_TERMS = 8  # words added at most
FEEDBACK_WEIGHT = 0.3  # the best added word's weight against a query word's (CV: 0.15 won by one case)
MIN_SHARED = 2  # a word must be in texts of this many sections
CONFIDENT_RATIO = 2.0  # the first pass's best this many times the next: no feedback
TEXT_CHARS = 4000  # a text's first characters read
FIELDS = {"body": 1.0}  # the English fields the added words are scored in (titles: no better)
MIN_WORDS = 5  # a query of fewer words (a term named, not a situation told) gets no feedback
COMMON_SHARE = 0.2  # a word in more than this share of the documents is never added
MIN_LETTERS = 3  # shorter tokens ("3", "ii") say nothing about a topic


def feedback_docs(scores: dict[int, float], hits) -> list[tuple[float, int]]:
    """The FEEDBACK_DOCS best of the hits by first-pass score, as (score, docnum), best first."""
    return heapq.nlargest(FEEDBACK_DOCS, ((scores[d], d) for d in hits), key=lambda sd: (sd[0], -sd[1]))


def wanted(words: int, best: list[tuple[float, int]]) -> bool:
    """True when a query of this many words, with these best first-pass hits, gets feedback:
    not a query of fewer than MIN_WORDS words, nor one whose best hit is far ahead of the next."""
    return words >= MIN_WORDS and not confident(best)


def confident(best: list[tuple[float, int]]) -> bool:
    """True when the first pass's best text is far ahead of the next."""
    return len(best) < 2 or best[0][0] >= CONFIDENT_RATIO * max(best[1][0], 1e-9)


def text_words(stored: dict) -> tuple[str, Counter]:
    """(the text's section, the English words of its title and body, stemmed as the index stems
    them)."""
    text = " ".join(filter(None, (stored.get("title") or "", (stored.get("body") or "")[:TEXT_CHARS])))
    words = Counter(w for w in tokens(EN, text) if len(w) >= MIN_LETTERS and not w.isdigit())
    return section_of(stored.get("game") or "", stored.get("key") or ""), words


_SUBRULE = re.compile(r"(?<=\d)[a-z]$")  # "702.11b"
_LAST_PART = re.compile(r"[.\-][^.\-]*$")  # ".11", "-2"


def section_of(game: str, key: str) -> str:
    """The section a numbered rule belongs to: its number without the last part ("702.11b" →
    "702.11", "3-4-5-2" → "3-4-5", "5.6.6" → "5.6"); any other text (a glossary entry, an FAQ,
    a card) is its own."""
    key = key.rstrip(".")
    if key[:1].isdigit():
        parent = _SUBRULE.sub("", key)
        key = parent if parent != key else (_LAST_PART.sub("", key) or key)
    return f"{game}:{key}"


def expansion_terms(best: list[tuple[float, int]], words_of, rarity, query_words) -> list[tuple[str, float]]:
    """The FEEDBACK_TERMS words the texts `best` ((score, docnum)) share most distinctively, as (word, weight
    with the best at 1.0). `words_of(docnum)` gives a text's (section, word counts) (None for a
    text not in English), `rarity(word)` the word's IDF; words in `query_words` are left out.
    A word counts only when texts of MIN_SHARED sections hold it: sibling rules that repeat one
    wording share it, and it tells the topic no better than the query already found it."""
    total = sum(max(s, 0.0) for s, _ in best) or 1.0
    model: dict[str, float] = {}
    held: dict[str, set] = {}
    for s, docnum in best:
        found = words_of(docnum)
        if not found or not found[1]:
            continue
        section, counts = found
        length = sum(counts.values())
        share = max(s, 0.0) / total
        for word, tf in counts.items():
            if word in query_words:
                continue
            model[word] = model.get(word, 0.0) + share * tf / length
            held.setdefault(word, set()).add(section)
    ranked = []
    for word, p in model.items():
        if len(held[word]) < MIN_SHARED:
            continue
        idf = rarity(word)
        if idf > 0:
            ranked.append((p * idf, word))
    top = heapq.nlargest(FEEDBACK_TERMS, ranked)
    if not top:
        return []
    most = top[0][0]
    return [(word, value / most) for value, word in top]


def idf(doc_count: int, df: int) -> float:
    """BM25's IDF; 0 for a word in more than COMMON_SHARE of the documents (it says little, and
    its postings are the longest to read)."""
    if not df or df > COMMON_SHARE * doc_count:
        return 0.0
    return math.log(1 + (doc_count - df + 0.5) / (df + 0.5))


def add_feedback(scores: dict[int, float], terms, postings, local) -> None:
    """Add each term's scores in FIELDS, times its weight, to the documents already in scores."""
    weight = FEEDBACK_WEIGHT
    for word, share in terms:
        for field, boost in FIELDS.items():
            found = postings.scores(field, word)
            if not found:
                continue
            factor = weight * share * boost * local.weight(word, field)
            if len(found) < len(scores):
                for docnum, s in found.items():
                    if docnum in scores:
                        scores[docnum] += s * factor
            else:
                for docnum in scores:
                    s = found.get(docnum)
                    if s is not None:
                        scores[docnum] += s * factor
