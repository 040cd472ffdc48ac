"""How many copies of one card a deck may hold, counted over its sides. Plain Python.

A game whose text sets a limit on the copies of one card, whatever side each starts on (its profile's
``PROFILE["ask"]["card_limit"]``: dbe "And among those, you may only have a total of 4 cards."),
answers "Can I run 3 Antiramon [Moon] and 2 Antiramon [Star] in my deck?" by adding the copies the
question counts. It answers only when the question is about a deck, counts copies of one card (each
count beside a side of the game or the card's name), names no other card and no other zone, compares
no count ("more than 4"), takes no card out of the deck ("play 2 … from my deck") and says no "not";
else None, and the question is read as any other.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import moves, reader
from rulings.scenarios.engine.profiles import get_profile
from rulings.scenarios.engine.rule_answer import cited, entry, rule_answer

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_NUMBER = re.compile(r"^(?:\d{1,2}|" + "|".join(_NUMBERS) + r")$")
_WORD = re.compile(r"[\w'-]+")
# a deck named, or copies of a card counted ("5 copies of Antiramon")
_DECK = re.compile(r"\bdecks?\b|\bcop(?:y|ies)\b")
_NEGATED = re.compile(r"n't\b|\bnot\b|\bno\b|\bnever\b|\bwithout\b")
# A count compared rather than given ("more than 4", "at least 5"): the sum is not what is asked.
_COMPARED = re.compile(r"\b(?:more|fewer|less) than\b|\bat (?:least|most)\b|\b(?:over|exceed\w*|beyond)\b")
# Cards taken out of the deck ("play 2 … from my deck", "search my deck for 1 …") are no deck's contents.
_OUT_OF_DECK = re.compile(
    r"\b(?:from|out of|off|through|search\w*) (?:the top of )?(?:my|your|the|a|their) deck\b"
)
_ASKS = re.compile(
    r"^\W*(?:can|could|may|is|are|am)\b|\b(?:is|are) (?:that|this|it) (?:legal|allowed|ok|okay|fine)\b|"
    r"\b(?:that's|that is|it's|this is) (?:\w+ )?(?:legal|allowed|ok|okay|fine)\b"
)


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to a question counting copies of one card in a deck, or None."""
    limit = entry(game, "card_limit")
    if not limit or not _DECK.search(question.lower()):  # cheap first: most questions name no deck
        return None
    text = reader.clean(question, game)
    if _NEGATED.search(text) or not _ASKS.search(_asking(text)) or _COMPARED.search(text):
        return None
    if _OUT_OF_DECK.search(text) or moves.zones_placed(text, game) - {"main_deck"}:
        return None  # cards drawn, played or searched from the deck, or put in another zone
    names = {n for n in limit["names"] if re.search(rf"\b{n}\b", text)}
    words = _WORD.findall(text)
    sides = set(get_profile(game).sides)
    counts = _counts(words, {*sides, *limit["names"]})
    # every number counts copies, but the deck's own ("in one deck")
    numbers = [
        w for w, nxt in zip(words, [*words[1:], ""], strict=True) if _NUMBER.match(w) and nxt != "deck"
    ]
    if len(names) != 1 or not counts or len(counts) != len(numbers):
        return None  # a number not beside the card or a side ("and 3 in my sideboard") is not read
    parts = _counts(words, sides)  # "3 of them Moon", "2 Antiramon [Star]"
    wholes = _counts_only(words, set(limit["names"]), sides)
    if parts and wholes and (len(wholes) > 1 or wholes[0] != sum(parts)):
        return None  # "4 Antiramon, 3 Moon and 2 Star": a total and parts that do not add up to it
    total = sum(parts) if parts else sum(wholes)  # a total told with its parts is counted once
    yes = total <= limit["limit"]
    said = f"{total} copies of one card in all, {'within' if yes else 'over'} the limit of {limit['limit']}"
    head = f"{'Yes.' if yes else 'No.'} {said}:"
    read = {"subject": "copies of one card in a deck", "counted": total}
    about = {"subject": "the copies of one card in a deck"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, [limit["cite"]]), read, about)


def _counts_only(words: list[str], named: set[str], sides: set[str]) -> list[int]:
    """Each number given with the card's name and no side: a count of the card as a whole ("4
    Antiramon in my deck"), which may be the total of the counts given with a side."""
    return [n for n, after in _numbered(words) if named & set(after) and not sides & set(after)]


def _numbered(words: list[str]) -> list[tuple[int, list[str]]]:
    """Each number of the question and the few words after it (before the next number)."""
    out = []
    for i, word in enumerate(words):
        if not _NUMBER.match(word):
            continue
        after = []
        for w in words[i + 1 : i + 6]:  # "3 Antiramon set to start Moon"
            if _NUMBER.match(w):
                break
            after.append(w)
        out.append((int(_NUMBERS.get(word, word)), after))
    return out


def _counts(words: list[str], named: set[str]) -> list[int]:
    """Each number the question gives with a side or the card's name in the few words after it (before
    the next number): "3 antiramon moon and 2 star" → [3, 2]."""
    return [n for n, after in _numbered(words) if named & set(after)]


def _asking(text: str) -> str:
    """The sentence that asks (the last before the question mark)."""
    return reader.question_part(text)
