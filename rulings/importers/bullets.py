"""A numbered section with unnumbered bullets grouped under labels, as in the space game.

    Rules
    13. Card Flips
    There are many conditions where a card can flip … the following is true:
    • For Characters:
    • Any Character Points on the Character are removed at flip. …
    • All other counters remain except Liberation counters.
    • For Spacecraft:
    …
    A flipped card is its new face in every respect. …

An unnumbered first line is the document's title. ``13. Card Flips`` is section ``13``
(number ``13.``), the paragraphs before its first bullet its body. A bullet ending in a
colon is a label: ``• For Characters:`` is ``13.characters`` titled "Characters" (the label
without "For" and the colon). The bullets after a label are its children
``13.characters.1``, ``13.characters.2`` …; bullets before any label are ``13.b1``, … and
a bullet indented under another is its child (``13.characters.1.1``). Paragraphs after the
bullets are notes ``13.p1``, ``13.p2`` … of the section. References such as ``(§14.12)``
are kept in the text as printed.
"""

from __future__ import annotations

import re

from rulings.importers.base import DocumentFormatError, ParsedDocument, ParsedSection, read_lines, slugify

HEADING = re.compile(r"^(\d+(?:\.\d+)*)\.(?:\s+(.*))?$")
BULLET = re.compile(r"^(\s*)[•·▪‣*-]\s+(.*)$")
LABEL = re.compile(r"^(?:for\s+)?(.{1,60}?):$", re.IGNORECASE)
TITLE_MAX_WORDS = 10


def detect(lines: list[str]) -> float:
    """Sure when unbulleted numbered headings come with labelled bullets ("• For X:")."""
    headings = labels = bullets = 0
    for raw in lines:
        bullet = BULLET.match(raw)
        if bullet:
            bullets += 1
            labels += bool(LABEL.match(bullet.group(2).strip()))
            continue
        heading = HEADING.match(raw.strip())
        if heading and heading.group(2) and _is_title(heading.group(2)):
            headings += 1
    if not headings or not bullets:
        return 0.0
    return 0.9 if labels else 0.3


def parse(text: str) -> ParsedDocument:
    lines = read_lines(text)
    doc = ParsedDocument(kind="rules-excerpt", authority="official", language="en")
    state = _Section(None)
    preamble: ParsedSection | None = None
    for index, raw in enumerate(lines):
        line_no = index + 1
        if not raw.strip():
            continue
        line = raw.strip()
        heading = HEADING.match(line)
        bullet = BULLET.match(raw)
        if heading and not bullet:
            if not heading.group(2):
                raise DocumentFormatError(
                    f"{heading.group(1)}. has no title", line=line_no, expected="a title"
                )
            state = _Section(_add(doc, _heading_section(heading, line_no, doc)))
            continue
        if bullet:
            if state.section is None:
                raise DocumentFormatError(
                    "a bullet before any numbered section",
                    line=line_no,
                    expected='a heading such as "13. Card Flips"',
                )
            state.add_bullet(doc, len(bullet.group(1).expandtabs(4)), bullet.group(2).strip(), line_no)
            continue
        if state.section is None:
            if not doc.title and not doc.sections and _is_title(line):
                doc.title = line
                continue
            if preamble is None:
                preamble = _add(
                    doc,
                    ParsedSection(key="preamble", number="", title="", body="", kind="note", line=line_no),
                )
            preamble.body = "\n\n".join(filter(None, [preamble.body, line]))
            continue
        state.add_paragraph(doc, line, line_no)
    if not any(s.number for s in doc.sections):
        raise DocumentFormatError(
            "no numbered section", line=1, expected='a heading such as "13. Card Flips"'
        )
    top = [s for s in doc.sections if s.number and s.parent_key is None]
    doc.partial = top[0].number not in ("1.", "0.")
    return doc


def _add(doc: ParsedDocument, section: ParsedSection) -> ParsedSection:
    taken = set(doc.keys())
    if section.key in taken:
        suffix = 2
        while f"{section.key}-{suffix}" in taken:
            suffix += 1
        doc.warn(section.line, f"{section.key} appears again; kept as {section.key}-{suffix}")
        section.key = f"{section.key}-{suffix}"
    doc.sections.append(section)
    return section


def _heading_section(heading: re.Match, line_no: int, doc: ParsedDocument) -> ParsedSection:
    number, text = heading.group(1), heading.group(2).strip()
    parent = number.rsplit(".", 1)[0] if "." in number else None
    # "13. Card Flips" is a heading; "13.2. When a card flips, …" a numbered rule.
    title, body = (text, "") if _is_title(text) else ("", text)
    return ParsedSection(
        key=number,
        number=f"{number}.",
        title=title,
        body=body,
        parent_key=parent if parent in set(doc.keys()) else None,
        kind="rule",
        line=line_no,
    )


class _Section:
    """What is open under one numbered section while its lines are read."""

    def __init__(self, section: ParsedSection | None):
        self.section = section
        self.label: ParsedSection | None = None
        self.stack: list[tuple[int, ParsedSection]] = []  # (indent, bullet) of open bullets
        self.counts: dict[str, int] = {}  # parent key → children so far
        self.loose = 0  # bullets under no label
        self.notes = 0  # paragraphs after the bullets
        self.seen_bullets = False

    def add_bullet(self, doc: ParsedDocument, indent: int, text: str, line_no: int) -> None:
        self.seen_bullets = True
        label = LABEL.match(text)
        nested = any(open_indent < indent for open_indent, _ in self.stack)
        if label and not nested:
            name = label.group(1).strip()
            key = f"{self.section.key}.{slugify(name)}"
            self.label = _add(
                doc,
                ParsedSection(
                    key=key,
                    number="",
                    title=name[:1].upper() + name[1:],
                    body="",
                    parent_key=self.section.key,
                    kind="rule",
                    line=line_no,
                ),
            )
            self.stack = []
            return
        while self.stack and self.stack[-1][0] >= indent:
            self.stack.pop()
        parent = self.stack[-1][1] if self.stack else (self.label or self.section)
        if parent is self.section:
            self.loose += 1
            key = f"{parent.key}.b{self.loose}"
        else:
            self.counts[parent.key] = self.counts.get(parent.key, 0) + 1
            key = f"{parent.key}.{self.counts[parent.key]}"
        bullet = _add(
            doc,
            ParsedSection(
                key=key, number="", title="", body=text, parent_key=parent.key, kind="rule", line=line_no
            ),
        )
        self.stack.append((indent, bullet))

    def add_paragraph(self, doc: ParsedDocument, text: str, line_no: int) -> None:
        if not self.seen_bullets:
            self.section.body = "\n\n".join(filter(None, [self.section.body, text]))
            return
        self.notes += 1
        self.label, self.stack = None, []
        _add(
            doc,
            ParsedSection(
                key=f"{self.section.key}.p{self.notes}",
                number="",
                title="",
                body=text,
                parent_key=self.section.key,
                kind="note",
                line=line_no,
            ),
        )


def _is_title(text: str) -> bool:
    return len(text.split()) <= TITLE_MAX_WORDS and not text.endswith((".", ":", "!", "?", ";"))
