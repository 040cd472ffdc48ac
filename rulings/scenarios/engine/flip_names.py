"""Whether the sides of a flip card have names of their own. Plain Python.

A game whose text says so (its profile's ``PROFILE["ask"]["flip_names"]``: dbe 16.1 "Flip card numbers are
the same but their names may be different." 16.2 "In XB, there are no differently-named flip cards. “New
Moon” on Dianamon and “Deva” on Antiramon are just flavor text …") answers:

- of the words the text calls flavor text (``flavor``), asked whether they are card names: no; whether
  they are (just) flavor text: yes;
- whether flip cards of the set it names (``set``) have differently named sides: no;
- whether the sides of a flip card can (may, are allowed to) have different names, no set named: yes.

- whether both sides of a flip card have the same card number: yes (16.1).

A question that says "not" or asks "what / which" is None.
"""

from __future__ import annotations

import re

from rulings.scenarios.engine import reader
from rulings.scenarios.engine.rule_answer import NEGATION, cited, entry, rule_answer

_NAME = re.compile(r"\b(?:card )?names?\b|\bcalled\b|\bnamed\b")
_FLAVOR = re.compile(r"\bflavou?r(?: text)?\b")
_DIFFERENT = re.compile(
    r"\b(?:different|differently[- ]named|distinct|separate|own)\b(?: [\w'-]+){0,2}? names?\b|"
    r"\bdifferently[- ]named\b|\bnames? (?:that )?(?:differ|are different|aren't the same)\b"
)
_CAN = re.compile(r"\b(?:can|could|may|might|allowed|possible|able)\b")


def answer(question: str, game: str | None) -> dict | None:
    """The ask answer to whether the sides of a flip card are named apart, or None."""
    said = entry(game, "flip_names")
    if not said:
        return None
    text = reader.clean(question, game)
    asking = reader.question_part(text)
    if reader.WH_QUESTION.search(text) or NEGATION.search(asking):
        return None
    found = _read(text, asking, said) if not re.search(r"\bnumbers?\b", text) else _number(text, asking, said)
    if found is None:
        return None
    yes, names = found
    head = "Yes. The rules say:" if yes else "No. The rules say:"
    subject = {"subject": "the names of a flip card's sides"}
    return rule_answer(game, "yes" if yes else "no", head, cited(game, names), subject, subject)


def _number(text: str, asking: str, said: dict) -> tuple[bool, list[str]] | None:
    """ "Do both sides of a flip card have the same card number?": yes (1 "Flip cards share a card
    number", 16.1 "Flip card numbers are the same"); a flip to another card's number is another rule's
    (12), and is None here."""
    sides = re.search(r"\b(?:both|two|its|the|each|all) (?:of its )?(?:sides|faces)\b", text)
    if (
        sides
        and re.search(r"\bsame (?:card )?numbers?\b", asking)
        and not re.search(r"\bflip\w* (?:in)?to\b", text)
    ):
        return True, said["cite_number"]
    return None


def _read(text: str, asking: str, said: dict) -> tuple[bool, list[str]] | None:
    """(yes, citation names) for the question, or None when it asks none of the three."""
    if re.search(said["flavor"], text):
        if _FLAVOR.search(asking) and not _NAME.search(asking):
            return True, said["cite_flavor"]  # "are they just flavor text?"
        if _NAME.search(asking) and not _FLAVOR.search(asking):
            return False, said["cite_flavor"]  # "are 'New Moon' and 'Deva' card names?"
        return None
    if not _DIFFERENT.search(asking):
        return None
    if re.search(said["set"], text):
        return False, said["cite_set"]  # "in XB, are there flip cards with differently named sides?"
    if _CAN.search(asking) and re.search(r"\bsides?\b|\bfaces?\b|\bflip cards?\b", text):
        return True, said["cite_may"]  # "can the two sides of a flip card have different names?"
    return None
