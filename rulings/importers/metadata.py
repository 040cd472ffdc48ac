"""What a document says about itself near its top: effective date, version label, language.

Dates are read only after a word that says the text takes effect or was updated, in
English, German, French, Spanish or Italian: "Effective July 9, 2026", "effective as of
November 17, 2023", "Last updated: 1/16/2026", "Effective 07/14/2026", "Gültig ab 30. April
2026", "Date de mise à jour : 30 avril 2026", "en vigueur le 30 avril 2026". Numeric dates
are read month first (US style) unless the first number cannot be a month. The label is
"Version 2.2.0" where the text prints one. Only the first lines are searched, so a date in
a change log at the end never counts.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from rulings.importers.base import ImportWarning

HEAD_LINES = 80

_MONTHS = {
    # English
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    # German
    "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "mai": 5, "juni": 6,
    "juli": 7, "oktober": 10, "dezember": 12,
    # French
    "janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "juin": 6,
    "juillet": 7, "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11,
    "décembre": 12, "decembre": 12,
    # Spanish and Italian
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
    "agosto": 8, "septiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
    "gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7,
    "settembre": 9, "ottobre": 10, "dicembre": 12,
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_TRIGGER = (
    r"(?:effective(?:\s+as\s+of|\s+from|\s+on)?|last\s+updated|updated(?:\s+on)?|as\s+of|"
    r"gültig\s+(?:ab|seit)|stand(?:\s+vom)?|in\s+kraft\s+ab|"
    r"date\s+de\s+mise\s+à\s+jour|mis\s+à\s+jour\s+le|en\s+vigueur\s+(?:le|à\s+partir\s+du|au)|"
    r"applicable\s+(?:le|à\s+partir\s+du)|vigente\s+(?:desde|a\s+partir\s+del?)|"
    r"actualizad[oa]\s+el|valido\s+dal|in\s+vigore\s+dal)\s*:?\s*"
)
_NAMED = re.compile(
    _TRIGGER + r"(?:(?P<m1>" + _MONTH + r")\s+(?P<d1>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y1>\d{4})"
    r"|(?P<d2>\d{1,2})(?:\.|er)?\s+(?:de\s+)?(?P<m2>" + _MONTH + r")\s+(?:de\s+)?(?P<y2>\d{4}))",
    re.IGNORECASE,
)
_NUMERIC = re.compile(
    _TRIGGER
    + r"(?:(?P<a>\d{1,2})[/.](?P<b>\d{1,2})[/.](?P<y>\d{4})|(?P<iy>\d{4})-(?P<im>\d{2})-(?P<id>\d{2}))",
    re.IGNORECASE,
)
_VERSION = re.compile(r"\b(?:version|versión|versione)\s+(\d+(?:\.\d+)*)", re.IGNORECASE)


def effective_date(lines: list[str]) -> date | None:
    """The first effective or updated date among the first lines."""
    for line in lines[:HEAD_LINES]:
        found = _named(line) or _numeric(line)
        if found:
            return found
    return None


def _named(line: str) -> date | None:
    m = _NAMED.search(line)
    if not m:
        return None
    month = _MONTHS[(m.group("m1") or m.group("m2")).lower()]
    day = int(m.group("d1") or m.group("d2"))
    return _date(int(m.group("y1") or m.group("y2")), month, day)


def _numeric(line: str) -> date | None:
    m = _NUMERIC.search(line)
    if not m:
        return None
    if m.group("iy"):
        return _date(int(m.group("iy")), int(m.group("im")), int(m.group("id")))
    a, b = int(m.group("a")), int(m.group("b"))
    month, day = (a, b) if a <= 12 else (b, a)
    return _date(int(m.group("y")), month, day)


def _date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def version_label(lines: list[str]) -> str:
    """ "2.2.0" from "Version 2.2.0" (a trailing period dropped), "" when the text has none."""
    for line in lines[:HEAD_LINES]:
        m = _VERSION.search(line)
        if m:
            return m.group(1)
    return ""


_STOPWORDS = {
    "en": "the of and to in is that for it with are be this or a",
    "de": "der die das und ist nicht ein eine zu den mit von sich auf für",
    "fr": "le la les et des est une un du que pour dans qui au pas",
    "es": "el la los las y de que en un una es por para con del",
    "it": "il di che e la per un una non sono della del con gli le",
}
_STOPSETS = {lang: frozenset(words.split()) for lang, words in _STOPWORDS.items()}


MIN_EVIDENCE = 5  # common words of the winning language before it is taken as known


def _scores(text: str) -> dict[str, int]:
    words = re.findall(r"[^\W\d_]+", unicodedata.normalize("NFC", text[:60000]).lower())
    return {lang: sum(w in stop for w in words) for lang, stop in _STOPSETS.items()}


def language(text: str) -> str:
    """The language whose commonest words the text uses most (en, de, fr, es, it)."""
    scores = _scores(text)
    return max(scores, key=lambda lang: (scores[lang], lang == "en"))


def language_guess(text: str) -> tuple[str, ImportWarning | None]:
    """The text's language, and a warning when the text holds too few common words to be sure
    (fewer than MIN_EVIDENCE of the winner's) or two languages tie: then the language with the
    most is taken (English on a tie or a single word), and the warning shows the counts seen."""
    scores = _scores(text)
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0] != "en"))
    (best, most), (_, second) = ranked[0], ranked[1]
    if most >= MIN_EVIDENCE and most > second:
        return best, None
    taken = best if most > second and most >= 2 else "en"
    seen = ", ".join(f"{lang} {n}" for lang, n in ranked if n) or "none"
    return taken, ImportWarning(
        1,
        f"the language is not clear from the text (common words seen: {seen}); taken as {taken}, "
        "set the document's language if it is another",
    )
