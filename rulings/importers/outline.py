"""Numbered outlines in general (style "outline"): any document numbered by a grammar.

The text is cleaned of its page layout first (rulings.importers.layout), then read with
each numbering grammar (rulings.importers.grammar); the grammar that places the most text
under numbered sections wins. Reading, in order:

- a preamble: what comes before the first number (key ``preamble``, kind note);
- a table of contents, skipped: a run of numbered lines that are titles only, ending where
  a number it listed comes again (two-column contents are titles on both sides);
- the numbered sections: a number starts a section; its parent is the longest prefix of its
  number the document has (never the indentation); a number whose parent is missing and
  that is deeper than the top level is read as text of the section before (a wrapped
  "6.3 cm" is no rule); a repeated number is kept as ``KEY-2`` with a warning. The text
  after a number is its title when it reads as one (short, no closing punctuation), else
  the start of its body. Wrapped lines are joined back into their paragraph; ``Example:``,
  labels (``Definition:``) and bullets start paragraphs of their own;
- a glossary and a change log (rulings.importers.backmatter).

Coverage: the share of the text's characters (non-blank lines) read into numbered
sections, the contents, the glossary or the change log. Under ``MIN_COVERAGE`` a text
that plainly carries numbers is refused with what was seen, never read as prose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulings.importers import backmatter, layout, metadata
from rulings.importers.base import DocumentFormatError, ParsedDocument, ParsedSection
from rulings.importers.grammar import GRAMMARS, NUMBER_START, Grammar, Numbered

MIN_COVERAGE = 0.5
HEADING_MAX_WORDS = 10
SENTENCE_END = (".", "!", "?", ";", ":", ",", "”", '"', ")")
PARAGRAPH_START = re.compile(r"^(?:[•▪◦●○■o–*-]\s+|[A-ZÄÖÜÉÈ][\w'’ /-]{0,30}\s?:\s)")
_LEADERS = re.compile(r"(?:\s*\.){3,}\s*\d*\s*$|\s{2,}\d+\s*$")


@dataclass
class Prepared:
    lines: list[tuple[int, str]]  # kept lines, blanks included
    words: frozenset[str]
    total: int  # characters of the non-blank lines
    wide: int  # a long line's length: shorter lines that end a sentence end a paragraph
    raw_head: list[str]


@dataclass
class Reading:
    grammar: Grammar
    doc: ParsedDocument
    covered: int = 0
    total: int = 0
    numbered_lines: int = 0
    examples: list[str] = field(default_factory=list)

    @property
    def coverage(self) -> float:
        return self.covered / self.total if self.total else 0.0


def prepare(text: str) -> Prepared:
    lines, _dropped = layout.clean(text)
    stripped = [line.strip() for _, line in lines if line.strip()]
    lengths = sorted(len(line) for _, line in lines if line.strip())
    wide = lengths[int(len(lengths) * 0.9)] if lengths else 0
    words = layout.vocabulary("\n".join(stripped))
    head = [line for _, line in lines[: metadata.HEAD_LINES * 2]]
    return Prepared(lines, words, sum(len(s) for s in stripped), wide, head)


def numbered_evidence(prepared: Prepared) -> tuple[int, list[str]]:
    """How many lines start with a number, and the first few such numbers."""
    hits = [m.group(0).strip() for _, line in prepared.lines if (m := NUMBER_START.match(line))]
    return len(hits), list(dict.fromkeys(hits))[:3]


def read(prepared: Prepared, grammar: Grammar) -> Reading:
    entries = [(no, line, grammar.match(line) if line.strip() else None) for no, line in prepared.lines]
    reading = Reading(grammar, ParsedDocument(kind="comprehensive-rules", authority="official"))
    reading.total = prepared.total
    toc = _toc(entries)
    start = toc[1] if toc else 0
    if toc:
        reading.covered += _chars(entries[toc[0] : toc[1]])
    glossary, log = _back_starts(entries, start)
    end = min(x for x in (glossary, log, len(entries)) if x is not None)
    _Builder(reading, prepared).run(entries[: toc[0]] if toc else [], entries[start:end])
    if glossary is not None:
        stop = log if log is not None and log > glossary else len(entries)
        body = [(no, line) for no, line, _ in entries[glossary + 1 : stop]]
        reading.doc.sections += backmatter.read_glossary(body, entries[glossary][:2], _joiner(prepared))
        reading.covered += _chars(entries[glossary:stop])
    if log is not None:
        rest = [(no, line) for no, line, _ in entries[log + 1 :]]
        reading.doc.changes = backmatter.read_change_log(rest)
        reading.covered += _chars(entries[log:])
    return reading


def _chars(entries) -> int:
    return sum(len(line.strip()) for _, line, _ in entries)


def _joiner(prepared: Prepared):
    return lambda before, after: layout.join_wrapped(before, after, prepared.words)


def _toc(entries) -> tuple[int, int] | None:
    """(first, end) positions of a table of contents: numbered titles up to a number's repeat."""
    first = next((i for i, e in enumerate(entries) if e[2]), None)
    if first is None:
        return None
    seen: set[str] = set()
    titles = numbered = other = 0
    for i in range(first, len(entries)):
        _, line, num = entries[i]
        if num is None:
            other += line.rstrip().endswith((".", "!", "?"))  # prose, not a title list
            continue
        if num.key in seen:
            ok = numbered >= 3 and titles >= 0.8 * numbered and other <= numbered / 4
            return (first, i) if ok else None
        seen.add(num.key)
        numbered += 1
        titles += reads_as_heading(_LEADERS.sub("", re.split(r"\s{3,}", num.rest)[0]))
    return None


def _back_starts(entries, start: int) -> tuple[int | None, int | None]:
    """Where the glossary and the change log start: headings after the first number, a
    glossary only where (almost) no numbered line follows it before the log."""
    first_number = next((i for i in range(start, len(entries)) if entries[i][2]), len(entries))
    log = next(
        (i for i in range(first_number, len(entries)) if backmatter.CHANGELOG_HEADING.match(entries[i][1])),
        None,
    )
    stop = len(entries) if log is None else log
    for i in range(first_number, stop):
        if backmatter.GLOSSARY_HEADING.match(entries[i][1]):
            numbered_after = sum(1 for e in entries[i:stop] if e[2])
            if numbered_after <= max(3, (stop - i) // 20):
                return i, log
    return None, log


def reads_as_heading(text: str) -> bool:
    text = text.strip()
    return (
        bool(text)
        and len(text.split()) <= HEADING_MAX_WORDS
        and not text.endswith(SENTENCE_END)
        and not text[:1].islower()
    )


class _Builder:
    """Numbered sections from the body's entries."""

    def __init__(self, reading: Reading, prepared: Prepared):
        self.reading = reading
        self.doc = reading.doc
        self.prepared = prepared
        self.keys: dict[str, str] = {}  # key as printed → key given (repeats get -2)
        self.top_depth: int | None = None
        self.current: ParsedSection | None = None
        self.paragraphs: list[str] = []
        self.blank_before = False
        self.last_len = 0

    def run(self, preamble_entries, body_entries) -> None:
        for no, line, _ in preamble_entries:
            self.text_line(no, line, numbered_section=False)
        for no, line, num in body_entries:
            if num is not None and self.accepts(num):
                self.start(no, num)
                self.reading.covered += len(line.strip())
                self.reading.numbered_lines += 1
                continue
            self.text_line(no, line, numbered_section=self.current is not None and bool(self.current.number))
        self.close()

    def accepts(self, num: Numbered) -> bool:
        """A number starts a section unless it reads as a wrapped line: its parent missing
        below the top level, a repeat right after an unfinished sentence, or no trailing
        period where the document always prints one."""
        wrapped = bool(self.paragraphs) and not self.paragraphs[-1].endswith(SENTENCE_END)
        if wrapped and (num.key in self.keys or not num.number.endswith(".") and self._periods()):
            return False
        if self.top_depth is None or num.depth <= self.top_depth:
            return True
        return any(p in self.keys for p in self.reading.grammar.parents(num.key))

    def _periods(self) -> bool:
        numbers = [s.number for s in self.doc.sections if s.number]
        return len(numbers) >= 20 and sum(n.endswith(".") for n in numbers) >= 0.9 * len(numbers)

    def start(self, no: int, num: Numbered) -> None:
        self.close()
        parent = next((self.keys[p] for p in self.reading.grammar.parents(num.key) if p in self.keys), None)
        if parent is None:
            self.top_depth = num.depth if self.top_depth is None else min(self.top_depth, num.depth)
        key = self._unique(num.key, no)
        self.keys[num.key] = key
        rest = num.rest
        title = rest if reads_as_heading(rest) else ""
        self.current = ParsedSection(
            key=key, number=num.number, title=title, body="", parent_key=parent, line=no
        )
        self.doc.sections.append(self.current)
        self.paragraphs = [] if title or not rest else [rest]
        self.blank_before, self.last_len = False, len(rest) + 20
        if len(self.reading.examples) < 3:
            self.reading.examples.append(num.number)

    def _unique(self, key: str, no: int) -> str:
        if key not in self.keys:
            return key
        mark = "_" if "-" in key else "-"
        suffix = 2
        while f"{key}{mark}{suffix}" in self.keys.values():
            suffix += 1
        self.doc.warn(no, f"{key} appears again; kept as {key}{mark}{suffix}")
        return f"{key}{mark}{suffix}"

    def text_line(self, no: int, line: str, numbered_section: bool) -> None:
        text = line.strip()
        if not text:
            self.blank_before = True
            return
        if self.current is None:
            self.current = ParsedSection(key="preamble", number="", title="", body="", kind="note", line=no)
            self.doc.sections.append(self.current)
        if numbered_section:
            self.reading.covered += len(text)
        if self.current.title and not self.paragraphs and self._continues_title(text):
            self.paragraphs, self.current.title = [self.current.title], ""  # a wrapped sentence, not a title
        if self.paragraphs and not self._new_paragraph(text):
            self.paragraphs[-1] = layout.join_wrapped(self.paragraphs[-1], text, self.prepared.words)
        else:
            self.paragraphs.append(text)
        self.blank_before, self.last_len = False, len(line)

    def _continues_title(self, text: str) -> bool:
        return text[:1].islower() or self.current.title.endswith(("-", ","))

    def _new_paragraph(self, text: str) -> bool:
        if PARAGRAPH_START.match(text):
            return True
        ended = self.paragraphs[-1].endswith((".", "!", "?", ":", "”", '"'))
        short = self.last_len < 0.75 * self.prepared.wide
        return ended and (self.blank_before or short) and not text[:1].islower()

    def close(self) -> None:
        if self.current is not None and self.paragraphs:
            self.current.body = "\n\n".join(p for p in [self.current.body, *self.paragraphs] if p)
        self.paragraphs = []


def best_reading(text: str) -> tuple[Reading, Prepared]:
    prepared = prepare(text)
    readings = [read(prepared, grammar) for grammar in GRAMMARS]
    return max(readings, key=lambda r: (r.coverage, r.numbered_lines)), prepared


def refusal(reading: Reading, prepared: Prepared) -> str:
    count, examples = numbered_evidence(prepared)
    like = ", ".join(examples) or "none"
    return (
        f"{count:,} lines start with numbers like {like}, but no grammar placed more than "
        f"{reading.coverage * 100:.0f} % of the text under numbered sections; try --style with one of "
        "magic-cr, magic-wiki, hyphenated, dotted, bullets, outline or prose"
    )


def parse(text: str) -> ParsedDocument:
    reading, prepared = best_reading(text)
    if reading.numbered_lines == 0 or reading.coverage < MIN_COVERAGE:
        raise DocumentFormatError(refusal(reading, prepared), line=1, expected="a numbered outline")
    return finish(reading, prepared)


def finish(reading: Reading, prepared: Prepared) -> ParsedDocument:
    doc = reading.doc
    doc.effective_date = metadata.effective_date(prepared.raw_head)
    doc.version_label = metadata.version_label(prepared.raw_head)
    doc.language, unsure = metadata.language_guess(
        "\n".join(f"{s.title}\n{s.body}" for s in doc.sections[:400])
    )
    if unsure:
        doc.warnings.append(unsure)
    doc.coverage = reading.coverage
    doc.style = "outline"
    doc.grammar = reading.grammar.name
    preamble = doc.sections[0].key == "preamble" if doc.sections else False
    doc.title = (
        next((line.strip() for _, line in prepared.lines if line.strip()), "")[:80] if preamble else ""
    )
    doc.kind = _kind(doc.title)
    return doc


def _kind(title: str) -> str:
    lowered = title.lower()
    if "tournament" in lowered or "turnier" in lowered or "tournoi" in lowered:
        return "tournament-rules"
    if "correction" in lowered or "infraction" in lowered or "penalt" in lowered:
        return "infractions"
    return "comprehensive-rules"


def detect(lines: list[str]) -> float:
    """Sure in proportion to the numbered lines among the text lines (the real choice is by coverage)."""
    text_lines = [line for line in lines if line.strip()]
    if not text_lines:
        return 0.0
    numbered = sum(1 for line in text_lines if NUMBER_START.match(line))
    return min(1.0, numbered / len(text_lines)) if numbered >= 3 else 0.0
