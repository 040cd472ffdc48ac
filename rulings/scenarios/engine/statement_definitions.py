"""What a rules text defines, read for the statement reader (statements.py) from the text itself.

- An abbreviation or a second name in brackets is the same thing: "Double-faced cards (DFCs)"
  makes "DFC" a word for "double-faced"; "its Prime (front) face" makes "front" one for "Prime".
- What a thing is ("The hand is a private area.", "Areas include the deck, …, and security
  stack."): a question about the hand is found in a sentence about private areas, or about each
  area ("The number of cards in each area is public information").
- A sentence about either, each or any player ("Neither player may look at …") speaks of the
  opponent too.

No word list here names a game: everything is read off the text in front of the reader.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine.statement_words import STOP, canonical, fold
from rulings.scenarios.engine.statement_words import stem as light_stem


def stem(word: str) -> str:
    """A word as the reader compares it (stemmed, an everyday word as the rules word)."""
    return canonical(word, False)


# "Double-faced cards (DFCs)", "Dark Area (DA)": the words before the brackets and their initials.
_ACRONYM = re.compile(r"((?:[A-Za-z][\w-]*\s+){1,5})\(([A-Z]{2,6})s?\)")
# "Prime (front) face", 'front ("day")': one word in brackets after one word.
_SECOND_NAME = re.compile(r"\b([A-Za-z][\w-]{2,})\s+\(\s*[\"“]?([a-z][\w-]{2,})[\"”]?\s*\)")


def equivalences(texts) -> dict[str, set[str]]:
    """Each stem → the stems the text says are the same thing, both ways."""
    out: dict[str, set[str]] = {}
    for text in texts:
        if "(" not in text:
            continue  # both forms are in brackets
        for words, short in _ACRONYM.findall(text):
            named = _initialled(words.split(), short.lower())
            for word in named:
                _both(out, stem(short.lower()), stem(fold(word)))
        for word, other in _SECOND_NAME.findall(text):
            a, b = stem(fold(word)), stem(fold(other))
            if a != b and fold(word) not in STOP and fold(other) not in STOP:
                _both(out, a, b)
    return out


def _initialled(words: list[str], short: str) -> list[str]:
    """The content words of the last words before the brackets whose initials spell ``short``
    ("Double-faced cards" for "dfc"; "Dark Area" for "da"), or none."""
    for start in range(len(words)):
        tail = words[start:]
        initials = "".join(part[0] for w in tail for part in w.lower().split("-") if part)
        if initials == short:
            return [w for w in tail if fold(w) not in STOP]
    return []


def _both(out: dict[str, set[str]], a: str, b: str) -> None:
    if a and b and a != b:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)


# "The hand is a private area.", "The trash is the area where …": a whole sentence saying what a
# thing is; and "Areas include the deck, Digi-Egg deck, field, …".
_IS_A = re.compile(
    r"^(?:the|a|an)\s+([\w-]+(?:\s+[\w-]+){0,2})\s+(?:is|are)\s+(?:a|an|the)\s+([\w-]+)(?:\s+([\w-]+))?\b"
)
_INCLUDE = re.compile(r"^(\w+)\s+include\s+([^.;:]+)")


def hypernyms(texts) -> tuple[tuple[frozenset[str], tuple[str, ...]], ...]:
    """(the thing's words, the words of what it is) for each sentence that says what a thing is:
    ({hand}, (private, area)) for "The hand is a private area."."""
    out = []
    for text in texts:
        folded = fold(text).strip()
        found = _IS_A.match(folded)
        if found:
            thing, first, second = found.groups()
            kind = [first] if not second or second in _NOT_NOUN else [first, second]
            out.append((_stems(thing.split()), _ordered(kind)))
        found = _INCLUDE.match(folded)
        if found:
            for part in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", found.group(2)):
                if part.strip():
                    out.append((_stems(part.split()), _ordered([found.group(1)])))
    return tuple((x, y) for x, y in out if x and y and not x.intersection(y))


def _ordered(words: list[str]) -> tuple[str, ...]:
    return tuple(stem(w) for w in words if w not in STOP and w.isascii() and len(w) > 1)


def pairs(words: list[str]) -> frozenset[tuple[str, str]]:
    """Each two content words that stand next to each other ("public area"), as stems."""
    stems = [stem(w) for w in words if w not in STOP]
    return frozenset(zip(stems, stems[1:], strict=False))


_NOT_NOUN = frozenset({"where", "that", "which", "for", "of", "in", "on", "to", "with", "when"})


def _stems(words: list[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in words if w not in STOP and w.isascii() and len(w) > 1)


def found_as_kind(missing: set[str], said: frozenset, every: frozenset[str], known) -> set[str]:
    """The question's words found in the clause through what they are: "hand" in a sentence about
    "each area" when the text says "The hand is a private area" — only when the clause (or its
    headings) says the kind's words side by side (``said``: "private area"; not one word alone:
    "an area" is not every area), or its noun after "each" or "any" (``every``)."""
    out: set[str] = set()
    for thing, kind in known:
        named = missing & thing
        if named and ((len(kind) == 2 and kind in said) or kind[-1] in every):
            out |= named
    return out


_EVERY = re.compile(r"\b(?:each|every|any|all)\s+([\w-]+)")


def every(text: str) -> frozenset[str]:
    """The stems of the nouns the clause says "each", "every", "any" or "all" of."""
    return frozenset(stem(w) for w in _EVERY.findall(fold(text)) if w not in STOP)


# A sentence about every player: "Either player may look …", "Neither player may look …".
_EVERY_PLAYER = re.compile(
    r"\b(?:either|each|every|any|neither|both|all)\s+players?\b"
    # … and players as such, opening the sentence: "Players who are allowed to look at … may …".
    r"|^\W*players\b"
)
PLAYERS = frozenset({"opponent", "oponent", "oponente"})


def every_player(text: str) -> bool:
    return bool(_EVERY_PLAYER.search(fold(text)))


def merged(*tables: dict) -> dict[str, frozenset[str]]:
    """The tables of equivalent stems as one."""
    out: dict[str, set[str]] = {}
    for table in tables:
        for word, others in table.items():
            out.setdefault(word, set()).update(others)
    return {k: frozenset(v) for k, v in out.items()}


def glossary(table: dict[str, str]) -> dict[str, frozenset[str]]:
    """Each stem of the text's words in a profile's glossary (English word: the text's words for it)
    → the stems of the English word it stands for."""
    out: dict[str, set[str]] = {}
    for english, words in table.items():
        for word in words.split():
            for spanish in (True, False):  # a short Spanish clause may be read as English
                # … read as a question's word is: "placed" is "place", as "put" is.
                out.setdefault(light_stem(fold(word), spanish), set()).update(
                    {light_stem(english), canonical(english, False)}
                )
    return {k: frozenset(v) for k, v in out.items()}


_EITHER = re.compile(r"\beither\s+([\w-]+)")


def either(text: str) -> frozenset[str]:
    """The stems of the nouns the clause says "either" of ("either face", "either side")."""
    return frozenset(stem(w) for w in _EITHER.findall(fold(text)) if w not in STOP)


def said_of_either(missing: set[str], asked_pairs: frozenset, nouns: frozenset[str]) -> set[str]:
    """The question's words that only say which one of a noun the clause says "either" of: "back"
    in "… include its back face?" against "… includes either face"."""
    return {w for w in missing if any((w, noun) in asked_pairs for noun in nouns)}


def one_of_either(nouns: frozenset[str], asked: frozenset[str], said: frozenset, quantified: frozenset[str]):
    """Whether a question about either of a noun ("… start the game on either side?") meets a clause
    about one of them that it does not name ("… indicates the card's face-up side"): the clause's
    pairs (``said``) put a word the question does not say before that noun, and it says no "either",
    "each" or "any" of it (``quantified``: the words it says them of; "any valid side" is either)."""
    return any(
        noun not in quantified and any(b == noun and a not in asked and a not in quantified for a, b in said)
        for noun in nouns
    )


# A question's initialism the text never writes: "MDFC" for the "modal double-faced card" it says, "ETB"
# for "enters the battlefield". The phrase the text says most often with those initials (hyphenated
# words give one per part; "card" and "cards" are one phrase), when no other comes close, is what the
# question means — when the question writes it in capitals, or with no vowel ("mdfc"): "saw", "pat" are
# words.
_INITIALISM = re.compile(r"\b[A-Za-z]{3,5}\b")
_FUNCTION_WORDS = (
    "a an the of to in on at by for from with and or nor but is are was were be been it its this that "
    "these those as if not no can may must will de del la las el los y o en que se su sus"
)
_FUNCTION = frozenset(_FUNCTION_WORDS.split())


def initialisms(phrases, vocabulary) -> dict[str, str]:
    """initials → the phrase of 2 or 3 words the text says with them most (``phrases``: a Counter of
    the text's phrases), at least twice and twice as often as any other; none that is a word of the text."""
    counted: dict[tuple[str, str], int] = {}
    surface: dict[tuple[str, str], tuple[int, str]] = {}  # the phrase as the text writes it most
    for phrase, n in phrases.items():
        words = phrase.split()
        if words[0] in STOP or words[-1] in _FUNCTION or not all(w.replace("-", "").isalpha() for w in words):
            continue
        initials = "".join(part[0] for w in words for part in w.split("-") if part)
        if 3 <= len(initials) <= 5 and initials not in vocabulary:
            key = (initials, " ".join(w.removesuffix("s") for w in words))
            counted[key] = counted.get(key, 0) + n
            surface[key] = max(surface.get(key, (0, "")), (n, phrase))
    best: dict[str, list[tuple[int, str]]] = {}
    for (initials, phrase), n in counted.items():
        best.setdefault(initials, []).append((n, surface[(initials, phrase)][1]))
    out = {}
    for initials, found in best.items():
        found.sort(reverse=True)
        if found[0][0] >= 2 and (len(found) == 1 or found[0][0] >= 2 * found[1][0]):
            out[initials] = found[0][1]
    return out


def spelled_out(question: str, table: dict[str, str], vocabulary) -> str:
    """The question with each initialism of ``table`` that is no word of the text put as its phrase."""

    def put(found: re.Match) -> str:
        written = found.group(0)
        word = written.lower()
        plural = word.endswith("s") and word[:-1] in table
        short = word[:-1] if plural else word
        if word in vocabulary or short not in table:
            return written
        if not (written.isupper() or written[:-1].isupper() and plural or not re.search(r"[aeiou]", short)):
            return written
        return table[short] + ("s" if plural else "")

    return _INITIALISM.sub(put, question) if table else question
