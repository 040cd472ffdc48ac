"""Whether a question's word is a real word of its language, and so no typo just because the
index lacks it. No Django.

A judge's question is full of everyday words the rules never use ("stole", "killed", "anthem",
the Spanish "cuentan"); a close word the index holds ("stone", "killer", "another", "cuanta")
is no fix for them. How usual a word is in each language comes from the general word lists of
the `wordfreq` package (its "small" lists: every word used at least once in a million words of
English, Spanish, German, French or Italian, as Zipf values: log10 of uses per billion words),
read once per process and per language from the package's own files (nothing is downloaded).
A word rarer than that counts as no word of the language: a typo like any other.

A word of the language stays as typed unless it is rare there (below COMMON_ZIPF: "taping",
3.2) and the close word is far more usual in the field than the typed word in the language
("tapping" in the rules' texts): a rare word beside a common field word is still a typo.
"""

from __future__ import annotations

import math
from functools import cache

from rulings.search.analysis import LANGUAGES, tokens

# Uses per billion words (Zipf) from which a word is an everyday word of its language, never a
# typo of a close indexed word: 3.5 is about three uses in a million words ("flyer" 3.6,
# "anthem" 3.9, "stole" 4.2 stay; "taping" 3.2 may still be "tapping").
COMMON_ZIPF = 3.5
# A rarer word of the language is read as a close word only when the texts use that word this
# much more often (in Zipf, a power of ten) than the language uses the typed one.
FIELD_MARGIN = 1.0
WORD_LISTS = ("en", "es", "de", "fr", "it")  # the languages whose general word lists are read
_EDGE = "()[]{},;:?!.¿¡\"'"


@cache
def _frequencies(language: str) -> dict[str, float]:
    """The language's word list: word → frequency (a share of all words), read once."""
    from wordfreq import get_frequency_dict

    return get_frequency_dict(language, wordlist="small")


def language_zipf(word: str, languages: tuple[str, ...]) -> float:
    """How usual the word is in the most usual of the languages (Zipf; 0 when no list has it).
    The word is looked up as typed and lower-cased, without edge punctuation."""
    bare = word.strip(_EDGE).lower()
    best = 0.0
    for language in languages:
        if language in WORD_LISTS and bare:
            share = _frequencies(language).get(bare, 0.0)
            if share > 0:
                best = max(best, math.log10(share) + 9)
    return best


def question_languages(language: str | None) -> tuple[str, ...]:
    """The word lists a question's words are checked against: its language's (when it reads as
    one) and English's, which judges of every language use for the games' terms."""
    return tuple(dict.fromkeys(lang for lang in (language or "en", "en") if lang in WORD_LISTS))


def field_zipf(reader, word: str, memo: dict) -> float:
    """How usual the word is in the indexed texts, as Zipf (0 when they never use it)."""
    key = ("field-zipf", word)
    if key not in memo:
        total = reader.field_length("spell") or 1
        uses = reader.frequency("spell", word)
        memo[key] = math.log10(uses / total) + 9 if uses else 0.0
    return memo[key]


def may_fix(reader, typed: str, fix: str, languages: tuple[str, ...], memo: dict) -> bool:
    """Whether a close indexed word may stand for the typed one: always when the typed word is
    no word of the question's languages or the fix another form of it; never when it is an
    everyday word; for a rare word of the language, when the texts use the close word far more
    often than the language the typed one."""
    usual = language_zipf(typed, languages)
    if usual <= 0 or same_word(typed, fix, languages):
        return True
    if usual >= COMMON_ZIPF:
        return False
    return field_zipf(reader, fix, memo) >= usual + FIELD_MARGIN


def same_word(typed: str, fix: str, languages: tuple[str, ...]) -> bool:
    """Whether the fix is another form of the typed word in one of the languages ("targeted"
    and "target" are one stem): no other word, so it may stand for it."""
    for language in languages:
        analyzer = LANGUAGES[language][0]
        stems = tokens(analyzer, typed)
        if stems and stems == tokens(analyzer, fix):
            return True
    return False


def warm(languages: tuple[str, ...] = WORD_LISTS) -> None:
    """Read the word lists now (a process's first search need not)."""
    for language in languages:
        _frequencies(language)


# A question without function words ("private zones", "Schaden Gestaltwandel") is told by how
# usual its words are in each language: the language whose general word list holds them the
# most (the sum of their Zipf values), by this much more than any other, else none.
WORDING_MARGIN = 1.0


def wording_language(words: list[str]) -> str | None:
    """The language the words are most usual in (WORD_LISTS, by WORDING_MARGIN), or None."""
    totals = {lang: sum(language_zipf(w, (lang,)) for w in words) for lang in WORD_LISTS}
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])
    if ranked[0][1] - ranked[1][1] < WORDING_MARGIN:
        return None
    return ranked[0][0]
