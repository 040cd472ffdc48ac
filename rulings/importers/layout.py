"""Page-layout text cleaned before an outline is read. Plain Python.

Text taken from a PDF (by us, or by whoever made a ``.txt`` of it with its layout kept)
carries the page: running headers and footers, page numbers, copyright lines, words split
at line ends. This module finds those by repetition, never by a list of one publisher's
words:

- a line that repeats (digits aside) at least three times and looks like a footer (a ``©``,
  a web address, "all rights reserved", "page N", or a page number after a wide gap) is
  dropped everywhere;
- a repeated line that only ever stands next to such footers (a running header or a
  second footer line) goes too;
- a line holding only a page number (``12``, ``iv``) next to a page break or a footer goes;
- a form feed is a page break.

Joining wrapped lines is the outline reader's business; ``join_wrapped`` is the rule it
uses for a word split at a line end: "exam-" + "ple" is mended to "example" only when
"example" is a word the text uses elsewhere; otherwise the hyphen stays ("single-player").
"""

from __future__ import annotations

import re
from collections import Counter

from rulings.importers.base import read_lines

FOOTER_MARK = re.compile(
    r"©|\(c\)\s*\d|copyright|all rights reserved|www\.|https?://|\w\.(?:com|org|net|de|fr)\b|\bpage\s+#",
    re.IGNORECASE,
)
TRAILING_PAGE = re.compile(r"\S\s{2,}(?:\d{1,3}|[ivxlc]{1,6})\s*$")
PAGE_NUMBER = re.compile(r"^\s*(?:[-–]\s*)?(?:\d{1,3}|[ivxlc]{1,6})(?:\s*[-–])?\s*$", re.IGNORECASE)
MIN_REPEATS = 3
MAX_FOOTER_CHARS = 160
_WORD = re.compile(r"[^\W\d_]+")


def normal(line: str) -> str:
    """A line as compared across pages: blanks folded, digits as #, lower case."""
    line = re.sub(r"\s{2,}[ivxlc]{1,6}\s*$", " #", line, flags=re.IGNORECASE)  # roman page numbers
    return re.sub(r"\d+", "#", " ".join(line.split())).lower()


def clean(text: str) -> tuple[list[tuple[int, str]], list[int]]:
    """(line number, line) for the lines kept, blanks included; and the numbers of dropped lines."""
    lines = read_lines(text.replace("\f", "\n\f"))
    breaks = {i for i, line in enumerate(lines) if line.startswith("\f")}
    lines = [line.replace("\f", "") for line in lines]
    dropped = _footers(lines, breaks)
    kept = [(i + 1, "" if i in dropped else line.rstrip()) for i, line in enumerate(lines)]
    return kept, sorted(i + 1 for i in dropped)


def _footers(lines: list[str], breaks: set[int]) -> set[int]:
    normals = [normal(line) if line.strip() else "" for line in lines]
    counts = Counter(n for n in normals if n)
    repeated = {n for n, c in counts.items() if c >= MIN_REPEATS and len(n) <= MAX_FOOTER_CHARS}
    dropped = {
        i
        for i, n in enumerate(normals)
        if n in repeated and (FOOTER_MARK.search(n) or TRAILING_PAGE.search(lines[i]))
    }
    neighbours = _neighbours(normals)
    for _ in range(2):  # headers next to footers, then lines next to those
        beside = Counter(
            normals[i]
            for i in range(len(lines))
            if normals[i] in repeated and _touches(i, dropped, neighbours)
        )
        dropped |= {i for i, n in enumerate(normals) if n in repeated and beside[n] == counts[n]}
    for i, line in enumerate(lines):
        if PAGE_NUMBER.match(line) and (_touches(i, dropped, neighbours) or _near_break(i, breaks, normals)):
            dropped.add(i)
    return dropped


def _neighbours(normals: list[str]) -> list[tuple[int | None, int | None]]:
    """For each line, the nearest non-blank lines before and after it."""
    out: list[tuple[int | None, int | None]] = []
    previous = None
    for i, n in enumerate(normals):
        out.append((previous, None))
        if n:
            previous = i
    following = None
    for i in range(len(normals) - 1, -1, -1):
        out[i] = (out[i][0], following)
        if normals[i]:
            following = i
    return out


def _touches(i: int, dropped: set[int], neighbours: list[tuple[int | None, int | None]]) -> bool:
    before, after = neighbours[i]
    return before in dropped or after in dropped


def _near_break(i: int, breaks: set[int], normals: list[str]) -> bool:
    """The first or last non-blank line of a page."""
    if not breaks:
        return False
    j = i - 1
    while j >= 0 and not normals[j] and j not in breaks:
        j -= 1
    if i in breaks or j < 0 or (j in breaks and not normals[j]):
        return True
    k = i + 1
    while k < len(normals) and not normals[k]:
        if k in breaks:
            return True
        k += 1
    return k in breaks or k == len(normals)


def vocabulary(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _WORD.findall(text))


def join_wrapped(before: str, after: str, words: frozenset[str]) -> str:
    """Two wrapped lines as one: a word split with a hyphen at the line end is mended when
    the whole word occurs elsewhere in the text, kept hyphenated otherwise."""
    before, after = before.rstrip(), after.strip()
    if not before:
        return after
    if not after:
        return before
    if before.endswith("-") and len(before) > 1 and before[-2].isalpha() and after[:1].isalpha():
        head = _WORD.findall(before[:-1])[-1:]
        tail = _WORD.match(after)
        if head and tail and (head[0] + tail.group()).lower() in words:
            return before[:-1] + after
        return before + after
    return f"{before} {after}"
