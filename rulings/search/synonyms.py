"""Per-game query-time synonyms, kept as data in synonyms.json. No Django."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulings.search.analysis import EN

DATA = Path(__file__).with_name("synonyms.json")
# At most this many words and phrases are added to one query, however many groups it fires: a
# question made of slang costs a bounded number of extra clauses.
MAX_ADDED = 24
# At most this many game selections' analysed groups are kept: the selection comes from the
# request ("game:…" in the query, the API's game=), so it is the user's to vary without end.
MEMO_GAMES = 64


def _norm(text: str) -> str:
    # Compared as stems, so "flips" finds the group of "flip"; the tokenizer makes hyphens
    # and spaces the same separator, so "evo-bonus" = "evo bonus".
    return " ".join(t.text for t in EN(text))


@dataclass(frozen=True)
class Synonyms:
    groups: dict[str, tuple[tuple[str, ...], ...]]  # game ("*" for all) → groups

    @classmethod
    def from_dict(cls, data: dict) -> Synonyms:
        groups = {}
        for game, lists in data.items():
            if game == "about":
                continue
            groups[game] = tuple(tuple(member for member in group) for group in lists)
        return cls(groups)

    def groups_for(self, games: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
        """The groups in play: everyone's when no game is chosen, else '*' and the games'."""
        return [group for _, group in self._chosen(games)]

    def _chosen(self, games: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
        chosen = self.groups if not games else {g: self.groups.get(g, ()) for g in ("*", *games)}
        return [(game, group) for game, lists in chosen.items() for group in lists]

    def expand(self, text: str, games: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
        """The members to add for each synonym group any member of which occurs in text."""
        return [others for _, others in self.expand_scoped(text, games)]

    def expand_scoped(self, text: str, games: tuple[str, ...] = ()) -> list[tuple[str, tuple[str, ...]]]:
        """(scope, members to add) for each synonym group any member of which occurs (as whole
        words) in text.

        The members are the group's others as written; a member already in the text or added by
        an earlier group of the same scope is left out, and at most MAX_ADDED are added in all.
        The scope is the game whose documents the members may match: a game's own group
        ("character" = "creature" is Lorcana's, not Magic's) counts only in that game's documents
        when the search is not filtered to that game alone; "" for the general groups and for a
        search of that game.
        """
        words = _norm(text).split()
        groups, scopes, index, longest = self._normalised(tuple(games))
        # Every run of up to `longest` words in the text, looked up: as many lookups as the text
        # has words (times a small constant), however many groups there are.
        runs = {" ".join(words[i : i + k]) for k in range(1, longest + 1) for i in range(len(words) - k + 1)}
        firing = sorted({g for run in runs & index.keys() for g in index[run]})
        found = []
        # A word in two groups that fire with one scope (a game's and the general one, on a search
        # of that game) counts once; in two games' groups it is added for each game's documents.
        added: set[tuple[str, str]] = set()
        for g in firing:
            others = []
            for member, n in groups[g].items():
                key = (scopes[g], n)
                if n and n not in runs and key not in added and len(added) < MAX_ADDED:
                    added.add(key)  # "evo-bonus" and "evo bonus" are one search
                    others.append(member)
            if others:
                found.append((scopes[g], tuple(others)))
        return found

    def allows_fix(self, word: str, fix: str, games: tuple[str, ...] = ()) -> bool:
        """Whether a typo fix may stand for the word: not when the word is slang the list names
        and the fix none of its group's words ("mull" is "mulligan", not "mill"; "colour" may
        be "color")."""
        groups, _scopes, index, _longest = self._normalised(tuple(games))
        normed = _norm(word)
        if not normed or normed not in index:
            return True
        kin = {n for g in index[normed] for n in groups[g].values()}
        return _norm(fix) in kin

    def names_fix(self, word: str, fix: str, games: tuple[str, ...] = ()) -> bool:
        """Whether the list files the word and the fix together ("colour" and "color"): the fix
        then stands for it even when the word is a word of its own language."""
        return self.allows_fix(word, fix, games) and _norm(word) in self._normalised(tuple(games))[2]

    def _normalised(self, games: tuple[str, ...]):
        """The groups in play with their members analysed, each group's scope, an index from
        analysed member to the groups holding it, and the most words a member has; made once per
        game selection."""
        memo = self.__dict__.setdefault("_memo", {})
        if games not in memo:
            if len(memo) >= MEMO_GAMES:
                memo.clear()
            chosen = self._chosen(games)
            groups = [{m: _norm(m) for m in group} for _, group in chosen]
            scopes = ["" if game == "*" or games == (game,) else game for game, _ in chosen]
            index: dict[str, list[int]] = {}
            for g, normed in enumerate(groups):
                for n in dict.fromkeys(normed.values()):
                    if n:
                        index.setdefault(n, []).append(g)
            longest = max((len(n.split()) for n in index), default=0)
            memo[games] = (groups, scopes, index, longest)
        return memo[games]


@cache
def load_synonyms(path: str | None = None) -> Synonyms:
    with open(path or DATA, encoding="utf-8") as fh:
        return Synonyms.from_dict(json.load(fh))
