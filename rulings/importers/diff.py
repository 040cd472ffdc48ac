"""Changes between two versions of a document, by section key. Plain Python.

A key present only in the new version is added, only in the old one removed; a key in
both whose text differs is changed. A rule whose text reappears under another key is
renumbered instead: the rule moved, its words did not. Moves are found in two passes:

1. exact: a text (whitespace folded, numbers inside it folded too, since a chapter that
   moves takes its cross-references along) that occurs once among the old texts that left
   their key and once among the new texts that arrived under a key;
2. near-identical: of what is left, pairs whose texts match at ``NEAR`` (difflib ratio) or
   better, best pairs first, each key used once.

A key in both versions whose text was replaced by another rule's (Lorcana's chapter 8 was
Zones in 2025 and is Keywords in 2026) takes part too: its old text may have moved away
and its new text may have come from elsewhere.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from difflib import SequenceMatcher

_SPACE = re.compile(r"\s+")
_NUMBER = re.compile(r"\d+(?:[.\-]\d+)*[a-z]?\b")

NEAR = 0.9


@dataclass(frozen=True)
class SectionDiff:
    kind: str  # added, removed, changed, renumbered
    key: str
    old_key: str = ""
    before: str = ""
    after: str = ""


def comparable(text: str) -> str:
    """Text as compared: whitespace folded, so re-wrapping a paragraph is not a change."""
    return _SPACE.sub(" ", text).strip()


def movable(text: str) -> str:
    """Text as compared for a move: whitespace folded, numbers (rule numbers) folded to #."""
    return _NUMBER.sub("#", comparable(text))


def _similar(a: str, b: str) -> float:
    if not a or not b:
        return 0.0
    if 2 * min(len(a), len(b)) / (len(a) + len(b)) < NEAR:
        return 0.0
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() < NEAR or matcher.quick_ratio() < NEAR:
        return 0.0
    return matcher.ratio()


def _depth(key: str) -> int:
    return len(re.split(r"[.\-]", key))


def _moves(old: dict[str, str], new: dict[str, str], changed: list[str]) -> dict[str, str]:
    """new key → old key for the rules that moved."""
    # A changed key whose old and new texts are still near-identical stayed where it was.
    replaced = [k for k in changed if _similar(movable(old[k]), movable(new[k])) < NEAR]
    leaving = [k for k in old if k not in new] + replaced  # old texts that left their key
    arriving = [k for k in new if k not in old] + replaced  # new texts that came to a key
    old_text = {k: movable(old[k]) for k in leaving}
    new_text = {k: movable(new[k]) for k in arriving}

    moves = _same_text_moves(leaving, arriving, old_text, new_text)
    left = [k for k in leaving if k not in moves.values()]
    come = [k for k in arriving if k not in moves]
    used_old: set[str] = set()
    # best first; between equal scores, a move that keeps the rule's depth in the outline
    for *_rank, o, n in sorted(_near_pairs(left, come, old_text, new_text), key=lambda p: p[:2]):
        if o not in used_old and n not in moves:
            moves[n] = o
            used_old.add(o)
    return moves


def _same_text_moves(leaving, arriving, old_text, new_text) -> dict[str, str]:
    """new key → old key where one text left one key and arrived, the same, at one other."""
    by_text: dict[str, list[str]] = {}
    for key in leaving:
        by_text.setdefault(old_text[key], []).append(key)
    arriving_by_text: dict[str, list[str]] = {}
    for key in arriving:
        arriving_by_text.setdefault(new_text[key], []).append(key)
    moves = {}
    for text, old_keys in by_text.items():
        new_keys = arriving_by_text.get(text, [])
        if text and len(old_keys) == 1 and len(new_keys) == 1 and old_keys[0] != new_keys[0]:
            moves[new_keys[0]] = old_keys[0]
    return moves


def _near_pairs(left, come, old_text, new_text) -> list[tuple]:
    """(-similarity, depth differs, old key, new key) for texts at least NEAR alike."""
    pairs = []
    by_length = sorted(left, key=lambda k: len(old_text[k]))
    lengths = [len(old_text[k]) for k in by_length]
    for n in come:
        b = new_text[n]
        # ratio <= 2 * min / (len a + len b): only texts of about the same length can match
        low = bisect_left(lengths, len(b) * NEAR / (2 - NEAR))
        high = bisect_right(lengths, len(b) * (2 - NEAR) / NEAR)
        if not b or low == high:
            continue
        matcher = SequenceMatcher(None, autojunk=False)
        matcher.set_seq2(b)
        for o in by_length[low:high]:
            matcher.set_seq1(old_text[o])
            if o != n and matcher.real_quick_ratio() >= NEAR and matcher.quick_ratio() >= NEAR:
                score = matcher.ratio()
                if score >= NEAR:
                    pairs.append((-score, _depth(o) != _depth(n), o, n))
    return pairs


def diff_versions(old: dict[str, str], new: dict[str, str]) -> list[SectionDiff]:
    """old and new map key → section text (title and body), in document order."""
    added = [k for k in new if k not in old]
    removed = [k for k in old if k not in new]
    changed = [k for k in new if k in old and comparable(old[k]) != comparable(new[k])]

    moves = _moves(old, new, changed)
    moved_from = set(moves.values())

    diffs = [SectionDiff("added", k, after=new[k]) for k in added if k not in moves]
    diffs += [SectionDiff("removed", k, before=old[k]) for k in removed if k not in moved_from]
    for k in changed:
        if k in moves:
            continue  # its new text came from another key
        diffs.append(SectionDiff("changed", k, before=old[k], after=new[k]))
    diffs += [SectionDiff("renumbered", k, old_key=o, before=old[o], after=new[k]) for k, o in moves.items()]
    return diffs
