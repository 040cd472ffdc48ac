"""Dotted numbering with headings, as in the old Digimon card game's Spanish card anatomy.

    En este juego, podremos utilizar dos tipos de cartas, …
    2.1. Digimon Card:
    Aquí encontraremos las representaciones de todos los digimon …
    2.1.1. Card Name:

A numbered line ``2.1. Digimon Card:`` starts section ``2.1`` (number ``2.1.`` as
printed, title without the colon); the unnumbered lines after it are its body, one
paragraph each. Text before the first number is a note keyed ``preamble``. The parent of
``2.1.6`` is ``2.1``; a number whose parent the text never gives is top level when it is
no deeper than the first numbers (the text is an excerpt), an error otherwise.
A number printed twice is kept twice, the repeat keyed ``2.1.6-2``; a gap in the
numbering (``2.1.9`` missing) is a warning.
"""

from __future__ import annotations

import re

from rulings.importers.base import DocumentFormatError, ParsedDocument, ParsedSection, read_lines

NUMBER = re.compile(r"^(\d+(?:\.\d+)*)\.(?:\s+(.*))?$")
# Magic's "100.1a": rules with lettered subrules are another style.
LETTERED = re.compile(r"^\d+\.\d+[a-z]\b")
TITLE_WITH_COLON = re.compile(r"^([^:.]{1,80}):\s*(.*)$")
HEADING_MAX_WORDS = 8

_SPANISH = "el la los las de del que en y se un una es por para con como pero más también"
_ENGLISH = "the of and to in is that for it as with on are be by this an"
SPANISH_WORDS = frozenset(_SPANISH.split())
ENGLISH_WORDS = frozenset(_ENGLISH.split())


def detect(lines: list[str]) -> float:
    """Sure when most numbered lines are short dotted headings and none is lettered."""
    text_lines = [line.strip() for line in lines if line.strip()]
    if any(LETTERED.match(line) for line in text_lines):
        return 0.0
    numbered = [m for m in (NUMBER.match(line) for line in text_lines) if m and m.group(2)]
    multi_level = [m for m in numbered if "." in m.group(1)]
    if len(multi_level) < 3:
        return 0.0
    headings = sum(1 for m in numbered if _is_heading_text(m.group(2)))
    return 0.9 * headings / len(numbered)


def _parent(number: str, parts: tuple, keys: dict, top_depth: int | None, line_no: int):
    """(parent key, parent number) of a number, or (None, None) at the top of the outline."""
    parent_number = ".".join(number.split(".")[:-1]) or None
    if parent_number in keys:
        return keys[parent_number], parent_number
    if top_depth is None or len(parts) <= top_depth:
        return None, None
    raise DocumentFormatError(
        f"{number} goes back under {parent_number}, which the text does not have",
        line=line_no,
        expected=f"{parent_number} before it",
    )


def _unique_key(doc: ParsedDocument, number: str, keys: dict, line_no: int) -> str:
    """The number as key; a number printed twice keeps the second as NUMBER-2 (and says so)."""
    if number not in keys:
        return number
    suffix = 2
    while f"{number}-{suffix}" in keys.values():
        suffix += 1
    key = f"{number}-{suffix}"
    doc.warn(line_no, f"{number} appears twice; the second is kept as {key}")
    return key


def parse(text: str) -> ParsedDocument:
    lines = read_lines(text)
    doc = ParsedDocument(kind="card-anatomy", authority="reference", language=_language(lines))
    keys: dict[str, str] = {}  # number → key of its latest section
    last_child: dict[str | None, tuple[int, ...]] = {}  # parent number → last child's number
    top_depth: int | None = None
    current: ParsedSection | None = None
    paragraphs: list[str] = []

    def close() -> None:
        if current is not None:
            current.body = "\n\n".join([p for p in [current.body] if p] + paragraphs)
        paragraphs.clear()

    for index, raw in enumerate(lines):
        line_no = index + 1
        line = raw.strip()
        if not line:
            continue
        match = NUMBER.match(line)
        if not match:
            if current is None:
                current = ParsedSection(
                    key="preamble", number="", title="", body="", kind="note", line=line_no
                )
                doc.sections.append(current)
            paragraphs.append(line)
            continue
        close()
        number, rest = match.group(1), (match.group(2) or "").strip()
        if not rest:
            raise DocumentFormatError(
                f"{number}. has no title", line=line_no, expected="a title after the number"
            )
        parts = tuple(int(p) for p in number.split("."))
        parent_key, parent_number = _parent(number, parts, keys, top_depth, line_no)
        if parent_key is None:
            top_depth = len(parts) if top_depth is None else min(top_depth, len(parts))

        _check_order(doc, last_child.get(parent_number), parts, parent_key is None, line_no)
        last_child[parent_number] = parts

        key = _unique_key(doc, number, keys, line_no)
        keys[number] = key

        title, body = _split_heading(rest)
        current = ParsedSection(
            key=key,
            number=f"{number}.",
            title=title,
            body=body,
            parent_key=parent_key,
            kind="rule",
            line=line_no,
        )
        doc.sections.append(current)
    close()

    numbered = [s for s in doc.sections if s.number]
    if not numbered:
        raise DocumentFormatError(
            "no numbered sections", line=1, expected='a line such as "2.1. Digimon Card:"'
        )
    top = [s for s in numbered if s.parent_key is None]
    doc.title = " / ".join(s.title for s in top if s.title)
    doc.partial = top[0].number.count(".") > 1  # starts below its chapter, as "2.1." does
    return doc


def _check_order(
    doc: ParsedDocument, previous: tuple[int, ...] | None, parts: tuple[int, ...], top: bool, line_no: int
) -> None:
    number = ".".join(map(str, parts))
    if previous is None:
        if not top and parts[-1] != 1:
            missing = ".".join(map(str, parts[:-1] + (1,)))
            doc.warn(line_no, f"{number} is the first under its parent: {missing} is missing")
        return
    if len(parts) == len(previous) and parts[:-1] == previous[:-1] and parts[-1] > previous[-1] + 1:
        low = ".".join(map(str, parts[:-1] + (previous[-1] + 1,)))
        high = ".".join(map(str, parts[:-1] + (parts[-1] - 1,)))
        gap = low if low == high else f"{low} to {high}"
        doc.warn(line_no, f"{number} follows {'.'.join(map(str, previous))}: {gap} is missing")
    elif parts < previous:
        doc.warn(line_no, f"{number} comes after {'.'.join(map(str, previous))}")


def _split_heading(rest: str) -> tuple[str, str]:
    """("Digimon Card", "") from "Digimon Card:"; text after the colon starts the body."""
    match = TITLE_WITH_COLON.match(rest)
    if match and len(match.group(1).split()) <= HEADING_MAX_WORDS:
        return match.group(1).strip(), match.group(2).strip()
    if _is_heading_text(rest):
        return rest, ""
    return "", rest


def _is_heading_text(text: str) -> bool:
    head = text.split(":", 1)[0] if ":" in text else text
    if len(head.split()) > HEADING_MAX_WORDS:
        return False
    return ":" in text or not text.endswith((".", "!", "?", ";"))


def _language(lines: list[str]) -> str:
    """Spanish or English, by their commonest words outside the (English) headings."""
    words = [
        w
        for line in lines
        if not NUMBER.match(line.strip())
        for w in re.findall(r"[a-záéíóúñ]+", line.lower())
    ]
    spanish = sum(w in SPANISH_WORDS for w in words)
    english = sum(w in ENGLISH_WORDS for w in words)
    return "es" if spanish > english else "en"
