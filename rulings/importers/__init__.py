"""Importers: rules text → ParsedDocument, one module per numbering style.

Each style module exposes ``parse(text) -> ParsedDocument`` and ``detect(lines) -> float``
(how sure it is, 0 to 1, that the lines are in its style). No Django imports here.
"""

from __future__ import annotations

from importlib import import_module

from rulings.importers.base import (
    DocumentFormatError,
    ImportWarning,
    ParsedChange,
    ParsedDocument,
    ParsedFAQ,
    ParsedSection,
    drop_link_lists,
    pair_merges,
    read_lines,
)

# style name → module under rulings.importers
STYLES = {
    "magic-cr": "magic_cr",  # Magic Comprehensive Rules: 712.8e
    "magic-wiki": "magic_wiki",  # the Magic wiki page: • 712.8e bullets among prose
    "hyphenated": "hyphenated",  # Digimon Card Game: 3-1-3-1New Cards
    "dotted": "dotted",  # old Digimon card game, Spanish: 2.1.6.
    "bullets": "bullets",  # space game: 13. then labelled bullets
    "outline": "outline",  # any numbered outline, by grammar and coverage (Lorcana: 1.1.1.)
    "prose": "prose",  # unnumbered headings and paragraphs (only for text without numbers)
}
# Dialects that read one seed's shape; a general outline reading that finds many more
# numbered sections than they do wins over them.
GENERAL_DIALECTS = ("dotted", "hyphenated")
OUTLINE_MARGIN = 1.2
PLAINLY_NUMBERED = 0.15  # share of text lines starting with a number that rules out prose

__all__ = [
    "STYLES",
    "DocumentFormatError",
    "ImportWarning",
    "ParsedChange",
    "ParsedDocument",
    "ParsedFAQ",
    "ParsedSection",
    "detect_style",
    "parse",
]


def _module(style: str):
    if style not in STYLES:
        raise DocumentFormatError(f"unknown style {style!r}", expected=f"one of {', '.join(STYLES)}")
    return import_module(f"rulings.importers.{STYLES[style]}")


def detect_style(text: str) -> str:
    """The dialect whose detector is surest; else the outline reader when the text plainly
    carries numbers (its parse then measures coverage and refuses what no grammar covers);
    prose only for text without numbering. Never raises."""
    lines = read_lines(text)
    best, best_score = "prose", 0.0
    for style in STYLES:
        if style in ("prose", "outline"):
            continue
        score = _module(style).detect(lines)
        if score > best_score:
            best, best_score = style, score
    if best_score >= 0.5 and best not in GENERAL_DIALECTS:
        return best
    if best_score >= 0.5:
        return best if _dialect_holds(best, text) else "outline"
    return "outline" if _module("outline").detect(lines) >= PLAINLY_NUMBERED else "prose"


def _dialect_holds(style: str, text: str) -> bool:
    """The seed dialect reads about as many numbered sections as the general outline reader."""
    from rulings.importers import outline

    try:
        dialect = _module(style).parse(text)
    except DocumentFormatError:
        return False
    reading, _ = outline.best_reading(text)
    if reading.coverage < outline.MIN_COVERAGE:
        return True
    more_rules = _with_text(reading.doc.sections) > OUTLINE_MARGIN * _with_text(dialect.sections)
    more_repeats = _repeats(dialect) > _repeats(reading.doc)  # e.g. a contents list read as rules
    return not (more_rules or more_repeats)


def _repeats(doc: ParsedDocument) -> int:
    return sum(1 for w in doc.warnings if "appears" in w.message)


def _with_text(sections: list[ParsedSection]) -> int:
    """Numbered sections holding text of their own (a contents line read as a rule holds none)."""
    return sum(1 for s in sections if s.number and s.body)


def parse(text: str, style: str | None = None) -> tuple[str, ParsedDocument]:
    """Parse text in the given style, or the detected one. Returns (style, document)."""
    chosen = style or detect_style(text)
    parsed = _module(chosen).parse(text)
    parsed.style = parsed.style or chosen
    drop_link_lists(parsed)
    parsed.changes = pair_merges(parsed.changes, set(parsed.keys()))
    return chosen, parsed
