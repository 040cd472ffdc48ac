"""A German, French or Spanish question's words in English, learned from the knowledge base's own parallel
texts. No Django.

A question in German about a game whose rules exist only in English shares no word with them.
The knowledge base may hold one document in several languages, numbered alike (Lorcana's rules
in English, German and French): a rule and its translation say the same thing, so a German
word that stands in the same rules as an English word, and in few others, is that word
("Schaden" and "damage", "verbannt" and "banish"). Learned per language from the rules that
share a key with their original's current version: each word pair's Dice coefficient (the rules
holding both, over the rules holding each), kept only when the pair is frequent (MIN_RULES),
strong (MIN_DICE) and each word is the other's best or second best. A few English words per
foreign word at most.

Filters of the noisy pairs the list keeps (Beispiel → example + read, "regel" → 3.3, "zustand" →
undamaged + faceup, "jederzeit" → look), measured December 2026 and left out: each removed a
few dozen pairs per language (the second also good inflected ones: "erkundet" → quest, "tint" →
ink, "encre" → inkwell) and moved no figure, on the 97 German, French and Spanish questions of
tune and wide–wide5 (r@3 .918, MRR .859 each; Lorcana's questions are searched in their own
language's texts first) nor on 14 German and French Magic questions written for it (r@3 .357,
MRR .340 each): the pair among the English word's best only (MUTUAL 1); among its best within
0.8 or 0.5 of its best score (both directions as strong); MIN_DICE 0.55; MIN_RULES 6 (French
MRR .728 → .726).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from rulings.search.analysis import LANGUAGES, reads_as, tokens
from rulings.search.lexicon import language_zipf

MIN_RULES = 4  # a pair seen together in this many aligned rules at least
MIN_DICE = 0.45  # … and that share of the rules holding either word
MAX_ENGLISH = 2  # English words per foreign word
SECOND = 0.8  # … the second of them as strong as this share of the first at least
MUTUAL = 2  # the foreign word is among the English word's best this many
MAX_WORDS_PER_TEXT = 80  # each text's first distinct words (a long rule says many things)
MAX_PARALLEL = 20_000  # aligned rules read per language at most (learning stays bounded)
# How the lists were learned: a list stored beside the index (learned.py) learned otherwise is
# learned again.
LEARNED_AS = f"{MIN_RULES}/{MIN_DICE}/{MAX_ENGLISH}/{SECOND}/{MUTUAL}/{MAX_WORDS_PER_TEXT}/{MAX_PARALLEL}"


def learn(pairs: Iterable[tuple[Iterable[str], Iterable[str]]]) -> dict[str, tuple[str, ...]]:
    """foreign word → its English words, from (English words, foreign words) of aligned texts."""
    df_en: Counter = Counter()
    df_other: Counter = Counter()
    both: Counter = Counter()
    for english, other in pairs:
        en = list(dict.fromkeys(english))[:MAX_WORDS_PER_TEXT]
        fo = list(dict.fromkeys(other))[:MAX_WORDS_PER_TEXT]
        df_en.update(en)
        df_other.update(fo)
        both.update((f, e) for f in fo for e in en)
    dice: dict[str, list[tuple[float, str]]] = {}
    by_english: dict[str, list[tuple[float, str]]] = {}
    for (f, e), n in both.items():
        if n < MIN_RULES:
            continue
        score = 2 * n / (df_other[f] + df_en[e])
        if score >= MIN_DICE:
            dice.setdefault(f, []).append((score, e))
            by_english.setdefault(e, []).append((score, f))
    best_of_english = {
        e: {f for _, f in sorted(found, reverse=True)[:MUTUAL]} for e, found in by_english.items()
    }
    out = {}
    for f, found in dice.items():
        ranked = sorted(found, reverse=True)
        top = ranked[0][0]
        chosen = [e for d, e in ranked[:MAX_ENGLISH] if f in best_of_english[e] and d >= SECOND * top]
        if chosen:
            out[f] = tuple(chosen)
    return out


# The field's general terms, for the games whose words no parallel text teaches (Magic's rules are
# English only): the card-game nouns and verbs as German and French players write them
# (field_terms.json). Read with each language's analyzer, so one form stands for the others
# ("Kreaturen", "créatures").
FIELD_TERMS_FILE = Path(__file__).with_name("field_terms.json")


@cache
def _field_terms() -> dict[str, dict[str, str]]:
    return {k: v for k, v in json.loads(FIELD_TERMS_FILE.read_text(encoding="utf-8")).items() if k != "about"}


def field_terms(language: str, foreign_analyzer, english_analyzer) -> dict[tuple[str, ...], tuple[str, ...]]:
    """FIELD_TERMS of the language as stems: the foreign term's stems → its English stems."""
    out: dict[tuple[str, ...], tuple[str, ...]] = {}
    for term, english in _field_terms().get(language, {}).items():
        stems = tuple(tokens_of(foreign_analyzer, term))
        if stems:
            out[stems] = tuple(tokens_of(english_analyzer, english))
    return out


ENGLISH_ZIPF = 2.5  # a term this usual in English ("Land", "pile", "vie") tells no other language


def question_language(text: str, named=None) -> str | None:
    """The language the question reads as (analysis.reads_as), else its term_language."""
    return reads_as(text, named=named) or term_language(text, named)


def term_language(text: str, named=None) -> str | None:
    """The language of a question that has one sign of it only (reads_as with one sign: "Die
    Kreatur stirbt" has German's "die") when it also holds one of that language's field terms that
    is no English word ("Kreatur"), else None: "die" alone is English's too."""
    language = reads_as(text, least=1, named=named)
    terms = _field_terms().get(language or "", {})
    if not terms:
        return None
    analyzer = LANGUAGES[language][0]
    held = set(tokens(analyzer, text))
    for term in terms:
        stems = tokens(analyzer, term)
        if stems and held.issuperset(stems) and language_zipf(term, ("en",)) < ENGLISH_ZIPF:
            return language
    return None


def tokens_of(analyzer, text: str) -> list[str]:
    return tokens(analyzer, text)


def english_words(
    words: list[str], lexicon: dict[str, tuple[str, ...]], terms=None, known=None, analyzer=None
) -> list[str]:
    """The English words of a question's foreign words (each once, in order), those `known`: from
    the learned lexicon, from the field's terms (`terms`, field_terms) whose words it holds, and
    for a compound neither knows, from its parts (compound_english, with the question's
    `analyzer`)."""
    found: list[str] = []
    single = {stems[0]: english for stems, english in (terms or {}).items() if len(stems) == 1}
    for word in words:
        found += lexicon.get(word, ())
        if analyzer is not None and word not in lexicon and word not in single:
            found += compound_english(word, {**lexicon, **single}, analyzer)
    held = set(words)
    for stems, english in (terms or {}).items():
        if held.issuperset(stems):
            found += english
    return [w for w in dict.fromkeys(found) if known is None or known(w)]


MIN_PART = 4  # letters of each part of a compound ("Exil", "Land", "Ziel")
MAX_COMPOUND = 40  # letters of a word split: a longer one is no compound anybody types


def compound_english(word: str, known: dict[str, tuple[str, ...]], analyzer) -> tuple[str, ...]:
    """A compound's English words: the word split in two where each part, as the language's
    `analyzer` reads it, is a word `known` gives English words for (German writes "Spielstein" and
    "Kreatur" as one word, "Spielsteinkreatur": token creature), the first such split; none when
    no split is. At most MAX_COMPOUND splits, each two parts read."""
    if len(word) > MAX_COMPOUND:
        return ()

    def english(part: str) -> tuple[str, ...]:
        read = tokens(analyzer, part)
        return known.get(read[0], ()) if len(read) == 1 else ()

    for cut in range(MIN_PART, len(word) - MIN_PART + 1):
        first = english(word[:cut])
        second = english(word[cut:]) if first else ()
        if second:
            return (*first, *second)
    return ()


def translated(text: str, analyzer, lexicon: dict, terms=None) -> set[str]:
    """The question's words (lower-cased, as typed) that the lexicon or the field's terms give
    English words for: in the English fields, their English words stand for them ("main" of a
    French question is "hand", not Magic's "main phase")."""
    stems_of = {w.strip(_EDGE).lower(): tokens(analyzer, w) for w in text.split()}
    held = {s for stems in stems_of.values() for s in stems}
    covered = set(lexicon).union(*(stems for stems in (terms or {}) if held.issuperset(stems)))
    return {w for w, stems in stems_of.items() if stems and all(s in covered for s in stems)}


_EDGE = "()[]{},;:?!.¿¡\"'"


def has_texts_in(searcher, language: str, games) -> bool:
    """Whether the games searched (all when none) have a current text in the language."""
    from whoosh import query as Q

    terms = [Q.Term("language", language), Q.Term("current", "1")]
    if games:
        terms.append(Q.Or([Q.Term("game", g) for g in games]))
    return bool(searcher.search(Q.And(terms), limit=1))


def parallel_texts(
    searcher, language: str, english_analyzer, other_analyzer, limit: int = MAX_PARALLEL
) -> list[tuple[list, list]]:
    """(English words, foreign words) of each current rule in `language` (the first `limit` read)
    whose original's current version has a rule of the same key. `searcher` is a Whoosh searcher
    over the index."""
    from whoosh import query as Q

    def current_rules(*terms):
        found = searcher.search(Q.And([Q.Term("kind", "rule"), Q.Term("current", "1"), *terms]), limit=limit)
        return [hit.fields() for hit in found]

    originals: dict[str, dict[str, dict]] = {}
    pairs = []
    for rule in current_rules(Q.Term("language", language)):
        family = rule.get("family")
        if not family or family == rule.get("document_id"):
            continue
        if family not in originals:
            originals[family] = {r.get("key"): r for r in current_rules(Q.Term("document_id", family))}
        original = originals[family].get(rule.get("key"))
        if original is not None:
            english = tokens_of(english_analyzer, _text(original))
            pairs.append((english, tokens_of(other_analyzer, _text(rule))))
    return pairs


def _text(stored: dict) -> str:
    return f"{stored.get('title') or ''}\n{stored.get('body') or ''}"
