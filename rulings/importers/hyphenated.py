"""Hyphenated numbering, as in the Digimon Card Game comprehensive rules (PDF text).

    Chapter 3
    Game Areas
    3-1Areas
    3-1-1Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack.

The number runs into the text. ``Chapter N`` and the line after it make section ``N``.
A numbered line is a heading (title) when it reads like one (short, no final punctuation)
and the next numbered line is its child; otherwise it is a rule whose body is the text.
Keys are the numbers as printed (``3-1-3-1-2``); the parent is the number without its
last part (``3-1-3-1``).

The change log the PDF ends with starts at the first numbered line whose text is a change
word (Updated, Merged, Deleted, through). Its lines become ParsedChange rows, never
sections; what it cannot read is reported as a warning rather than guessed.
"""

from __future__ import annotations

import re

from rulings.importers.base import (
    DocumentFormatError,
    ParsedChange,
    ParsedDocument,
    ParsedSection,
    read_lines,
)

NUMBER = re.compile(r"^(\d+(?:-\d+)+)(?!\d)(.*)$")
CHAPTER = re.compile(r"^Chapter\s+(\d+)\s*$", re.IGNORECASE)
CHANGE_WORD = re.compile(r"^(Updated|Merged|Deleted|through)\b")
CHANGE_KINDS = {"Updated": "changed", "Merged": "merged", "Deleted": "removed"}

# A PDF page number left inside a sentence: "Even if you 7 have a Digimon". A count such as
# "than 1 card" or "gain 1 memory" has the same shape, so the number only counts as stray
# when the next word is one a count never comes before (a pronoun, an article, a verb
# such as "have"), e.g. "you 7 have", "is 12 the".
STRAY_NUMBER = re.compile(r"\b([a-z]+) (\d{1,3}) ([a-z]+)\b")
_NOT_COUNTED_WORDS = (
    "a an the i you he she it we they me him us them my your his her its our "
    "their have has had is are was were be been being am do does did can could may might must "
    "shall should will would"
)
NOT_COUNTED = frozenset(_NOT_COUNTED_WORDS.split())

HEADING_MAX_WORDS = 8
SENTENCE_END = (".", "!", "?", ":", ";", '"', "”", ")")


def detect(lines: list[str]) -> float:
    """Share of the non-blank lines that start with a run-in hyphenated number."""
    text_lines = [line.strip() for line in lines if line.strip()]
    if not text_lines:
        return 0.0
    numbered = sum(1 for line in text_lines if NUMBER.match(line))
    if numbered < 3:
        return 0.0
    return min(1.0, numbered / len(text_lines))


def parse(text: str) -> ParsedDocument:
    doc = ParsedDocument(
        kind="comprehensive-rules",
        authority="official",
        language="en",
    )
    lines = read_lines(text)
    body_end = _change_log_start(lines)
    entries = _read_entries(lines[:body_end], doc)
    if not entries:
        raise DocumentFormatError("no numbered rules", line=1, expected='a line such as "3-1Areas"')
    _build_sections(entries, doc)
    chapters = [s for s in doc.sections if s.number and "-" not in s.number]
    if chapters:
        first = chapters[0]
        doc.title = f"Chapter {first.number}: {first.title}" if first.title else f"Chapter {first.number}"
    top = [s for s in doc.sections if s.parent_key is None and s.number]
    doc.partial = bool(top) and top[0].number.split("-")[0] != "1"
    if body_end < len(lines):
        _read_change_log(lines, body_end, doc)
    return doc


# --- body -----------------------------------------------------------------------------


class _Entry:
    """One numbered line (or chapter) with the unnumbered lines that continue it."""

    def __init__(self, number: str, text: str, line: int, chapter: bool = False):
        self.number = number
        self.text = text
        self.line = line
        self.chapter = chapter
        self.more: list[str] = []


def _change_log_start(lines: list[str]) -> int:
    for index, raw in enumerate(lines):
        match = NUMBER.match(raw.strip())
        if match and CHANGE_WORD.match(match.group(2).strip()):
            return index
    return len(lines)


def _read_entries(lines: list[str], doc: ParsedDocument) -> list[_Entry]:
    entries: list[_Entry] = []
    preamble: list[str] = []
    preamble_line = 0
    expect_chapter_title = False
    for index, raw in enumerate(lines):
        line_no = index + 1
        line = raw.strip()
        if not line:
            continue
        chapter = CHAPTER.match(line)
        if chapter:
            entries.append(_Entry(chapter.group(1), "", line_no, chapter=True))
            expect_chapter_title = True
            continue
        match = NUMBER.match(line)
        if match:
            expect_chapter_title = False
            rest = match.group(2).strip()
            if not rest:
                raise DocumentFormatError(
                    f"the numbered line {match.group(1)} has no text",
                    line=line_no,
                    expected="a title or a rule",
                )
            number = match.group(1)
            entries.append(_Entry(number, _drop_stray_numbers(rest, number, line_no, doc), line_no))
            continue
        if expect_chapter_title:
            entries[-1].text = line
            expect_chapter_title = False
        elif entries:
            # A line the PDF wrapped: it continues the rule above.
            entries[-1].more.append(_drop_stray_numbers(line, entries[-1].number, line_no, doc))
        else:
            preamble_line = preamble_line or line_no
            preamble.append(line)
    if preamble:
        doc.sections.append(
            ParsedSection(
                key="preamble",
                number="",
                title="",
                body="\n\n".join(preamble),
                kind="note",
                line=preamble_line,
            )
        )
    return entries


def _drop_stray_numbers(text: str, number: str, line_no: int, doc: ParsedDocument) -> str:
    def replace(match: re.Match) -> str:
        before, stray, after = match.groups()
        if after not in NOT_COUNTED:
            return match.group(0)
        doc.warn(line_no, f'removed the stray page number {stray} from {number}: "{match.group(0)}"')
        return f"{before} {after}"

    return STRAY_NUMBER.sub(replace, text)


def _build_sections(entries: list[_Entry], doc: ParsedDocument) -> None:
    keys: dict[str, str] = {}  # number → key of its latest section
    top_depth: int | None = None
    for index, entry in enumerate(entries):
        parts = entry.number.split("-")
        depth = 0 if entry.chapter else len(parts)
        parent_number = "-".join(parts[:-1])
        if entry.chapter:
            parent_key = None
        elif parent_number in keys:
            parent_key = keys[parent_number]
        elif top_depth is None or depth <= top_depth:
            parent_key = None  # the top of an excerpt that starts below its chapter
        else:
            raise DocumentFormatError(
                f"{entry.number} has no parent {parent_number}",
                line=entry.line,
                expected=f"{parent_number} before it",
            )
        if parent_key is None:
            top_depth = depth if top_depth is None else min(top_depth, depth)

        key = entry.number
        if key in keys:
            # Hyphens already separate the parts, so a repeat gets "_2" to stay distinct.
            suffix = 2
            while f"{entry.number}_{suffix}" in keys.values():
                suffix += 1
            key = f"{entry.number}_{suffix}"
            doc.warn(entry.line, f"{entry.number} appears again; kept as {key}")
        keys[entry.number] = key

        nxt = entries[index + 1] if index + 1 < len(entries) else None
        has_child = nxt is not None and (
            (entry.chapter and not nxt.chapter and nxt.number.split("-")[0] == entry.number)
            or (not entry.chapter and nxt.number.startswith(entry.number + "-"))
        )
        text = " ".join([entry.text, *entry.more]).strip()
        if entry.chapter or (has_child and _reads_as_heading(entry.text) and not entry.more):
            title, body = text, ""
        else:
            title, body = "", text
        doc.sections.append(
            ParsedSection(
                key=key,
                number=entry.number,
                title=title,
                body=body,
                parent_key=parent_key,
                kind="rule",
                line=entry.line,
            )
        )


def _reads_as_heading(text: str) -> bool:
    return bool(text) and len(text.split()) <= HEADING_MAX_WORDS and not text.endswith(SENTENCE_END)


# --- change log -----------------------------------------------------------------------

_LOG_LINE = re.compile(r"^(\d+(?:-\d+)+)(?!\d)\s*(.*)$")
_KIND_ONLY = re.compile(r"^(Updated|Merged|Deleted)$")
_KIND_THEN_START = re.compile(r"^(Updated|Merged|Deleted)\s+(\d+(?:-\d+)+)\s+through$")
_THROUGH_ONLY = re.compile(r"^through$")
_THROUGH_CUT = re.compile(r"^through\s+(\d+(?:-\d+)*-)$")


def _read_change_log(lines: list[str], start: int, doc: ParsedDocument) -> None:
    """Read the log line by line.

    Each line is ``NUMBER`` then one of: a change word (``3-4-3Updated``); a change word
    and the start of a range the next line's number ends (``3-1-3-6Updated 3-4-7-3
    through`` / ``3-4-7-5Merged``); ``through`` alone, a range the next line ends; or
    ``through 3-4-``, a range whose end the PDF cut, read only when the next line's number
    completes it into a valid end. Anything else is reported, with any range it left open.
    """
    sections = [s.number for s in doc.sections if s.number]
    log = [(index + 1, raw.strip()) for index, raw in enumerate(lines) if index >= start and raw.strip()]
    pending: tuple[str, int, str] | None = None  # (range start, its line, the log's words so far)
    index = 0
    while index < len(log):
        line_no, line = log[index]
        index += 1
        match = _LOG_LINE.match(line)
        if not match:
            _give_up(doc, pending, line_no, line)
            pending = None
            continue
        number, rest = match.group(1), match.group(2).strip()
        if pending:
            subject, first_line, said = (pending[0], number), pending[1], f"{pending[2]} {number}"
        else:
            subject, first_line, said = (number, number), line_no, number
        opened, pending = pending, None

        kind_only = _KIND_ONLY.match(rest)
        kind_then_start = _KIND_THEN_START.match(rest)
        cut = _THROUGH_CUT.match(rest)
        if kind_only or kind_then_start:
            kind_word = (kind_only or kind_then_start).group(1)
            _add_rows(doc, subject, CHANGE_KINDS[kind_word], first_line, f"{said} {kind_word}", sections)
            if kind_then_start:
                start_number = kind_then_start.group(2)
                pending = (start_number, line_no, f"{start_number} through")
        elif _THROUGH_ONLY.match(rest) and not opened:
            pending = (number, line_no, f"{number} through")
        elif cut and not opened:
            head = cut.group(1)
            following = _LOG_LINE.match(log[index][1]) if index < len(log) else None
            if following and _valid_range(number, head + following.group(1)):
                # The end's last parts start the next line ("3-4-" / "7-5Merged"): join them.
                log[index] = (log[index][0], head + log[index][1])
                pending = (number, line_no, f"{number} through")
            else:
                doc.warn(line_no, f'cannot read the change-log range "{line}": its end is cut off')
        else:
            doc.warn(first_line, f'cannot read the change-log entry "{said} {rest}"')
    if pending:
        _give_up(doc, pending, None, "")


def _give_up(
    doc: ParsedDocument, pending: tuple[str, int, str] | None, line_no: int | None, line: str
) -> None:
    if pending:
        doc.warn(pending[1], f'cannot read the change-log range "{pending[2]}": it has no end')
    if line_no is not None:
        doc.warn(line_no, f'cannot read the change-log line "{line}"')


def _valid_range(first: str, last: str) -> bool:
    """Same parent and a later last part, or a later descendant of the first number."""
    a, b = first.split("-"), last.split("-")
    if len(a) == len(b):
        return a[:-1] == b[:-1] and int(b[-1]) > int(a[-1])
    return len(b) > len(a) and b[: len(a)] == a


def _add_rows(
    doc: ParsedDocument,
    subject: tuple[str, str],
    kind: str,
    line_no: int,
    words: str,
    sections: list[str],
) -> None:
    first, last = subject
    if first == last:
        keys = [first]
    elif not _valid_range(first, last):
        doc.warn(line_no, f'cannot read the change-log range "{words}": {last} does not follow {first}')
        return
    elif len(first.split("-")) == len(last.split("-")):
        # Siblings, spelled out part by part: the rules may be gone from this text.
        stem, low, high = first.rsplit("-", 1)[0], int(first.rsplit("-", 1)[1]), int(last.rsplit("-", 1)[1])
        keys = [f"{stem}-{n}" for n in range(low, high + 1)]
    elif first in sections and last in sections:
        # A rule through one of its subrules: what lies between is only known from the text.
        keys = sections[sections.index(first) : sections.index(last) + 1]
    else:
        doc.warn(line_no, f'cannot list the rules of the change-log range "{words}"')
        return
    for key in keys:
        # A "removed" key the text still holds is warned about once, by the import service
        # (rulings.services.changes), for every importer alike.
        doc.changes.append(ParsedChange(key=key, kind=kind, line=line_no, note=words))
