"""The kinds of counter a question asks about: the one it names ("+1/+1 counters", "Liberation
counters"), or, naming none, the kinds the subject's rule speaks of."""

from __future__ import annotations

import re


def counter_kind(text: str, match: re.Match) -> str | None:
    before = text[: match.start()].split()
    word = before[-1].lstrip("¿¡\"'([") if before else ""  # "¿Los contadores…": the article, not a kind
    articles = ("the", "its", "any", "all", "his", "her", "their", "my", "other", "of", "do", "does", "are")
    determiners = (
        "these",
        "those",
        "some",
        "several",
        "few",
        "many",
        "no",
        "a",
        "your",
        "our",
        "remaining",
        "every",
        "each",
        "both",
    )
    if (
        word in articles
        or word in determiners
        or word in ("los", "las", "sus", "unos", "unas", "el", "la", "su")
    ):
        return None
    if re.fullmatch(r"[+-]\d+/[+-]\d+", word):
        return word  # "+1/+1 counters": a kind
    if re.match(r"non(?:-|$)", word):
        return None  # "non-Liberation counters": all kinds but one (``excepted``), not a kind
    if re.search(r"'s?$|s'$|\d", word):
        return None  # "a Spacecraft's counters", "2 counters": whose or how many, not which kind
    return word or None


def every_kind(text: str, match: re.Match) -> bool:
    """Whether the question asks of every kind of counter at once: "all its counters", "each counter";
    or of some kind among them all ("any counters", some_kind)."""
    every = r"\b(?:all|every|each|both|todos|todas)\b(?: [\w'-]+){0,2} ?$"
    return bool(re.search(every, text[: match.start()])) or some_kind(text, match)


def some_kind(text: str, match: re.Match) -> bool:
    """Whether the question asks whether it holds of some kind of counter: "Do any counters get
    removed?" (yes when one kind is), "¿algún contador…?"."""
    some = r"\b(?:any|some|alg[uú]n\w*|cualquier\w*)\b(?: [\w'-]+){0,2} ?$"
    return bool(re.search(some, text[: match.start()]))


def counters_asked(text: str, match: re.Match, spec: dict) -> list[str]:
    """The kinds of counter a question that names no kind asks about. Where the rule is general with an
    exception ("All counters remain except Liberation counters"), "counters" are the general case
    (``spec["general_counter"]``); "all counters" asks of each kind, the exception too."""
    if spec.get("general_counter") and not every_kind(text, match):
        return [spec["general_counter"]]
    return spec.get("default_counters", ["damage"])


# "non-Liberation counters", "counters other than Liberation counters", "the other counters (not
# Liberation)": counters of every kind but the one named.
_EXCEPTED = re.compile(
    r"\bnon[- ]?([a-z]+)[- ]counters?\b"
    r"|\bcounters?\b(?: [\w'-]+){0,4}? \(?(?:other than|except(?: for)?|apart from|aside from|besides|"
    r"excluding|but not|not) (?:the |any |its |their )?([a-z]+)\b(?: counters?| ones)?\)?"
)


def excepted(text: str, spec: dict) -> re.Match | None:
    """The words that take out of "counters" the one kind the subject's rule excepts; the question then
    asks of the rule's general case (space 13 "All
    counters remain except Liberation counters": counters but Liberation ones are the rule's general
    case, ``spec["general_counter"]`` "non_liberation"). None for any other kind taken out, whose
    rule is not the general one."""
    general = spec.get("general_counter")
    if not general:
        return None
    return next((m for m in _EXCEPTED.finditer(text) if f"non_{m.group(1) or m.group(2)}" == general), None)
