"""Unnumbered prose: headings, paragraphs and runs of one-line rulings (the fallback style).

The text is read as blocks separated by blank lines:

- a heading is a block of one short line with no closing punctuation that more text
  follows ("Intro to Flip cards");
- a paragraph is any other block of one line (or of lines wrapped as one paragraph,
  below);
- a list is a block of two or more lines that each end a sentence: each line is one item
  (the rulings "Flip card numbers are the same …", "In XB, …" …);
- a paragraph or item that starts with "Example:" is an example of the one before it.

Keys come from that structure, never from the wording, so the same text always gives the
same keys and rewording a paragraph keeps every key (its own too):

- a heading: the slug of its text, ``intro-to-flip-cards`` (``-2``, ``-3`` … on a repeat);
- the n-th paragraph under a heading: ``intro-to-flip-cards.n`` (``page.n`` before any
  heading);
- a list's items belong to the paragraph just before the list, which introduces it ("Flip
  cards are unique enough … Check this section …"): ``intro-to-flip-cards.16.1``, … ;
  a list right under a heading numbers its items as that heading's paragraphs;
- an example: its parent's key plus ``.example`` (``.example-2`` … for more).

Inserting a paragraph shifts the numbers of the ones after it under the same heading;
the version diff reports those as renumbered. Curly quotes and all other characters are
kept as written.
"""

from __future__ import annotations

import re

from rulings.importers import metadata, unplaced
from rulings.importers.base import DocumentFormatError, ParsedDocument, ParsedSection, read_lines, slugify

HEADING_MAX_WORDS = 10
HEADING_MAX_CHARS = 80
INNER_HEADING_WORDS = 8  # a heading inside a block of lines is shorter than a wrapped line
CLOSING = (".", "!", "?", ":", ";", ",", "”", '"', ")", "…")
EXAMPLE = re.compile(r"^Example\s*:", re.IGNORECASE)
NO_HEADING = "page"


def detect(lines: list[str]) -> float:
    """Prose is what is left when no numbered style claims the text."""
    return 0.1


def parse(text: str) -> ParsedDocument:
    lines = read_lines(text)
    for index, line in enumerate(lines):
        if "\x00" in line:
            raise DocumentFormatError("the text holds NUL characters", line=index + 1, expected="plain text")
    blocks = _blocks(lines)
    if not blocks:
        raise DocumentFormatError("the text is empty", line=1, expected="headings and paragraphs")

    doc = ParsedDocument(kind="rules-excerpt", authority="official", language="en")
    builder = _Builder(doc)
    blocks = [part for block in blocks for part in _split_at_headings(*block)]
    for position, (line_no, block_lines) in enumerate(blocks):
        more_follows = position + 1 < len(blocks)
        if len(block_lines) == 1 and more_follows and _is_heading(block_lines[0]):
            builder.heading(block_lines[0], line_no)
        elif len(block_lines) > 1 and all(line.endswith(CLOSING) for line in block_lines[:-1]):
            builder.list_items(block_lines, line_no)
        else:
            # Lines that do not end a sentence are one paragraph wrapped across lines.
            builder.paragraph(" ".join(block_lines), line_no)
    headings = [s for s in doc.sections if s.title]
    doc.title = headings[0].title if headings else ""
    doc.language, unsure = metadata.language_guess("\n".join(lines))
    doc.warnings += [w for w in (unplaced.numbering_hint(lines), unplaced.one_blob(doc, lines), unsure) if w]
    return doc


def _split_at_headings(start: int, lines: list[str]) -> list[tuple[int, list[str]]]:
    """A block split around each heading inside it, so a text without blank lines between its
    parts ("DECKS" between two rules) is not one paragraph. A heading inside a block is a short
    line that ends no sentence and starts with a letter or digit, first in the block or after a
    line that ends one, and followed by a line that does not start in lower case (or last in the
    block). Lines wrapped as one paragraph run on and stay together."""
    if not any(line.endswith(CLOSING) for line in lines):
        return [(start, lines)]  # no sentence in it: a list of titles or links, kept whole
    parts: list[tuple[int, list[str]]] = []
    current: list[str] = []
    first = start
    for offset, line in enumerate(lines):
        after = lines[offset + 1] if offset + 1 < len(lines) else None
        if len(lines) > 1 and _inner_heading(line, current, after):
            if current:
                parts.append((first, current))
            parts.append((start + offset, [line]))
            current, first = [], start + offset + 1
            continue
        if not current:
            first = start + offset
        current.append(line)
    if current:
        parts.append((first, current))
    return parts


def _inner_heading(line: str, before: list[str], after: str | None) -> bool:
    if not line[:1].isalnum() or not _is_heading(line) or len(line.split()) > INNER_HEADING_WORDS:
        return False  # a list item ("- Transform") or a long line is no heading
    if before and not before[-1].endswith(CLOSING):
        return False  # the line runs on from the one before
    if after is None:
        return bool(before)
    return not after[:1].islower()


def _blocks(lines: list[str]) -> list[tuple[int, list[str]]]:
    """(first line number, its lines) for each run of non-blank lines."""
    blocks: list[tuple[int, list[str]]] = []
    current: list[str] = []
    start = 0
    for index, raw in enumerate([*lines, ""]):
        line = raw.strip()
        if line:
            if not current:
                start = index + 1
            current.append(line)
        elif current:
            blocks.append((start, current))
            current = []
    return blocks


def _is_heading(line: str) -> bool:
    return (
        len(line) <= HEADING_MAX_CHARS
        and len(line.split()) <= HEADING_MAX_WORDS
        and not line.endswith(CLOSING)
        and not EXAMPLE.match(line)
    )


class _Builder:
    def __init__(self, doc: ParsedDocument):
        self.doc = doc
        self.heading_key: str | None = None
        self.paragraphs = 0  # under the current heading
        self.last: ParsedSection | None = None  # where an example attaches
        self.lead: ParsedSection | None = None  # the paragraph a list would belong to
        self.examples: dict[str, int] = {}

    def heading(self, text: str, line_no: int) -> None:
        key = slugify(text)
        taken = set(self.doc.keys())
        if key in taken:
            suffix = 2
            while f"{key}-{suffix}" in taken:
                suffix += 1
            key = f"{key}-{suffix}"
        self._add(ParsedSection(key=key, number="", title=text, body="", kind="rule", line=line_no))
        self.heading_key, self.paragraphs, self.last, self.lead = key, 0, None, None

    def paragraph(self, text: str, line_no: int) -> None:
        if EXAMPLE.match(text) and self.last is not None:
            self._example(text, line_no)
            return
        self.paragraphs += 1
        key = f"{self.heading_key or NO_HEADING}.{self.paragraphs}"
        section = self._add(
            ParsedSection(key=key, number="", title="", body=text, parent_key=self.heading_key, line=line_no)
        )
        self.last = self.lead = section

    def list_items(self, items: list[str], line_no: int) -> None:
        lead = self.lead
        count = 0
        for offset, text in enumerate(items):
            if EXAMPLE.match(text) and self.last is not None:
                self._example(text, line_no + offset)
                continue
            if lead is None:
                self.paragraphs += 1
                key, parent = f"{self.heading_key or NO_HEADING}.{self.paragraphs}", self.heading_key
            else:
                count += 1
                key, parent = f"{lead.key}.{count}", lead.key
            self.last = self._add(
                ParsedSection(
                    key=key, number="", title="", body=text, parent_key=parent, line=line_no + offset
                )
            )
        # A paragraph after the list starts afresh: a second list would not belong to the first lead.
        self.lead = None

    def _example(self, text: str, line_no: int) -> None:
        parent = self.last
        self.examples[parent.key] = self.examples.get(parent.key, 0) + 1
        n = self.examples[parent.key]
        key = f"{parent.key}.example" if n == 1 else f"{parent.key}.example-{n}"
        self._add(
            ParsedSection(
                key=key, number="", title="", body=text, parent_key=parent.key, kind="example", line=line_no
            )
        )

    def _add(self, section: ParsedSection) -> ParsedSection:
        self.doc.sections.append(section)
        return section
