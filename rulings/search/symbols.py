"""A document's symbols and the words it defines them by, learned from its own defining lines.

Some rules write a card's characteristics as glyphs: Lorcana's text (as extracted) has "$" for
Strength, "#" for Willpower, "%" for Lore ("If a character has a negative $, it deals no
damage"), so a question saying "strength" cannot match the rule. The document itself says
what each glyph stands for, in a glossary entry titled "Strength $" or a rule opening
"Strength $ – Primarily, how much damage this character deals …" (German "Stärke $", French
"Force $"). Those defining lines are read here, and each standalone glyph of the document's
texts is indexed with its words beside it ("a negative $ Strength"); what the text shows is
unchanged. No game's words are named: a document with no defining line learns nothing.
Pure Python, no Django.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable

# A glyph: one character that is no letter, digit, space or ordinary punctuation.
_GLYPH = r"[^\w\s.,;:?()\[\]{}'’‘“”„«»\-–—/…*]"
_WORDS = r"((?:[^\W\d_]+ ){0,2}[^\W\d_]+)"
# A glossary entry's title, "Strength $" / "Lore value %": one to three words and the glyph.
_TITLE = re.compile(rf"\s*{_WORDS} ({_GLYPH})\s*")
# A rule's line opening with the defined words, the glyph and a dash or colon:
# "Strength $ – Primarily, how much damage …".
_LINE = re.compile(rf"^\s*{_WORDS} ({_GLYPH}) [–—:-]\s", re.M)


def learn(texts: Iterable[tuple[str, str]]) -> dict[str, str]:
    """glyph → the words the document defines it by, from its (title, body) pairs: the words
    most often found defining it (a glyph defined by nothing is left out)."""
    seen: dict[str, Counter] = defaultdict(Counter)
    for title, body in texts:
        match = _TITLE.fullmatch(title or "")
        if match:
            seen[match.group(2)][match.group(1)] += 1
        for words, glyph in _LINE.findall(body or ""):
            seen[glyph][words] += 1
    return {glyph: counts.most_common(1)[0][0] for glyph, counts in seen.items()}


# A glyph between two capitalised words joins names ("Flotsam & Jetsam", "Cost & Inkwell").
_NAMED = re.compile(r"\b[^\W\d_]*[^\W\d_a-zà-ÿ][^\W\d_]*$")
_JOINS = re.compile(r"\s+[^\W\d_a-zà-ÿ]")


def _pattern(glyphs: Iterable[str]) -> re.Pattern:
    # A standalone glyph: space (or the text's edge) on both sides; "+1 $" and "$." alike.
    return re.compile(r"(?<!\S)(" + "|".join(map(re.escape, sorted(glyphs))) + r")(?=[\s.,;:)”\"]|$)")


# An example's label, in the languages of the rules: "Example A:", "Beispiel:", "Exemple :".
_EXAMPLE = re.compile(r"\b(?:Examples?|Beispiele?|Exemples?|Ejemplos?|Esempi[o]?)\b[^:\n]{0,4}:")


def expand(text: str, glyphs: dict[str, str]) -> str:
    """The text with each standalone glyph followed by the words it stands for ("gets +1 $ this
    turn" → "gets +1 $ Strength this turn"), except where those words already stand before it,
    up to its first example: an example's "a character with 2 $ and 2 #" lists a card's
    numbers, it is not what the rule is about."""
    if not glyphs or not text:
        return text
    example = _EXAMPLE.search(text)
    if example:
        return expand(text[: example.start()], glyphs) + text[example.start() :]
    pattern = _pattern(glyphs)

    def spelled(match: re.Match) -> str:
        glyph = match.group(1)
        words = glyphs[glyph]
        before = text[: match.start()].rstrip()
        named = bool(_JOINS.match(text, match.end()) and _NAMED.search(before))
        if named or before[-len(words) :].lower() == words.lower():
            return glyph
        return f"{glyph} {words}"

    return pattern.sub(spelled, text)
