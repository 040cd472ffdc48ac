"""Numbering grammars: what a rule number looks like at the start of a line. Plain Python.

A grammar reads one line and says whether it starts a numbered section, and with which
number. Two grammars cover the family of outline documents seen so far:

``dotted``
    ``1.``, ``1.1``, ``1.1.1.``, ``1.0.1a`` (a letter suffix after two or more parts),
    ``§14.12``; the trailing period is optional below the top level, required at it
    (``3 cards`` is no number), except after ``§`` or a Markdown heading mark.
``hyphenated``
    ``1-2``, ``1-2-1-1-1.``, run into the text or not (``3-1Areas``).

Either may sit behind a Markdown heading (``## 1.2 Title``) or list mark (``- 1-2-1.``),
but never behind a bullet ``•`` (change logs list rule numbers that way) and a line
``SECTION 1: TITLE`` / ``Chapter 3`` opens chapter ``1`` / ``3``. Nesting comes from the
number itself: the parent of a key is its longest prefix the document has.

Keys are the number as printed without ``§`` and without a trailing period, letters in
lower case ("1.1.1." → ``1.1.1``, "§ 14.12" → ``14.12``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PREFIX = r"^\s*(?P<mark>#{1,6}\s+|[-*+]\s+)?"
_CHAPTER = re.compile(
    r"^\s*(?:#{1,6}\s+)?(?:SECTION|Section|CHAPTER|Chapter|KAPITEL|Kapitel|CHAPITRE|Chapitre|ABSCHNITT|Abschnitt)"
    r"\s+(?P<num>\d{1,3})(?!\d|\.\d)\s*(?:[:.–—-]\s*(?P<rest>\S.*)|$)"
)
_DOTTED_BODY = (
    r"(?P<sign>§\s*)?(?P<num>\d{1,3}(?:\.\d{1,3})*(?:(?<=\.\d)[a-z]|(?<=\.\d\d)[a-z])?)"
    r"(?P<dot>\.?)(?:\s+(?P<rest>\S.*)|\s*$)"
)
_DOTTED = re.compile(_PREFIX + _DOTTED_BODY)
_HYPHENATED_BODY = r"(?P<num>\d{1,3}(?:-\d{1,3})+)(?![\d-])(?P<dot>\.?)\s*(?P<rest>.*)$"
_HYPHENATED = re.compile(_PREFIX + _HYPHENATED_BODY)

# Lines that start with something number-like: the test for "plainly numbered" text.
NUMBER_START = re.compile(
    r"^\s*(?:#{1,6}\s+|[-*+•]\s+)?§?\s*\d{1,3}(?:[.\-]\d{1,3})*[a-z]?[.)]?(?=\s|$|[A-Z])"
)


@dataclass(frozen=True)
class Numbered:
    key: str  # "1.1.1", "1-2-1", "14.12"
    number: str  # as printed, without the Markdown mark: "1.1.1.", "§14.12"
    rest: str  # the text after the number on the same line
    depth: int  # parts in the key (a letter counts as a part)


@dataclass(frozen=True)
class Grammar:
    name: str
    separator: str
    pattern: re.Pattern[str]

    def match(self, line: str) -> Numbered | None:
        chapter = _CHAPTER.match(line)
        if chapter:
            num = chapter.group("num")
            return Numbered(num, num, (chapter.group("rest") or "").strip(), 1)
        m = self.pattern.match(line)
        if m is None:
            return None
        num = m.group("num")
        key = num.lower()
        if self.separator == "." and not _dotted_ok(m, key):
            return None
        printed = (m.groupdict().get("sign") or "").strip()
        return Numbered(key, printed + num + m.group("dot"), (m.group("rest") or "").strip(), depth(key))

    def parents(self, key: str) -> list[str]:
        """The key's prefixes, longest first: 1.0.1a → 1.0.1, 1.0, 1."""
        out = []
        while True:
            if key[-1:].isalpha() and self.separator == ".":
                key = key[:-1]
            elif self.separator in key:
                key = key.rsplit(self.separator, 1)[0]
            else:
                return out
            out.append(key)


def _dotted_ok(m: re.Match, key: str) -> bool:
    if "." in key:
        return True
    # One part: "1. Concepts", "§13", "## 4 Zones", "Rule 100 General"; never "3 cards" or "2024".
    marked = m.group("sign") or m.groupdict().get("label")
    return bool(m.group("dot") or marked or (m.group("mark") or "")[:1] == "#") and bool(
        m.group("rest") or marked
    )


def depth(key: str) -> int:
    parts = re.split(r"[.\-]", key)
    return len(parts) + (1 if parts[-1][-1:].isalpha() else 0)


DOTTED = Grammar("dotted", ".", _DOTTED)
HYPHENATED = Grammar("hyphenated", "-", _HYPHENATED)
GRAMMARS = (DOTTED, HYPHENATED)

# A word printed before every number ("Rule 100.1", "Art. 3.", "Regel 4.2"): a capital letter
# and up to 11 more letters, an optional period, then a number. The Section/Chapter lines above
# are chapters, not labels.
_LABELLED_START = re.compile(
    r"^\s*(?:#{1,6}\s+)?(?P<label>[^\W\d_a-z][^\W\d_]{1,11}\.?)\s*(?=\d{1,3}(?:[.\-]\d{1,3})*[a-z]?[.)]?(?:\s|$))"
)
_CHAPTER_WORDS = {"section", "chapter", "kapitel", "chapitre", "abschnitt"}
MIN_LABELLED = 3


def number_label(lines: list[str]) -> str | None:
    """The word the document prints before its numbers (lower case), when at least MIN_LABELLED
    lines start with it and they hold two different numbers or more; the commonest such word."""
    seen: dict[str, list[str]] = {}
    for line in lines:
        m = _LABELLED_START.match(line)
        if m and m.group("label").rstrip(".").lower() not in _CHAPTER_WORDS:
            seen.setdefault(m.group("label").lower(), []).append(line[m.end() :].split(maxsplit=1)[0])
    chosen = [(len(numbers), label) for label, numbers in seen.items() if len(numbers) >= MIN_LABELLED]
    chosen = [(n, label) for n, label in chosen if len(set(seen[label])) >= 2]
    return max(chosen)[1] if chosen else None


def starts_labelled(line: str, label: str) -> bool:
    """Whether the line starts with the label word and a number."""
    m = _LABELLED_START.match(line)
    return bool(m) and m.group("label").lower() == label


def variant(grammar: Grammar, label: str | None = None, bracket: bool = False) -> Grammar:
    """The grammar with the document's label word allowed before each number ("Rule 100.1" →
    key 100.1, so references to "rule 100.1" resolve) and/or numbers closed by a bracket ("1.1)").
    Tried only when the plain grammars cannot read the text (outline.best_reading)."""
    body = _DOTTED_BODY if grammar is DOTTED else _HYPHENATED_BODY
    if bracket:
        body = body.replace(r"(?P<dot>\.?)", r"(?P<dot>[.)]?)")
    word = r"(?P<label>(?i:" + re.escape(label) + r")\s*)?" if label else ""
    return Grammar(grammar.name, grammar.separator, re.compile(_PREFIX + word + body))


_BRACKETED = re.compile(r"^\s*\d{1,3}(?:\.\d{1,3})*\)\s")


def bracketed(lines: list[str]) -> bool:
    """Whether at least MIN_LABELLED lines start with a number closed by a bracket ("1.1) …")."""
    return sum(1 for line in lines if _BRACKETED.match(line)) >= MIN_LABELLED


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def next_letters(used: set[str]) -> str:
    """The subrule letter sequence a document uses: without l and o when it never prints them."""
    skip = {c for c in "lo" if c not in used}
    return "".join(c for c in _LETTERS if c not in skip)


def split_key(key: str) -> tuple[str, str]:
    """("1.0.1", "a") for "1.0.1a"; ("1.2", "") for "1.2"."""
    if key[-1:].isalpha():
        return key[:-1], key[-1]
    return key, ""
