"""What a query asks, read from its shape alone (no Django, no Whoosh).

"what is X", "what does X mean", "how does X work", "define X", "X definition", "X meaning",
"qué es X", "was ist X", "qu'est-ce que X": a request for the definition of X. The engine then
puts the glossary entry titled X and the rule it points to first. ("how does X work on a Y" too;
"how does X work when Y" tells a situation, "how does X work with Y" an interaction.)
"""

from __future__ import annotations

import re

_ARTICLE = r"(?:(?:a|an|the|un|una|el|la|los|las|une|le|les|des|du|ein|eine|einen|der|die|das|den)\s+|l')?"
# "what is X" in the languages of the rules: English, Spanish, German, French.
_BEFORE = re.compile(
    r"^(?:what\s+(?:is|are|does|do)|what's|whats|define|definition\s+of|meaning\s+of|"
    r"que\s+es|qué\s+es|que\s+son|qué\s+son|que\s+significa|qué\s+significa|"
    r"was\s+(?:ist|sind|bedeutet|heißt|heisst)|(?:definition|bedeutung)\s+von|"
    r"qu'est-ce\s+que|qu'est-ce\s+qu'une?|que\s+signifie|que\s+veut\s+dire|c'est\s+quoi|"
    r"définition\s+d[eu])\s+" + _ARTICLE + r"(?P<x>.+)$",
    re.I,
)
# "how does X work", "how do Xs work on a Y": what X is and does (not "… work when Y" nor "… work
# with Y": a situation, and an interaction of X with Y, which X's definition does not answer). X is
# a term of one to three words: "how does the damage from a challenge work" tells a situation.
_HOW = re.compile(
    r"^how\s+(?:does|do)\s+" + _ARTICLE + r"(?P<x>\S+(?:\s+\S+){0,2}?)"
    r"\s+works?(?:\s+(?:on|in|for)\s+.+)?$",
    re.I,
)
_AFTER = re.compile(r"^(?P<x>.+?)\s+(?:definition|meaning|defined|mean|means)$", re.I)
_TRAIL = re.compile(r"[\s?¿!.]+$")
_LEAD = re.compile(r"^[\s¿¡]+")
# A key that names a glossary entry ("glossary.mana-value").
GLOSSARY_KEY = re.compile(r"(?:^|\.)glossary(?:\.|$)")
# The rules a glossary entry points to: "See rule 202.3.", "See rules 120.4a, 120.6, and 704.5g."
_NUM = r"\d{1,4}(?:\.\d+[a-z]?)?"
RULE_POINTER = re.compile(rf"\brules?\s+({_NUM}(?:(?:,\s*|\s+and\s+|,\s+and\s+){_NUM})*)")
_NUMBER = re.compile(r"\d{1,4}(?:\.\d+[a-z]?)?")


def definition_subject(text: str) -> str | None:
    """X when the query asks what X is or means, else None."""
    text = _TRAIL.sub("", _LEAD.sub("", text or ""))
    for pattern in (_BEFORE, _HOW, _AFTER):
        match = pattern.match(text)
        if match:
            subject = match["x"]
            inner = _AFTER.match(subject)  # "what does X mean"
            if inner:
                subject = inner["x"]
            subject = re.sub(r"^" + _ARTICLE, "", subject.strip(), flags=re.I)
            return subject or None
    return None


def rule_pointers(body: str) -> list[str]:
    """The rule numbers a glossary entry's text points to, in order."""
    found: list[str] = []
    for match in RULE_POINTER.finditer(body or ""):
        found += _NUMBER.findall(match.group(1))
    return list(dict.fromkeys(found))
