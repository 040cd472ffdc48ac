"""Digimon Card Game: the sentences of chapter 3 that answer a question on their own (sentence_rule.py).

3-1-3-3 "When multiple cards leave an area at the same time and are then placed in a different area,
they are all considered to leave and be placed at the same time rather than 1 card at a time." 3-2-4
(the deck), 3-3-4 (the Digi-Egg deck) and 3-7-5 (the security stack) say it again of a move out of
each: "the procedure for moving them is 1 card at a time, but they are considered to be placed at the
same time." So "are they placed at the same time?" is yes and "one at a time?" no, whichever way a
judge names the manner; the procedure (how the cards are physically moved) is another question.
"""

_MANNER_SAME = (
    r"(?:at the same time|simultaneous\w*|together|(?:all )?at once|in one go|at one time|"
    r"al mismo tiempo|a la vez|simult[aá]nea\w*)"
)
_MANNER_ONE = (
    r"(?:(?:one|1)(?: card)? at a time|one by one|one after (?:the )?other|one after another|"
    r"separately|individually|sequentially|in sequence|at different times|de una en una|una (?:a|por) una)"
)
# The words that say where the cards are put: "placed", "land in", "hit the trash", "count as placed".
_PLACED = r"\b(?:plac\w*|put|puts|land\w*|hit\w*|arriv\w*|enter\w*|go|goes|went|count\w*|colocad\w*)\b"
# A manner set against another ("… one at a time rather than all at once"): the contrasted one is no
# part of what is asked.
_CONTRASTED = rf"\b(?:rather than|instead of|and not|but not|not) (?:all )?(?:{_MANNER_SAME}|{_MANNER_ONE})"
_SEVERAL = r"\b(?:several|multiple|many|both|all|two|three|four|five|\d+|some|varias|varios|dos|tres)\b"
_ASKS_SAME = rf"{_PLACED}(?:(?!{_MANNER_ONE})[^,;])*?{_MANNER_SAME}"
_ASKS_ONE = rf"{_PLACED}(?:(?!{_MANNER_SAME})[^,;])*?{_MANNER_ONE}"
# Where the cards leave from: 3-2-4, 3-3-4 and 3-7-5 name it.
_FROM_EGG_DECK = r"(?:from|off|out of|leav\w*|of) (?:the |my |your |their |his |her )?digi-?egg deck"
_WHOSE = r"(?:the |my |your |their |his |her )?"
_FROM_SECURITY = rf"\bsecurity cards?\b|(?:from|off|out of|leav\w*) {_WHOSE}security"
_FROM_DECK = (
    r"(?:from|off|out of|leav\w*|(?:top|first) (?:\w+ )?cards? of) (?:the |my |your |their |his |her )?deck"
)


def _forms(answer: str, asks: str) -> list[dict]:
    """One form per area the cards leave (the area's own rule cited first), then any area."""
    return [
        {"when": {"text": [_FROM_EGG_DECK], "asking": [asks]}, "answer": answer,
         "cite": ["egg-deck-same-time", "same-time"]},
        {"when": {"text": [_FROM_SECURITY], "asking": [asks]}, "answer": answer,
         "cite": ["security-same-time", "same-time"]},
        {"when": {"text": [_FROM_DECK], "asking": [asks]}, "answer": answer,
         "cite": ["deck-same-time", "same-time"]},
        {"when": {"asking": [asks]}, "answer": answer},
    ]  # fmt: skip


RULES = {
    "placed_at_once": {
        "cite": ["same-time"],
        "subject": "when the cards are placed",
        "quick": r"time|once|together|simultan|one by one|one after|separately|individually|a la vez",
        "asking": "after_condition",
        # (a concession before the question, "Since I physically move them one at a time, …", asks nothing)
        "own": [_CONTRASTED, r"^\W*(?:since|even though|although|though|while)\b[^,]*,"],
        "need": {"text": [_SEVERAL]},
        # the procedure (how they are moved), their order, who chooses, a new card: other rules
        "refuse": {
            "text": [r"\b(?:order|choose|chooses|chose|pick|decide\w*|new card|trigger\w*|activat\w*)\b"],
            "asking": [r"\b(?:procedure|physically|move|moves|moved|moving|take|took|draw\w*|reveal\w*)\b"],
        },
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [
            {"when": {"asking": [_ASKS_SAME, _ASKS_ONE]}, "answer": None},  # both asked: not sure which
            *_forms("yes", _ASKS_SAME),
            *_forms("no", _ASKS_ONE),
        ],
    },
}

CITATIONS = {
    "same-time": (
        "3-1-3-3",
        "When multiple cards leave an area at the same time and are then placed in a different area, they "
        "are all considered to leave and be placed at the same time rather than 1 card at a time.",
    ),
    "deck-same-time": (
        "3-2-4",
        "When multiple cards are moved from the deck to a different area at the same time, the procedure for "
        "moving them is 1 card at a time, but they are considered to be placed at the same time.",
    ),
    "egg-deck-same-time": (
        "3-3-4",
        "When multiple cards are moved from the Digi-Egg deck to a different area at the same time, the "
        "procedure for moving them is 1 card at a time, but they are considered to be placed at the same "
        "time.",
    ),
    "security-same-time": (
        "3-7-5",
        "When multiple cards are moved from the security stack to a different area at the same time, the "
        "procedure for moving them is 1 card at a time, but they are considered to be placed at the same "
        "time.",
    ),
}
