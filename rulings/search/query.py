"""User query text → ParsedQuery, through an allow-list. No Django, no Whoosh syntax.

Only plain words, "quoted phrases" and the filters game:, kind: and doc: mean anything;
everything else (OR, *, parentheses, stray colons, control characters) is plain text, so
no input can make the parser raise.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from rulings.search.analysis import fold_quotes

KINDS = ("rule", "faq", "card")
FILTERS = {"game": "games", "kind": "kinds", "doc": "documents", "document": "documents"}
MAX_CHARS = 1000  # longer input is cut: nobody types more, and it bounds the query's cost
MAX_WORDS = 40

_FILTER = re.compile(r"^(?P<name>[a-z]+):(?P<value>[a-z0-9][a-z0-9_-]{0,79})$", re.I)
_SLUG = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
# A rule number in any seed game's style: 712.8e, 712.15a, 3-1-3-1-2, 2.1.6(.), §13,
# 13.characters.1 (synthesized keys under a numbered section).
_RULE_NUMBER = re.compile(
    r"^(?:§\s*)?\d{1,4}(?:(?:\.|-)\d{1,4})*[a-z]?(?:\.[a-z][a-z0-9-]*(?:\.\d+)*)?\.?$",
    re.I,
)
_WORD = re.compile(r"\S+")


def normalize_rule_number(token: str) -> str:
    """The key form of a printed number: '§13' → '13', '2.1.6.' → '2.1.6', '712.8E' → '712.8e'."""
    token = token.strip().lower()
    token = re.sub(r"^§\s*", "", token)
    return token.rstrip(".")


def looks_like_rule_number(token: str, *, alone: bool = False) -> bool:
    """True for 712.8e, 3-1-3-1-2, 2.1.6, §13, 13.characters.1.

    A bare integer ("4") counts only when it is the whole query or carries §, since judges
    type counts and limits in questions too.
    """
    token = token.strip()
    if not _RULE_NUMBER.match(token):
        return False
    if token.startswith("§") or alone:
        return True
    return bool(re.search(r"\d[.\-]\w", token))


def clean(text: str) -> str:
    """Unicode-normalised, curly quotes straightened, control characters made spaces, cut short."""
    text = unicodedata.normalize("NFKC", str(text or ""))
    text = fold_quotes(text)
    text = "".join(" " if unicodedata.category(ch)[0] == "C" else ch for ch in text)
    text = re.sub(r"§\s+(?=\d)", "§", text)  # "§ 13" is one rule number
    return re.sub(r"\s+", " ", text).strip()[:MAX_CHARS]


@dataclass(frozen=True)
class ParsedQuery:
    raw: str
    words: tuple[str, ...] = ()  # plain words in order (rule numbers included)
    phrases: tuple[str, ...] = ()  # quoted phrases, each required
    numbers: tuple[str, ...] = ()  # rule numbers, normalised to key form
    games: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    documents: tuple[str, ...] = ()
    ignored: tuple[str, ...] = field(default=(), compare=False)  # filters with a bad value

    @property
    def text(self) -> str:
        """The free text: words and phrases, without filters."""
        return " ".join((*self.words, *self.phrases))

    @property
    def is_empty(self) -> bool:
        return not (self.words or self.phrases)

    @property
    def is_rule_number(self) -> bool:
        """The query is a single rule number and nothing else (filters aside)."""
        return len(self.words) == 1 and not self.phrases and len(self.numbers) == 1


def question_first(words: list[str]) -> list[str]:
    """At most MAX_WORDS words: a longer text keeps its questions (sentences ending in "?"), then
    the sentences before its end, nearest first, and the last words of the one that no longer
    fits whole; all in their order. A judge tells the game first and asks last ("We were in round
    three … How much damage has to go to my blocker?"): the first words were the story alone."""
    if len(words) <= MAX_WORDS:
        return words
    sentences: list[list[int]] = [[]]
    for i, word in enumerate(words):
        sentences[-1].append(i)
        if word.rstrip(")]»'").endswith(("?", ".", "!")):
            sentences.append([])
    sentences = [s for s in reversed(sentences) if s]  # the last sentence first
    order = sorted(sentences, key=lambda s: not words[s[-1]].rstrip(")]»'").endswith("?"))  # stable
    kept: list[int] = []
    for sentence in order:
        room = MAX_WORDS - len(kept)
        kept += sentence[-room:] if len(sentence) > room else sentence
        if len(kept) >= MAX_WORDS:
            break
    return [words[i] for i in sorted(kept)]


def parse_query(text: str) -> ParsedQuery:
    text = clean(text)
    phrases: list[str] = []
    chunks: list[str] = []
    # Quoted phrases first; an unbalanced final quote is just dropped.
    parts = text.split('"')
    for i, part in enumerate(parts):
        inside = i % 2 == 1 and i < len(parts) - 1
        if inside:
            phrase = " ".join(part.split())
            if phrase:
                phrases.append(phrase)
        else:
            chunks.append(part)
    filters: dict[str, list[str]] = {"games": [], "kinds": [], "documents": []}
    words: list[str] = []
    ignored: list[str] = []
    for token in _WORD.findall(" ".join(chunks)):
        match = _FILTER.match(token)
        name = match and match["name"].lower()
        if match and name in FILTERS:
            value = match["value"].lower()
            target = FILTERS[name]
            if (target == "kinds" and value not in KINDS) or not _SLUG.match(value):
                ignored.append(token)
            elif value not in filters[target]:
                filters[target].append(value)
            continue
        words.append(token)
    alone = len(words) == 1 and not phrases
    # Rule numbers from every word: one the story opens with is no less asked about.
    candidates = [w.strip("()[]{},;:?!'") for w in words]
    numbers = tuple(
        dict.fromkeys(normalize_rule_number(c) for c in candidates if looks_like_rule_number(c, alone=alone))
    )[:MAX_WORDS]
    words = question_first(words)
    return ParsedQuery(
        raw=text,
        words=tuple(words),
        phrases=tuple(phrases[:MAX_WORDS]),
        numbers=numbers,
        games=tuple(filters["games"]),
        kinds=tuple(filters["kinds"]),
        documents=tuple(filters["documents"]),
        ignored=tuple(ignored),
    )
