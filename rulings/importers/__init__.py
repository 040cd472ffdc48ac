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
    read_lines,
)

# style name → module under rulings.importers
STYLES = {
    "magic-cr": "magic_cr",  # Magic Comprehensive Rules: 712.8e
    "magic-wiki": "magic_wiki",  # the Magic wiki page: • 712.8e bullets among prose
    "hyphenated": "hyphenated",  # Digimon Card Game: 3-1-3-1New Cards
    "dotted": "dotted",  # old Digimon card game, Spanish: 2.1.6.
    "bullets": "bullets",  # space game: 13. then labelled bullets
    "prose": "prose",  # unnumbered headings and paragraphs (fallback)
}

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
    """The style whose detector is surest; prose when none claims the text."""
    lines = read_lines(text)
    best, best_score = "prose", 0.0
    for style in STYLES:
        if style == "prose":
            continue
        score = _module(style).detect(lines)
        if score > best_score:
            best, best_score = style, score
    return best if best_score >= 0.5 else "prose"


def parse(text: str, style: str | None = None) -> tuple[str, ParsedDocument]:
    """Parse text in the given style, or the detected one. Returns (style, document)."""
    chosen = style or detect_style(text)
    return chosen, _module(chosen).parse(text)
