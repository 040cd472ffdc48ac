"""What a text read as prose shows of a structure the readers could not place. Plain Python.

Prose is the fallback reader: it keys a text by its headings and paragraphs. When the lines of
such a text start with a numbering no grammar reads ("Art. 1.", "Rule 100.1", "I.", "A.",
"(1)") or when the whole text came out as one section, the import says so, plainly, with what
it saw, instead of passing the numbers off as prose: they are not keys, and references to them
will not resolve.
"""

from __future__ import annotations

import re

from rulings.importers.base import ImportWarning, ParsedDocument

# A numbering label at the start of a line: an optional word ("Art.", "Rule", "Regel",
# "Section") and a numeral (arabic with dots or hyphens, roman, one capital letter, or one of
# those in brackets), then a space. The word is at most 12 letters, so a sentence's first word
# followed by a number ("Players 2 …") rarely looks like one.
_LABEL = re.compile(
    r"^\s*(?:[#*+\-•]+\s*)?(?P<word>[^\W\d_]{1,12}\.?\s+|§\s*)?"
    r"(?P<open>\()?(?P<num>\d{1,4}(?:[.\-]\d{1,4})*[a-z]?|[IVXLC]{1,6}|[A-Z])(?P<close>[.):]?)(?=\s|$)"
)
MIN_LINES = 3  # lines of one shape before it counts as a numbering
SHOWN = 3  # examples shown in the warning
LINES_SHOWN = 8
ONE_BLOB_LINES = 12  # a single section read from at least this many lines is reported


def _numeral_kind(num: str) -> str:
    if num[0].isdigit():
        return "arabic"
    if len(num) == 1 and num not in "IVX":
        return "letter"
    return "roman" if re.fullmatch(r"[IVXLC]+", num) else "letter"


def _shape(match: re.Match) -> tuple[str, str, str] | None:
    word = (match["word"] or "").strip().rstrip(".").lower()
    num = match["num"]
    kind = _numeral_kind(num)
    if kind != "arabic" and not (match["close"] or match["open"]):
        return None  # "A player …", "I can …": a capital letter alone is no numbering
    if word and match["word"].strip()[0].islower():
        return None  # "see 3.", "page 2": a label starts with a capital letter
    return (word, kind, match["open"] or "")  # "Rule 100." and "Rule 100.1" are one numbering


def numbering_hint(lines: list[str]) -> ImportWarning | None:
    """A warning when at least MIN_LINES lines start with one numbering shape (two or more
    different numbers), listing what was seen and where; None otherwise."""
    seen: dict[tuple, list[tuple[int, str]]] = {}
    for index, line in enumerate(lines):
        match = _LABEL.match(line)
        shape = _shape(match) if match else None
        if shape is not None:
            seen.setdefault(shape, []).append((index + 1, match.group(0).strip()))
    found = [
        hits for hits in seen.values() if len(hits) >= MIN_LINES and len({label for _, label in hits}) >= 2
    ]
    if not found:
        return None
    hits = sorted((hit for group in found for hit in group), key=lambda hit: hit[0])
    examples = ", ".join(f"'{label}'" for _, label in hits[:SHOWN])
    where = ", ".join(str(n) for n, _ in hits[:LINES_SHOWN]) + (", …" if len(hits) > LINES_SHOWN else "")
    return ImportWarning(
        hits[0][0],
        f"{len(hits)} lines start with a numbering no reader here places ({examples} …; lines {where}); "
        "the text was read as unnumbered prose, so these numbers are not keys and references to them "
        "will not resolve",
    )


def one_blob(doc: ParsedDocument, lines: list[str]) -> ImportWarning | None:
    """A warning when the text's ONE_BLOB_LINES or more lines all went into one section."""
    text_lines = sum(1 for line in lines if line.strip())
    if len(doc.sections) == 1 and text_lines >= ONE_BLOB_LINES:
        return ImportWarning(
            doc.sections[0].line or 1,
            f"the whole text ({text_lines} lines) was read as one section: no headings, numbering "
            "or blank lines between paragraphs were found to divide it",
        )
    return None
