"""For "what is X": the glossary entry titled X, the rule it points to, a section titled X and
a text opening with X first; and a rare glossary term named in a query lifts the rules it points
to. The vocabulary is the documents' own (their glossary). No Django.

A section titled X with no text of its own ("7.7. Bag", "1.8. Game State Check") is answered by
the first rule under it, shown in its place right after what is pinned (rerank's "lead", December 2026:
tune, wide, wide3 the same, wide2 r@3 .775 -> .781, MRR .696 -> .700, wide5 r@3 .738 -> .750,
MRR .649 -> .655; wide4 r@3 .838 -> .831, MRR .728 the same: its "what is the bag" expects 1.7.4,
wide5's the same question 7.7.1, now second above it). Not pinned with the glossary's targets:
tune's "what are state-based actions" then showed 704.1 above the glossary entry (r@1 1 -> 2)."""

from __future__ import annotations

import heapq
import re

from rulings.search.analysis import EN, SPELL, tokens
from rulings.search.collapse import lead_rule
from rulings.search.intent import GLOSSARY_KEY, rule_pointers
from rulings.search.query import ParsedQuery
from rulings.search.segments import area, leaf_glossary
from rulings.search.snippets import SENTENCE, STEMMERS, TOKEN

DEFINE_POOL = 40  # "what is X": candidates read for a text opening with X
DEFINE_OPENING_BOOST = 0.6  # … moved up by this share of the best score
DEFINE_SENTENCES = 2  # … in its first sentences
DEFINE_CHARS = 400
AREA_BOOST = 1.3  # rules under the one a named glossary term points to
AREA_MAX_SHARE = 0.01  # … when the term's words are in at most this share of the texts
REDIRECT_POOL = 20  # results looked at for glossary entries that only point to another entry
# "See Active Player, Nonactive Player Order." — the whole text of an entry, naming another entry
# (a rule pointer, "See rule 702.11.", is not one).
REDIRECT = re.compile(r"^see\s+(?!rules?\s+\d)(?P<term>[^.\n]{2,80})\.?$", re.I)


class Definitions:
    """The Engine's glossary side (a mixin: the memo and postings are the Engine's)."""

    def _define(self, searcher, scores: dict, subject: str, postings) -> tuple[list[int], dict[int, int]]:
        """For "what is X" (`subject` X): the glossary entry titled X, then the rules it points to,
        above the rest.

        The entry is found by its title's words; its pointers ("See rule 202.3.") are read from
        its text, so the vocabulary is the glossary's own. Returns them (they stay first), and the
        sections titled X with no text of their own that lead to a rule ({section: rule}: they come
        next)."""
        words = tokens(EN, subject)
        if not words:
            return [], {}
        memo = self._memo(searcher.reader())
        written = written_words(subject)
        key = ("define", tuple(words), written)
        if key not in memo:
            memo[key] = self._glossary_targets(searcher, words, postings, written)
        targets, leads = memo[key]
        top = max(scores.values())
        for rank, docnum in enumerate(targets):  # (the sections leading to a rule are among them)
            scores[docnum] = max(scores.get(docnum, 0.0), top * 1.5 + 10.0 - rank)
        return targets, leads

    def _follow_redirects(self, searcher, ranked: list[tuple[float, int]], postings) -> list:
        """A glossary entry that only says "See <another entry>." is answered by that entry: among
        the first REDIRECT_POOL results it takes the other's place (once)."""
        out, seen = [], set()
        for i, (score, docnum) in enumerate(ranked):
            if i < REDIRECT_POOL:
                docnum = self._redirect_target(searcher, docnum, postings)
            if docnum not in seen:
                seen.add(docnum)
                out.append((score, docnum))
        return out

    def _redirect_target(self, searcher, docnum: int, postings) -> int:
        stored = searcher.stored_fields(docnum)
        match = REDIRECT.match((stored.get("body") or "").strip())
        if not match or not GLOSSARY_KEY.search(stored.get("key") or ""):
            return docnum
        memo = self._memo(searcher.reader())
        key = ("redirect", docnum)
        if key not in memo:
            words = tokens(EN, match["term"])
            found = self._glossary_targets(searcher, words, postings)[0] if words else []
            same = [
                d
                for d in found
                if d != docnum
                and (other := searcher.stored_fields(d)).get("game") == stored.get("game")
                and GLOSSARY_KEY.search(other.get("key") or "")
            ]
            memo[key] = same[0] if same else docnum
        return memo[key]

    def _glossary(self, searcher) -> list[tuple[str, frozenset, tuple[str, ...]]]:
        """Every current glossary entry as (game, its term's words, the rules it points to): the
        documents' own vocabulary from a term to the rules about it. Read once per reader."""
        memo = self._memo(searcher.reader())
        if "glossary" not in memo:
            kept, seen, entries = self._segment_glossary, set(), []
            for leaf, _offset in searcher.reader().leaf_readers():
                segment = leaf.segment()
                key = segment.segment_id() if segment is not None else None
                found = kept.get(key) if key is not None else None
                if found is None:
                    found = leaf_glossary(leaf)
                    if key is not None:
                        kept[key] = found
                seen.add(key)
                # Segments never change once written, but their documents can be deleted.
                entries += [entry for docnum, entry in found if not leaf.is_deleted(docnum)]
            for key in set(kept) - seen:
                kept.pop(key, None)
            memo["glossary"] = entries
        return memo["glossary"]

    def _glossary_areas(self, searcher, scores: dict, words: set[str], games: tuple[str, ...]) -> None:
        """A query naming a glossary term that is rare in the texts (a keyword: "hexproof") lifts
        the rules the glossary points to for it, and the subrules under them."""
        reader = searcher.reader()
        limit = max(AREA_MAX_SHARE * reader.doc_count(), 20)
        memo = self._memo(reader)
        for game, term, pointers in self._glossary(searcher):
            if (games and game not in games) or not term <= words:
                continue
            if any(reader.doc_frequency("body", w) > limit for w in term):
                continue
            for pointer in pointers[:1]:
                key = ("area", game, pointer)
                if key not in memo:
                    memo[key] = area(searcher, game, pointer)
                for docnum in memo[key]:
                    if docnum in scores:
                        scores[docnum] *= AREA_BOOST

    def _subjects(self, subject: str, games: tuple[str, ...]) -> list[tuple[str, ...]]:
        """X's words, and those of its synonyms when X is one ("DFCs" → "double-faced")."""
        out = [tuple(tokens(EN, subject))]
        for others in self.synonyms.expand(subject, games):
            for member in others:
                words = tuple(tokens(EN, member))
                if words and len(words) <= len(out[0]) + 2:
                    out.append(words)
        return [s for s in dict.fromkeys(out) if s]

    def _defining_rules(self, searcher, scores: dict, chosen: dict, subjects: list[tuple[str, ...]]) -> list:
        """Among the best candidates, a text whose first sentences open with X ("A double-faced
        card has …", "… Flip cards share …") is the one defining it: it moves up. Returns them."""
        found: list[int] = []
        if not subjects or not chosen:
            return found
        top = max(chosen.values())
        stem = STEMMERS["body"]
        for docnum in heapq.nlargest(DEFINE_POOL, chosen, key=chosen.get):
            stored = searcher.stored_fields(docnum)
            body = stored.get("body") or ""
            for sentence in SENTENCE.split(body[:DEFINE_CHARS])[:DEFINE_SENTENCES]:
                opening = [stem(w) for w in TOKEN.findall(sentence)]
                while opening and opening[0] in ("a", "an", "the"):
                    opening.pop(0)
                if any(tuple(opening[: len(words)]) == words for words in subjects):
                    scores[docnum] += top * DEFINE_OPENING_BOOST
                    found.append(docnum)
                    break
        return found

    def _glossary_targets(
        self, searcher, words: list[str], postings, written: frozenset[str] = frozenset()
    ) -> tuple[list[int], dict[int, int]]:
        """(Document numbers of the glossary entries titled exactly `words`, of the first rule each
        points to (in the entry's game and version) and of the sections titled so; those sections
        with no text of their own that lead to a rule: {section: rule}). Such a section comes next (rerank's
        "lead"), below what is pinned, shown as the first rule under it (collapse.py), which says
        what X is ("7.7. Bag": 7.7.1 "… the bag isn't a physical space but is only where triggered
        abilities … wait to resolve"). Where an entry's title is X as written (`written`), the entries
        titled X only by the stem are left out: "Commander" and "Command", "Equipment" and "Equip"
        share a stem but are other entries."""
        reader = searcher.reader()
        common = None
        for word in dict.fromkeys(words):
            if not reader.doc_frequency("title", word):
                return [], {}
            found = set(postings.scores("title", word))
            common = found if common is None else common & found
        wanted = set(words)
        entries: list[tuple[int, dict]] = []
        headings: list[int] = []
        for docnum in sorted(common or ())[:200]:
            stored = searcher.stored_fields(docnum)
            if stored.get("current") != "1" or set(tokens(EN, stored.get("title", ""))) != wanted:
                continue
            if not GLOSSARY_KEY.search(stored.get("key", "")):
                # A section titled X, after the glossary's pointers.
                headings.append(docnum)
                continue
            entries.append((docnum, stored))
        same = [e for e in entries if written and written_words(e[1].get("title", "")) == written]
        targets: list[int] = []
        for docnum, stored in same or entries:
            targets += [docnum, *_pointed_rules(searcher, stored)]
        leads = {d: lead_rule(searcher, searcher.stored_fields(d)) for d in headings[:3]}
        return list(dict.fromkeys(targets + headings[:3])), {d: r for d, r in leads.items() if r is not None}


def written_words(text: str) -> frozenset[str]:
    """The content words of a text as written, unstemmed ("commander", not "command")."""
    return frozenset(w for raw in text.split() if tokens(EN, raw) for w in tokens(SPELL, raw))


def _pointed_rules(searcher, stored: dict) -> list[int]:
    """The first rule a glossary entry points to, in its game, current ("See rule 202.3.")."""
    reader, found = searcher.reader(), []
    for number in rule_pointers(stored.get("body", ""))[:1]:
        if not reader.doc_frequency("keys", number):
            continue
        for other in reader.postings("keys", number).all_ids():
            fields = searcher.stored_fields(other)
            if (
                fields.get("game") == stored.get("game")
                and fields.get("current") == "1"
                and fields.get("kind") == "rule"
                and fields.get("key") == number
            ):
                found.append(other)
    return found


_IN_THE_GAME = re.compile(r"^(?P<x>.+?)\s+in\s+(?:the\s+)?(?:[\w:'-]+\s+){0,4}game$", re.I)


def without_game(subject: str, reader) -> str:
    """X without a trailing "in <game>" ("a flip card in dbe" → "a flip card"), or "in the … game"
    ("a public area in the digimon card game" → "a public area")."""
    match = re.match(r"^(?P<x>.+?)\s+in\s+(?P<game>[a-z0-9_-]+)$", subject, re.I)
    if match and reader.doc_frequency("game", match["game"].lower()):
        return match["x"]
    named = _IN_THE_GAME.match(subject)  # "a public area in the digimon card game"
    return named["x"] if named else subject


def plan_words(parsed: ParsedQuery) -> set[str]:
    """The query's English stems (words and phrases)."""
    return set(tokens(EN, " ".join((*parsed.words, *parsed.phrases))))
