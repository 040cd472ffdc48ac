"""Changes between two versions of a document, by section key. Plain Python.

A key present only in the new version is added, only in the old one removed; a key in
both whose text differs is changed. A removed key whose exact text reappears under an
added key (and nowhere else) is renumbered instead: the rule moved, its words did not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SPACE = re.compile(r"\s+")


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


def diff_versions(old: dict[str, str], new: dict[str, str]) -> list[SectionDiff]:
    """old and new map key → section text (title and body), in document order."""
    added = [k for k in new if k not in old]
    removed = [k for k in old if k not in new]
    changed = [k for k in new if k in old and comparable(old[k]) != comparable(new[k])]

    # Renumbering: pair texts that occur exactly once among the removed and the added.
    removed_by_text: dict[str, list[str]] = {}
    for key in removed:
        removed_by_text.setdefault(comparable(old[key]), []).append(key)
    added_by_text: dict[str, list[str]] = {}
    for key in added:
        added_by_text.setdefault(comparable(new[key]), []).append(key)
    renumbered: dict[str, str] = {}  # new key → old key
    for text, old_keys in removed_by_text.items():
        new_keys = added_by_text.get(text, [])
        if text and len(old_keys) == 1 and len(new_keys) == 1:
            renumbered[new_keys[0]] = old_keys[0]
    moved_from = set(renumbered.values())

    diffs = [SectionDiff("added", k, after=new[k]) for k in added if k not in renumbered]
    diffs += [SectionDiff("removed", k, before=old[k]) for k in removed if k not in moved_from]
    diffs += [SectionDiff("changed", k, before=old[k], after=new[k]) for k in changed]
    diffs += [
        SectionDiff("renumbered", k, old_key=o, before=old[o], after=new[k]) for k, o in renumbered.items()
    ]
    return diffs
