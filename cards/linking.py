"""Find the cards a text names: card numbers and card names (plain Python, no Django).

Numbers (XB-006, ST1-01) match whole, never inside a longer code. Names match on word
boundaries, never inside another word (a hyphen joins words: "Antiramon-like" is no
mention); a multi-word name matches only as written, case and all, a one-word name in any
case. Where names overlap, the longest wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

_WORDISH = re.compile(r"[\w-]")


@dataclass(frozen=True)
class CardTerms:
    """What a text may call one card: its number (when printed) and its names."""

    number: str
    names: tuple[str, ...] = ()
    number_printed: bool = True


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    text: str
    kind: str  # "number" or "name"
    numbers: tuple[str, ...]  # the cards it names (a name printed on several cards names each)


def _trie_pattern(words: Iterable[str]) -> str:
    """One regex for many literals, shaped as a trie so a scan only follows matching prefixes
    (a flat alternation of hundreds of names tries each one at every position of the text)."""
    trie: dict = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        alts = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


@dataclass
class CardFinder:
    cards: Iterable[CardTerms]
    min_name_length: int = 3  # shorter one-word names are too ambiguous to link
    one_word_any_case: bool = True  # False: one-word names too only as printed ("Murder", not "murder")
    _numbers: dict = field(init=False, default_factory=dict)  # lowercased number -> card numbers
    _exact: dict = field(init=False, default_factory=dict)  # multi-word name as printed -> numbers
    _folded: dict = field(init=False, default_factory=dict)  # lowercased one-word name -> numbers
    _pattern: re.Pattern | None = field(init=False, default=None)

    def __post_init__(self):
        for card in self.cards:
            if card.number_printed and card.number:
                self._add(self._numbers, card.number.lower(), card.number)
            for name in {n.strip() for n in card.names if n and n.strip()}:
                if len(name.split()) > 1:
                    self._add(self._exact, name, card.number)
                elif len(name) >= self.min_name_length and self.one_word_any_case:
                    self._add(self._folded, name.lower(), card.number)
                elif len(name) >= self.min_name_length:
                    self._add(self._exact, name, card.number)
        words = {*self._numbers, *self._folded, *(n.lower() for n in self._exact)}
        if words:
            # Case-insensitive here; multi-word names are held to their printed case after.
            self._pattern = re.compile(rf"(?<![\w-])(?:{_trie_pattern(words)})(?![\w-])", re.IGNORECASE)

    @staticmethod
    def _add(table: dict, key: str, number: str) -> None:
        numbers = table.setdefault(key, [])
        if number not in numbers:
            numbers.append(number)

    def _resolve(self, text: str) -> tuple[str, list] | None:
        if text.lower() in self._numbers:
            return "number", self._numbers[text.lower()]
        if text in self._exact:
            return "name", self._exact[text]
        if " " not in text and text.lower() in self._folded:
            return "name", self._folded[text.lower()]
        return None

    def _longest_at(self, text: str, start: int, end: int) -> tuple[int, tuple[str, list]] | None:
        """The longest term at start, ending at a word boundary no later than end."""
        for stop in range(end, start, -1):
            if stop < len(text) and _WORDISH.match(text, stop):
                continue
            found = self._resolve(text[start:stop])
            if found:
                return stop, found
        return None

    def find(self, text: str) -> list[Mention]:
        if not text or self._pattern is None:
            return []
        found, pos = [], 0
        while match := self._pattern.search(text, pos):
            start = match.start()
            # The regex ignores case; a multi-word name in another case may hide a shorter term.
            hit = self._longest_at(text, start, match.end())
            if hit is None:
                pos = start + 1
                continue
            end, (kind, numbers) = hit
            found.append(Mention(start, end, text[start:end], kind, tuple(numbers)))
            pos = end
        return found
