"""Analyzers and the index schema. Plain Whoosh, no Django.

English fields stem with Porter; Spanish documents (language "es") go into the *_es fields,
which stem with the Snowball Spanish stemmer. Both fold accents and curly quotes, so
"Información" matches "informacion" and ’ matches '.
"""

from __future__ import annotations

import re
import unicodedata

from whoosh.analysis import STOP_WORDS, CharsetFilter, LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
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
FOLD_MAP = {**accent_map, **{ord(k): v for k, v in QUOTES.items()}}
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
ENGLISH_STOP_WORDS = STOP_WORDS | QUESTION_WORDS


def english_analyzer():
    return (
        RegexTokenizer()
        | LowercaseFilter()
        | CharsetFilter(FOLD_MAP)
        | StopFilter(stoplist=ENGLISH_STOP_WORDS)
        | StemFilter(lang="en")
    )


def spanish_analyzer():
    # Folded before stemming: judges on phones type "informacion" for "información".
    return (
        RegexTokenizer()
        | LowercaseFilter()
        | StopFilter(lang="es")
        | CharsetFilter(FOLD_MAP)
        | StemFilter(lang="es")
    )


def spelling_analyzer():
    """Whole folded words, no stemming: the vocabulary "did you mean" draws from."""
    return RegexTokenizer(r"[^\W\d_]{3,}") | LowercaseFilter() | CharsetFilter(FOLD_MAP)


EN = english_analyzer()
ES = spanish_analyzer()
SPELL = spelling_analyzer()

# Field boosts live in the query (see engine.FIELD_BOOSTS), not the schema, so tuning them
# never needs a rebuild.
TEXT_FIELDS_EN = ("title", "names", "context", "body")
TEXT_FIELDS_ES = ("title_es", "context_es", "body_es")


def make_schema() -> Schema:
    return Schema(
        id=ID(stored=True, unique=True),  # "section:12", "faq:3", "cardface:7", "cardruling:2"
        kind=ID(stored=True, sortable=True),  # rule | faq | card
        game=ID(stored=True, sortable=True),
        document=ID(stored=True),
        document_id=ID(stored=True),
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
        body=TEXT(analyzer=EN, stored=True, phrase=True),
        title_es=TEXT(analyzer=ES, phrase=True),
        context_es=TEXT(analyzer=ES, phrase=True),
        body_es=TEXT(analyzer=ES, stored=True, phrase=True),
        spell=TEXT(analyzer=SPELL, phrase=False),
        display_title=STORED(),  # what a result shows: the title, or the number and opening words
        url=STORED(),
        api_url=STORED(),
    )
