"""The diff page's rows: what changed between two versions of a document, a changed text marked
word by word."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from rulings.importers.diff import SectionDiff, diff_versions
from rulings.models import Change, DocumentVersion, Section
from rulings.services.changes import version_texts


@dataclass
class Piece:
    op: str  # equal, insert, delete
    text: str


@dataclass
class DiffRow:
    kind: str
    key: str
    old_key: str = ""
    before: str = ""
    after: str = ""
    pieces: list[Piece] = field(default_factory=list)


_WORDS = re.compile(r"\s*\S+\s*")  # a word and the spaces after it: a diff marks whole words


def word_diff(before: str, after: str) -> list[Piece]:
    """The words of before and after, marked equal, insert or delete (difflib on words)."""
    old, new = _WORDS.findall(before), _WORDS.findall(after)
    pieces: list[Piece] = []

    def add(op: str, text: str) -> None:
        if op != "equal":  # the space after a changed word is not part of the change
            word = text.rstrip()
            add_piece(op, word)
            add_piece("equal", text[len(word) :])
        else:
            add_piece(op, text)

    def add_piece(op: str, text: str) -> None:
        if not text:
            return
        if pieces and pieces[-1].op == op:
            pieces[-1] = Piece(op, pieces[-1].text + text)
        else:
            pieces.append(Piece(op, text))

    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            add("equal", "".join(old[i1:i2]))
            continue
        if op in ("delete", "replace"):
            add("delete", "".join(old[i1:i2]))
        if op in ("insert", "replace"):
            add("insert", "".join(new[j1:j2]))
    return pieces


def diff_rows(old: DocumentVersion, new: DocumentVersion) -> dict[str, list[DiffRow]]:
    """Added, removed, changed and renumbered sections between two versions, by kind."""
    grouped: dict[str, list[DiffRow]] = {"added": [], "removed": [], "changed": [], "renumbered": []}
    found = stored_diff(old, new)
    if found is None:
        found = diff_versions(version_texts(old), version_texts(new))
    for d in found:
        row = DiffRow(d.kind, d.key, d.old_key, d.before, d.after)
        if d.kind == "changed":
            row.pieces = word_diff(d.before, d.after)
        grouped.setdefault(d.kind, []).append(row)
    return grouped


def stored_diff(old: DocumentVersion, new: DocumentVersion) -> list[SectionDiff] | None:
    """The diff the import computed and stored (Change rows), when it is this very comparison: the
    new version against the one just before it, no section of either edited since. Computing it
    again takes seconds on the full Magic rules (its moves are found by comparing texts pairwise);
    None when it must be computed. (For an excerpt, the stored diff also leaves out the parts the
    excerpt does not hold, as the import does: they were not removed from the rules.)"""
    before = new.previous()
    if before is None or before.pk != old.pk:
        return None
    edits = Section.history.filter(version_id__in=(old.pk, new.pk)).exclude(history_change_reason="imported")
    if edits.exists():
        return None  # a section corrected, added or deleted since the import: the stored diff is stale
    rows = new.changes.filter(origin=Change.Origin.DIFF).order_by("pk")
    return [SectionDiff(c.kind, c.key, before=c.before, after=c.after, old_key=c.old_key) for c in rows]
