"""Analyzers and the index schema. Plain Whoosh, no Django.

English fields stem with Porter; Spanish documents (language "es") go into the *_es fields,
which stem with the Snowball Spanish stemmer. Both fold accents and curly quotes, so
"Información" matches "informacion" and ’ matches '.

German, French and Italian documents (translations of a game's rules) go into their own
*_de, *_fr, *_it fields, each with its Snowball stemmer and stop words, accents folded after
stemming (the stemmers know ä, é, à); ``LANGUAGES`` lists each language's analyzer and fields,
for the query side to search a language's fields with the same analyzer.
"""

from __future__ import annotations

import re
import unicodedata

from whoosh.analysis import (
    STOP_WORDS,
    CharsetFilter,
    Filter,
    LowercaseFilter,
    RegexTokenizer,
    StemFilter,
    StopFilter,
)
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.lang import stopwords_for_language
from whoosh.support.charset import accent_map

QUOTES = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u2033": '"',
}
QUOTE_MAP = {ord(k): v for k, v in QUOTES.items()}
FOLD_MAP = {**accent_map, **QUOTE_MAP}
_QUOTE_TABLE = str.maketrans(QUOTES)


def fold_quotes(text: str) -> str:
    return text.translate(_QUOTE_TABLE)


def fold(text: str) -> str:
    """Case, accents, curly quotes and whitespace folded: how the benchmark compares text."""
    text = unicodedata.normalize("NFKC", text).translate(FOLD_MAP)
    return re.sub(r"\s+", " ", text).strip().lower()


# Judges type questions: question words carry nothing a rule's text could match.
QUESTION_WORDS = frozenset(
    ["what", "which", "who", "whom", "whose", "how", "why", "where", "does", "do", "did"]
    + ["i", "me", "my", "there", "happens", "happen", "would", "should", "could"]
)
# "not" is a stop word, so its contracted forms are too: "isn't" → "isn" + "t" would otherwise
# match every rule that says "isn't" whatever it is about.
NEGATIONS = frozenset(
    ["isn", "aren", "wasn", "weren", "doesn", "don", "didn", "hasn", "haven", "hadn", "couldn"]
    + ["shouldn", "wouldn", "mustn", "needn", "shan", "ain"]
)
ENGLISH_STOP_WORDS = STOP_WORDS | QUESTION_WORDS | NEGATIONS
# Single letters carry nothing ("don't" → "don", "t"), but single digits do: "loyalty 0",
# "mill 3", "+1/+1 counter". Whoosh drops every one-character token by default.
# X is kept: the card games' placeholder for a number ("an X spell", "{X}{R}", "X/X"; Magic 107.3
# "Many objects use the letter X as a placeholder"), a word of theirs.
SINGLE_LETTERS = frozenset("abcdefghijklmnopqrstuvwyz")


def stop_filter(lang: str | None = None, stoplist=None) -> StopFilter:
    """The language's stop words and single letters; single digits are kept."""
    words = set(stoplist if stoplist is not None else stopwords_for_language(lang))
    return StopFilter(stoplist=words | SINGLE_LETTERS, minsize=1)


def english_analyzer():
    return (
        RegexTokenizer()
        | LowercaseFilter()
        | CharsetFilter(FOLD_MAP)
        | stop_filter(stoplist=ENGLISH_STOP_WORDS)
        | StemFilter(lang="en")
    )


def spanish_analyzer():
    # Folded before stemming: judges on phones type "informacion" for "información".
    return (
        RegexTokenizer()
        | LowercaseFilter()
        | stop_filter("es")
        | CharsetFilter(FOLD_MAP)
        | StemFilter(lang="es")
    )


class FrenchPluralFilter(Filter):
    """The French plural in -x that Snowball leaves on: "lieux" → "lieu", "jeux" → "jeu" (it
    already makes "chevaux" "cheval"), so a question's singular finds the rule's plural."""

    def __call__(self, tokens):
        for t in tokens:
            text = t.text
            if len(text) >= 4 and text.endswith(("eux", "aux")):
                t.text = text[:-1]
            yield t


def snowball_analyzer(lang: str):
    """A language's own stop words and Snowball stemmer, with case, accents and quotes folded."""
    chain = (
        RegexTokenizer()
        | LowercaseFilter()
        | CharsetFilter(dict(QUOTE_MAP))
        | stop_filter(lang)
        | StemFilter(lang=lang)
    )
    if lang == "fr":
        chain = chain | FrenchPluralFilter()
    return chain | CharsetFilter(FOLD_MAP)


def spelling_analyzer():
    """Whole folded words, no stemming: the vocabulary "did you mean" draws from."""
    return RegexTokenizer(r"[^\W\d_]{3,}") | LowercaseFilter() | CharsetFilter(FOLD_MAP)


def tokens(analyzer, text: str) -> list[str]:
    return [t.text for t in analyzer(text)]


EN = english_analyzer()
ES = spanish_analyzer()
SPELL = spelling_analyzer()

# Field boosts live in the query (see engine.FIELD_BOOSTS), not the schema, so tuning them
# never needs a rebuild.
TEXT_FIELDS_EN = ("title", "names", "context", "body")
TEXT_FIELDS_ES = ("title_es", "context_es", "body_es")

DE = snowball_analyzer("de")
FR = snowball_analyzer("fr")
IT = snowball_analyzer("it")
# language → (analyzer, its title, context and body fields). English and Spanish are the
# schema's first fields; the others are added below.
LANGUAGES = {
    "en": (EN, TEXT_FIELDS_EN[:1] + TEXT_FIELDS_EN[2:]),
    "es": (ES, TEXT_FIELDS_ES),
    "de": (DE, ("title_de", "context_de", "body_de")),
    "fr": (FR, ("title_fr", "context_fr", "body_fr")),
    "it": (IT, ("title_it", "context_it", "body_it")),
}
EXTRA_LANGUAGES = ("de", "fr", "it")


def language_of(code: str) -> str:
    """The analysed language a document's language code falls under ("de-AT" → "de"), or "en"."""
    base = (code or "").lower().split("-")[0].split("_")[0]
    return base if base in LANGUAGES else "en"


def make_schema() -> Schema:
    return Schema(
        id=ID(stored=True, unique=True),  # "section:12", "faq:3", "cardface:7", "cardruling:2"
        kind=ID(stored=True, sortable=True),  # rule | faq | card
        game=ID(stored=True, sortable=True),
        document=ID(stored=True),
        document_id=ID(stored=True),
        family=STORED(),  # the original document's id, for a translation
        version_id=ID(stored=True),
        version_label=STORED(),
        current=ID(stored=True),  # "1" for the current version's sections, FAQs and cards
        key=ID(stored=True),
        keys=KEYWORD(lowercase=True),  # normalised forms of key and printed number, for exact lookup
        number=STORED(),
        language=ID(stored=True),
        title=TEXT(analyzer=EN, stored=True, phrase=True),
        names=TEXT(analyzer=EN, stored=True, phrase=True),
        context=TEXT(analyzer=EN, phrase=True),
        anchors=TEXT(analyzer=EN, phrase=True),  # what the texts citing a rule say of it (anchors.py)
        body=TEXT(analyzer=EN, stored=True, phrase=True),
        title_es=TEXT(analyzer=ES, phrase=True),
        context_es=TEXT(analyzer=ES, phrase=True),
        body_es=TEXT(analyzer=ES, stored=True, phrase=True),
        spell=TEXT(analyzer=SPELL, phrase=False),
        doc_kind=ID(stored=True),  # the document's kind for rules: comprehensive-rules, infractions…
        **{
            field: TEXT(analyzer=LANGUAGES[lang][0], stored=field.startswith("body"), phrase=True)
            for lang in EXTRA_LANGUAGES
            for field in LANGUAGES[lang][1]
        },
        display_title=STORED(),  # what a result shows: the title, or the number and opening words
        url=STORED(),
        api_url=STORED(),
        lead=STORED(),  # a section's first rule under it ("section:12"): what a heading names
    )


# A question's words that only make it a question, as QUESTION_WORDS are in English: left out
# of the query in every language's fields (the languages' stop lists hold none of them).
OTHER_QUESTION_WORDS = {
    "de": ("wann", "warum", "wieso", "weshalb", "wer", "passiert", "geschieht"),
    "fr": ("quand", "comment", "pourquoi", "quel", "quelle", "quels", "quelles", "quoi", "où", "lequel"),
    "es": ("cómo", "dónde", "cuál", "cuáles", "quién", "qué", "cuándo", "cuánto", "cuántos", "cuántas")
    + ("pasa", "sucede", "ocurre"),
    "it": ("quando", "come", "perché", "dove", "quale", "quali", "chi", "cosa", "succede"),
}
# The words that tell a question's language: its function words, and letters only it uses.
# English's full function-word list ("no", "down", …): words Spanish or French also use must
# count for English too, or "face down … no name no mana cost" reads as Spanish.
FUNCTION_WORDS = {
    "en": frozenset(STOP_WORDS | QUESTION_WORDS | set(stopwords_for_language("en"))),
    **{
        lang: frozenset({*stopwords_for_language(lang), *OTHER_QUESTION_WORDS[lang]})
        for lang in ("de", "fr", "es", "it")
    },
}
LETTERS = {"de": "äöüß", "fr": "éèêàçùœâîôû", "es": "ñáíóú¿¡", "it": "àèìòù"}
_LETTER_WORD = re.compile(r"[^\W\d_]+")
LANGUAGE_WORDS = 24  # the first words of a question are enough to tell its language
LANGUAGE_MIN = 2  # … and at least this many signs of it, more than of any other


def reads_as(text: str, least: int = LANGUAGE_MIN, named=None) -> str | None:
    """The language a question is written in ("de", "fr", …) when its function words and
    letters say so clearly (`least` signs, two unless told, more than for any other language),
    else None. The words `named(word)` says are words of a name the index knows (a card's:
    "Man-o'-War" holds German's "man" and "war") are no sign of any language where they stand
    as a name does, beside another (without_names)."""
    words = _LETTER_WORD.findall((text or "").lower())[:LANGUAGE_WORDS]
    words = without_names(words, named) if named else words
    counts = {
        lang: sum(w in stops for w in words) + sum(any(c in LETTERS.get(lang, "") for c in w) for w in words)
        for lang, stops in FUNCTION_WORDS.items()
    }
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    if ranked[0][1] < least or ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


def without_names(words: list[str], named) -> list[str]:
    """The words but those of a name: a word `named` says is a name's that stands beside another
    such word ("man o war", "Cruella De Vil"; the words it cannot tell, None, as "o", between).
    Alone it is the language's own word: French's "de" is a word of "Cruella De Vil", and still
    French in "dégâts de combat"."""
    flags = [named(w) for w in words]

    def beside(i: int, step: int) -> bool:
        i += step
        while 0 <= i < len(flags) and flags[i] is None:
            i += step
        return 0 <= i < len(flags) and bool(flags[i])

    return [w for i, w in enumerate(words) if not (flags[i] and (beside(i, -1) or beside(i, 1)))]


def name_words(reader, field: str = "names"):
    """`named` for reads_as: whether a word is, as the English analyzer reads it, a word of some
    card's name in the index (`reader`'s `field`)."""

    def named(word: str) -> bool | None:  # None: the analyzer keeps none of it ("o", "the")
        found = tokens(EN, word)
        return any(reader.doc_frequency(field, t) for t in found) if found else None

    return named


def query_text(text: str, own: str, language: str | None) -> str:
    """The question's text for the fields of language `own`, when it reads as `language`:
    without its question words ("quand", "wann"), and without the function words of another
    language ("dans", "que" of a French question are no content words in the English fields)."""
    drop = set(OTHER_QUESTION_WORDS.get(own, ()))
    if language not in (None, own):
        drop |= FUNCTION_WORDS[language]
    return without_words(text, drop) if drop else text


def without_function_words(text: str, lang: str | None) -> str:
    """The text without the function words of the language `lang` (all of it when None)."""
    return text if lang is None else without_words(text, FUNCTION_WORDS[lang])


def without_words(text: str, words) -> str:
    """The text without the given words (compared without case, edge punctuation or accents)
    and without lone punctuation."""
    kept = []
    for w in _LETTER_SPLIT.split(text):
        bare = w.strip(_EDGE).lower()
        if bare and bare not in words and fold(bare) not in words:
            kept.append(w)
    return " ".join(kept)


_LETTER_SPLIT = re.compile(r"[\s'’]+")
_EDGE = "()[]{},;:?!.¿¡\"'"
