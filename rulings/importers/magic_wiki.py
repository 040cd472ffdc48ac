"""The Magic wiki page on double-faced cards (style "magic-wiki").

One page holds three kinds of text: community prose under headings, an excerpt of the
Comprehensive Rules as ``• 712.8e`` bullets nested by indentation (with ``Example:``
paragraphs under the rule they illustrate), and card rulings as bullets. The prose becomes
the primary document (kind wiki); the rules become the companion document
``comprehensive-rules``, marked partial, with the same keys as the full rules file.
"""

from __future__ import annotations

import re

from rulings.importers import magic_cr
from rulings.importers.base import (
    DocumentFormatError,
    ParsedDocument,
    ParsedSection,
    read_lines,
    slugify,
)

COMPANION = "comprehensive-rules"
RULINGS_KEY = "card-rulings"

BULLET_RE = re.compile(r"^(\s*)•\s*(.*)$")
RULE_BULLET_RE = re.compile(r"^(\s*)•\s*([1-9]\d\d\.\S*)")
EXAMPLE_RE = re.compile(r"^\s*Example:")
SOURCE_RE = re.compile(r"^From the Comprehensive Rules\b")
# Wiki template calls the export left behind ("Template:Transformation"), with the space before.
TEMPLATE_RE = re.compile(r"\s*Template:[\w()/-]+")
HEADING_MAX_CHARS = 60


def strip_templates(text: str) -> str:
    return TEMPLATE_RE.sub("", text).strip()


def _is_heading(lines: list[str], i: int) -> bool:
    """A short line on its own between blank lines, not a bullet and not a sentence."""
    text = lines[i].strip()
    if not text or len(text) > HEADING_MAX_CHARS or BULLET_RE.match(text) or SOURCE_RE.match(text):
        return False
    if text[-1] in ".:;,!?" or lines[i][0].isspace():
        return False
    before_blank = i == 0 or not lines[i - 1].strip()
    after_blank = i + 1 >= len(lines) or not lines[i + 1].strip()
    return before_blank and after_blank


class _Prose:
    """The Markdown of one heading: paragraphs, and bullet runs as (nested) lists."""

    def __init__(self, section: ParsedSection):
        self.section = section
        self.chunks: list[str | list[str]] = []  # a paragraph, or the items of one list

    def paragraph(self, text: str) -> None:
        self.chunks.append(text)

    def item(self, level: int, text: str) -> None:
        if not self.chunks or not isinstance(self.chunks[-1], list):
            self.chunks.append([])
        self.chunks[-1].append(f"{'  ' * level}- {text}")

    def end_list(self) -> None:
        if self.chunks and isinstance(self.chunks[-1], list):
            self.chunks.append("")  # a blank line ends the list: the next bullets start a new one

    def markdown(self) -> str:
        parts = ["\n".join(c) if isinstance(c, list) else c for c in self.chunks]
        return "\n\n".join(p for p in parts if p)


class _Page:
    def __init__(self, title: str):
        self.doc = ParsedDocument(title=title, kind="wiki", authority="community", language="en")
        self.rules = ParsedDocument(
            title=magic_cr.TITLE,
            kind=magic_cr.KIND,
            authority=magic_cr.AUTHORITY,
            language="en",
            partial=True,
        )
        # The wiki quotes one section (712), not its chapter, so sections are the roots.
        self.tree = magic_cr.RuleTree(self.rules, chapters=False)
        self.prose: list[_Prose] = []
        self.used: set[str] = set()
        self.ruling: _Prose | None = None  # the card ruling whose sub-bullets come next
        self.rulings = 0
        self.source_line = 0

    def heading(self, line: int, text: str) -> None:
        key = base = slugify(text)
        n = 2
        while key in self.used:
            key = f"{base}-{n}"
            n += 1
        if key != base:
            self.doc.warn(line, f"heading {text!r} repeats an earlier one; imported as {key}")
        self.open(key, text, line)

    def open(self, key: str, title: str, line: int) -> _Prose:
        self.used.add(key)
        section = ParsedSection(
            key=key, number="", title=title, body="", parent_key=None, kind="note", line=line
        )
        self.doc.sections.append(section)
        self.prose.append(_Prose(section))
        self.ruling = None
        return self.prose[-1]

    def current(self, line: int) -> _Prose:
        if not self.prose:
            # Text before the first heading: the page's lead.
            self.open("introduction", "", line)
        return self.prose[-1]

    def rule_source(self, line: int, text: str) -> None:
        self.current(line).paragraph(text)
        self.source_line = line
        self.rules.effective_date = magic_cr.parse_date(text)
        if self.rules.effective_date is None:
            self.rules.warn(line, f"cannot read the date of the rules in {text!r}")

    def bullet(self, line: int, indent: int, text: str) -> None:
        prose = self.current(line)
        level = indent // 2
        if prose.section.key != RULINGS_KEY:
            prose.item(level, text)
            return
        # Each card ruling is its own section, so FAQs can point at it; the "Card rulings"
        # heading above them keeps no second copy of their text.
        if level == 0:
            self.rulings += 1
            section = ParsedSection(
                key=f"{RULINGS_KEY}.{self.rulings}",
                number="",
                title="",
                body=text,
                parent_key=RULINGS_KEY,
                kind="note",
                line=line,
            )
            self.doc.sections.append(section)
            self.ruling = _Prose(section)
            self.ruling.paragraph(text)
        elif self.ruling is None:
            self.doc.warn(line, "an indented ruling with no ruling above it; kept in the list only")
            prose.item(level, text)
        else:
            self.ruling.item(level - 1, text)
            self.ruling.section.body = self.ruling.markdown()

    def rule_bullet(self, line: int, indent: int, text: str) -> None:
        kind = self.tree.feed(line, text)
        depth = {"section": 0, "rule": 1, "subrule": 2}.get(kind)
        if depth is not None and indent != 2 * depth:
            self.rules.warn(line, f"{kind} indented by {indent} spaces, expected {2 * depth}")

    def finish(self) -> ParsedDocument:
        for prose in self.prose:
            prose.section.body = prose.markdown()
        # A heading left with nothing once the template debris is gone (External links) goes.
        parents = {s.parent_key for s in self.doc.sections}
        self.doc.sections = [s for s in self.doc.sections if s.body or s.key in parents]
        if self.tree.rule_count:
            if self.rules.effective_date is None and not self.source_line:
                self.rules.warn(1, "no 'From the Comprehensive Rules (date…)' line: the rules have no date")
            self.doc.companions[COMPANION] = self.rules
        return self.doc


def parse(text: str) -> ParsedDocument:
    lines = read_lines(text)
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        raise DocumentFormatError("the document is empty", line=1, expected="a wiki page with a title line")
    page = _Page(strip_templates(lines[first]))
    in_rules = False  # the previous non-blank line was a rule bullet or an example
    for i in range(first + 1, len(lines)):
        raw, line = lines[i], i + 1
        if not raw.strip():
            if page.prose:
                page.prose[-1].end_list()
        elif m := RULE_BULLET_RE.match(raw):
            page.rule_bullet(line, len(m.group(1).expandtabs(2)), raw.strip()[1:].strip())
            in_rules = True
        elif in_rules and _in_rule(page, line, raw):
            pass
        else:
            in_rules = False
            _prose_line(page, lines, i)
    return page.finish()


def _in_rule(page: _Page, line: int, raw: str) -> bool:
    """An example or a wrapped line of the rule bullet above, fed to it; False for anything else."""
    if EXAMPLE_RE.match(raw):
        page.tree.feed(line, raw.strip())
        return True
    if raw[0].isspace() and not BULLET_RE.match(raw):
        page.tree.continuation(line, raw.strip())
        return True
    return False


def _prose_line(page: _Page, lines: list[str], i: int) -> None:
    """A line outside the quoted rules: a heading, the rules' source line, a bullet or prose."""
    raw, line = lines[i], i + 1
    if _is_heading(lines, i):
        page.heading(line, strip_templates(raw))
    elif SOURCE_RE.match(raw.strip()):
        page.rule_source(line, strip_templates(raw))
    elif m := BULLET_RE.match(raw):
        if body := strip_templates(m.group(2)):
            page.bullet(line, len(m.group(1).expandtabs(2)), body)
    elif body := strip_templates(raw):
        page.current(line).paragraph(body)


def detect(lines: list[str]) -> float:
    """Sure when rule numbers come as bullets ("• 712.8e") among prose."""
    bullets = sum(1 for line in lines if RULE_BULLET_RE.match(line))
    if bullets < 3:
        return 0.0
    score = 0.7 + 0.2 * min(1.0, bullets / 30)
    if any(SOURCE_RE.match(line.strip()) for line in lines):
        score += 0.1
    return min(score, 1.0)
