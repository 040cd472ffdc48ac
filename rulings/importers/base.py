"""What every importer produces: a parsed document, independent of Django.

An importer turns the text of one rules document into a flat list of ParsedSection in
document order (a parent always before its children), plus what it noticed on the way.
Keys are stable: the same text always gives the same keys, so permalinks never break.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

SECTION_KINDS = ("rule", "example", "glossary", "note")
CHANGE_KINDS = ("added", "removed", "changed", "renumbered", "merged")


class DocumentFormatError(Exception):
    """A document the importer cannot read. Carries the line (1-based) and what was expected."""

    def __init__(self, message: str, line: int | None = None, expected: str | None = None):
        self.message = message
        self.line = line
        self.expected = expected
        where = f"line {line}: " if line else ""
        tail = f" (expected {expected})" if expected else ""
        super().__init__(f"{where}{message}{tail}")


@dataclass(frozen=True)
class ImportWarning:
    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass
class ParsedSection:
    key: str  # stable key: the printed number normalised, or a synthesized one
    number: str  # the number as printed ("712.8e", "3-1-3-1-2", "2.1.6."), "" where none
    title: str  # heading text, "" where the section has none
    body: str  # Markdown
    parent_key: str | None = None
    kind: str = "rule"  # one of SECTION_KINDS
    line: int = 0  # 1-based line where the section starts in the source


@dataclass
class ParsedChange:
    """A change the document's own change log states."""

    key: str
    kind: str  # one of CHANGE_KINDS
    line: int
    note: str = ""  # the log's own words, for editors
    related_keys: tuple[str, ...] = ()  # e.g. what a key was merged with
    old_key: str = ""  # merged: the rule, gone from the text, that was merged into ``key``


@dataclass
class ParsedFAQ:
    """A ruling stated in the text, with a question written in a judge's words."""

    slug: str
    question: str
    answer: str
    section_keys: tuple[str, ...] = ()
    line: int = 0


@dataclass
class ParsedDocument:
    sections: list[ParsedSection] = field(default_factory=list)
    title: str = ""
    effective_date: date | None = None
    language: str = "en"
    kind: str | None = None  # suggested document kind, see DESIGN.md
    authority: str | None = None  # suggested authority
    changes: list[ParsedChange] = field(default_factory=list)
    faqs: list[ParsedFAQ] = field(default_factory=list)
    warnings: list[ImportWarning] = field(default_factory=list)
    # Other documents the same text holds (the Magic wiki page holds both rules and prose),
    # by document slug.
    companions: dict[str, ParsedDocument] = field(default_factory=dict)
    partial: bool = False  # holds only an excerpt of the document (e.g. one section)
    # Read from the text where it prints them: "Version 2.2.0" → "2.2.0" ("" when none).
    version_label: str = ""
    # Share of the text's characters the importer placed under numbered sections (and the
    # contents, glossary and change log it recognised); None for styles that do not measure.
    coverage: float | None = None
    style: str = ""  # the style that read it, e.g. "outline"
    grammar: str = ""  # the numbering grammar the outline style chose: "dotted", "hyphenated"

    def warn(self, line: int, message: str) -> None:
        self.warnings.append(ImportWarning(line, message))

    def keys(self) -> list[str]:
        return [s.key for s in self.sections]

    def report(self, game: str = "outline") -> str:
        """The dry-run summary: rules per level, first keys, gaps, repeats, references this
        text does not resolve within itself (read in ``game``'s style), coverage."""
        from rulings.importers.report import dry_run_report, unresolved_references

        return dry_run_report(self, unresolved_references(self, game))


def read_lines(text: str) -> list[str]:
    """Split text into lines whatever the line ends (CR, CRLF, LF), dropping a leading BOM."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def decode(data: bytes) -> str:
    """Bytes to text: UTF-8 (with or without BOM), else an error naming the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + data[: exc.start].count(b"\r") + 1
        raise DocumentFormatError("the file is not valid UTF-8", line=line, expected="UTF-8 text") from None


def slugify(text: str, max_length: int = 40) -> str:
    """ASCII slug for synthesized keys: lower case, hyphens, accents folded."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    return slug[:max_length].rstrip("-") or "section"


def short_hash(text: str, length: int = 6) -> str:
    return hashlib.sha1(text.encode("utf-8"), usedforsecurity=False).hexdigest()[:length]


def pair_merges(changes: list[ParsedChange], held: set[str]) -> list[ParsedChange]:
    """Put each merge the log states on the rule that remains.

    A log may name both ends of a merge as "Merged": rules gone from the text (``3-4-7-3
    through 3-4-7-5 Merged``) and, next to them, the rule the text holds that took them in
    (``3-1-3-3 Merged``). Such a pair becomes one ``merged`` change per rule gone, keyed by
    the rule that remains, with the gone rule as its ``old_key`` (as a renumbering keeps the
    old number). Only "Merged" lines next to each other pair; any other line between them
    leaves both as the log states them, and so does a merge with only one end.
    """
    out: list[ParsedChange] = []
    gone: list[ParsedChange] = []
    for change in changes:
        if change.kind != "merged":
            out += gone
            gone = []
            out.append(change)
        elif change.key not in held:
            gone.append(change)
        elif gone:
            out += [
                ParsedChange(change.key, "merged", g.line, f"{g.note}; {change.note}", old_key=g.key)
                for g in gone
            ]
            gone = []
        else:
            out.append(change)
    return out + gone


# A list item that is only a title or a link: "Meld cards", "[Transform](…)". A title has a
# few words and no sentence in it. Items may stand on lines of their own or, where a reader
# joined the lines, one after the other ("- Transform - Meld cards").
_ITEM_MARK = re.compile(r"(?:^|\s)[-*•+]\s+")
_LINK_ITEM = re.compile(r"^(?:\[[^\]\n]{1,80}\]\([^)\n]*\)|[^.!?:;\n]{1,60})$")
LINK_ITEM_WORDS = 6


def is_link_list(section: ParsedSection) -> bool:
    """An unnumbered section whose text is only a list of titles or links ("See also",
    "Related pages"): navigation, not a rule or a note anyone rules by."""
    if section.number or section.kind not in ("note", "rule"):
        return False
    lines = [line.strip() for line in section.body.splitlines() if line.strip()]
    if not lines or not all(_ITEM_MARK.match(line) for line in lines):
        return False
    items = [item.strip() for line in lines for item in _ITEM_MARK.split(line) if item.strip()]
    return all(_LINK_ITEM.match(item) and len(item.split()) <= LINK_ITEM_WORDS for item in items)


def drop_link_lists(doc: ParsedDocument) -> None:
    """Leave out the sections that are only lists of links, and a heading with no text of its
    own over nothing else, saying so in the warnings."""
    children: dict[str | None, list[str]] = {}
    for section in doc.sections:
        children.setdefault(section.parent_key, []).append(section.key)
    dropped = {s.key for s in doc.sections if not children.get(s.key) and is_link_list(s)}
    dropped |= {
        s.key
        for s in doc.sections
        if not s.number and not s.body.strip() and children.get(s.key)
        and all(key in dropped for key in children[s.key])
    }  # fmt: skip
    for section in doc.sections:
        if section.key in dropped and section.parent_key not in dropped:
            name = section.title or section.key
            doc.warn(section.line, f"{name!r} is only a list of links or titles: not imported as a section")
    doc.sections = [s for s in doc.sections if s.key not in dropped]
