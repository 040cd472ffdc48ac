"""Finding rule references in running text. Plain Python, no Django.

``find_references(text, game)`` returns the cross-references a rules text makes to other
rules, in text order. The game slug picks the numbering style:

``mtg`` (Magic Comprehensive Rules, and the Magic wiki page)
    A number counts only right after ``rule``, ``rules``, ``see`` (any case) or ``section``/
    ``sections``, on the same line: "See rule 903, “Commander,” for details.",
    "see rule 201.", "rule 702.19c", "(see rule 713)", "See 702.153, “Casualty.”",
    "See section 4, “Zones.”". Keys are ``903``, ``702.19c`` (three-digit rules with an
    optional ``.N`` and sub-rule letter); after ``section`` also a one-digit chapter (``4``).
    After ``see`` alone, only three-digit numbers count ("see 2 cards" is no reference).
``space``
    ``§14.12``, ``(§14)``, ``§8.10, §8.11``: every ``§`` followed by a dotted number.
``dcg`` (Digimon Card Game comprehensive rules)
    Hyphenated numbers (``4-11``, ``15-15-6``) after ``refer to``/``see`` or after the change
    log's ``Updated``/``Merged``/``Deleted``/``Added``: ``refer to 4-11 "Card Orientation"``,
    ``Updated 3-4-7-3 through 3-4-7-5``.
``ddm``, ``dbe``
    Conservative: a dotted number with at least two parts (``2.1.6``) right after ``see``,
    ``ver`` or ``véase`` (optionally followed by ``rule``/``regla``/``section``/``sección``/
    ``apartado``/``punto``). The seeds hold none, so they give ``[]``.
any other slug (``outline``: documents read by the general outline importer)
    Dotted (``1.10``, ``1.3.2a``) and hyphenated (``1-2-1``) numbers after see/siehe/voir/
    véase/ver (optionally with a rule or section word) or after a rule or section word
    alone: ``(see 1.10, “Materials”)``, ``section 1.3.1``, ``rules 4.3.2–4.3.4``,
    ``siehe 6.7.1.2``; a chapter's single number when its title follows: ``(See 9. Rule
    Processing)``, ``see section 9, “Multiplayer,”``; a number in brackets glued to the
    word before: ``a card,[8.5.21]``; and ``§14.12``. A section or chapter word takes a bare
    chapter number (``see section 8 for``); after a preposition or step word (``in 4.3.2``,
    ``skips to 4.7.4``, ``step 4.4.1.2``, ``en 4.3.2``, ``zu 4.3.3``) and in parentheses
    (``(1.9.2.3)``) a number of three parts, or of two not followed by a lower-case word, a
    ``%`` or an inch mark, so measures (``2.5" by 3.5"``, ``in 2.5 minutes``) are not taken.

A rule's own number at the start of a line is never a reference: every form needs a word (or
``§``) in front of the number on the same line (a ``through`` range may end on the next line,
as the DCG change log wraps).

What one ``Reference`` covers (the choices made here):

* ``text`` is the number part only, exactly ``text[start:end]`` of the input: "201",
  "702.19c", "903.6–903.11", "903.9b–c", "14.12", "4-11", "3-4-7-3 through\\n3-4-7-5".
  The trigger word ("rule", "see", "§") is not part of it.
* Lists give one ``Reference`` per item: "rules 110.2 and 112.2" gives two, "rules 100.1,
  100.2, and 100.3" gives three, "rules 701.28a–f, 712.9–10, and 712.18" gives three (two of
  them ranges). So ``keys`` always holds exactly one key; it stays a tuple for callers that
  treat it generally. A bare sub-rule letter continuing a list ("rules 608.3a and b") is an
  item of its own with ``text`` "b" and key ``608.3b``.
* A range (``–``, ``-`` or ``through``) gives one ``Reference`` with ``keys=(start,)`` and
  ``range_end`` the complete end key: "903.6–903.11" → ``903.11``, "903.9b–c" → ``903.9c``,
  "119.7–8" → ``119.8``, "712.9–10" → ``712.10``. An end that would sort before the start
  is not taken as a range end. ``expand_range`` lists the keys in between for a version.
* Keys are lower case without a trailing period ("rule 702.19." → ``702.19``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = [
    "Reference",
    "expand_range",
    "find_references",
    "parse_key_parts",
]


@dataclass(frozen=True)
class Reference:
    start: int  # offset of the matched text
    end: int
    text: str  # the exact matched text: text == input[start:end]
    keys: tuple[str, ...]  # the keys it names, in order (one key per Reference, see above)
    range_end: str | None = None  # "903.6–903.11": keys=("903.6",), range_end="903.11"

    @property
    def key(self) -> str:
        """The (first) key named."""
        return self.keys[0]

    @property
    def is_range(self) -> bool:
        return self.range_end is not None


# ---------------------------------------------------------------------------------------------
# keys


_PART = re.compile(r"\d+|[a-z]+", re.IGNORECASE)


def parse_key_parts(key: str) -> tuple[tuple[int, int | str], ...]:
    """Split a key into comparable parts: numbers compare as numbers, letters as text.

    "702.19c" → ((0, 702), (0, 19), (1, "c")); "3-4-7-3" → four numbers; "13.characters.1"
    works too. Tuples of the same kind of part compare in reading order, so
    ``parse_key_parts("702.9") < parse_key_parts("702.10")``.
    """
    return tuple((0, int(p)) if p.isdigit() else (1, p.lower()) for p in _PART.findall(key))


def normalize_key(key: str) -> str:
    """Lower case, no surrounding blanks, no trailing period ("702.19C." → "702.19c")."""
    return key.strip().rstrip(".").lower()


def expand_range(start_key: str, end_key: str, ordered_keys: Sequence[str]) -> list[str]:
    """The keys from ``start_key`` to ``end_key`` inclusive, in the order of ``ordered_keys``.

    ``ordered_keys`` are a version's keys in document order. When one end is missing from
    them, the range is taken by comparing key parts instead (every key that sorts between the
    two ends), so a range whose end rule was removed still covers what is left. An end that
    sorts before the start gives ``[]``.
    """
    start_key, end_key = normalize_key(start_key), normalize_key(end_key)
    keys = list(ordered_keys)
    try:
        i, j = keys.index(start_key), keys.index(end_key)
    except ValueError:
        lo, hi = parse_key_parts(start_key), parse_key_parts(end_key)
        if hi < lo:
            return []
        return [k for k in keys if lo <= parse_key_parts(k) <= hi]
    if j < i:
        return []
    return keys[i : j + 1]


# ---------------------------------------------------------------------------------------------
# styles


def _complete_dotted_end(start: str, end: str) -> str | None:
    """The full key a shorthand range end means: ("903.9b", "c") → "903.9c",
    ("119.7", "8") → "119.8", ("903.6", "903.11") → "903.11"."""
    if "." in end or (len(end) >= 3 and end.isdigit() and "." not in start):
        return end  # a complete key
    if end.isalpha():
        stem = start.rstrip("abcdefghijklmnopqrstuvwxyz")
        if stem == start or len(end) != 1:
            return None  # "702.19–c" or "a–bc": not a range this parser knows
        return stem + end
    if "." in start:  # "119.7–8": the last number changes
        return start[: start.rindex(".") + 1] + end
    return None


def _complete_full_end(start: str, end: str) -> str | None:
    return end


@dataclass(frozen=True)
class _Style:
    trigger: re.Pattern[str]  # its match ends where the first key starts
    keys: dict[str, re.Pattern[str]]  # trigger group name → key pattern for the first key
    list_key: dict[str, re.Pattern[str]]  # trigger group name → key pattern for later items
    range_sep: re.Pattern[str] | None
    range_end: re.Pattern[str] | None
    complete_end: Callable[[str, str], str | None]
    list_sep: re.Pattern[str] | None
    letter_items: bool = False


# Magic: rules 100–999 with sub-rules ("702.19c"); chapters 1–9 after "section".
_MTG_RULE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?(?![0-9A-Za-z])")
_MTG_SUBRULE = re.compile(r"\d{3}\.\d+[a-z]?(?![0-9A-Za-z])")  # after prose words: "in 101.4a"
_MTG_RULE_OR_CHAPTER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?(?![0-9A-Za-z])|\d(?![0-9A-Za-z]|\.\d)")
_MTG = _Style(
    trigger=re.compile(
        r"(?<![\w-])(?:(?P<section>[Ss]ections?)|(?P<rule>[Rr]ules?|RULES?)|(?P<see>[Ss]ee)"
        r"|(?P<prose>[Ss]ubrules?|[Ss]teps?|[Ii]n|to))"
        r"[ \u00a0]+(?=\d)"
    ),
    keys={"section": _MTG_RULE_OR_CHAPTER, "rule": _MTG_RULE, "see": _MTG_RULE, "prose": _MTG_SUBRULE},
    list_key={"section": _MTG_RULE_OR_CHAPTER, "rule": _MTG_RULE, "see": _MTG_RULE, "prose": _MTG_RULE},
    range_sep=re.compile(r"[–—-]| through "),
    range_end=re.compile(r"(?:\d{3}\.\d+[a-z]?|\d+[a-z]?|[a-z])(?![0-9A-Za-z])"),
    complete_end=_complete_dotted_end,
    list_sep=re.compile(r",[ \u00a0]+(?:(?:and/or|and|or)[ \u00a0]+)?|[ \u00a0]+(?:and/or|and|or)[ \u00a0]+"),
    letter_items=True,
)

# The space game: "§14.12", "(§14)".
_SPACE_KEY = re.compile(r"\d+(?:\.\d+)*(?![0-9A-Za-z])")
_SPACE = _Style(
    trigger=re.compile(r"(?P<para>§)[ \u00a0]?(?=\d)"),
    keys={"para": _SPACE_KEY},
    list_key={"para": _SPACE_KEY},
    range_sep=re.compile(r"[–—]"),
    range_end=re.compile(r"\d+(?:\.\d+)*(?![0-9A-Za-z])"),
    complete_end=_complete_dotted_end,
    list_sep=None,  # "§8.10, §8.11": each item carries its own §
)

# Digimon Card Game: "4-11", "15-15-6", "3-4-7-3 through 3-4-7-5".
# Numbers run into titles in this document ("3-4-7-5Merged"), so a letter may follow a key.
_DCG_KEY = re.compile(r"\d+(?:-\d+)+(?!\d|-\d)")
_DCG = _Style(
    trigger=re.compile(
        r"(?<![A-Za-z])(?P<ref>(?:[Rr]efer|REFER)[ \u00a0]+to|[Ss]ee|Updated|Merged|Deleted|Added)"
        r"[ \u00a0]+(?=\d)"
    ),
    keys={"ref": _DCG_KEY},
    list_key={"ref": _DCG_KEY},
    range_sep=re.compile(r"[ \t\u00a0]*through\s+"),  # the change log wraps inside a range
    range_end=_DCG_KEY,
    complete_end=_complete_full_end,
    list_sep=re.compile(r",[ \u00a0]+(?:(?:and|or)[ \u00a0]+)?|[ \u00a0]+(?:and|or)[ \u00a0]+"),
)

# Dotted numbers ("2.1.6") after see / ver / véase: conservative, for ddm, dbe and the rest.
_DOTTED_KEY = re.compile(r"\d+(?:\.\d+)+(?![0-9A-Za-z]|\.\d)")
_DOTTED = _Style(
    trigger=re.compile(
        r"(?<![\w])(?P<see>[Ss]ee|[Vv]er|[Vv]éase|[Vv]ease)"
        r"(?:[ \u00a0]+(?:(?:la|el|the)[ \u00a0]+)?(?:[Rr]ules?|[Rr]eglas?|[Ss]ections?|[Ss]ecci[oó]n|"
        r"[Aa]partados?|[Pp]untos?))?[ \u00a0]+(?=\d)"
    ),
    keys={"see": _DOTTED_KEY},
    list_key={"see": _DOTTED_KEY},
    range_sep=re.compile(r"[–—]"),
    range_end=_DOTTED_KEY,
    complete_end=_complete_full_end,
    list_sep=re.compile(r",[ \u00a0]+(?:(?:and|or|y|o)[ \u00a0]+)?|[ \u00a0]+(?:and|or|y|o)[ \u00a0]+"),
)

# Any other game (documents read by the general outline importer): dotted numbers
# ("1.10", "1.3.2a", "4.3.2–4.3.4"), hyphenated ones ("1-2-1") and a chapter's single
# number when a title follows ("See 9. Rule Processing", "see section 9, “Multiplayer,”"),
# after see / section / rule words in English, German, French, Spanish and Italian, inside
# brackets glued to the word before ("a card,[8.5.21]") or after "§". A section or chapter
# word takes a bare chapter number too ("see section 8 for the list", "(see section 4)").
# After a preposition or a step word ("in 4.3.2", "skips to 4.7.4", "step 4.4.1.2",
# "under 6.2, “Parts of a Card”", "en 4.3.2", "zu 4.3.3") and inside parentheses
# ("(1.9.2.3)", "(1.2 Rewinding a Game)") a number counts when it has three parts or more,
# or two parts not followed by a lower-case word, "%" or an inch mark: "in 2.5 seconds",
# "(6.3 cm" and "(2.5\" by 3.5\")" are measures, not references.
_OUTLINE_KEY = re.compile(
    r"\d{1,3}(?:\.\d{1,3})+[a-z]?(?![0-9A-Za-z]|\.\d)|\d{1,3}(?:-\d{1,3})+(?![\d-])"
    r"|\d{1,3}(?=\.?[ \u00a0]+[A-Z“”\"«„]|,[ \u00a0]*[“”\"«„])"
)
_OUTLINE_MULTI = re.compile(r"\d{1,3}(?:\.\d{1,3})+[a-z]?(?![0-9A-Za-z]|\.\d)|\d{1,3}(?:-\d{1,3})+(?![\d-])")
_OUTLINE_CHAPTER = re.compile(
    r"\d{1,3}(?:\.\d{1,3})+[a-z]?(?![0-9A-Za-z]|\.\d)|\d{1,3}(?:-\d{1,3})+(?![\d-])"
    r"|\d{1,3}(?![0-9A-Za-z%]|[.,]\d|[ \u00a0]*%)"
)
_LIST_OR_RANGE_WORD = r"(?:and|or|und|oder|et|ou|y|o|e|through|bis|à)\b"
_OUTLINE_PROSE_KEY = re.compile(
    r"\d{1,3}(?:\.\d{1,3}){2,}[a-z]?(?![0-9A-Za-z]|\.\d)"
    r"|\d{1,3}\.\d{1,3}[a-z]?(?![0-9A-Za-z%\"″]|\.\d|[ \u00a0]*%"
    r"|[ \u00a0]+(?!" + _LIST_OR_RANGE_WORD + r")[a-zà-ÿ])"
)
_RULE_WORDS = (
    r"(?:[Rr]ules?|[Pp]aragraphs?|[Rr]egeln?|[Rr]ègles?|[Rr]eglas?|"
    r"[Aa]partados?|[Pp]untos?|[Rr]egole|[Pp]arágrafo)"
)
_CHAPTER_WORDS = (
    r"(?:[Ss]ections?|[Ss]ubsections?|[Cc]hapters?|[Aa]bschnitte?n?|[Aa]bschnitts|[Kk]apitel[ns]?|"
    r"[Cc]hapitres?|[Ss]ecci[oó]n|[Ss]ecciones|[Cc]ap[ií]tulos?|[Ss]ezion[ei]|[Cc]apitol[oi])"
)
_SEE_WORDS = (
    r"(?:[Ss]ee|SEE|[Ss]iehe|[Vv]oir|[Vv]éase|[Vv]ease|[Vv]er|[Vv]edi)(?:[ \u00a0]+(?:also|auch|aussi))?"
)
_ARTICLE = r"(?:(?:la|el|the|le|den|die|dem|der)[ \u00a0]+)?"
_PROSE_WORDS = (
    r"(?:in|to|under|from|per|[Ss]teps?|[Ee]n|zu|unter|dans|à|[Ss]chritte?n?|[Ss]chritts|[ÉéEe]tapes?|"
    r"[Pp]asos?|[Pp]unto|[Pp]asso)"
)
_OUTLINE = _Style(
    trigger=re.compile(
        r"(?:(?<![\w])(?P<chapter>(?:" + _SEE_WORDS + r"[ \u00a0]+)?" + _ARTICLE + _CHAPTER_WORDS + r")"
        r"[ \u00a0]+(?=\d)"
        r"|(?<![\w])(?P<see>" + _SEE_WORDS + r"(?:[ \u00a0]+" + _ARTICLE + _RULE_WORDS + r")?)"
        r"[ \u00a0]+(?=\d)"
        r"|(?<![\w])(?P<word>" + _RULE_WORDS + r")[ \u00a0]+(?=\d)"
        r"|(?<![\w])(?P<prose>" + _PROSE_WORDS + r")[ \u00a0]+(?=\d)"
        r"|(?P<paren>\()(?=\d)"
        r"|(?P<bracket>\[)(?=\d[\d.\-a-z]*\])"
        r"|(?P<para>§)[ \u00a0]?(?=\d))"
    ),
    keys={
        "chapter": _OUTLINE_CHAPTER,
        "see": _OUTLINE_KEY,
        "word": _OUTLINE_KEY,
        "prose": _OUTLINE_PROSE_KEY,
        "paren": _OUTLINE_PROSE_KEY,
        "bracket": _OUTLINE_MULTI,
        "para": _SPACE_KEY,
    },
    list_key={
        "chapter": _OUTLINE_CHAPTER,
        "see": _OUTLINE_MULTI,
        "word": _OUTLINE_MULTI,
        "prose": _OUTLINE_MULTI,
        "paren": _OUTLINE_MULTI,
        "bracket": _OUTLINE_MULTI,
        "para": _SPACE_KEY,
    },
    range_sep=re.compile(r"[–—]| through | bis | à "),
    range_end=re.compile(r"\d{1,3}(?:\.\d{1,3})*[a-z]?(?![0-9A-Za-z])"),
    complete_end=_complete_dotted_end,
    list_sep=re.compile(
        r",[ \u00a0]+(?:(?:and|or|und|oder|et|ou|y|o|e)[ \u00a0]+)?"
        r"|[ \u00a0]+(?:and|or|und|oder|et|ou|y|o|e)[ \u00a0]+|[ \u00a0]*/[ \u00a0]*"
    ),
)

_STYLES = {"mtg": _MTG, "space": _SPACE, "dcg": _DCG, "ddm": _DOTTED, "dbe": _DOTTED, "outline": _OUTLINE}


def _style_for(game: str) -> _Style:
    """The seed games' own styles; every other game reads like the general outline."""
    return _STYLES.get((game or "").strip().lower(), _OUTLINE)


# ---------------------------------------------------------------------------------------------
# finding


def _read_item(text: str, pos: int, key_re: re.Pattern[str], style: _Style) -> tuple[Reference, int] | None:
    """One key at ``pos``, with its range end when it has one."""
    m = key_re.match(text, pos)
    if m is None:
        return None
    key = normalize_key(m.group())
    end = m.end()
    range_end = None
    if style.range_sep is not None and style.range_end is not None:
        sep = style.range_sep.match(text, end)
        if sep is not None:
            tail = style.range_end.match(text, sep.end())
            if tail is not None:
                full = style.complete_end(key, normalize_key(tail.group()))
                if full is not None and parse_key_parts(full) > parse_key_parts(key):
                    range_end, end = full, tail.end()
    return Reference(pos, end, text[pos:end], (key,), range_end), end


_LETTER = re.compile(r"[a-z](?![0-9A-Za-z])")


def _read_letter_item(text: str, pos: int, previous: str) -> tuple[Reference, int] | None:
    """A bare sub-rule letter continuing a list: "rules 608.3a and b" → 608.3b.

    Only after a key that has a letter, and only a later letter, so "rule 601.2a and a
    player" stays prose.
    """
    m = _LETTER.match(text, pos)
    if m is None or not previous[-1:].isalpha() or m.group() <= previous[-1]:
        return None
    key = previous[:-1] + m.group()
    return Reference(pos, m.end(), m.group(), (key,)), m.end()


def find_references(text: str, game: str) -> list[Reference]:
    """Every cross-reference in ``text``, in text order, read in ``game``'s numbering style."""
    if not text:
        return []
    style = _style_for(game)
    found: list[Reference] = []
    consumed = 0
    for trigger in style.trigger.finditer(text):
        if trigger.start() < consumed:
            continue
        group = trigger.lastgroup or next(iter(style.keys))
        item = _read_item(text, trigger.end(), style.keys[group], style)
        if item is None:
            continue
        ref, pos = item
        found.append(ref)
        while style.list_sep is not None:
            sep = style.list_sep.match(text, pos)
            if sep is None:
                break
            nxt = _read_item(text, sep.end(), style.list_key[group], style)
            if nxt is None and style.letter_items:
                nxt = _read_letter_item(text, sep.end(), found[-1].keys[-1])
            if nxt is None:
                break
            ref, pos = nxt
            found.append(ref)
        consumed = pos
    return found
