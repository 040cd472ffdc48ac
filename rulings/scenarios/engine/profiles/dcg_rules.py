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


# What the breeding area's other rules (3-4-5-3 … 3-4-5-8) and a digivolution (cards stacked under) speak of.
_EFFECTS = (
    r"\b(?:effects?|choos\w*|chosen|affect\w*|trigger\w*|activat\w*|referenc\w*|digivol\w*|evol\w*|"
    r"(?<!security )stack\w*|under)\b"
)
# Another player as the one who acts ("Can my opponent change the order of cards in my hand?"): the rules
# speak of each player's own area (3-5-2 "in their respective hand"); not "during my opponent's turn".
_ANOTHER_ACTS = (
    r"\b(?:can|may|could|does|do|is|are|will|would|should|must) (?:my |your |the |an? |their )?"
    r"(?:opponents?|rivals?|other players?|another player)\b|"
    r"\b(?:opponents?|rivals?|other players?|another player) (?:can|may|could|is allowed|are allowed|"
    r"gets? to|chang\w*|rearrang\w*|re-?order\w*|sort\w*)\b"
)
# Another player's area ("my opponent's trash"; not "during my opponent's turn").
_MINE = (
    r"\b(?:(?:opponent|rival)(?:'s|s'|’s|s)?|their|his|her) (?:own )?"
    r"(?:hand|trash|deck|security|digi-?egg|cards?)\b"
)
_ONE_ZONE = {
    "hand": r"\bhand\b",
    "trash": r"\btrash\b",
    "security": r"\bsecurity\b",
    "egg": r"\bdigi-?egg deck\b",
    "deck": r"(?<!egg )\bdeck\b",
}


def _rearranged(zone: str, answer: str, cite: str) -> dict:
    others = [p for z, p in _ONE_ZONE.items() if z != zone]
    return {"when": {"text": [_ONE_ZONE[zone]], "not_text": others}, "answer": answer, "cite": [cite]}


# 3-4-5-3 … 3-4-5-8 hold "except for effects that explicitly specify or reference breeding areas".
_NAMES_BREEDING = r"\b(?:explicit\w*|specif\w*|referenc\w*|mention\w*|names?|says?)\b[^.?]{0,30}\bbreeding"


def _breeding_example(cite: str, marks: list[str], asking: str) -> dict:
    """A question telling the example of a breeding-area rule (3-4-5-6, 3-4-5-7, 3-4-5-8) in its own
    words: its effect does not trigger, its condition is not met, its card's information is not read."""
    return {
        "cite": [cite],
        "subject": "what a card in the breeding area does for an effect",
        "quick": r"bre+d",
        "need": {"text": [r"\bbreeding\b", *marks], "asking": [asking]},
        "refuse": {"text": [_NAMES_BREEDING]},
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [{"answer": "no"}],
    }


RULES = {
    # 3-4-5-6 "(Example: Even if your Digimon in the breeding area digivolves during your turn, a "[Your
    # Turn] When your Digimon digivolves, by suspending this Tamer, <Draw 1>" effect doesn't trigger.)"
    "breeding_trigger_example": _breeding_example(
        "breeding-trigger-condition",
        [r"\bdigivol\w*", r"\btamer\b", r"\bdraw\b"],
        r"\b(?:draw|suspend\w*|trigger\w*|activat\w*|get|go off|work)\b",
    ),
    # 3-4-5-7 "(Example: Even if your opponent has a Digimon in the breeding area at the start of your main
    # phase, a "[Start of Your Main Phase] If your opponent has a Digimon, gain 1 memory" effect doesn't
    # trigger.)"
    "breeding_activation_example": _breeding_example(
        "breeding-activation-condition",
        [r"\bmain phase\b", r"\bmemory\b"],
        r"\b(?:memory|gain\w*|give\w*|get|trigger\w*|activat\w*|work)\b",
    ),
    # 3-4-5-8 "(Example: Even if you have a Digimon with the [Armor Form] trait in the breeding area, you
    # can't ignore the color requirements when …)"
    "breeding_reference_example": _breeding_example(
        "breeding-reference",
        # (the reader's typo fix reads a 4-letter "form" as "from", as judges often mean it)
        [r"\barmor f(?:or|ro)m\b", r"\bcolou?r requirements?\b"],
        r"\b(?:ignore\w*|use|let|count\w*|work)\b",
    ),
    # 3-4-5-2 "Only 1 card can be placed in the breeding area."
    "breeding_one_card": {
        "cite": ["breeding-one"],
        "subject": "how many cards the breeding area holds",
        "quick": r"bre+d|raising",
        "need": {
            "text": [r"\b(?:breeding|raising) area"],
            "asking": [
                # a count of cards in it: "two Digimon", "more than one card", "room for two", "both be there"
                r"\b(?:two|2|second|another|multiple|several|more th[ae]n (?:one|1))\b(?: [\w-]+){0,2}? "
                r"(?:cards?|digimon|eggs?|digi-?eggs?|ones?|of them)\b|\broom for\b|"
                r"\bboth (?:be|sit|fit|stay|go|of them)\b|\b(?:hold|fit|have|put|place|hatch)\w* (?:a |an )?"
                r"(?:two|second|another)\b"
            ],
        },
        # (how often, or once it is empty again: a time, which 3-4-5-2 does not speak of)
        "refuse": {
            "text": [
                _EFFECTS,
                r"\bbattle area\b|\bmove\w*|\bfrom\b|\bplayers\b",
                r"\b(?:turns?|once|twice|again|empty|later|after)\b",
            ]
        },
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [{"answer": "no"}],
    },
    # 3-4-6-2 "Any number of cards can be placed in the battle area."
    "battle_any_number": {
        "cite": ["battle-any"],
        "subject": "how many cards the battle area holds",
        "quick": r"battle area",
        "need": {"text": [r"\bbattle area\b"]},
        "refuse": {
            "text": [
                _EFFECTS,
                r"\bbreeding\b|\w*suspend\w*|\bface\b|\bmove\w*|\bfrom\b|\bhave to\b|\bmust\b|\bneed to\b",
            ]
        },
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [
            {
                "when": {"asking": [r"\bno (?:cap|limit|max\w*)\b|\bunlimited\b|\bany number\b|\bas many\b"]},
                "answer": "yes",
            },
            {"when": {"asking": [r"\b(?:cap|limit\w*|max\w*|restrict\w*|most)\b"]}, "answer": "no"},
            {
                "when": {
                    "asking": [
                        r"\b(?:put|place|play|have|add|keep)\b",
                        r"\b(?:fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|another|more|many|seven|"
                        r"eight|nine|ten|\d+)\b",
                    ]
                },
                "answer": "yes",
            },
        ],
    },
    # 3-1-3-2 "The number of cards in each area is public information."
    "count_public": {
        "cite": ["count-public"],
        "subject": "whether the number of cards is public",
        "quick": r"how many|number of|count",
        "need": {
            "text": [
                r"\bhow many (?:\w+ )?cards\b|\bnumber of (?:\w+ )?cards\b|\bcard count\b|\bthe count\b",
                # the count of an area (3-1-3-2 "in each area"), not of cards drawn or played
                r"\b(?:hand|deck|trash|security|digi-?egg|breeding|battle area|field|holding|left|area)\b",
            ]
        },
        # what the cards are, their order, looking at them: the area's own rules
        "refuse": {"text": [r"\b(?:look\w*|peek\w*|see|order|content\w*|which|identity|limit|max\w*|cap)\b"]},
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [
            {"when": {"asking": [r"\b(?:hidden|secret|private)\b"]}, "answer": "no"},
            {
                "when": {
                    "asking": [
                        r"\b(?:public|know|tell|told|reveal\w*|share|say|answer|entitled|allowed|obliged|"
                        r"have to|must)\b"
                    ]
                },
                "answer": "yes",
            },
        ],
    },
    # 3-5-2 / 3-6-2 "Players can change the order of cards in their respective hand / trash at any time."
    # 3-2-3 / 3-3-3 / 3-7-3 "Players can't change the order of cards in their decks / Digi-Egg decks /
    # security stacks." A player's own area; what an effect lets them do is the effect's.
    "rearrange": {
        "cite": ["hand-order"],
        "subject": "whether a player may change the order",
        "quick": r"rearrang|order|sort|tidy|reorganiz",
        "need": {
            "text": [
                r"\b(?:rearrang\w*|re-?order\w*|sort\w*|tidy\w*|reorganiz\w*|change (?:the )?order|"
                r"(?:new|different) order)\b"
            ]
        },
        "refuse": {
            "text": [
                _MINE,
                _ANOTHER_ACTS,
                _EFFECTS,
                r"\b(?:card says|lets? me|allows?|new card|look\w*|peek\w*|see|"
                r"reveal\w*|public)\b",
            ]
        },
        "denial": {"in": "asking", "mode": "turns"},
        "forms": [
            _rearranged("hand", "yes", "hand-order"),
            _rearranged("trash", "yes", "trash-order"),
            _rearranged("security", "no", "security-order"),
            _rearranged("egg", "no", "egg-deck-order"),
            _rearranged("deck", "no", "deck-order"),
        ],
    },
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
    "breeding-one": ("3-4-5-2", "Only 1 card can be placed in the breeding area."),
    "battle-any": ("3-4-6-2", "Any number of cards can be placed in the battle area."),
    "count-public": ("3-1-3-2", "The number of cards in each area is public information."),
    "hand-order": ("3-5-2", "Players can change the order of cards in their respective hand at any time."),
    "trash-order": ("3-6-2", "Players can change the order of cards in their respective trash at any time."),
    "deck-order": ("3-2-3", "Players can't change the order of cards in their decks."),
    "egg-deck-order": ("3-3-3", "Players can't change the order of cards in their Digi-Egg decks."),
    "security-order": ("3-7-3", "Players can't change the order of cards in their security stacks."),
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
