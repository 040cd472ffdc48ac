"""The language a question reads as, for the second stage: the one its candidates are judged
foreign to and the one its results are shown in. No Django."""

from __future__ import annotations

import re

from rulings.search.analysis import FUNCTION_WORDS, LETTERS, reads_as
from rulings.search.lexicon import language_zipf, wording_language

MAX_WORDS = 24  # the query's first words read (as rerank.MAX_WORDS)
USUAL_ZIPF = 3.0  # a word this usual in a language (its Zipf frequency) is one of its words


def query_language(text: str, named=None) -> str | None:
    """The language the query reads as ("en", "de", …), or None when nothing tells: as the first
    stage reads it, but one sign is enough here (its candidates are compared with each other, and
    "resit +2 how much damge" is English beside the French rule holding "+2"); the words of
    the names the index knows (`named`, analysis.name_words) are no sign."""
    return reads_as(text, least=1, named=named)


def judged_language(text: str, named=None) -> str | None:
    """The language the candidates are judged foreign to and shown in: query_language's, but
    not from one sign alone that is itself a usual word of the language the rest of the words
    read as ("character dies": "dies" is German's "this", and English beside "character";
    under the Lorcana filter, whose rules are in German too, it took every English rule's
    coverage away)."""
    read = query_language(text, named)
    if read in (None, "en") or reads_as(text, named=named) == read:
        return read
    words = [w for w in _LETTER.findall((text or "").lower()) if not (named and named(w))]
    signs = [w for w in words if _sign_of(read, w)]
    other = wording_language([w for w in words if w not in signs][:MAX_WORDS])
    if other not in (None, read) and all(language_zipf(w, (other,)) >= USUAL_ZIPF for w in signs):
        return None
    return read


def _sign_of(lang: str, word: str) -> bool:
    """Whether the word is a sign of the language to reads_as: one of its function words, or
    holding one of its letters."""
    return word in FUNCTION_WORDS[lang] or any(c in LETTERS.get(lang, "") for c in word)


def shown_language(text: str, named=None) -> str | None:
    """The language a rule and its translations are shown in for the query: the one it reads as,
    else (no function word: "private zones", "Pack Rush") the one its words are most usual in
    (lexicon.wording_language), so an English query shows the English rule, not the German
    translation that outscored it on a shared word. For the display only: judging the texts
    foreign by it lost cases (tune r@3 .929 -> .923, wide r@10 .816 -> .809)."""
    read = judged_language(text, named)
    if read is None:
        words = [w for w in _WORD.findall(text or "") if not (named and named(w))]
        read = wording_language(words[:MAX_WORDS])
    return read


_LETTER = re.compile(r"[^\W\d_]+")
_WORD = re.compile(r"[^\W\d_]{3,}")
