"""Per-game query-time synonyms, kept as data in synonyms.json. No Django.

One-way entries (December 2026): a flicker or a bounce is a zone change, which the rules word as
"moves from one zone to another" / "a new object" (Magic 400.7, 122.2) and "moved from one area
to another" (Digimon 3-1-3-1-1): the player's event words bring in that wording, never the other
way round. With "keep" = "retain" = "carry over" (122.2 "not retained", 3-1-3-1-2 "will not carry
over"), MRR tune .835 = .835, wide .622 -> .630, wide2 .696 -> .697, wide3 .636 -> .649, wide4
.728 -> .740, wide5 .649 = .649, no set losing at r@1/r@3/r@10. "new object" alone as a member of
the flicker and bounce groups: wide3 and wide4 +.001 to +.003 MRR only (the phrase is in 27 Magic
rules; "one zone to another" in 5). "kill" one-way to "destroy" and "dies" (the rules never say
"kill"): wide4 MRR .740 -> .741, r@10 .950 -> .956; wide5 MRR .649 -> .651, r@10 .925 -> .938; the
other sets unchanged. "floating mana" = "mana pool" and Magic's "planeswalker ability" one-way to
"loyalty ability": wide MRR .630 -> .638, r@3 .728 -> .735; wide3 .649 -> .652; the rest unchanged.
Rejected: "plus ability" and "minus ability" in that entry too (wide .640 but wide4 .741 -> .739:
"minus ability for all its loyalty" asks about 704.5i, a loyalty of 0, not about activating).
"no longer legal" one-way to "illegal": no case moved on any set, left out.
Digimon's "sec" = "security" moved one wide5 case only (wide5 r@3 .738 -> .750): left out, as a
word taken from one question.
Player event words one-way to the rules' wording (December 2026, every corpus loaded; r@3/MRR):
"steal/stole/threaten" -> "gain control", "control-changing" (613.1b, 800.4a); "go away/wear
off" -> "removed", "end" (514.2); "go/going first" -> "plays first", "starting player" (103.8a,
Lorcana 3.1.2); "hit(s) the player" -> "combat damage", "damage to the player" (510.1c). tune
.935/.838 -> .935/.839, wide .735/.639 -> .735/.642 (r@10 .860 -> .875), wide2 .781/.702 ->
.781/.704, wide3 .738/.652 -> .744/.659, wide4 .856/.744 = .856/.744, wide5 .762/.659 -> .775/.663,
wide6 .775/.692 -> .787/.696. Rejected inside it: "on the play" (its stems are only "play": it
fired on every "played" question, wide4 r@3 -2) and "go face" (fired on "go face up").
A permanent used "the same turn I cast/played it", "came into play this turn" -> "summoning
sickness", "drying", "since their most recent turn began" (302.6, Lorcana 5.1.1.11; only phrases
naming the same turn: "turn I play it" alone fired on "played a land this turn, can I play
another"): tune .935/.839 -> .940/.844, wide2 .781/.704 -> .787/.710, wide4 .856/.744 ->
.856/.749, wide5 .775/.663 -> .787/.673, wide, wide3, wide6 unchanged.
"change zones" added to the flicker and bounce entry (111.7, 111.8: a token that would change
zones): wide .735/.642 -> .743/.645 (r@10 .875 -> .882), wide4 r@1 .631 -> .644 (MRR .749 ->
.755), wide6 r@10 .925 -> .938; the rest unchanged.
Rejected: "at the same time" one-way to "simultaneously" (104.4a "lose simultaneously"): it fired
on seven tuning questions and moved none; "tap (it) for mana" one-way to "add mana", "mana pool"
(500.4, 106.4): its stems ("tap mana") fired on four summoning-sickness questions for one
mana-pool one, not run. Magic's "indestructible" one-way to "destroyed" (or to "can't be
destroyed", 702.12b): wide2 r@3 .787 -> .794, wide3 .744 -> .750, wide6 .787 -> .800, but wide
r@10 .882 -> .875 and MRR .645 -> .644 (704.5f, toughness 0, is no destruction: the keyword's
own rules pushed it out of the ten); left out.
A one-way entry's "unless" words keep it from firing: "goes first" said of a trigger, an ability,
an effect, the stack or the bag asks for their order (603.3b, 616.1, Lorcana 7.7.4), not for the
player who plays first; it brought "starting player" to "two abilities trigger at once, which one
goes first on the stack?" and pushed 603.3b from 3rd to 5th. Every tuning set unchanged (tune, wide,
wide2..wide6), red-team r13 unchanged, ten ordering/starting-player questions of the review's own
r@3 .300 -> .400 (r@10 .700 = .700). "Same turn I cast/played" with "second", "another",
"two", "twice" or "again" asks about doing a thing again that turn, not about summoning sickness:
"Can I play a second land the same turn I played one from my hand?" had 302.6, 702.10b and
702.10c above the land rules (305.4, 701.14a first before this round); every set unchanged."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
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
    # game → for each of its groups, how many of its first members only fire it: 0 for a group of
    # equals; n for a one-way entry {"when": [n words], "add": [...]}, whose "when" words bring in
    # the rules' wording of what they describe ("flicker" → "one zone to another") and never the
    # other way round, nor each other ("bounce" is no "flicker").
    triggers: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # The one-way entries' "add" members: the rules' own wording, which the planner searches as
    # written where the stemmer would change it ("dies" is no "die" rolled; exact.py).
    wording: frozenset[str] = frozenset()
    # game → for each of its groups, the words that keep a one-way entry from firing ("unless"):
    # "goes first" is the starting player's, but not in "which trigger goes first".
    unless: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict) -> Synonyms:
        groups, triggers, wording, unless = {}, {}, set(), {}
        for game, lists in data.items():
            if game == "about":
                continue
            groups[game] = tuple(_members(group) for group in lists)
            triggers[game] = tuple(len(group["when"]) if isinstance(group, dict) else 0 for group in lists)
            wording.update(m for group in lists if isinstance(group, dict) for m in group["add"])
            unless[game] = tuple(tuple(g.get("unless", ())) if isinstance(g, dict) else () for g in lists)
        return cls(groups, triggers, frozenset(wording), unless)

    def groups_for(self, games: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
        """The groups in play: everyone's when no game is chosen, else '*' and the games'."""
        return [group for _, group in self._chosen(games)]

    def _chosen(self, games: tuple[str, ...]) -> list[tuple[str, tuple[str, ...]]]:
        chosen = self.groups if not games else {g: self.groups.get(g, ()) for g in ("*", *games)}
        return [(game, group) for game, lists in chosen.items() for group in lists]

    def _one_way(self, games: tuple[str, ...]) -> list[int]:
        """For each of _chosen's groups, how many of its first members only fire it."""
        chosen = self.groups if not games else {g: self.groups.get(g, ()) for g in ("*", *games)}
        return [
            (self.triggers.get(game) or (0,) * len(lists))[i]
            for game, lists in chosen.items()
            for i in range(len(lists))
        ]

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
        groups, scopes, index, longest, fire_only = self._normalised(tuple(games))
        # Every run of up to `longest` words in the text, looked up: as many lookups as the text
        # has words (times a small constant), however many groups there are.
        runs = {" ".join(words[i : i + k]) for k in range(1, longest + 1) for i in range(len(words) - k + 1)}
        unless = self._unless(tuple(games))
        firing = sorted({g for run in runs & index.keys() for g in index[run] if not unless[g] & set(words)})
        found = []
        # A word in two groups that fire with one scope (a game's and the general one, on a search
        # of that game) counts once; in two games' groups it is added for each game's documents.
        added: set[tuple[str, str]] = set()
        for g in firing:
            others = []
            for member, n in list(groups[g].items())[fire_only[g] :]:
                key = (scopes[g], n)
                if n and n not in runs and key not in added and len(added) < MAX_ADDED:
                    added.add(key)  # "evo-bonus" and "evo bonus" are one search
                    others.append(member)
            if others:
                found.append((scopes[g], tuple(others)))
        return found

    def _unless(self, games: tuple[str, ...]) -> list[frozenset[str]]:
        """For each of _chosen's groups, its "unless" words analysed (as its members are)."""
        chosen = self.groups if not games else {g: self.groups.get(g, ()) for g in ("*", *games)}
        return [
            frozenset(_norm(w) for w in (self.unless.get(game) or ((),) * len(lists))[i])
            for game, lists in chosen.items()
            for i in range(len(lists))
        ]

    def allows_fix(self, word: str, fix: str, games: tuple[str, ...] = ()) -> bool:
        """Whether a typo fix may stand for the word: not when the word is slang the list names
        and the fix none of its group's words ("mull" is "mulligan", not "mill"; "colour" may
        be "color")."""
        groups, _scopes, index, _longest, _fire_only = self._normalised(tuple(games))
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
        analysed member to the groups it fires, the most words a member has, and how many of each
        group's first members only fire it (one-way entries); made once per game selection."""
        memo = self.__dict__.setdefault("_memo", {})
        if games not in memo:
            if len(memo) >= MEMO_GAMES:
                memo.clear()
            chosen = self._chosen(games)
            groups = [{m: _norm(m) for m in group} for _, group in chosen]
            fire_only = self._one_way(games)
            scopes = ["" if game == "*" or games == (game,) else game for game, _ in chosen]
            index: dict[str, list[int]] = {}
            for g, normed in enumerate(groups):
                firing = list(normed.values())[: fire_only[g] or None]
                for n in dict.fromkeys(firing):
                    if n:
                        index.setdefault(n, []).append(g)
            longest = max((len(n.split()) for n in index), default=0)
            memo[games] = (groups, scopes, index, longest, fire_only)
        return memo[games]


def _members(group: list | dict) -> tuple[str, ...]:
    """A group's members; a one-way entry's "when" words first, then its "add" words."""
    return tuple((*group["when"], *group["add"]) if isinstance(group, dict) else group)


@cache
def load_synonyms(path: str | None = None) -> Synonyms:
    with open(path or DATA, encoding="utf-8") as fh:
        return Synonyms.from_dict(json.load(fh))
