"""Magic: The Gathering Comprehensive Rules, the official text file (style "magic-cr").

Layout of the file: a title, the effective-date line, an introduction, a table of contents
(every chapter and section heading, then "Glossary" and "Credits"), the rules themselves
(chapters ``1.``–``9.``, sections ``712.``, rules ``712.8.``, subrules ``712.8e``, ``Example:``
paragraphs under the rule they illustrate), the glossary (a term on one line, its definition on
the lines below) and the credits, which are not imported.

``RuleTree`` builds the numbered part and is shared with the wiki importer, whose ``• 712.8e``
bullets follow the same numbering.
"""

from __future__ import annotations

import re
from datetime import date

from rulings.importers.base import (
    DocumentFormatError,
    ParsedDocument,
    ParsedSection,
    read_lines,
    slugify,
)

TITLE = "Magic: The Gathering Comprehensive Rules"
KIND = "comprehensive-rules"
AUTHORITY = "official"

MONTHS = {
    name: number
    for number, name in enumerate(
        (
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ),
        start=1,
    )
}
DATE_RE = re.compile(r"\b(" + "|".join(MONTHS) + r")\s+(\d{1,2}),\s*(\d{4})\b")
EFFECTIVE_RE = re.compile(r"effective as of\s+(.*)$", re.IGNORECASE)

CHAPTER_RE = re.compile(r"^([1-9])\.\s+(\S.*)$")
SECTION_RE = re.compile(r"^([1-9]\d\d)\.\s+(\S.*)$")
# The optional period and space are checked separately: the real files print "606.5 If …"
# and "901.4.All …", which are readable, so they only warrant a warning.
RULE_RE = re.compile(r"^([1-9]\d\d)\.(\d+)(\.?)(\s*)(.*)$")
SUBRULE_RE = re.compile(r"^([1-9]\d\d)\.(\d+)([a-z])(\.?)(\s*)(.*)$")
EXAMPLE_RE = re.compile(r"^Example:")
# Any line that starts like a rule or subrule, for detect().
NUMBERED_LINE_RE = re.compile(r"^[1-9]\d\d\.\d+[a-z]?\.?\s")


def parse_date(text: str) -> date | None:
    """The first "Month D, YYYY" in text, or None."""
    m = DATE_RE.search(text)
    if not m:
        return None
    try:
        return date(int(m.group(3)), MONTHS[m.group(1)], int(m.group(2)))
    except ValueError:
        return None


class RuleTree:
    """Adds numbered rules to a document, each under its parent, checking that the parent exists.

    Examples and unnumbered continuation lines attach to the last numbered entry. With
    ``chapters=False`` (an excerpt that starts at a section) sections are roots.
    """

    def __init__(self, doc: ParsedDocument, chapters: bool = True):
        self.doc = doc
        self.chapters = chapters
        self.keys: dict[str, str] = {}  # number key → key in use (differs only for duplicates)
        self.used: set[str] = set()
        self.last: ParsedSection | None = None  # last numbered entry
        self.examples: dict[str, int] = {}
        self.previous: dict[str | None, tuple] = {}  # parent key → (sort key, name) of its last child
        self.rule_count = 0  # rules and subrules

    # --- classification -------------------------------------------------------------------

    def feed(self, line: int, text: str) -> str:
        """Add one stripped, non-blank line. Returns what it was: chapter, section, rule,
        subrule, example or text (a continuation of the entry above)."""
        if m := SUBRULE_RE.match(text):
            sec, rule, letter, dot, space, body = m.groups()
            self.subrule(line, sec, rule, letter, body, printed=f"{sec}.{rule}{letter}{dot}")
            if dot:
                self.doc.warn(line, f"subrule {sec}.{rule}{letter} is printed with a final period")
            if not space and body:
                self.doc.warn(line, f"no space after the number {sec}.{rule}{letter}{dot}")
            return "subrule"
        if m := RULE_RE.match(text):
            sec, rule, dot, space, body = m.groups()
            self.rule(line, sec, rule, body, printed=f"{sec}.{rule}{dot}")
            if not dot:
                self.doc.warn(line, f"rule {sec}.{rule} is printed without its final period")
            if not space and body:
                self.doc.warn(line, f"no space after the number {sec}.{rule}{dot}")
            return "rule"
        if m := SECTION_RE.match(text):
            self.section(line, m.group(1), m.group(2))
            return "section"
        if self.chapters and (m := CHAPTER_RE.match(text)):
            self.chapter(line, m.group(1), m.group(2))
            return "chapter"
        if EXAMPLE_RE.match(text):
            self.example(line, text)
            return "example"
        self.continuation(line, text)
        return "text"

    # --- entries ------------------------------------------------------------------------------

    def chapter(self, line: int, digit: str, title: str) -> None:
        self._order(line, None, (int(digit),), f"chapter {digit}")
        self._add(line, digit, f"{digit}.", title.strip(), "", None)

    def section(self, line: int, number: str, title: str) -> None:
        parent = None
        if self.chapters:
            parent = self._parent(
                line, number[0], f"section {number}", f"a chapter heading {number[0]}. before it"
            )
        self._order(line, parent, (int(number),), f"section {number}")
        self._add(line, number, f"{number}.", title.strip(), "", parent)

    def rule(self, line: int, sec: str, rule: str, body: str, printed: str) -> None:
        key = f"{sec}.{int(rule)}"
        parent = self._parent(line, sec, f"rule {key}", f"a section heading {sec}. before it")
        self._order(line, parent, (int(rule),), f"rule {key}")
        if not body.strip():
            self.doc.warn(line, f"rule {key} has no text")
        self._add(line, key, printed, "", body.strip(), parent)
        self.rule_count += 1

    def subrule(self, line: int, sec: str, rule: str, letter: str, body: str, printed: str) -> None:
        rule_key = f"{sec}.{int(rule)}"
        key = f"{rule_key}{letter}"
        parent = self._parent(line, rule_key, f"subrule {key}", f"rule {rule_key}. before it")
        if letter in "lo":
            self.doc.warn(line, f"subrule {key} uses the letter {letter!r}, which the rules skip")
        self._order(line, parent, (letter,), f"subrule {key}")
        if not body.strip():
            self.doc.warn(line, f"subrule {key} has no text")
        self._add(line, key, printed, "", body.strip(), parent)
        self.rule_count += 1

    def example(self, line: int, text: str) -> None:
        # An example illustrates the rule above it; examples come after rules, never before.
        owner = self._last_rule(line, "an Example", "a numbered rule before the example")
        count = self.examples.get(owner.key, 0) + 1
        self.examples[owner.key] = count
        self.doc.sections.append(
            ParsedSection(
                key=f"{owner.key}.ex{count}",
                number="",
                title="",
                body=text.strip(),
                parent_key=owner.key,
                kind="example",
                line=line,
            )
        )

    def continuation(self, line: int, text: str) -> None:
        """An unnumbered paragraph: part of the entry above (the last example, if any)."""
        owner = self._last_rule(line, "text", "a chapter heading such as '1. Game Concepts'")
        last = self.doc.sections[-1]
        target = last if last.kind == "example" and last.parent_key == owner.key else owner
        target.body = f"{target.body}\n\n{text.strip()}" if target.body else text.strip()

    # --- helpers ------------------------------------------------------------------------------

    def _last_rule(self, line: int, what: str, expected: str) -> ParsedSection:
        if self.last is None:
            raise DocumentFormatError(f"{what} before any numbered rule", line=line, expected=expected)
        return self.last

    def _parent(self, line: int, number_key: str, what: str, expected: str) -> str:
        if number_key not in self.keys:
            raise DocumentFormatError(f"{what} has no parent {number_key}", line=line, expected=expected)
        return self.keys[number_key]

    def _order(self, line: int, parent: str | None, sort_key: tuple, what: str) -> None:
        before = self.previous.get(parent)
        if before is not None and sort_key <= before[0]:
            self.doc.warn(line, f"{what} is out of order (it comes after {before[1]})")
        self.previous[parent] = (sort_key, what)

    def _add(self, line: int, number_key: str, printed: str, title: str, body: str, parent: str | None):
        key = number_key
        if key in self.used:
            # Readable, but keys must be unique: give the repeat a deterministic key of its own.
            n = 2
            while f"{number_key}-{n}" in self.used:
                n += 1
            key = f"{number_key}-{n}"
            self.doc.warn(line, f"{printed} appears a second time; imported as {key}")
        self.used.add(key)
        self.keys[number_key] = key
        section = ParsedSection(
            key=key, number=printed, title=title, body=body, parent_key=parent, kind="rule", line=line
        )
        self.doc.sections.append(section)
        self.last = section
        return section


# --- the whole file ---------------------------------------------------------------------------


def _find(lines: list[str], wanted: str, start: int, end: int | None = None) -> int | None:
    for i in range(start, len(lines) if end is None else end):
        if lines[i].strip() == wanted:
            return i
    return None


def _read_effective_date(doc: ParsedDocument, lines: list[str], header_end: int) -> None:
    for i in range(header_end):
        m = EFFECTIVE_RE.search(lines[i])
        if m:
            doc.effective_date = parse_date(m.group(1))
            if doc.effective_date is None:
                doc.warn(i + 1, f"cannot read the effective date in {lines[i].strip()!r}")
            return
    doc.warn(1, "no line 'These rules are effective as of …' before the contents")


def _read_contents(lines: list[str], start: int, end: int) -> dict[str, int]:
    """Chapter and section numbers the table of contents lists, with their 1-based lines."""
    listed: dict[str, int] = {}
    for i in range(start, end):
        text = lines[i].strip()
        m = SECTION_RE.match(text) or CHAPTER_RE.match(text)
        if m:
            listed[m.group(1)] = i + 1
    return listed


def _parse_glossary(doc: ParsedDocument, lines: list[str], heading: int, end: int) -> None:
    doc.sections.append(
        ParsedSection(
            key="glossary",
            number="",
            title="Glossary",
            body="",
            parent_key=None,
            kind="note",
            line=heading + 1,
        )
    )
    used: set[str] = set()
    block: list[tuple[int, str]] = []

    def flush() -> None:
        if not block:
            return
        line, term = block[0]
        definition = [text for _, text in block[1:]]
        if not definition:
            doc.warn(line, f"glossary term {term!r} has no definition")
        key = base = f"glossary.{slugify(term, max_length=100)}"
        n = 2
        while key in used:
            key = f"{base}-{n}"
            n += 1
        if key != base:
            doc.warn(line, f"glossary term {term!r} repeats an earlier one; imported as {key}")
        used.add(key)
        # Each line of a definition is a paragraph (numbered senses stay "1. …", a Markdown list).
        doc.sections.append(
            ParsedSection(
                key=key,
                number="",
                title=term,
                body="\n\n".join(definition),
                parent_key="glossary",
                kind="glossary",
                line=line,
            )
        )
        block.clear()

    for i in range(heading + 1, end):
        text = lines[i].strip()
        if text:
            block.append((i + 1, text))
        else:
            flush()
    flush()


def parse(text: str) -> ParsedDocument:
    lines = read_lines(text)
    doc = ParsedDocument(title=TITLE, kind=KIND, authority=AUTHORITY, language="en")
    if not any(line.strip() for line in lines):
        raise DocumentFormatError("the document is empty", line=1, expected="the Comprehensive Rules text")

    # The contents repeat every heading, and list "Glossary" and "Credits" too: the body starts
    # after the contents' "Credits". Without contents, it starts at the first chapter heading.
    contents = _find(lines, "Contents", 0)
    listed: dict[str, int] = {}
    if contents is not None:
        contents_end = _find(lines, "Credits", contents + 1)
        if contents_end is None:
            raise DocumentFormatError(
                "the table of contents never ends",
                line=contents + 1,
                expected="'Credits' closing the contents",
            )
        listed = _read_contents(lines, contents + 1, contents_end)
        header_end, body_start = contents, contents_end + 1
    else:
        body_start = next((i for i, line in enumerate(lines) if CHAPTER_RE.match(line.strip())), len(lines))
        header_end = body_start
    _read_effective_date(doc, lines, header_end)

    glossary = _find(lines, "Glossary", body_start)
    credits = _find(lines, "Credits", body_start if glossary is None else glossary + 1)
    body_end = min(i for i in (glossary, credits, len(lines)) if i is not None)

    tree = RuleTree(doc)
    for i in range(body_start, body_end):
        stripped = lines[i].strip()
        if stripped and tree.feed(i + 1, stripped) == "text" and not lines[i][0].isspace():
            # The rules indent their unnumbered paragraphs; one at the margin may be a mangled number.
            doc.warn(i + 1, f"an unnumbered line at the margin, joined to {tree.last.key}")
    if tree.rule_count == 0:
        raise DocumentFormatError(
            "no numbered rules found",
            line=min(body_start, len(lines)) + 1,
            expected="rules numbered like 100.1.",
        )

    for number, line in listed.items():
        if number not in tree.keys:
            doc.warn(line, f"the contents list {number}. but the rules have no such heading")

    if glossary is None:
        doc.warn(body_end + 1 if body_end < len(lines) else len(lines), "no glossary after the rules")
    else:
        _parse_glossary(doc, lines, glossary, credits if credits is not None else len(lines))
    return doc


def detect(lines: list[str]) -> float:
    """Sure when many lines start with a rule number (the wiki page prints them as bullets)."""
    numbered = sum(1 for line in lines if NUMBERED_LINE_RE.match(line))
    if numbered < 3:
        return 0.0
    score = 0.6 + 0.3 * min(1.0, numbered / 100)
    if any("Comprehensive Rules" in line for line in lines[:5]):
        score += 0.1
    return min(score, 1.0)
