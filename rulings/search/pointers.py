"""The rules a glossary entry among a query's candidates points to ("See rule 702.19"), for the
second stage (rerank.py's "pointed" feature), and the rule numbers above a rule's."""

from __future__ import annotations

import re

from rulings.search.intent import GLOSSARY_KEY, rule_pointers

NAMING = 0.5  # an entry points for the query when its title holds this share of the query's words

_LAST = re.compile(r"(?:(?<=\d)[a-z]+|[.-]\d+)$")


def rule_parents(key: str) -> list[str]:
    """The rule numbers above a rule's, nearest first: 103.5c → 103.5, 103; 4.2.3.1 → 4.2.3, 4.2, 4."""
    out: list[str] = []
    key = key.rstrip(".")
    while True:
        above = _LAST.sub("", key).rstrip(".")
        if not above or above == key:  # no number left to take off: a rule is not above itself
            return out
        out.append(above)
        key = above


def pointed_rules(stored: dict[int, dict], title_share) -> dict[int, float]:
    """docnum → value for the candidate rules (and their subrules, in the same document version)
    that a candidate glossary entry points to, when that entry's title holds at least NAMING of
    the query's words (`title_share(docnum)`); the value is the most such a title holds."""
    wanted: dict[tuple, float] = {}
    for docnum, fields in stored.items():
        if not GLOSSARY_KEY.search(fields.get("key") or ""):
            continue
        title = title_share(docnum)
        for number in rule_pointers(fields.get("body") or "") if title >= NAMING else ():
            key = (fields.get("version_id"), number.lower())
            wanted[key] = max(wanted.get(key, 0.0), title)
    pointed: dict[int, float] = {}
    for docnum, fields in stored.items() if wanted else ():
        key = (fields.get("key") or "").lower()
        if fields.get("kind") != "rule" or GLOSSARY_KEY.search(key):
            continue
        version = fields.get("version_id")
        value = max(wanted.get((version, k), 0.0) for k in (key, *rule_parents(key)))
        if value:
            pointed[docnum] = value
    return pointed
