"""What a rules text defines, read for the statement reader (statements.py) from the text itself.

- An abbreviation or a second name in brackets is the same thing: "Double-faced cards (DFCs)"
  makes "DFC" a word for "double-faced"; "its Prime (front) face" makes "front" one for "Prime".
- The kinds of card the text names ("flip card", "Digimon cards", "meld card"): a sentence about
  cards in general ("When cards are placed in the field, …") speaks of every kind, so a question's
  kind of card is found in a sentence that says "card" with no kind before or after it.

No word list here names a game: everything is read off the text in front of the reader.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import STOP, WORD, fold, stem

# "Double-faced cards (DFCs)", "Dark Area (DA)": the words before the brackets and their initials.
_ACRONYM = re.compile(r"((?:[A-Za-z][\w-]*\s+){1,5})\(([A-Z]{2,6})s?\)")
# "Prime (front) face", 'front ("day")': one word in brackets after one word.
_SECOND_NAME = re.compile(r"\b([A-Za-z][\w-]{2,})\s+\(\s*[\"“]?([a-z][\w-]{2,})[\"”]?\s*\)")
_CARD = frozenset({"card", "cards", "carta", "cartas"})


def equivalences(texts) -> dict[str, set[str]]:
    """Each stem → the stems the text says are the same thing, both ways."""
    out: dict[str, set[str]] = {}
    for text in texts:
        for words, short in _ACRONYM.findall(text):
            named = _initialled(words.split(), short.lower())
            for word in named:
                _both(out, stem(short.lower()), stem(fold(word)))
        for word, other in _SECOND_NAME.findall(text):
            a, b = stem(fold(word)), stem(fold(other))
            if a != b and fold(word) not in STOP and fold(other) not in STOP:
                _both(out, a, b)
    return out


def _initialled(words: list[str], short: str) -> list[str]:
    """The content words of the last words before the brackets whose initials spell ``short``
    ("Double-faced cards" for "dfc"; "Dark Area" for "da"), or none."""
    for start in range(len(words)):
        tail = words[start:]
        initials = "".join(part[0] for w in tail for part in w.lower().split("-") if part)
        if initials == short:
            return [w for w in tail if fold(w) not in STOP]
    return []


def _both(out: dict[str, set[str]], a: str, b: str) -> None:
    if a and b and a != b:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)


def kinds(texts) -> frozenset[str]:
    """The stems of the words the text puts before "card(s)": the kinds of card it names."""
    found: set[str] = set()
    for text in texts:
        words = WORD.findall(fold(text))
        for before, word in zip(words, words[1:], strict=False):
            if word in _CARD and before not in STOP and before.isalpha() and len(before) > 2:
                found.add(stem(before))
    return frozenset(found)


def bare_card(text: str, known: frozenset[str]) -> bool:
    """Whether the clause says "card(s)" with no kind of card next to it ("When cards are placed in
    the field": yes; "Option cards are placed face down": no)."""
    words = WORD.findall(fold(text))
    for i, word in enumerate(words):
        if word in _CARD:
            near = words[max(i - 1, 0) : i] + words[i + 1 : i + 2]
            if not any(stem(w) in known for w in near):
                return True
    return False


def asked_kinds(question: str, known: frozenset[str]) -> frozenset[str]:
    """The kinds of card the question names as kinds: before "card(s)" ("a flip card") or with a
    capital inside the sentence ("Is a Digimon placed …?"), not as a verb ("Can it flip?")."""
    tokens = re.findall(r"[^\W_][\w-]*", question)
    out = set()
    for i, token in enumerate(tokens):
        word = stem(fold(token))
        if word not in known:
            continue
        follows = i + 1 < len(tokens) and tokens[i + 1].lower() in _CARD
        if follows or (i > 0 and token[0].isupper()):
            out.add(word)
    return frozenset(out)

