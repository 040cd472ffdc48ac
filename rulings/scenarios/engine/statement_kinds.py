"""A kind named with what it excepts, read as its members: "in a zone other than the battlefield or
stack" is "in the library or the hand or the graveyard or …" when the game's zones are known
(PROFILE["zones"]). Plain Python, for the statement reader (statement_index.py).

A question names one zone ("Does a double-faced card in the graveyard have only its front face's
characteristics?"); the sentence names the kind and what it leaves out. Read as the kind's other
members, the condition is met by the zone the question names and not by one it leaves out — the
sentence itself is quoted as written.

A kind named by what its members are ("hidden zones", PROFILE["zones"] marked hidden) is read with
its members beside it: "double-faced cards in hidden zones (the library or the hand)" is said of
the library and of the hand, and not of the graveyard.
"""

from __future__ import annotations

import re

_EXCEPTED = r"(?:the\s+)?([\w-]+)((?:\s*,\s*(?:the\s+)?[\w-]+)*(?:,?\s+(?:or|and)\s+(?:the\s+)?[\w-]+)?)"


def _pattern(kind: str) -> re.Pattern:
    return re.compile(rf"\b(?:a|an|any)\s+{re.escape(kind)}\s+other\s+than\s+{_EXCEPTED}", re.IGNORECASE)


def as_members(text: str, kinds: dict[str, tuple[str, ...]] | None) -> str:
    """The text with each "a KIND other than A or B" written as the kind's other members; unchanged
    when it names no known kind so, or names something as excepted that is no member."""
    for kind, members in (kinds or {}).items():
        known = {m.lower() for m in members}

        def spelled(found: re.Match, known=known, members=members) -> str:
            named = re.findall(r"[\w-]+", found.group(2).lower())
            excepted = {found.group(1).lower()} | {w for w in named if w not in ("or", "and", "the")}
            if not excepted <= known:
                return found.group(0)
            rest = [m for m in members if m.lower() not in excepted]
            return " or ".join(f"the {m}" for m in rest) if rest else found.group(0)

        text = _pattern(kind).sub(spelled, text)
        if " " in kind and members:  # "in hidden zones": in the library or the hand, the game's hidden zones
            named = " or ".join(f"the {m}" for m in members)
            said = re.compile(rf"\b{re.escape(kind)}s?\b(?!\s+other\s+than)", re.IGNORECASE)
            text = said.sub(lambda found, named=named: f"{found.group(0)} ({named})", text)
    return text
