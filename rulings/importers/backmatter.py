"""The parts after the numbered rules: a glossary and a change log. Plain Python.

Glossary
    Starts at a line that is only "Glossary" (or Glossar, Glossaire, Glosario, Glossario,
    Definitions), Markdown heading marks allowed. A term is a short line without closing
    punctuation that follows the heading or a line that ends a sentence; the lines after it,
    up to the next term, are its definition. Keys: ``glossary.<slug of the term>``, under a
    section ``glossary``. A term may share its line with the start of its definition when
    the definition follows at least two blanks of layout; otherwise it is read as a term only.
Change log
    Starts at a line that is only "Update summary", "Change log", "Revision history" (or
    Update-Zusammenfassung, Résumé des mises à jour, Historial de cambios …). Each line that
    names rule numbers (``•    1.9.4. Added new process language …``, ``1.9.2.1./1.9.2.4.``)
    becomes one change per number. Only the latest block is read: the log ends at "Previous
    update summaries" or at a second dated block, whose changes belong to older versions.
"""

from __future__ import annotations

import re

from rulings.importers.base import ParsedChange, ParsedSection, slugify

GLOSSARY_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s+)?(?:glossary|glossar|glossaire|glosario|glossario|definitions|begriffe)\s*:?\s*$",
    re.IGNORECASE,
)
CHANGELOG_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s+)?(?:update\s+summary|updates?\s+summary|summary\s+of\s+(?:changes|updates)|"
    r"change\s*log|revision\s+history|document\s+history|version\s+history|"
    r"update-zusammenfassung|änderungsübersicht|änderungsprotokoll|"
    r"résumé\s+des\s+mises\s+à\s+jour|historique\s+des\s+(?:révisions|modifications)|"
    r"historial\s+de\s+cambios|resumen\s+de\s+(?:cambios|actualizaciones)|registro\s+delle\s+modifiche)\s*:?\s*$",
    re.IGNORECASE,
)
OLDER_BLOCK = re.compile(r"previous|earlier|older|frühere|précédentes|anteriores|precedenti", re.IGNORECASE)
DATE_LINE = re.compile(
    r"^\s*(?:\d{1,2}\.?\s+)?[^\W\d_]+\.?\s+(?:\d{1,2},\s+)?\d{4}\s*$|^\s*\d{1,2}/\d{1,2}/\d{4}\s*$"
)
SENTENCE_END = (".", "!", "?", ":", ";", "”", '"', ")", "“")
TERM_MAX_WORDS = 6
TERM_MAX_CHARS = 60
_LOG_KEYS = re.compile(r"^\s*(?:[•\-*–]\s*)?((?:\d{1,3}(?:\.\d{1,3})+[a-z]?\.?\s*/?\s*)+)(.*)$")
_KIND_WORDS = (
    ("removed", re.compile(r"^(?:removed|deleted|suppression|entfernt|gelöscht|eliminad)", re.IGNORECASE)),
    ("merged", re.compile(r"^(?:merged|combined|fusion)", re.IGNORECASE)),
    ("renumbered", re.compile(r"^(?:moved|renumbered|déplacement|verschoben)", re.IGNORECASE)),
    (
        "added",
        re.compile(
            r"^(?:added|ajout|hinzugefügt)\s+(?:a\s+|new\s+|de\s+)?(?:rules?|section|règles?)\b",
            re.IGNORECASE,
        ),
    ),
)


def is_term(line: str, previous: str) -> bool:
    text = line.strip()
    return (
        bool(text)
        and len(text) <= TERM_MAX_CHARS
        and len(text.split()) <= TERM_MAX_WORDS
        and not text.endswith(SENTENCE_END[:-1])
        and (not previous or previous.rstrip().endswith(SENTENCE_END))
    )


def read_glossary(lines: list[tuple[int, str]], heading: tuple[int, str], join) -> list[ParsedSection]:
    """Sections for a glossary: lines are (line number, text) after its heading."""
    line_no, title = heading
    root = ParsedSection(
        key="glossary", number="", title=title.strip("# ").strip(), body="", kind="glossary", line=line_no
    )
    sections = [root]
    taken = {"glossary"}
    previous = ""
    current: ParsedSection | None = None
    for no, raw in lines:
        text = raw.strip()
        if not text:
            continue
        if is_term(text, previous):
            current = _term(text, no, taken)
            sections.append(current)
        elif current is not None:
            current.body = join(current.body, text)
        else:
            root.body = join(root.body, text)
        previous = text
    return sections


def _term(text: str, line_no: int, taken: set[str]) -> ParsedSection:
    key = f"glossary.{slugify(text)}"
    suffix = 2
    base = key
    while key in taken:
        key, suffix = f"{base}-{suffix}", suffix + 1
    taken.add(key)
    return ParsedSection(
        key=key, number="", title=text, body="", parent_key="glossary", kind="glossary", line=line_no
    )


def read_change_log(lines: list[tuple[int, str]]) -> list[ParsedChange]:
    """Changes the latest block of a change log states, one per rule number it names."""
    changes: list[ParsedChange] = []
    dates = 0
    for line_no, raw in lines:
        text = raw.strip()
        if OLDER_BLOCK.search(text) and len(text.split()) <= 6:
            break
        if DATE_LINE.match(text):
            dates += 1
            if dates > 1:
                break
            continue
        m = _LOG_KEYS.match(text)
        if not m:
            continue
        note = m.group(2).strip()
        for key in re.findall(r"\d{1,3}(?:\.\d{1,3})+[a-z]?", m.group(1)):
            changes.append(ParsedChange(key=key.lower(), kind=_kind(note), line=line_no, note=note))
    return changes


def _kind(note: str) -> str:
    for kind, pattern in _KIND_WORDS:
        if pattern.search(note):
            return kind
    return "changed"
