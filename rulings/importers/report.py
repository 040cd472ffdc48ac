"""The dry-run report: what an import would bring in, as text an editor reads. Plain Python."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from rulings.importers.base import ParsedDocument, ParsedSection
from rulings.importers.grammar import depth, next_letters, split_key

FIRST_KEYS = 10
MAX_LISTED = 20
_REPEAT = re.compile(r"^(.*?)(?:-|_)(\d+)$")


def dry_run_report(doc: ParsedDocument, unresolved: list[str] | None = None) -> str:
    numbered = [s for s in doc.sections if s.number]
    levels = Counter(depth(s.key) for s in numbered if not _repeat_of(s, numbered))
    glossary = sum(1 for s in doc.sections if s.kind == "glossary" and s.parent_key)
    lines = [
        f"title: {doc.title or '(none)'}",
        f"style: {doc.style or '(given)'}{f' ({doc.grammar} numbers)' if doc.grammar else ''}; "
        f"language: {doc.language}; kind: {doc.kind or '(none)'}",
        f"effective: {doc.effective_date.isoformat() if doc.effective_date else '(not in the text)'}; "
        f"label: {doc.version_label or '(none)'}",
        f"sections: {len(doc.sections)} ({len(numbered)} numbered, {glossary} glossary terms); "
        f"changes from the document's log: {len(doc.changes)}",
        "rules per level: " + (", ".join(f"level {d}: {n}" for d, n in sorted(levels.items())) or "none"),
        "first keys: " + (", ".join(s.key for s in numbered[:FIRST_KEYS]) or "none"),
    ]
    if doc.coverage is not None:
        lines.append(f"coverage: {doc.coverage * 100:.1f} % of the text")
    gaps = numbering_gaps(numbered)
    lines.append("gaps: " + (_listed(gaps) if gaps else "none"))
    repeats = [s.key for s in numbered if _repeat_of(s, numbered)]
    lines.append("repeated numbers: " + (_listed(repeats) if repeats else "none"))
    if unresolved is not None:
        lines.append("unresolved references: " + (_listed(unresolved) if unresolved else "none"))
    lines.append(f"warnings: {len(doc.warnings)}")
    lines += [f"  {w}" for w in doc.warnings[:MAX_LISTED]]
    return "\n".join(lines) + "\n"


def unresolved_references(doc: ParsedDocument, game: str = "outline") -> list[str]:
    """References in the sections' text to keys the document does not have, as "KEY (in SECTION)"."""
    from rulings.references import find_references

    keys = set(doc.keys())
    out = []
    for section in doc.sections:
        for ref in find_references(section.body, game):
            if ref.key not in keys:
                out.append(f"{ref.key} (in {section.key})")
    return out


def _listed(items: list[str]) -> str:
    more = f" … and {len(items) - MAX_LISTED} more" if len(items) > MAX_LISTED else ""
    return ", ".join(items[:MAX_LISTED]) + more


def _repeat_of(section: ParsedSection, numbered: list[ParsedSection]) -> bool:
    m = _REPEAT.match(section.key)
    return bool(m) and section.number.rstrip(".").lstrip("§").strip().lower() == m.group(1)


def numbering_gaps(numbered: list[ParsedSection]) -> list[str]:
    """Numbers missing between siblings: "1.3.2 (after 1.3.1, before 1.3.3)" style, as keys."""
    children: dict[str | None, list[str]] = defaultdict(list)
    for s in numbered:
        children[s.parent_key].append(s.key)
    used = {split_key(s.key)[1] for s in numbered}
    letters = next_letters(used)
    gaps: list[str] = []
    for keys in children.values():
        for a, b in zip(keys, keys[1:], strict=False):
            gaps += _between(a, b, letters)
    return gaps


def _between(a: str, b: str, letters: str) -> list[str]:
    stem_a, letter_a = split_key(a)
    stem_b, letter_b = split_key(b)
    if letter_a and letter_b and stem_a == stem_b and letter_a in letters and letter_b in letters:
        i, j = letters.index(letter_a), letters.index(letter_b)
        return [stem_a + c for c in letters[i + 1 : j]]
    sep = "-" if "-" in a else "."
    head_a, _, last_a = a.rpartition(sep)
    head_b, _, last_b = b.rpartition(sep)
    if head_a != head_b or not (last_a.isdigit() and last_b.isdigit()):
        return []
    prefix = f"{head_a}{sep}" if head_a else ""
    return [f"{prefix}{n}" for n in range(int(last_a) + 1, int(last_b))][:MAX_LISTED]
